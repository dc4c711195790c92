import { createLazyRoute, Link } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import type { ColumnDef } from "@tanstack/react-table"
import { css } from "styled-system/css"
import type { Client } from "../../api/clients/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { nameOf } from "../../machines/clients/clientForm"
import { clientListLive } from "../../machines/clients/clientsLive"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { DataTable } from "../ui/DataTable"
import { button, buttonRow, card, link, pageTitle } from "../ui/styles"

const stack = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "20px" })
const head = css({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: "12px" })
const muted = css({ color: "fg.muted" })

const ClientListView = () => {
  const { LL, locale } = useI18nContext()
  const t = LL.dashClients
  const actor = useActorRef(clientListLive)
  const state = useSelector(actor, (s) => s)

  const columns: Array<ColumnDef<Client, unknown>> = [
    {
      id: "clientId",
      header: t.columns.clientId(),
      cell: ({ row }) => (
        <Link
          to="/dash-client/$id"
          params={{ id: String(row.original.id) }}
          className={link}
          aria-label={`${row.original.code}: ${t.openClient({ name: nameOf(row.original, locale) })}`}
          data-testid="client-open"
        >
          {row.original.code}
        </Link>
      )
    },
    { id: "name", header: t.columns.name(), cell: ({ row }) => nameOf(row.original, locale) },
    { id: "type", header: t.columns.type(), cell: ({ row }) => nameOf(row.original.clientType, locale) },
    {
      id: "status",
      header: t.columns.status(),
      cell: ({ row }) => (row.original.isActive ? t.status.active() : t.status.inactive())
    },
    {
      id: "sponsors",
      header: t.columns.sponsors(),
      cell: ({ row }) =>
        row.original.sponsors
          .map((s) =>
            [nameOf(s.organization, locale), s.reportingCompany && nameOf(s.reportingCompany, locale)].filter(Boolean).join(" – ")
          )
          .join("; ")
    }
  ]

  return (
    <div className={stack} aria-busy={state.hasTag("loading") || undefined} data-testid="client-list">
      <div className={head}>
        <h1 className={pageTitle}>{t.listTitle()}</h1>
        <Link to="/dash-client/$id" params={{ id: "new" }} className={button()} data-testid="client-new">
          {t.newClient()}
        </Link>
      </div>
      {state.hasTag("loading") && <Waiting label={t.loading()} />}
      {state.hasTag("loadFailed") && (
        <section className={card}>
          <p role="alert">{t.loadFailed()}</p>
          <div className={buttonRow}>
            <button type="button" className={button()} onClick={() => actor.send({ type: "RETRY" })}>
              {t.retry()}
            </button>
          </div>
        </section>
      )}
      {state.hasTag("showing") &&
        (state.context.clients.length === 0 ? (
          <p className={muted}>{t.empty()}</p>
        ) : (
          <DataTable
            caption={t.listTitle()}
            columns={columns}
            data={state.context.clients}
            getRowId={(row) => String(row.id)}
            testId="client-table"
          />
        ))}
    </div>
  )
}

/** /dash-client (function manageDashClients, document 2 section 2). */
const ClientListScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("dashClients")
  if (!ready) return <Waiting label={LL.common.loading()} />
  return <ClientListView />
}

export const Route = createLazyRoute("/dash-client")({ component: ClientListScreen })

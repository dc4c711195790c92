import { createColumnHelper } from "@tanstack/react-table"
import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { B2CProvider } from "../../api/settings/mappingSchemas"
import { mappingLimits } from "../../api/settings/mappingSchemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { claimsProvidersLive } from "../../machines/settings/claimsProvidersLive"
import {
  claimsProviderIssues,
  type ClaimsProviderField,
  type ClaimsProvidersEvent
} from "../../machines/settings/claimsProvidersMachine"
import { Waiting } from "../shell/SignedInLayout"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { DataTable } from "../ui/DataTable"
import { FormDialog } from "../ui/FormDialog"
import { TextField } from "../ui/TextField"
import { button, buttonRow } from "../ui/styles"
import { sectionTitle, tabIntro } from "./settingsStyles"

const head = css({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: "8px" })
const rowButtons = css({ display: "flex", flexWrap: "wrap", gap: "8px" })
const muted = css({ color: "fg.muted" })

const column = createColumnHelper<B2CProvider>()

/** Tab 1: claims providers of the sign-in service (document 2 sections 2, 5 and 8), with add, edit and delete. */
export const ClaimsProvidersTab = () => {
  const { LL } = useI18nContext()
  const t = LL.settings.claimsProviders
  const actor = useActorRef(claimsProvidersLive)
  const state = useSelector(actor, (s) => s)
  const send = (event: ClaimsProvidersEvent) => actor.send(event)
  const { providers, dialog, deleting } = state.context
  const busy = state.hasTag("busy")

  if (state.hasTag("loading")) return <Waiting label={LL.settings.loading()} />
  if (state.hasTag("loadFailed"))
    return (
      <div data-testid="claims-providers-failed">
        <p role="alert">{LL.settings.loadFailed()}</p>
        <div className={buttonRow}>
          <button type="button" className={button()} onClick={() => send({ type: "RETRY" })}>
            {LL.settings.retry()}
          </button>
        </div>
      </div>
    )

  const columns = [
    column.display({
      id: "emailDomainName",
      header: () => t.columns.emailDomainName(),
      cell: (i) => i.row.original.emailDomainName
    }),
    column.display({ id: "b2cDomainName", header: () => t.columns.b2cDomainName(), cell: (i) => i.row.original.b2CDomainName }),
    column.display({
      id: "actions",
      header: () => t.columns.actions(),
      cell: (i) => {
        const provider = i.row.original
        const name = provider.emailDomainName
        return (
          <div className={rowButtons}>
            <button
              type="button"
              className={button({ tone: "secondary" })}
              onClick={() => send({ type: "EDIT", provider })}
              aria-label={t.rowLabel.edit({ name })}
              data-testid="claims-provider-edit"
            >
              {t.edit()}
            </button>
            <button
              type="button"
              className={button({ tone: "secondary" })}
              onClick={() => send({ type: "DELETE", provider })}
              aria-label={t.rowLabel.delete({ name })}
              data-testid="claims-provider-delete"
            >
              {t.delete()}
            </button>
          </div>
        )
      }
    })
  ]

  const issues = dialog ? claimsProviderIssues(dialog) : []
  const messages: Partial<Record<string, () => string>> = t.messages
  const issue = (field: ClaimsProviderField): string | undefined => {
    const found = issues.find((i) => i.field === field)
    return found ? (messages[found.code]?.() ?? LL.errors.error400()) : undefined
  }

  return (
    <div data-testid="claims-providers" aria-busy={busy || undefined}>
      <div className={head}>
        <h2 className={sectionTitle}>{LL.settings.tabs.claimsProviders()}</h2>
        <button
          type="button"
          className={button({ tone: "secondary" })}
          onClick={() => send({ type: "ADD" })}
          data-testid="claims-provider-add"
        >
          {t.add()}
        </button>
      </div>
      <p className={tabIntro}>{t.intro()}</p>
      {providers.length === 0 ? (
        <p className={muted} data-testid="claims-providers-empty">
          {t.empty()}
        </p>
      ) : (
        <DataTable
          caption={t.caption()}
          columns={columns}
          data={providers}
          getRowId={(row) => String(row.id)}
          testId="claims-providers-table"
        />
      )}
      {dialog && (
        <FormDialog
          title={dialog.existing ? t.dialog.editTitle() : t.dialog.addTitle()}
          testId="claims-provider-dialog"
          stage={{ loading: false, loadFailed: false, busy }}
          onSend={(command) => command.type !== "RETRY" && send(command)}
        >
          <TextField
            id="claims-provider-email-domain"
            label={t.dialog.emailDomainName()}
            hint={t.dialog.emailDomainNameHint({ max: mappingLimits.emailDomainName })}
            value={dialog.form.emailDomainName}
            maxLength={mappingLimits.emailDomainName}
            onChange={(value) => send({ type: "FIELD_CHANGED", field: "emailDomainName", value })}
            error={issue("emailDomainName")}
            testId="claims-provider-email-domain"
          />
          <TextField
            id="claims-provider-b2c-domain"
            label={t.dialog.b2cDomainName()}
            hint={t.dialog.b2cDomainNameHint({ max: mappingLimits.b2cDomainName })}
            value={dialog.form.b2cDomainName}
            maxLength={mappingLimits.b2cDomainName}
            onChange={(value) => send({ type: "FIELD_CHANGED", field: "b2cDomainName", value })}
            error={issue("b2cDomainName")}
            testId="claims-provider-b2c-domain"
          />
        </FormDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t.deleteConfirm.title()}
          testId="claims-provider-delete-confirm"
          confirmLabel={t.delete()}
          busyLabel={t.deleting()}
          busy={busy}
          onConfirm={() => send({ type: "CONFIRM" })}
          onCancel={() => send({ type: "CANCEL" })}
        >
          <p>{t.deleteConfirm.text({ name: deleting.emailDomainName })}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

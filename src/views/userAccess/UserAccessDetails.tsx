import { createLazyRoute, useParams } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { useActorRef, useSelector } from "@xstate/react"
import { Fragment, useState } from "react"
import { css } from "styled-system/css"
import type { UserAccessChange, UserAccessDetails as Details } from "../../api/userAccess/schemas"
import { userStatusFilters } from "../../api/users/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { userAccessDetailsInput, userAccessDetailsLive } from "../../machines/userAccess/userAccessDetailsLive"
import { dayIn } from "./dayIn"
import { localizedText } from "../shared/localized"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import { DataTable } from "../ui/DataTable"
import { button, buttonRow, card, pageTitle } from "../ui/styles"
import { useEnterKey } from "../ui/useEnterKey"

type Words = TranslationFunctions["userAccessReport"]

/** Printed, the page is the user's access alone: the shell and the buttons are left out. */
const facts = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "max-content 1fr" },
  columnGap: "16px",
  rowGap: "6px",
  "& dt": { fontWeight: "600" },
  "& dd": { overflowWrap: "anywhere" }
})

const changeColumn = createColumnHelper<UserAccessChange>()

const Facts = ({ details, t, ianaTimezone }: { readonly details: Details; readonly t: Words; readonly ianaTimezone: string }) => {
  const { locale } = useI18nContext()
  const c = t.columns
  const functions = localizedText(details.functionsEn, details.functionsFr, locale)
  const rows: ReadonlyArray<readonly [string, string, string]> = [
    ["userId", c.userId(), details.userId],
    ["userName", c.userName(), details.userName],
    ["organization", c.organization(), localizedText(details.organization.nameEn, details.organization.nameFr, locale)],
    [
      "company",
      c.company(),
      details.reportingCompany ? localizedText(details.reportingCompany.nameEn, details.reportingCompany.nameFr, locale) : ""
    ],
    ["status", c.status(), details.userStatus === userStatusFilters.enabled ? t.statuses.enabled() : t.statuses.disabled()],
    ["createdDate", c.createdDate(), dayIn(details.createdDate, ianaTimezone)],
    ["lastLoginDate", c.lastLoginDate(), details.lastLoginDate ? dayIn(details.lastLoginDate, ianaTimezone) : t.details.never()],
    ["functions", c.functions(), functions === "" ? t.details.none() : functions]
  ]
  return (
    <dl className={facts} data-testid="user-access-facts">
      {rows.map(([id, label, value]) => (
        <Fragment key={id}>
          <dt>{label}</dt>
          <dd data-testid={`user-access-${id}`}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

const DetailsView = ({ userId, id }: { readonly userId: number; readonly id: number }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.userAccessReport
  const [input] = useState(() => userAccessDetailsInput(userId, id))
  const actor = useActorRef(userAccessDetailsLive, { input })
  const state = useSelector(actor, (s) => s)
  const showing = state.hasTag("details")
  useEnterKey(() => actor.send({ type: "PRINT" }), showing)
  const { details, asOfDate, ianaTimezone } = state.context
  const columns = [
    changeColumn.display({
      id: "changeDate",
      header: () => t.details.changeDate(),
      cell: ({ row }) => new Date(row.original.changeDate).toLocaleString("sv-SE", { timeZone: ianaTimezone }).slice(0, 16)
    }),
    changeColumn.display({
      id: "changeAdministrator",
      header: () => t.details.changeAdministrator(),
      cell: ({ row }) => row.original.changeAdministrator ?? ""
    }),
    changeColumn.display({
      id: "changeDescription",
      header: () => t.details.changeDescription(),
      cell: ({ row }) => localizedText(row.original.changeDescriptionEn, row.original.changeDescriptionFr, locale)
    })
  ]
  return (
    <section aria-labelledby="user-access-details-title" data-testid="user-access-details">
      <h1 id="user-access-details-title" className={pageTitle}>
        {t.details.title()}
      </h1>
      <p data-testid="user-access-as-of">{t.details.asOf({ date: asOfDate })}</p>
      {state.hasTag("busy") && <Waiting label={t.details.loading()} />}
      {state.hasTag("failed") && (
        <p role="alert">
          {t.details.failed()}{" "}
          <button type="button" className={button({ tone: "secondary" })} onClick={() => actor.send({ type: "RETRY" })}>
            {t.details.retry()}
          </button>
        </p>
      )}
      {showing && details && (
        <>
          <div className={card}>
            <Facts details={details} t={t} ianaTimezone={ianaTimezone} />
          </div>
          <h2 className={css({ fontSize: "1.25rem", fontWeight: "600", mt: "24px", mb: "8px" })}>{t.details.history()}</h2>
          {details.history.length === 0 ? (
            <p>{t.details.noHistory()}</p>
          ) : (
            <DataTable
              caption={t.details.history()}
              columns={columns}
              data={details.history}
              getRowId={(_, index) => String(index)}
              testId="user-access-history"
            />
          )}
        </>
      )}
      <div className={buttonRow} data-print="hide">
        {showing && (
          <button
            type="button"
            className={button()}
            onClick={() => actor.send({ type: "PRINT" })}
            data-testid="user-access-print"
          >
            {t.details.toPdf()}
          </button>
        )}
        <button
          type="button"
          className={button({ tone: "secondary" })}
          onClick={() => actor.send({ type: "BACK" })}
          data-testid="user-access-back"
        >
          {t.details.back()}
        </button>
      </div>
    </section>
  )
}

const DetailsScreen = () => {
  const ready = useNamespace("userAccessReport")
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  const { id } = useParams({ from: "/signedIn/user-access-report-details/$id" })
  if (!ready || !profile) return <Waiting label={LL.common.loading()} />
  return <DetailsView key={id} userId={profile.id} id={Number(id)} />
}

/** /user-access-report-details/{id} (function userAccessReport). */
export const Route = createLazyRoute("/user-access-report-details/$id")({ component: DetailsScreen })

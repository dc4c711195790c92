import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { css } from "styled-system/css"
import { fromPromise } from "xstate"
import type { UserProfile } from "../../../api/platform/schemas"
import type { ReportHistoryQuery } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import {
  reportHistoryMachine,
  savedState,
  type PagedSearchInput,
  type ReportHistorySaved,
  type UnitsInput
} from "../../../machines/reports/reportHistoryMachine"
import { today } from "../../../services/clock"
import { downloadCsv, reportHistoryCsv, reportHistoryFileName } from "../../../services/reports/csv"
import { browserTimeZone } from "../../../services/reports/driverSearchApi"
import {
  loadHistoryCompanies,
  loadHistoryOrganizations,
  loadHistoryUnits,
  readSavedHistory,
  reportHistoryPageSize,
  saveHistory,
  searchHistoryAll,
  searchHistoryPage
} from "../../../services/reports/reportHistoryApi"
import { usePortal } from "../../app/PortalContext"
import { useFailureNotice } from "../../app/useFailureNotice"
import { useNamespace } from "../../app/useNamespace"
import { HistoryFilters } from "../../reports/history/HistoryFilters"
import { HistoryResults } from "../../reports/history/HistoryResults"
import { Waiting } from "../../shell/SignedInLayout"
import { card, pageTitle } from "../../ui/styles"

const info = css({
  mt: "28px",
  p: "12px 16px",
  bg: "primary.subtle",
  borderLeft: "4px solid",
  borderColor: "primary",
  borderRadius: "4px"
})

/** Keeps the newest callback for actions given once to the machine. */
const useLatest = <A,>(value: A) => {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

const ReportHistoryView = ({ profile }: { readonly profile: UserProfile }) => {
  const { LL, locale } = useI18nContext()
  const { client } = usePortal()
  const notify = useLatest(useFailureNotice())
  const language = useLatest(locale)

  const actor = useActorRef(
    reportHistoryMachine.provide({
      actors: {
        loadOrganizations: fromPromise(() => loadHistoryOrganizations(client)),
        loadCompanies: fromPromise(({ input }: { input: { organizationId: number } }) =>
          loadHistoryCompanies(client, input.organizationId)
        ),
        loadUnits: fromPromise(({ input }: { input: UnitsInput }) =>
          loadHistoryUnits(client, input.organizationId, input.reportingCompanyId)
        ),
        search: fromPromise(({ input }: { input: PagedSearchInput }) =>
          searchHistoryPage(client, input.query, input.pageNumber, input.pageSize)
        ),
        exportCsv: fromPromise(async ({ input }: { input: { query: ReportHistoryQuery } }) => {
          const rows = await searchHistoryAll(client, input.query)
          downloadCsv(reportHistoryCsv(rows, language.current), reportHistoryFileName())
        })
      },
      actions: { notifyFailure: (_, params) => notify.current(params.failure) }
    }),
    {
      input: {
        today: today(),
        ianaTimezone: browserTimeZone(),
        pageSize: reportHistoryPageSize,
        restored: readSavedHistory<ReportHistorySaved>(profile.id)
      }
    }
  )

  // The filters and the list are kept while a report is open (document 2: the list persists).
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const settled =
        snapshot.matches({ lookups: "ready" }) &&
        (snapshot.matches({ search: "editing" }) ||
          snapshot.matches({ search: "showingResults" }) ||
          snapshot.matches({ search: "noResults" }))
      if (settled) saveHistory(profile.id, savedState(snapshot.context))
    })
    return () => subscription.unsubscribe()
  }, [actor, profile.id])

  const state = useSelector(actor, (s) => s)
  if (state.matches({ lookups: "loadingOrganizations" })) return <Waiting label={LL.common.loading()} />
  const searching = state.matches({ search: "searching" })
  const exporting = state.matches({ search: "exporting" })
  const result = state.context.result
  return (
    <>
      <HistoryFilters
        context={state.context}
        loadingCompanies={state.matches({ lookups: "loadingCompanies" })}
        loadingUnits={state.matches({ lookups: "loadingUnits" })}
        busy={searching || exporting}
        canExport={state.matches({ search: "showingResults" }) && (result?.count ?? 0) > 0}
        exporting={exporting}
        send={actor.send}
      />
      {searching && result === undefined && (
        <p role="status" aria-live="polite" className={css({ mt: "28px" })}>
          {LL.reportHistory.searching()}
        </p>
      )}
      {state.matches({ search: "noResults" }) && (
        <p role="status" className={info} data-testid="no-results">
          {LL.reportHistory.noResults()}
        </p>
      )}
      {result && result.count > 0 && (
        <HistoryResults
          result={result}
          page={state.context.page}
          pageSize={state.context.pageSize}
          busy={searching || exporting}
          onPageChange={(page) => actor.send({ type: "PAGE_CHANGED", page })}
        />
      )}
    </>
  )
}

/** /report-history (function reportHistory): the report history search of document 2. */
const ReportHistory = () => {
  const ready = useNamespace("reportHistory")
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  if (!ready || !profile) return <Waiting label={LL.common.loading()} />
  return (
    <section className={card} aria-labelledby="report-history-title">
      <h1 id="report-history-title" className={pageTitle}>
        {LL.reportHistory.title()}
      </h1>
      <ReportHistoryView profile={profile} />
    </section>
  )
}

export const Route = createLazyRoute("/report-history")({ component: ReportHistory })

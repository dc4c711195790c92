import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { reportHistoryInput, reportHistoryLive } from "../../../machines/reports/reportHistoryLive"
import { usePortal } from "../../app/PortalContext"
import { useNamespace } from "../../app/useNamespace"
import { HistoryFilters } from "../../reports/history/HistoryFilters"
import { HistoryResults } from "../../reports/history/HistoryResults"
import { Waiting } from "../../shell/SignedInLayout"
import { SearchOutcome, SearchScreen, searchStatus } from "../../ui/PagedSearch"

const ReportHistoryView = ({ userId }: { readonly userId: number }) => {
  const { LL } = useI18nContext()
  const [input] = useState(() => reportHistoryInput(userId))
  const actor = useActorRef(reportHistoryLive, { input })
  const scope = useSelector(actor, (s) => s.children.scope)
  const requestor = useSelector(actor, (s) => s.children.requestor)
  const scopeLoading = useSelector(scope, (s) => s?.matches("loadingOrganizations") ?? true)

  const state = useSelector(actor, (s) => s)
  if (scopeLoading) return <Waiting label={LL.common.loading()} />
  const status = searchStatus(state)
  const result = state.context.result
  return (
    <SearchOutcome
      filters={
        <HistoryFilters
          context={state.context}
          scope={scope}
          requestor={requestor}
          busy={status.busy}
          canExport={status.canExport}
          exporting={status.exporting}
          send={actor.send}
        />
      }
      status={status}
      searchingText={LL.reportHistory.searching()}
      noResultsText={LL.reportHistory.noResults()}
      results={
        result &&
        result.count > 0 && (
          <HistoryResults
            result={result}
            page={state.context.page}
            pageSize={state.context.pageSize}
            busy={status.busy}
            onPageChange={(page) => actor.send({ type: "PAGE_CHANGED", page })}
          />
        )
      }
    />
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
    <SearchScreen titleId="report-history-title" title={LL.reportHistory.title()}>
      <ReportHistoryView userId={profile.id} />
    </SearchScreen>
  )
}

export const Route = createLazyRoute("/report-history")({ component: ReportHistory })

import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { correctionReportInput, correctionReportLive } from "../../../machines/corrections/correctionReportLive"
import { useNamespace } from "../../app/useNamespace"
import { CorrectionFilters } from "../../corrections/correctionReport/CorrectionFilters"
import { CorrectionResults } from "../../corrections/correctionReport/CorrectionResults"
import { Waiting } from "../../shell/SignedInLayout"
import { SearchOutcome, SearchScreen, searchStatus } from "../../ui/PagedSearch"

const CorrectionReportView = () => {
  const { LL } = useI18nContext()
  const [input] = useState(correctionReportInput)
  const actor = useActorRef(correctionReportLive, { input })
  const scope = useSelector(actor, (s) => s.children.scope)
  const scopeLoading = useSelector(scope, (s) => s?.matches("loadingOrganizations") ?? true)
  const state = useSelector(actor, (s) => s)
  if (scopeLoading) return <Waiting label={LL.common.loading()} />
  const status = searchStatus(state)
  const result = state.context.result
  return (
    <SearchOutcome
      filters={
        <CorrectionFilters
          context={state.context}
          scope={scope}
          busy={status.busy}
          canExport={status.canExport}
          exporting={status.exporting}
          send={actor.send}
        />
      }
      status={status}
      searchingText={LL.correctionReport.searching()}
      noResultsText={LL.correctionReport.noResults()}
      results={
        result &&
        result.count > 0 && (
          <CorrectionResults
            result={result}
            page={state.context.page}
            pageSize={state.context.pageSize}
            ianaTimezone={state.context.ianaTimezone}
            busy={status.busy}
            onPageChange={(page) => actor.send({ type: "PAGE_CHANGED", page })}
          />
        )
      }
    />
  )
}

/** /correction-report (function correctionReport): the audit of data corrections, document 3. */
const CorrectionReport = () => {
  const ready = useNamespace("correctionReport")
  // The date messages are report history's (document 3 section 5).
  const historyReady = useNamespace("reportHistory")
  const { LL } = useI18nContext()
  if (!ready || !historyReady) return <Waiting label={LL.common.loading()} />
  return (
    <SearchScreen titleId="correction-report-title" title={LL.correctionReport.title()}>
      <CorrectionReportView />
    </SearchScreen>
  )
}

export const Route = createLazyRoute("/correction-report")({ component: CorrectionReport })

import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../../i18n/i18n-react"
import { correctionReportInput, correctionReportLive } from "../../../machines/corrections/correctionReportLive"
import { useNamespace } from "../../app/useNamespace"
import { CorrectionFilters } from "../../corrections/correctionReport/CorrectionFilters"
import { CorrectionResults } from "../../corrections/correctionReport/CorrectionResults"
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

const CorrectionReportView = () => {
  const { LL } = useI18nContext()
  const [input] = useState(correctionReportInput)
  const actor = useActorRef(correctionReportLive, { input })
  const scope = useSelector(actor, (s) => s.children.scope)
  const scopeLoading = useSelector(scope, (s) => s?.matches("loadingOrganizations") ?? true)
  const state = useSelector(actor, (s) => s)
  if (scopeLoading) return <Waiting label={LL.common.loading()} />
  const searching = state.matches("searching")
  const exporting = state.matches("exporting")
  const result = state.context.result
  return (
    <>
      <CorrectionFilters
        context={state.context}
        scope={scope}
        busy={searching || exporting}
        canExport={state.matches("showingResults") && (result?.count ?? 0) > 0}
        exporting={exporting}
        send={actor.send}
      />
      {searching && result === undefined && (
        <p role="status" aria-live="polite" className={css({ mt: "28px" })}>
          {LL.correctionReport.searching()}
        </p>
      )}
      {state.matches("noResults") && (
        <p role="status" className={info} data-testid="no-results">
          {LL.correctionReport.noResults()}
        </p>
      )}
      {result && result.count > 0 && (
        <CorrectionResults
          result={result}
          page={state.context.page}
          pageSize={state.context.pageSize}
          ianaTimezone={state.context.ianaTimezone}
          busy={searching || exporting}
          onPageChange={(page) => actor.send({ type: "PAGE_CHANGED", page })}
        />
      )}
    </>
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
    <section className={card} aria-labelledby="correction-report-title">
      <h1 id="correction-report-title" className={pageTitle}>
        {LL.correctionReport.title()}
      </h1>
      <CorrectionReportView />
    </section>
  )
}

export const Route = createLazyRoute("/correction-report")({ component: CorrectionReport })

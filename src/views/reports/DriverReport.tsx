import { createLazyRoute, Link, useNavigate, useParams, useRouterState } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef, type ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import {
  allExpanded,
  type DriverReportViewContext,
  type ReportOrigin,
  type ReportSection
} from "../../machines/reports/driverReportViewMachine"
import { driverReportViewLive } from "../../machines/reports/driverReportViewLive"
import { correctionSetup, driverReportViewSystemId } from "../../machines/corrections/correctionModeLive"
import { formatReportDate } from "../../i18n/reportFormat"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { RegenerateButton } from "../corrections/ninetyDays/RegenerateButton"
import { CorrectionArea, CorrectionModeSwitch } from "../corrections/CorrectionArea"
import {
  AddClaimButton,
  AddOperatorButton,
  EditClaimButton,
  EditDriverButton,
  EditPolicyButton,
  RemoveClaimButton
} from "../corrections/EditButtons"
import { ClaimSection } from "./driver/ClaimSection"
import { HistoryTimeline } from "./driver/HistoryTimeline"
import { PolicySection } from "./driver/PolicySection"
import { PreviousInquiries } from "./driver/PreviousInquiries"
import { ReportSummary } from "./driver/ReportSummary"
import { ReusedNotice } from "./driver/ReusedNotice"
import { ReportActionsProvider, type ReportActions } from "./driver/ReportActions"
import { useEnterKey } from "../ui/useEnterKey"
import { Waiting } from "../ui/Waiting"
import { BusyButton } from "../ui/BusyButton"
import { button, card, pageTitle } from "../ui/styles"

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The 90-day correction id or report-history id the report is opened with (GetById's second id); 0 by default. */
    reportContextId?: number
    /** A corrected report opens with correction mode still on... */
    correctionMode?: boolean
    /** ...the items open that were open on the report it replaced... */
    expanded?: { readonly policies: ReadonlyArray<string>; readonly claims: ReadonlyArray<string> }
    /** ...and the focus back on the control the correction started from. */
    focusControl?: string
    /** The company's stored report, answered again by a generation instead of a new one. */
    reused?: boolean
  }
}

const defaultOrigin: ReportOrigin = "/driver-report"

const header = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "16px", flexWrap: "wrap" })
const actions = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "12px" })
const subtitle = css({ fontSize: "1.1rem", fontWeight: "600", color: "fg" })
const failedActions = css({ display: "flex", flexWrap: "wrap", gap: "12px" })

/** The buttons under a report that could not be shown: the page's own, then the way home. */
const FailureActions = ({ children }: { readonly children: ReactNode }) => {
  const { LL } = useI18nContext()
  return (
    <div className={failedActions}>
      {children}
      <Link to="/" className={button({ tone: "secondary" })} data-testid="back-home">
        {LL.common.backHome()}
      </Link>
    </div>
  )
}

/** The failure text of a report that could not be loaded (document 3 section 8). */
const useLoadErrorText = () => {
  const { LL } = useI18nContext()
  return (failure: DriverReportViewContext["error"]): string => {
    switch (failure?._tag) {
      case "NotFound":
        return LL.report.errors.notFound()
      case "ConnectionLost":
        return LL.errors.connection()
      default:
        return LL.report.errors.loadFailed()
    }
  }
}

const correctedNotice = css({
  mt: "16px",
  px: "16px",
  py: "12px",
  bg: "#fff4e0",
  borderLeft: "4px solid",
  borderColor: "#b35c00",
  borderRadius: "4px",
  fontWeight: "600"
})

interface DriverReportViewProps {
  readonly reportId: number
  readonly contextId: number
  readonly origin: ReportOrigin
  readonly correctionMode: boolean
  readonly expanded: DriverReportViewContext["expanded"] | undefined
  readonly focusControl: string | undefined
  readonly reused: boolean
}

/** Once the corrected report shows, the control the correction started from is in view and has the focus. */
const useFocusBack = (control: string | undefined, shown: boolean) => {
  const done = useRef(false)
  useEffect(() => {
    if (!control || !shown || done.current) return
    const element = document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(control)}"]`)
    if (!element) return
    done.current = true
    element.scrollIntoView({ block: "center" })
    element.focus({ preventScroll: true })
  })
}

/** The item opened from the history timeline comes into view, its header taking the focus, once it has rendered. */
const useShowItem = (shown: DriverReportViewContext["shown"]) => {
  useEffect(() => {
    if (!shown) return
    const testId = `${shown.section === "policies" ? "policy" : "claim"}-${shown.key}`
    const frame = requestAnimationFrame(() => {
      const trigger = document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"] button`)
      if (!trigger) return
      trigger.scrollIntoView({ block: "start" })
      trigger.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [shown])
}

/** Correction mode's buttons at the report's action points; each shows only when the corrector may use it. */
const correctionActions: ReportActions = {
  driverField: (field) => <EditDriverButton field={field} />,
  policy: (policy) => <EditPolicyButton policy={policy} />,
  addOperator: (policy) => <AddOperatorButton policy={policy} />,
  claimField: (claim, field) => <EditClaimButton claim={claim} field={field} />,
  removeClaim: (claim) => <RemoveClaimButton claim={claim} />,
  addClaim: () => <AddClaimButton />
}

const DriverReportView = ({
  reportId,
  contextId,
  origin,
  correctionMode,
  expanded,
  focusControl,
  reused
}: DriverReportViewProps) => {
  const { LL, locale } = useI18nContext()
  const loadErrorText = useLoadErrorText()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  const actor = useActorRef(driverReportViewLive, {
    input: { reportId, contextId, origin, correction: correctionSetup(profile, correctionMode), expanded },
    systemId: driverReportViewSystemId
  })
  const state = useSelector(actor, (s) => s)
  const correction = useSelector(actor, (s) => s.children.correctionMode)
  const leaving = state.status === "done"

  const goBack = () => actor.send({ type: "GO_BACK" })
  useEnterKey(goBack, !leaving)

  const report = state.context.report
  useFocusBack(focusControl, report !== undefined && state.hasTag("showing"))
  useShowItem(state.context.shown)
  const generating = state.hasTag("generatingPdf")
  const canExport = state.hasTag("exportable")
  const sectionProps = (section: ReportSection) => ({
    expanded: state.context.expanded[section],
    allExpanded: allExpanded(state.context, section),
    onToggle: (key: string) => actor.send({ type: "TOGGLE", section, key }),
    onExpandAll: () => actor.send({ type: "EXPAND_ALL", section }),
    onCollapseAll: () => actor.send({ type: "COLLAPSE_ALL", section })
  })

  return (
    <>
      <header className={header}>
        <div>
          <h1 className={pageTitle}>{LL.report.title()}</h1>
          {report && <p className={subtitle}>{`${report.fullName} - ${report.dln} (${report.dlnJurisdiction.code})`}</p>}
        </div>
        <div className={actions} role="group" aria-label={LL.report.actions.label()}>
          <CorrectionModeSwitch actor={correction} />
          {report && (
            <BusyButton
              busy={generating}
              disabled={!canExport}
              label={LL.report.actions.toPdf()}
              busyLabel={LL.report.actions.generatingPdf()}
              onClick={() => actor.send({ type: "TO_PDF", lng: locale === "fr" ? "french" : "english" })}
              testId="to-pdf"
            />
          )}
          {report && origin === "/ninetydays-report" && contextId > 0 && (
            <RegenerateButton reportId={reportId} ninetyDaysDataCorrectionId={contextId} />
          )}
          <button type="button" className={button({ tone: "secondary" })} onClick={goBack} data-testid="go-back">
            {LL.report.actions.goBack()}
          </button>
        </div>
      </header>
      <p role="status" aria-live="polite" className={css({ srOnly: true })}>
        {generating ? LL.report.actions.generatingPdf() : ""}
      </p>
      {state.hasTag("loading") && <Waiting label={LL.report.loading()} />}
      {state.hasTag("failed") && (
        <section className={card} aria-labelledby="report-failed" data-testid="report-failed">
          <p id="report-failed" role="alert" className={css({ fontSize: "1.1rem", fontWeight: "600", mb: "16px" })}>
            {loadErrorText(state.context.error)}
          </p>
          <FailureActions>
            {state.context.error?._tag !== "NotFound" && (
              <button type="button" className={button({ tone: "secondary" })} onClick={() => actor.send({ type: "RETRY" })}>
                {LL.report.actions.retry()}
              </button>
            )}
          </FailureActions>
        </section>
      )}
      {report && state.hasTag("showing") && (
        <CorrectionArea actor={correction}>
          <ReportActionsProvider value={correctionActions}>
            {report.dataCorrectedOn && (
              <p className={correctedNotice} role="note" data-testid="data-corrected-on">
                {LL.report.dataCorrectedOn({ date: formatReportDate(report.dataCorrectedOn, report.ianaTimezone) })}
              </p>
            )}
            {reused && <ReusedNotice report={report} />}
            <ReportSummary report={report} />
            <HistoryTimeline report={report} onShow={(section, key) => actor.send({ type: "SHOW_ITEM", section, key })} />
            <PolicySection report={report} {...sectionProps("policies")} />
            <ClaimSection report={report} {...sectionProps("claims")} />
            <PreviousInquiries report={report} />
          </ReportActionsProvider>
        </CorrectionArea>
      )}
    </>
  )
}

/** /reports/{id}: the driver report, opened from the driver search, the report history or the 90-day report. */
const DriverReportScreen = () => {
  const { LL } = useI18nContext()
  const navigate = useNavigate()
  const ready = useNamespace("report")
  const correctionTexts = useNamespace("correction")
  const { id } = useParams({ strict: false }) as { id?: string }
  const origin = useRouterState({ select: (s) => s.location.state.origin }) ?? defaultOrigin
  const contextId = useRouterState({ select: (s) => s.location.state.reportContextId }) ?? 0
  const correctionMode = useRouterState({ select: (s) => s.location.state.correctionMode }) ?? false
  const expanded = useRouterState({ select: (s) => s.location.state.expanded })
  const focusControl = useRouterState({ select: (s) => s.location.state.focusControl })
  const reused = useRouterState({ select: (s) => s.location.state.reused }) ?? false
  const reportId = Number(id)
  if (!ready || !correctionTexts) return <Waiting label={LL.common.loading()} />
  if (!Number.isInteger(reportId) || reportId <= 0) {
    return (
      <section className={card} data-testid="report-failed">
        <h1 className={pageTitle}>{LL.report.title()}</h1>
        <p role="alert" className={css({ mb: "16px" })}>
          {LL.report.errors.notFound()}
        </p>
        <FailureActions>
          <button
            type="button"
            className={button({ tone: "secondary" })}
            onClick={() => void navigate({ to: origin })}
            data-testid="go-back"
          >
            {LL.report.actions.goBack()}
          </button>
        </FailureActions>
      </section>
    )
  }
  // A new id is a new screen: the machine starts over.
  return (
    <DriverReportView
      key={`${reportId}-${contextId}`}
      reportId={reportId}
      contextId={contextId}
      origin={origin}
      correctionMode={correctionMode}
      expanded={expanded}
      focusControl={focusControl}
      reused={reused}
    />
  )
}

export const Route = createLazyRoute("/reports/$id")({ component: DriverReportScreen })

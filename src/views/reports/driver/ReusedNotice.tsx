import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { DriverReport } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDateTime } from "../../../i18n/reportFormat"
import { freshReportLive } from "../../../machines/reports/freshReportLive"
import { generationOf } from "../../../machines/reports/freshReportMachine"
import { BusyButton } from "../../ui/BusyButton"

const notice = css({
  mt: "16px",
  px: "16px",
  py: "12px",
  bg: "#e8f1fb",
  borderLeft: "4px solid",
  borderColor: "#1f5f9e",
  borderRadius: "4px",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "12px"
})

/**
 * Said on a report the company had already pulled within its reuse window: when it was pulled, that
 * it is shown again without a new charge, and the button that gets a fresh one in its place.
 */
export const ReusedNotice = ({ report }: { readonly report: DriverReport }) => {
  const { LL } = useI18nContext()
  const actor = useActorRef(freshReportLive, { input: { payload: generationOf(report) } })
  const busy = useSelector(actor, (state) => state.hasTag("busy"))
  const [date = "", time = ""] = formatReportDateTime(report.reportDate, report.ianaTimezone).split(" ")
  return (
    <div className={notice} role="note" data-testid="report-reused">
      <p className={css({ fontWeight: "600" })}>{LL.report.reused.notice({ date, time })}</p>
      <BusyButton
        tone="secondary"
        busy={busy}
        label={LL.report.reused.getFresh()}
        busyLabel={LL.report.reused.gettingFresh()}
        onClick={() => actor.send({ type: "GENERATE" })}
        testId="get-fresh-report"
      />
    </div>
  )
}

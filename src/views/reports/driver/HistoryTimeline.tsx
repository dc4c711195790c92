import { useId, useLayoutEffect, useMemo, useRef, useState } from "react"
import { css } from "styled-system/css"
import { historyTimeline } from "../../../api/reports/historyTimeline"
import type { DriverReport } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDate } from "../../../i18n/reportFormat"
import type { ReportSection as ReportSectionName } from "../../../machines/reports/driverReportViewMachine"
import { ReportSection } from "./reportParts"
import { TimelineLegend } from "./timeline/TimelineLegend"
import { minPictureWidth, TimelinePicture } from "./timeline/TimelinePicture"
import { TimelineSentences } from "./timeline/TimelineSentences"
import { timelineText } from "./timeline/timelineText"

const frame = css({
  overflowX: "auto",
  overflowY: "hidden",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "6px",
  bg: "white",
  py: "8px",
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
})

const correctedNote = css({ fontWeight: "600", color: "#8a4600", mb: "8px" })

/** The frame's inner width, followed as the window changes. */
const useInnerWidth = () => {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

export interface HistoryTimelineProps {
  readonly report: DriverReport
  /** A term or a claim was chosen in the picture: its item in the report below opens and comes into view. */
  readonly onShow: (section: ReportSectionName, key: string) => void
}

/**
 * The driver's history at a glance, above the policies: a row per carrier, a bar per term, gaps and
 * overlaps, claims on their date of loss, with its legend and the same said in sentences.
 */
export const HistoryTimeline = ({ report, onShow }: HistoryTimelineProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.timeline
  const layout = useMemo(() => historyTimeline(report), [report])
  const text = useMemo(() => timelineText(LL, locale), [LL, locale])
  const prefix = `timeline${useId().replace(/[^a-zA-Z0-9]/g, "")}`
  const [frameRef, innerWidth] = useInnerWidth()
  const range = { start: layout.fromDate, end: layout.toDate }
  const hasMarks = layout.rows.length > 0 || layout.claims.length > 0
  // A frame narrower than the picture shows its recent end first, where the report's day is.
  const scrolls = innerWidth > 0 && innerWidth < minPictureWidth
  useLayoutEffect(() => {
    const element = frameRef.current
    if (scrolls && element) element.scrollLeft = element.scrollWidth
  }, [frameRef, scrolls, report.id])
  return (
    <ReportSection name="timeline" title={t.title()}>
      {report.dataCorrectedOn && (
        <p className={correctedNote} data-testid="timeline-corrected">
          {t.corrected({ date: formatReportDate(report.dataCorrectedOn, report.ianaTimezone) })}
        </p>
      )}
      <p className={css({ mb: "8px" })}>{t.description(range)}</p>
      <div
        ref={frameRef}
        className={frame}
        // Without a bar or a marker to reach, the frame itself takes the focus so its scroll is reachable by keyboard.
        {...(hasMarks ? {} : { tabIndex: 0, role: "group", "aria-label": t.title() })}
        data-testid="timeline-frame"
      >
        <TimelinePicture
          layout={layout}
          text={text}
          labels={{
            title: t.title(),
            frameStart: LL.report.labelled({ label: t.frameStart(), text: layout.fromDate }),
            frameEnd: LL.report.labelled({ label: t.frameEnd(), text: layout.toDate }),
            claims: t.sentences.claims(),
            noPolicies: t.noPolicies(range)
          }}
          prefix={prefix}
          width={Math.max(innerWidth, minPictureWidth)}
          onShow={onShow}
        />
      </div>
      <TimelineLegend prefix={prefix} />
      <TimelineSentences layout={layout} text={text} />
    </ReportSection>
  )
}

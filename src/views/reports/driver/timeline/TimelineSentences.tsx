import { css } from "styled-system/css"
import type { TimelineLayout } from "../../../../api/reports/historyTimeline"
import { useI18nContext } from "../../../../i18n/i18n-react"
import { lanesOf, type TimelineText } from "./timelineText"

const disclosure = css({
  mt: "12px",
  "& > summary": {
    cursor: "pointer",
    fontWeight: "600",
    color: "primary",
    py: "4px",
    _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
  }
})
const heading = css({ fontSize: "1rem", fontWeight: "700", mt: "10px", mb: "4px" })
const items = css({ listStyle: "disc", pl: "24px", "& > li": { mb: "2px" } })

/** The timeline said in sentences: every term, gap, overlap and claim the picture shows. */
export const TimelineSentences = ({ layout, text }: { readonly layout: TimelineLayout; readonly text: TimelineText }) => {
  const { LL } = useI18nContext()
  const t = LL.report.timeline
  const frame = { start: layout.fromDate, end: layout.toDate }
  const lanes = lanesOf(layout.rows)
  const terms = layout.rows
    .flatMap((row, index) => row.bars.map((bar) => ({ row, bar, lane: lanes[index]! })))
    .sort((a, b) => a.bar.startDate.localeCompare(b.bar.startDate) || a.bar.stopDate.localeCompare(b.bar.stopDate))
  return (
    <details className={disclosure} data-testid="timeline-sentences">
      <summary>{t.sentences.title()}</summary>
      <h3 className={heading}>{t.sentences.terms()}</h3>
      {terms.length === 0 ? (
        <p data-testid="timeline-sentence-no-policies">{t.noPolicies(frame)}</p>
      ) : (
        <ul className={items}>
          {terms.map(({ row, bar }) => (
            <li key={bar.policyKey} data-testid="timeline-sentence-term">
              {text.term(row, bar)}
            </li>
          ))}
        </ul>
      )}
      {layout.gaps.length > 0 && (
        <>
          <h3 className={heading}>{t.sentences.gaps()}</h3>
          <ul className={items}>
            {layout.gaps.map((gap) => (
              <li key={gap.startDate}>{text.gap(gap)}</li>
            ))}
          </ul>
        </>
      )}
      {layout.overlaps.length > 0 && (
        <>
          <h3 className={heading}>{t.sentences.overlaps()}</h3>
          <ul className={items}>
            {layout.overlaps.map((overlap) => (
              <li key={overlap.startDate}>{text.overlap(overlap)}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className={heading}>{t.sentences.claims()}</h3>
      {layout.claims.length === 0 ? (
        <p>{t.noClaims(frame)}</p>
      ) : (
        <ul className={items}>
          {layout.claims.map((claim) => (
            <li key={claim.id} data-testid="timeline-sentence-claim">
              {text.claim(claim)}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

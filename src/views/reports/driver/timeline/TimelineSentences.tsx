import { Fragment } from "react"
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
  // The gaps, then the overlaps: each heard only when there is one.
  const spanLists = [
    { key: "gaps", title: t.sentences.gaps(), spans: layout.gaps, say: text.gap },
    { key: "overlaps", title: t.sentences.overlaps(), spans: layout.overlaps, say: text.overlap }
  ]
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
      {spanLists.map(
        ({ key, title, spans, say }) =>
          spans.length > 0 && (
            <Fragment key={key}>
              <h3 className={heading}>{title}</h3>
              <ul className={items}>
                {spans.map((span) => (
                  <li key={span.startDate}>{say(span)}</li>
                ))}
              </ul>
            </Fragment>
          )
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

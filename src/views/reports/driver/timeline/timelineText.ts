import type { TimelineBar, TimelineClaim, TimelineRow, TimelineSpan } from "../../../../api/reports/historyTimeline"
import type { TranslationFunctions } from "../../../../i18n/i18n-types"
import type { Locales } from "../../../../i18n/i18n-types"
import { nameIn } from "../../../../i18n/reportFormat"

/** The sentences that say what the timeline shows: the names of its bars and markers, and its text alternative. */
export interface TimelineText {
  readonly rowLabel: (row: TimelineRow, lane: number) => string
  readonly term: (row: TimelineRow, bar: TimelineBar) => string
  readonly claim: (claim: TimelineClaim) => string
  readonly gap: (gap: TimelineSpan) => string
  readonly overlap: (overlap: TimelineSpan) => string
}

export const timelineText = (LL: TranslationFunctions, locale: Locales): TimelineText => {
  const t = LL.report.timeline
  const carrierName = (row: TimelineRow) => nameIn(row.carrier.nameEn, row.carrier.nameFr, locale)
  return {
    // A carrier's second row (terms at once) reads "Carrier (2)".
    rowLabel: (row, lane) => (lane === 0 ? carrierName(row) : t.rowLane({ carrier: carrierName(row), lane: lane + 1 })),
    term: (row, bar) =>
      [
        t.sentences.term({
          carrier: carrierName(row),
          policy: bar.policyNumber,
          start: bar.startDate,
          end: bar.stopDate,
          role: t.roles[bar.role]()
        }),
        ...(bar.cancellationDate === null ? [] : [t.sentences.cancelled({ date: bar.cancellationDate })]),
        ...(bar.overlap ? [t.sentences.overlapping()] : [])
      ].join(", "),
    claim: (claim) => t.sentences.claim({ number: claim.claimNumber, kind: t.claimKinds[claim.kind](), date: claim.dateOfLoss }),
    gap: (gap) => t.sentences.gap({ days: gap.days, start: gap.startDate, end: gap.endDate }),
    overlap: (overlap) => t.sentences.overlap({ days: overlap.days, start: overlap.startDate, end: overlap.endDate })
  }
}

/** Each row's place among its carrier's rows: 0 for the first, 1 for the second... */
export const lanesOf = (rows: ReadonlyArray<TimelineRow>): ReadonlyArray<number> =>
  rows.map((row, index) => rows.slice(0, index).filter((other) => other.carrier.code === row.carrier.code).length)

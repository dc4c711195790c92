import { ninetyDays } from "../../shared/ninetyDays"
import type { RecentReport } from "../../db/corrections/correctionsRepository"

export { ninetyDays, type RecentReport }

/** The first instant (exclusive) of the 90 days before a correction. */
export const ninetyDaysBefore = (correctedAt: string) =>
  new Date(Date.parse(correctedAt) - ninetyDays * 24 * 60 * 60 * 1000).toISOString()

/**
 * The reports a correction flags on the 90-day list: the driver's pulls of the 90 days before it.
 * Working copies are not pulls, and a report whose requestor made the correction is not news to them.
 */
export const reportsToFlag = (
  reports: ReadonlyArray<RecentReport>,
  correction: { readonly correctorUserId: number; readonly correctedAt: string }
): ReadonlyArray<number> => {
  const since = Date.parse(ninetyDaysBefore(correction.correctedAt))
  const until = Date.parse(correction.correctedAt)
  return reports
    .filter((r) => {
      const at = Date.parse(r.reportDate)
      return !r.fromCorrection && r.requestorUserId !== correction.correctorUserId && at > since && at <= until
    })
    .map((r) => r.id)
}

import { Temporal } from "temporal-polyfill"
import type { NinetyDaysSearchPayload, ReviewStatus } from "../../api/corrections/schemas"
import { validateDates } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"

/** The 90-day text, date and review-status filters of document 3 (the organization scope is its own machine). */
export interface NinetyDaysFilters {
  readonly reportRequestor: string
  /** yyyy-MM-dd, "" for no bound, anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
  readonly reviewStatus: ReviewStatus
}

export type NinetyDaysTextFilter = "reportRequestor" | "fromDate" | "toDate"

/** Field messages: invalidDate is reportHistory.invalidDate (document 3 section 5), fromAfterTo its neighbour. */
type DateError = "invalidDate" | "fromAfterTo"
export type DateErrors = Partial<Record<"fromDate" | "toDate", DateError>>

/** Document 3 section 9: the 90-day page opens on the last 90 days, to the end of today. */
export const defaultFromDate = (today: string): string => Temporal.PlainDate.from(today).subtract({ days: 90 }).toString()

/** The 90-day dates: valid, and the from date not after the to date. */
export const validateFilters = (filters: NinetyDaysFilters): DateErrors => validateDates(filters)

const text = (value: string): string | undefined => {
  const trimmed = value.trim()
  return trimmed === "" ? undefined : trimmed
}

/** The NinetyDaysReportSearch body; the server reads the to date up to its end of day. */
export const toPayload = (filters: NinetyDaysFilters, scope: ScopeSelection, ianaTimezone: string): NinetyDaysSearchPayload => {
  const entries = Object.entries({
    organizationId: scope.organizationId,
    reportingCompanyId: scope.reportingCompanyId,
    unitId: scope.unitId,
    reportRequestor: text(filters.reportRequestor),
    fromDate: text(filters.fromDate),
    toDate: text(filters.toDate),
    reviewStatus: filters.reviewStatus,
    ianaTimezone
  }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(entries) as NinetyDaysSearchPayload
}

export const blankFilters = (today: string): NinetyDaysFilters => ({
  reportRequestor: "",
  fromDate: defaultFromDate(today),
  toDate: today,
  reviewStatus: 0
})

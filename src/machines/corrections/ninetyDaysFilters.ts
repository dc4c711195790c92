import { Temporal } from "temporal-polyfill"
import type { NinetyDaysSearchPayload, ReviewStatus } from "../../api/corrections/schemas"
import { validateDates, type DateErrors } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import { scopeFields, searchQuery } from "../shared/searchQuery"

export type { DateErrors } from "../shared/dateRange"

/** The 90-day text, date and review-status filters of document 3 (the organization scope is its own machine). */
export interface NinetyDaysFilters {
  readonly reportRequestor: string
  /** yyyy-MM-dd, "" for no bound, anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
  readonly reviewStatus: ReviewStatus
}

/** Document 3 section 9: the 90-day page opens on the last 90 days, to the end of today. */
export const defaultFromDate = (today: string): string => Temporal.PlainDate.from(today).subtract({ days: 90 }).toString()

/** The 90-day dates (messages under reportHistory, document 3 section 5): valid, the from date not after the to date. */
export const validateFilters = (filters: NinetyDaysFilters): DateErrors => validateDates(filters)

/** The NinetyDaysReportSearch body; the server reads the to date up to its end of day. */
export const toPayload = (filters: NinetyDaysFilters, scope: ScopeSelection, ianaTimezone: string): NinetyDaysSearchPayload =>
  searchQuery({ ...scopeFields(scope), ...filters, ianaTimezone })

/** All rows of the last 90 days, the unreviewed first (document 3: the badge's rows). */
export const blankFilters = (today: string): NinetyDaysFilters => ({
  reportRequestor: "",
  fromDate: defaultFromDate(today),
  toDate: today,
  reviewStatus: 0
})

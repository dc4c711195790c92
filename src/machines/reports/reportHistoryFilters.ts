import { Temporal } from "temporal-polyfill"
import type { ReportHistoryQuery } from "../../api/reports/schemas"
import { validateDates } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import { scopeFields, searchQuery } from "../shared/searchQuery"

/** The report history text and date filters of document 2 (the organization scope is its own machine). */
export interface ReportHistoryFilters {
  readonly reportRequestor: string
  /** yyyy-MM-dd, "" for no bound, anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
  readonly referenceNumber: string
  readonly driverLicenseNumber: string
  readonly driverName: string
}

/** Field messages, translated under `reportHistory`: invalidDate is the spec's 'Invalid Date'; futureDate says why a real date is refused. */
type ReportHistoryError = "invalidDate" | "futureDate" | "fromAfterTo"
export type ReportHistoryErrors = Partial<Record<"fromDate" | "toDate", ReportHistoryError>>

/** Default range: the last 3 months, to today. */
export const defaultFromDate = (today: string): string => Temporal.PlainDate.from(today).subtract({ months: 3 }).toString()

/** Document 2 section 5: dates must be valid ('Invalid Date') and not in the future (said as such). */
export const validateFilters = (filters: ReportHistoryFilters, today: string): ReportHistoryErrors =>
  validateDates(filters, { latest: today, future: "futureDate" })

/** The HistorySearch query without paging; the server reads the to date up to its end of day. */
export const toQuery = (filters: ReportHistoryFilters, scope: ScopeSelection, ianaTimezone: string): ReportHistoryQuery =>
  searchQuery({ ...scopeFields(scope), ...filters, ianaTimezone })

/** Reset clears every field (document 2 section 2), the dates too: no date bounds the search. */
export const clearedFilters: ReportHistoryFilters = {
  reportRequestor: "",
  fromDate: "",
  toDate: "",
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
}

/** The screen opens on the last 3 months. */
export const blankFilters = (today: string): ReportHistoryFilters => ({
  reportRequestor: "",
  fromDate: defaultFromDate(today),
  toDate: today,
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
})

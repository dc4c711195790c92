import type { SortDirection, UsageReportRequest, UsageSortColumn } from "../../api/usage/schemas"
import { validateDates } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import type { SearchSort } from "../shared/pagedSearchTypes"
import { scopeFields, searchQuery } from "../shared/searchQuery"

/** The usage report's own filters (document 2 section 2); organization, company and unit are the scope's. */
export interface UsageReportFilters {
  readonly userId: string
  readonly userName: string
  /** yyyy-MM-dd; anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
}

/** Field messages, translated under `reportHistory` for every search: 'Invalid Date', a future date, from after to. */
export type UsageReportErrors = Partial<Record<"fromDate" | "toDate", "invalidDate" | "futureDate" | "fromAfterTo">>

/** The screen opens, and Reset returns, to today for both dates. */
export const openingFilters = (today: string): UsageReportFilters => ({
  userId: "",
  userName: "",
  fromDate: today,
  toDate: today
})

/** Both dates are needed, valid and not in the future (document 2 section 5). */
export const validateFilters = (filters: UsageReportFilters, today: string): UsageReportErrors =>
  validateDates(filters, { latest: today, future: "futureDate", required: true })

/** The default sort of document 2 section 2: organization, ascending. */
export const defaultSort: SearchSort = { column: "organization", direction: "asc" }

/** The UsageReport request without paging: the scope, the text filters trimmed, the days in the browser's zone. */
export const toQuery = (filters: UsageReportFilters, scope: ScopeSelection, ianaTimezone: string): UsageReportRequest => ({
  ...searchQuery<Omit<UsageReportRequest, "fromDate" | "toDate">>({
    ...scopeFields(scope),
    userId: filters.userId,
    userName: filters.userName,
    ianaTimezone
  }),
  fromDate: filters.fromDate,
  toDate: filters.toDate
})

/** The request in another order. */
export const sortQuery = (query: UsageReportRequest, sort: SearchSort): UsageReportRequest => ({
  ...query,
  sortColumn: sort.column as UsageSortColumn,
  sortDirection: sort.direction as SortDirection
})

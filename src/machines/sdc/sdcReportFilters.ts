import type { SdcReportQuery, SdcSortColumn } from "../../api/sdc/schemas"
import { validateDates } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import type { SearchSort } from "../shared/pagedSearchTypes"
import { scopeFields, searchQuery } from "../shared/searchQuery"

/** The SDC report's own filters (document 2 section 2); organization and company are the scope's. */
export interface SdcReportFilters {
  /** 0 for every status. */
  readonly statusId: number
  /** 0 for every file type. */
  readonly fileTypeId: number
  /** yyyy-MM-dd, or empty for no bound; anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
}

/** Field messages, translated under `reportHistory` for every search: 'Invalid Date', a future date, from after to. */
export type SdcReportErrors = Partial<Record<"fromDate" | "toDate", "invalidDate" | "futureDate" | "fromAfterTo">>

/** The screen opens, and Reset returns, to every file: any status, any type, any day (docs/decisions.md). */
export const openingFilters = (): SdcReportFilters => ({ statusId: 0, fileTypeId: 0, fromDate: "", toDate: "" })

/** Dates are optional; a date given is valid and not in the future, and from is not after to. */
export const validateFilters = (filters: SdcReportFilters, today: string): SdcReportErrors =>
  validateDates(filters, { latest: today, future: "futureDate" })

/** Newest files first. */
export const defaultSort: SearchSort = { column: "receivedDate", direction: "desc" }

/** The GetSdcReports query without paging: the scope, the choices made, the days in the browser's zone. */
export const toQuery = (filters: SdcReportFilters, scope: ScopeSelection, ianaTimezone: string): SdcReportQuery =>
  searchQuery<SdcReportQuery>({
    ...scopeFields(scope, false),
    statusId: filters.statusId === 0 ? undefined : filters.statusId,
    fileTypeId: filters.fileTypeId === 0 ? undefined : filters.fileTypeId,
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    ianaTimezone
  })

/** The query in another order. */
export const sortQuery = (query: SdcReportQuery, sort: SearchSort): SdcReportQuery => ({
  ...query,
  sortColumn: sort.column as SdcSortColumn,
  sortDirection: sort.direction
})

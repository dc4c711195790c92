import { FunctionId } from "../../api/functions"
import type { ReportHistoryQuery, ReportHistoryResult } from "../../api/reports/schemas"
import { pagedSearchMachine, type PagedSearchContext, type PagedSearchInput, type SavedSearch } from "../shared/pagedSearch"
import {
  blankFilters,
  clearedFilters,
  toQuery,
  validateFilters,
  type ReportHistoryErrors,
  type ReportHistoryFilters
} from "./reportHistoryFilters"

/** What is kept when the user opens a report and comes back (document 2: the list persists). */
export type ReportHistorySaved = SavedSearch<ReportHistoryFilters, ReportHistoryQuery, ReportHistoryResult>
export type ReportHistoryInput = PagedSearchInput<ReportHistoryFilters, ReportHistoryQuery, ReportHistoryResult>
export type ReportHistoryContext = PagedSearchContext<
  ReportHistoryFilters,
  ReportHistoryQuery,
  ReportHistoryResult,
  ReportHistoryErrors
>

/**
 * Report history search of document 2: the organization scope, the requestor, dates, reference,
 * licence and name; Search waits for the user; the list is kept as it was while a report is open.
 */
export const reportHistoryMachine = pagedSearchMachine<
  ReportHistoryFilters,
  ReportHistoryQuery,
  ReportHistoryResult,
  ReportHistoryErrors
>({
  id: "reportHistory",
  functionId: FunctionId.reportHistory,
  requestor: true,
  openingFilters: blankFilters,
  resetFilters: () => clearedFilters,
  validate: validateFilters,
  toQuery,
  onArrival: "wait",
  onBack: "restore"
})

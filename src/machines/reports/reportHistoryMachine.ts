import { FunctionId } from "../../api/functions"
import type { ReportHistoryQuery, ReportHistoryResult } from "../../api/reports/schemas"
import { pagedSearchMachine } from "../shared/pagedSearch"
import {
  blankFilters,
  clearedFilters,
  toQuery,
  validateFilters,
  type ReportHistoryErrors,
  type ReportHistoryFilters
} from "./reportHistoryFilters"

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

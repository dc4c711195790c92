import { FunctionId } from "../../api/functions"
import type { UsageReportRequest, UsageReportResult } from "../../api/usage/schemas"
import { pagedSearchMachine } from "../shared/pagedSearch"
import {
  defaultSort,
  openingFilters,
  sortQuery,
  toQuery,
  validateFilters,
  type UsageReportErrors,
  type UsageReportFilters
} from "./usageReportFilters"

/**
 * The usage report of document 2 section 2: organization, company, unit, User ID, name and the
 * date range (today by default). It counts on arrival; a header click sorts by that column, again
 * the other way; its rows open nothing, so nothing is kept.
 */
export const usageReportMachine = pagedSearchMachine<
  UsageReportFilters,
  UsageReportRequest,
  UsageReportResult,
  UsageReportErrors
>({
  id: "usageReport",
  functionId: FunctionId.usageReport,
  openingFilters,
  validate: validateFilters,
  toQuery,
  onArrival: "search",
  onBack: "none",
  sort: { initial: defaultSort, apply: sortQuery }
})

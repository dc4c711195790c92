import { FunctionId } from "../../api/functions"
import type { UsageReportRequest, UsageReportResult } from "../../api/usage/schemas"
import { pagedSearchMachine, sortedReport } from "../shared/pagedSearch"
import * as filters from "./usageReportFilters"

/**
 * The usage report of document 2 section 2: organization, company, unit, User ID, name and the
 * date range (today by default). It counts on arrival; a header click sorts by that column, again
 * the other way; its rows open nothing, so nothing is kept.
 */
export const usageReportMachine = pagedSearchMachine<
  filters.UsageReportFilters,
  UsageReportRequest,
  UsageReportResult,
  filters.UsageReportErrors
>({
  id: "usageReport",
  functionId: FunctionId.usageReport,
  ...sortedReport(filters)
})

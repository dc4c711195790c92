import { FunctionId } from "../../api/functions"
import type { SdcReportQuery, SdcReportResult } from "../../api/sdc/schemas"
import { pagedSearchMachine, sortedReport } from "../shared/pagedSearch"
import * as filters from "./sdcReportFilters"

/**
 * The SDC report of document 2 section 2: organization, company, status, date range and file type.
 * It lists every file on arrival, newest first; a header click sorts by that column, again the other
 * way; its rows open nothing, so nothing is kept. An upload's outcome searches again (SUBMIT).
 */
export const sdcReportMachine = pagedSearchMachine<
  filters.SdcReportFilters,
  SdcReportQuery,
  SdcReportResult,
  filters.SdcReportErrors
>({
  id: "sdcReport",
  functionId: FunctionId.sdcReport,
  ...sortedReport(filters)
})

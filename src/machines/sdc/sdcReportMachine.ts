import { FunctionId } from "../../api/functions"
import type { SdcReportQuery, SdcReportResult } from "../../api/sdc/schemas"
import { pagedSearchMachine } from "../shared/pagedSearch"
import {
  defaultSort,
  openingFilters,
  sortQuery,
  toQuery,
  validateFilters,
  type SdcReportErrors,
  type SdcReportFilters
} from "./sdcReportFilters"

/**
 * The SDC report of document 2 section 2: organization, company, status, date range and file type.
 * It lists every file on arrival, newest first; a header click sorts by that column, again the other
 * way; its rows open nothing, so nothing is kept. An upload's outcome searches again (SUBMIT).
 */
export const sdcReportMachine = pagedSearchMachine<SdcReportFilters, SdcReportQuery, SdcReportResult, SdcReportErrors>({
  id: "sdcReport",
  functionId: FunctionId.sdcReport,
  openingFilters,
  validate: validateFilters,
  toQuery,
  onArrival: "search",
  onBack: "none",
  sort: { initial: defaultSort, apply: sortQuery }
})

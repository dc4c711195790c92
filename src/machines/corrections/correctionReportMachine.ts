import type { CorrectionReportResult, CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { FunctionId } from "../../api/functions"
import type { DateErrors } from "../shared/dateRange"
import { pagedSearchMachine } from "../shared/pagedSearch"
import { blankFilters, toPayload, validateFilters, type CorrectionReportFilters } from "./correctionReportFilters"

/**
 * The correction report of document 3: organization, company and date range (no future dates, from
 * 00:00:00 to 23:59:59), Search, Clear (back to the opening range), a paged audit of corrected fields
 * and its CSV export. Nothing is kept: no row opens another screen.
 */
export const correctionReportMachine = pagedSearchMachine<
  CorrectionReportFilters,
  CorrectionReportSearchPayload,
  CorrectionReportResult,
  DateErrors
>({
  id: "correctionReport",
  functionId: FunctionId.correctionReport,
  openingFilters: blankFilters,
  validate: validateFilters,
  toQuery: toPayload,
  onArrival: "wait",
  onBack: "none"
})

import type { NinetyDaysResult, NinetyDaysSearchPayload } from "../../api/corrections/schemas"
import { FunctionId } from "../../api/functions"
import { pagedSearchMachine } from "../shared/pagedSearch"
import { blankFilters, toPayload, validateFilters, type DateErrors, type NinetyDaysFilters } from "./ninetyDaysFilters"

/**
 * The 90-day report of document 3: organization → company → unit, requestor, change dates and review
 * status; a paged result whose unreviewed rows show in bold; the CSV export of the whole result.
 * Arriving runs the opening search; back from a report the kept rows show and their page is fetched
 * again, so a row reviewed meanwhile shows as such.
 */
export const ninetyDaysReportMachine = pagedSearchMachine<
  NinetyDaysFilters,
  NinetyDaysSearchPayload,
  NinetyDaysResult,
  DateErrors
>({
  id: "ninetyDaysReport",
  functionId: FunctionId.ninetyDaysReport,
  requestor: true,
  openingFilters: blankFilters,
  validate: validateFilters,
  toQuery: toPayload,
  onArrival: "search",
  onBack: "restoreAndRefresh"
})

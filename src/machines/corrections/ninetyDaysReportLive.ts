import { keptNinetyDays, ninetyDaysFileName, ninetyDaysSearch } from "../../services/corrections/ninetyDays"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { ninetyDaysColumns } from "./ninetyDaysColumns"
import { ninetyDaysReportMachine } from "./ninetyDaysReportMachine"

/** The 90-day report with the portal's calls, the browser's clock and the page's memory of the search. */
export const ninetyDaysReportLive = pagedSearchLive(ninetyDaysReportMachine, {
  searchPage: ninetyDaysSearch.page,
  searchAll: ninetyDaysSearch.all,
  table: ninetyDaysColumns,
  fileName: ninetyDaysFileName,
  keeper: keptNinetyDays
})

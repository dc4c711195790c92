import { reportHistoryCsv, reportHistoryFileName } from "../../services/reports/csv"
import { keptHistory, searchHistoryAll, searchHistoryPage } from "../../services/reports/reportHistory"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { reportHistoryMachine } from "./reportHistoryMachine"

/** The report history with the portal's calls, the browser's clock and the page's memory of the search. */
export const reportHistoryLive = pagedSearchLive(reportHistoryMachine, {
  searchPage: searchHistoryPage,
  searchAll: searchHistoryAll,
  csv: reportHistoryCsv,
  fileName: reportHistoryFileName,
  keeper: keptHistory
})

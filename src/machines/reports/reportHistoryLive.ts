import { keptHistory, reportHistoryFileName, searchHistoryAll, searchHistoryPage } from "../../services/reports/reportHistory"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { reportHistoryColumns } from "./reportHistoryColumns"
import { reportHistoryMachine } from "./reportHistoryMachine"

/** The report history with the portal's calls, the browser's clock and the page's memory of the search. */
export const reportHistoryLive = pagedSearchLive(reportHistoryMachine, {
  searchPage: searchHistoryPage,
  searchAll: searchHistoryAll,
  table: reportHistoryColumns,
  fileName: reportHistoryFileName,
  keeper: keptHistory
})

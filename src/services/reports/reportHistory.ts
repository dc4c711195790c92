import { Effect } from "effect"
import type { ReportHistoryQuery } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { searchPageSize } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** GET /DriverReports/HistorySearch, one page (1-based). */
export const searchHistoryPage = (query: ReportHistoryQuery, pageNumber: number, pageSize: number = searchPageSize) =>
  callApi((api) => api.driverReports.historySearch({ query: { ...query, pageNumber, pageSize } }))

/** The same search without paging, for the CSV export. */
export const searchHistoryAll = (query: ReportHistoryQuery) => {
  const unpaged: ReportHistoryQuery = { ...query, pageNumber: undefined, pageSize: undefined }
  return callApi((api) => api.driverReports.historySearch({ query: unpaged })).pipe(Effect.map((result) => result.data))
}

/** The search screen's state while a report is open. */
export const keptHistory = savedSearch("report.history", 3)

/** report-history-YYYY-MM-DD.csv, dated in the browser's zone. */
export const reportHistoryFileName = (date: string = today()): string => `report-history-${date}.csv`

import { Effect } from "effect"
import type { ReportHistoryQuery } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { savedSearch } from "../shared/savedSearch"

/** Page size of the report history table; the spec leaves the shared value open. */
export const reportHistoryPageSize = 10

/** GET /DriverReports/HistorySearch, one page (1-based). */
export const searchHistoryPage = (query: ReportHistoryQuery, pageNumber: number, pageSize: number = reportHistoryPageSize) =>
  callApi((api) => api.driverReports.historySearch({ query: { ...query, pageNumber, pageSize } }))

/** The same search without paging, for the CSV export. */
export const searchHistoryAll = (query: ReportHistoryQuery) => {
  const unpaged: ReportHistoryQuery = { ...query, pageNumber: undefined, pageSize: undefined }
  return callApi((api) => api.driverReports.historySearch({ query: unpaged })).pipe(Effect.map((result) => result.data))
}

/** The search screen's state while a report is open. */
export const keptHistory = savedSearch("report.history", 3)

import { Effect } from "effect"
import type { NinetyDaysSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"
import { savedSearch } from "../shared/savedSearch"

/** Page size of the 90-day table; the spec leaves the shared value open. */
export const ninetyDaysPageSize = 10

/** POST /DriverReports/NinetyDaysReportSearch, one page (1-based). */
export const searchNinetyDaysPage = (
  payload: NinetyDaysSearchPayload,
  pageNumber: number,
  pageSize: number = ninetyDaysPageSize
) => callApi((api) => api.ninetyDays.search({ payload, query: { PageNumber: pageNumber, PageSize: pageSize } }))

/** The same search without paging, for the CSV export. */
export const searchNinetyDaysAll = (payload: NinetyDaysSearchPayload) =>
  callApi((api) => api.ninetyDays.search({ payload, query: {} })).pipe(Effect.map((result) => result.data))

/** GET /DriverReports/NinetyDaysReportUnreadCount: rows of the user's companies not reviewed yet. */
export const unreadCount = callApi((api) => api.ninetyDays.unreadCount()).pipe(Effect.map((result) => result.unreadCount))

/** POST /DriverReports/RegenerateReport/{id} from a 90-day row: the new report, and the row marked reviewed. */
export const regenerateFromNinetyDays = (reportId: number, ninetyDaysDataCorrectionId: number, ianaTimezone: string) =>
  callApi((api) =>
    api.driverReports.regenerateReport({ params: { id: reportId }, query: { ianaTimezone, ninetyDaysDataCorrectionId } })
  )

/** The 90-day search, its rows too, while a report is open. */
export const keptNinetyDays = savedSearch("ninetyDays.search", 2)

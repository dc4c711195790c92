import { Effect } from "effect"
import type { NinetyDaysSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { pagedSearch, type Paging } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** POST /DriverReports/NinetyDaysReportSearch, by page or whole. */
export const ninetyDaysSearch = pagedSearch((payload: NinetyDaysSearchPayload, query: Paging) =>
  callApi((api) => api.ninetyDays.search({ payload, query }))
)

/** GET /DriverReports/NinetyDaysReportUnreadCount: rows of the user's companies not reviewed yet. */
export const unreadCount = callApi((api) => api.ninetyDays.unreadCount()).pipe(Effect.map((result) => result.unreadCount))

/** POST /DriverReports/RegenerateReport/{id} from a 90-day row: the new report, and the row marked reviewed. */
export const regenerateFromNinetyDays = (reportId: number, ninetyDaysDataCorrectionId: number, ianaTimezone: string) =>
  callApi((api) =>
    api.driverReports.regenerateReport({ params: { id: reportId }, query: { ianaTimezone, ninetyDaysDataCorrectionId } })
  )

/** The 90-day search, its rows too, while a report is open. */
export const keptNinetyDays = savedSearch("ninetyDays.search", 2)

/** ninety-days-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const ninetyDaysFileName = (date: string = today()): string => `ninety-days-report-${date}.csv`

import { Effect } from "effect"
import type { NinetyDaysSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"
import { browserSessionStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

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

/**
 * The 90-day search while a report is open, in session storage (cleared at sign-out), tagged with
 * the user and with the version of its shape.
 */
const savedKey = "ninetyDays.search"
const savedVersion = 1

export const readSavedNinetyDays = <A>(
  userId: number,
  storage: KeyValueStorage | undefined = browserSessionStorage()
): A | undefined => {
  const text = readStored(storage, savedKey)
  if (!text) return undefined
  try {
    const saved = JSON.parse(text) as { userId?: unknown; version?: unknown; state?: A }
    return saved.userId === userId && saved.version === savedVersion ? saved.state : undefined
  } catch {
    return undefined
  }
}

export const saveNinetyDays = <A>(
  userId: number,
  state: A,
  storage: KeyValueStorage | undefined = browserSessionStorage()
): void => writeStored(storage, savedKey, JSON.stringify({ userId, version: savedVersion, state }))

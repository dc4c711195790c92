import { Effect } from "effect"
import type { ReportHistoryQuery } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { browserSessionStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

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

/**
 * The search screen's state while a report is open, in session storage (cleared at sign-out),
 * tagged with the user so another account in the same tab never sees it, and with the version of
 * its shape so a state saved by an older page is dropped.
 */
const savedKey = "report.history"
const savedVersion = 2

export const readSavedHistory = <A>(
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

export const saveHistory = <A>(userId: number, state: A, storage: KeyValueStorage | undefined = browserSessionStorage()): void =>
  // Too large or blocked: the list is simply not kept.
  writeStored(storage, savedKey, JSON.stringify({ userId, version: savedVersion, state }))

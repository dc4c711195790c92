import { Effect } from "effect"
import { showFailure } from "../../services/notices"
import { browserTimeZone, today } from "../../services/clock"
import { reportHistoryCsv, reportHistoryFileName } from "../../services/reports/csv"
import {
  readSavedHistory,
  reportHistoryPageSize,
  saveHistory,
  searchHistoryAll,
  searchHistoryPage
} from "../../services/reports/reportHistory"
import { downloadCsv } from "../../services/shared/csv"
import { fromEffect } from "../shared/effectActor"
import { organizationScopeLive } from "../shared/organizationScopeLive"
import { requestorNameLive } from "../shared/requestorNameLive"
import {
  reportHistoryMachine,
  type ExportInput,
  type PagedSearchInput,
  type ReportHistoryInput,
  type ReportHistorySaved
} from "./reportHistoryMachine"

/** The report history with the portal's calls, the browser's clock and the session's storage. */
export const reportHistoryLive = reportHistoryMachine.provide({
  actors: {
    scope: organizationScopeLive,
    requestor: requestorNameLive,
    search: fromEffect(({ query, pageNumber, pageSize }: PagedSearchInput) => searchHistoryPage(query, pageNumber, pageSize)),
    exportCsv: fromEffect(({ query, language }: ExportInput) =>
      searchHistoryAll(query).pipe(
        Effect.flatMap((rows) => Effect.sync(() => downloadCsv(reportHistoryCsv(rows, language), reportHistoryFileName())))
      )
    )
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    saveHistory: ({ context }, saved) => saveHistory(context.userId, saved)
  }
})

/** The screen opens on today's default range in the browser's zone, or as the user left it. */
export const reportHistoryInput = (userId: number): ReportHistoryInput => ({
  userId,
  today: today(),
  ianaTimezone: browserTimeZone(),
  pageSize: reportHistoryPageSize,
  restored: readSavedHistory<ReportHistorySaved>(userId)
})

import { Effect } from "effect"
import { browserTimeZone, today } from "../../services/clock"
import { ninetyDaysCsv, ninetyDaysFileName } from "../../services/corrections/ninetyDaysCsv"
import {
  ninetyDaysPageSize,
  readSavedNinetyDays,
  saveNinetyDays,
  searchNinetyDaysAll,
  searchNinetyDaysPage
} from "../../services/corrections/ninetyDays"
import { showFailure } from "../../services/notices"
import { downloadCsv } from "../../services/shared/csv"
import { fromEffect } from "../shared/effectActor"
import { organizationScopeLive } from "../shared/organizationScopeLive"
import { requestorNameLive } from "../shared/requestorNameLive"
import {
  ninetyDaysReportMachine,
  type NinetyDaysExportInput,
  type NinetyDaysInput,
  type NinetyDaysPageInput,
  type NinetyDaysSaved
} from "./ninetyDaysReportMachine"

/** The 90-day report with the portal's calls, the browser's clock and the session's storage. */
export const ninetyDaysReportLive = ninetyDaysReportMachine.provide({
  actors: {
    scope: organizationScopeLive,
    requestor: requestorNameLive,
    search: fromEffect(({ query, pageNumber, pageSize }: NinetyDaysPageInput) =>
      searchNinetyDaysPage(query, pageNumber, pageSize)
    ),
    exportCsv: fromEffect(({ query, language }: NinetyDaysExportInput) =>
      searchNinetyDaysAll(query).pipe(
        Effect.flatMap((rows) => Effect.sync(() => downloadCsv(ninetyDaysCsv(rows, language), ninetyDaysFileName())))
      )
    )
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    saveSearch: ({ context }, saved) => saveNinetyDays(context.userId, saved)
  }
})

/** The screen opens on the last 90 days in the browser's zone, or runs the kept search again. */
export const ninetyDaysReportInput = (userId: number): NinetyDaysInput => ({
  userId,
  today: today(),
  ianaTimezone: browserTimeZone(),
  pageSize: ninetyDaysPageSize,
  restored: readSavedNinetyDays<NinetyDaysSaved>(userId)
})

import { Effect } from "effect"
import { browserTimeZone, today } from "../../services/clock"
import { correctionReportCsv, correctionReportFileName } from "../../services/corrections/correctionReportCsv"
import {
  correctionReportPageSize,
  searchCorrectionsAll,
  searchCorrectionsPage
} from "../../services/corrections/correctionReport"
import { showFailure } from "../../services/notices"
import { downloadCsv } from "../../services/shared/csv"
import { fromEffect } from "../shared/effectActor"
import { organizationScopeLive } from "../shared/organizationScopeLive"
import {
  correctionReportMachine,
  type CorrectionExportInput,
  type CorrectionPageInput,
  type CorrectionReportInput
} from "./correctionReportMachine"

/** The correction report with the portal's calls and the browser's clock. */
export const correctionReportLive = correctionReportMachine.provide({
  actors: {
    scope: organizationScopeLive,
    search: fromEffect(({ query, pageNumber, pageSize }: CorrectionPageInput) =>
      searchCorrectionsPage(query, pageNumber, pageSize)
    ),
    exportCsv: fromEffect(({ query, language }: CorrectionExportInput) =>
      searchCorrectionsAll(query).pipe(
        Effect.flatMap((records) =>
          Effect.sync(() => downloadCsv(correctionReportCsv(records, language, query.ianaTimezone), correctionReportFileName()))
        )
      )
    )
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

export const correctionReportInput = (): CorrectionReportInput => ({
  today: today(),
  ianaTimezone: browserTimeZone(),
  pageSize: correctionReportPageSize
})

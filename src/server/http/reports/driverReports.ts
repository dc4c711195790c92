import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { PortalApi } from "../../../api/portalApi"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { searchDriversHandler } from "./driverSearch"
import { historySearchHandler } from "./reportHistory"
import { generateReportHandler, generateReportPdfHandler, getByIdHandler, regenerateReportHandler } from "./storedReports"

/** Driver search, report generation, stored reports, PDF links and report history (document 3 section 7, document 2). */
export const layerDriverReports = HttpApiBuilder.group(PortalApi, "driverReports", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const pdfRenderer = yield* PdfRenderer
    // Database failures are defects (500); every expected refusal is a typed error of the contract.
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(
        Effect.catchIf((error): error is Extract<E, SqlError> => isSqlError(error), Effect.die),
        Effect.provideService(SqlClient.SqlClient, sql)
      )
    return handlers
      .handle("search", ({ payload }) => run(searchDriversHandler(payload)))
      .handle("generateReport", ({ payload, query }) => run(generateReportHandler(payload, query.ianaTimezone)))
      .handle("getById", ({ params }) => run(getByIdHandler(params.reportId, params.contextId)))
      .handle("regenerateReport", ({ params, query }) =>
        run(regenerateReportHandler(params.id, query.ianaTimezone, query.ninetyDaysDataCorrectionId))
      )
      .handle("generateReportPdf", ({ params, query }) =>
        run(generateReportPdfHandler(params.id, query.lng).pipe(Effect.provideService(PdfRenderer, pdfRenderer)))
      )
      .handle("historySearch", ({ query }) => run(historySearchHandler(query)))
  })
)

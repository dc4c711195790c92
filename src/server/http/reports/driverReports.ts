import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { idempotencyKeyHeader } from "../../../api/reports/reportReuse"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { searchDriversHandler } from "./driverSearch"
import { historySearchHandler } from "./reportHistory"
import { requestorNameSearchHandler } from "./requestorNames"
import { generateReportHandler, generateReportPdfHandler, getByIdHandler, regenerateReportHandler } from "./storedReports"
import { onDatabase } from "../../db/shared/onDatabase"
import { ReadReplica } from "../../db/readReplica"
import { layerReportsRepository, ReportsRepository } from "../../db/reports/reportsRepository"
import { pdfAnswer } from "../shared/pdfAnswer"

/** Driver search, report generation, stored reports, PDF links, report history and its requestor names (document 3 section 7, document 2). */
export const layerDriverReports = HttpApiBuilder.group(PortalApi, "driverReports", (handlers) =>
  Effect.gen(function* () {
    const onDb = yield* onDatabase
    const reports = yield* ReportsRepository
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>) => onDb(Effect.provideService(effect, ReportsRepository, reports))
    const { read } = yield* ReadReplica
    const pdfRenderer = yield* PdfRenderer
    return handlers
      .handle("search", ({ payload }) => run(read(searchDriversHandler(payload))))
      .handle("generateReport", ({ payload, query, request }) =>
        run(
          generateReportHandler(payload, query.ianaTimezone, request.headers[idempotencyKeyHeader]).pipe(
            Effect.provideService(PdfRenderer, pdfRenderer)
          )
        )
      )
      .handle("getById", ({ params }) => run(getByIdHandler(params.reportId, params.contextId)))
      .handle("regenerateReport", ({ params, query }) =>
        run(
          regenerateReportHandler(params.id, query.ianaTimezone, query.ninetyDaysDataCorrectionId).pipe(
            Effect.provideService(PdfRenderer, pdfRenderer)
          )
        )
      )
      .handle("generateReportPdf", ({ params, query }) =>
        pdfAnswer(run(generateReportPdfHandler(params.id, query.lng).pipe(Effect.provideService(PdfRenderer, pdfRenderer))))
      )
      .handle("historySearch", ({ query }) => run(read(historySearchHandler(query))))
      .handle("requestorNameSearch", ({ query }) => run(read(requestorNameSearchHandler(query))))
  })
).pipe(Layer.provide(layerReportsRepository))

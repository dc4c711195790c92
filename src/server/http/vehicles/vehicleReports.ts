import { Effect, Layer } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { createHash } from "node:crypto"
import { Conflict, NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { idempotencyKeyHeader, isIdempotencyKey } from "../../../api/reports/reportReuse"
import { normalizeVin } from "../../../api/reports/vehicleSchemas"
import { CurrentUser } from "../../../api/security"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { underKey } from "../../domain/shared/idempotencyKey"
import { giveBackHarvest } from "../harvestGate"
import { isIanaTimeZone } from "../../domain/shared/dates"
import { invalidFields } from "../../domain/invalidRequest"
import { readReportScope } from "../../db/shared/reportScope"
import { issuePdfLink, readPdf } from "../../db/shared/reportPdfs"
import { layerVehiclesRepository, VehiclesRepository } from "../../db/vehicles/vehiclesRepository"
import { generateVehicleReport, readableVehicleReport } from "../../domain/vehicles/generateVehicleReport"
import { pdfDisposition } from "../../pdf/pdfFileName"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { pdfAnswer } from "../shared/pdfAnswer"
import { renderPdfAhead, settlePdfAhead } from "../shared/pdfAhead"

const defaultTimeZone = "America/Toronto"

/** POST /vehicleReport/generate/{vin} and POST /vehicleReport/GeneratePdf: vehicleReport function. */
export const layerVehicleReports = HttpApiBuilder.group(PortalApi, "vehicleReports", (handlers) =>
  Effect.gen(function* () {
    const onDb = yield* onDatabase
    const vehicles = yield* VehiclesRepository
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>) => onDb(Effect.provideService(effect, VehiclesRepository, vehicles))
    const pdfRenderer = yield* PdfRenderer
    return handlers
      .handle("generate", ({ params, query, request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const idempotencyKey = request.headers[idempotencyKeyHeader]
          if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
            return yield* invalidFields(
              [{ field: "idempotencyKey", code: "invalidValue" }],
              "Idempotency-Key: 1 to 255 visible ASCII characters"
            )
          }
          const vin = normalizeVin(params.vin)
          const zone = query.ianaTimezone ?? defaultTimeZone
          if (vin.length === 0 || vin !== params.vin.toUpperCase()) {
            const code = vin.length === 0 ? "blank" : "invalidCharacter"
            return yield* invalidFields([{ field: "vin", code }], "Invalid VIN")
          }
          if (!isIanaTimeZone(zone)) {
            return yield* invalidFields([{ field: "ianaTimezone", code: "unknownValue" }], `Unknown time zone ${zone}`)
          }
          if (idempotencyKey === undefined) {
            const report = yield* generateVehicleReport(user, vin, zone)
            yield* renderPdfAhead(report.id, { kind: "vehicle", snapshot: report })
            return report
          }
          // A retried call under the same key answers the first call's report (docs/api.md, "The same report is not bought twice").
          const key = { userId: user.id, operation: "vehicleReport", key: idempotencyKey }
          const requestHash = createHash("sha256")
            .update(JSON.stringify([params.vin, query.ianaTimezone ?? null]))
            .digest("hex")
          const keyed = yield* inTransaction(
            underKey(vehicles, key, requestHash, generateVehicleReport(user, vin, zone), (report) => ({
              reportId: report.id,
              reused: false
            }))
          )
          if (keyed._tag === "KeyReused") {
            return yield* new Conflict({
              code: "IDEMPOTENCY_KEY_REUSED",
              message: "This Idempotency-Key was used with another request in the last 24 hours"
            })
          }
          if (keyed._tag === "Made") {
            yield* renderPdfAhead(keyed.made.id, { kind: "vehicle", snapshot: keyed.made })
            return keyed.made
          }
          yield* giveBackHarvest(user.id, "reports")
          const stored = yield* vehicles.readVehicleReport(keyed.reportId)
          return stored!.snapshot
        }).pipe(run)
      )
      .handle("generatePdf", ({ query, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const scope = yield* readReportScope(user, [FunctionId.vehicleReport]).pipe(Effect.orDie)
          const snapshot = yield* readableVehicleReport(scope, payload.reportId)
          const language = query.lng === "french" ? "fr" : "en"
          const pdf = { reportId: payload.reportId, language, createdBy: user.id } as const
          // Rendered ahead already, or about to be: that render is kept rather than a second one made.
          yield* settlePdfAhead(payload.reportId, language, "vehicle")
          const id = yield* issuePdfLink(pdf, pdfRenderer.vehicleReport(snapshot, language), "vehicle")
          return { link: `/api/vehicleReport/Pdf/${id}` }
        }).pipe(run, pdfAnswer)
      )
  })
).pipe(Layer.provide(layerVehiclesRepository))

/** GET /vehicleReport/Pdf/{fileId}: the link is the credential; it works for 15 minutes. */
export const layerVehicleReportFiles = HttpApiBuilder.group(PortalApi, "vehicleReportFiles", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("getPdf", ({ params }) =>
      Effect.gen(function* () {
        const pdf = yield* readPdf(params.fileId, "vehicle").pipe(Effect.orDie)
        if (!pdf) return yield* new NotFound({ message: "This link has expired" })
        return HttpServerResponse.uint8Array(pdf.bytes, {
          contentType: "application/pdf",
          headers: {
            "content-disposition": pdfDisposition("vehicle", pdf.subject, pdf.reportDay, pdf.language),
            "cache-control": "private, no-store"
          }
        })
      }).pipe(run)
    )
  })
)

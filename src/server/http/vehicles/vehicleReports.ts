import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { normalizeVin } from "../../../api/reports/vehicleSchemas"
import { CurrentUser } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { mayReadReport } from "../../domain/shared/reportScope"
import { isIanaTimeZone } from "../../domain/shared/dates"
import { invalidFields } from "../../domain/invalidRequest"
import { requestorName } from "../../shared/requestor"
import { assembleVehicleReport } from "../../domain/vehicles/assembleVehicleReport"
import { readReportScope } from "../../db/shared/reportScope"
import { readRequestorContext } from "../../db/shared/storedReports"
import { readVehicleData } from "../../db/vehicles/vehicleData"
import { issuePdfLink, readPdf } from "../../db/shared/reportPdfs"
import { insertVehicleReport, readVehicleReport } from "../../db/vehicles/storedVehicleReports"
import { pdfDisposition } from "../../pdf/pdfFileName"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { pdfAnswer } from "../shared/pdfAnswer"

const defaultTimeZone = "America/Toronto"

/** POST /vehicleReport/generate/{vin} and POST /vehicleReport/GeneratePdf: vehicleReport function. */
export const layerVehicleReports = HttpApiBuilder.group(PortalApi, "vehicleReports", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const pdfRenderer = yield* PdfRenderer
    return handlers
      .handle("generate", ({ params, query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const vin = normalizeVin(params.vin)
          const zone = query.ianaTimezone ?? defaultTimeZone
          if (vin.length === 0 || vin !== params.vin.toUpperCase()) {
            const code = vin.length === 0 ? "blank" : "invalidCharacter"
            return yield* invalidFields([{ field: "vin", code }], "Invalid VIN")
          }
          if (!isIanaTimeZone(zone)) {
            return yield* invalidFields([{ field: "ianaTimezone", code: "unknownValue" }], `Unknown time zone ${zone}`)
          }
          const { vehicles, claims } = yield* readVehicleData(vin).pipe(Effect.orDie)
          const company = yield* readRequestorContext(user.organizationId, user.reportingCompanyId).pipe(Effect.orDie)
          const name = requestorName(user)
          const snapshot = assembleVehicleReport(vin, vehicles, claims, {
            id: 0,
            reportDate: new Date().toISOString(),
            ianaTimezone: zone,
            requestor: name,
            companyNameEn: company.companyNameEn,
            companyNameFr: company.companyNameFr
          })
          if (!snapshot) return yield* new NotFound({ message: "No vehicle history for this VIN" })
          return yield* insertVehicleReport({
            requestorUserId: user.id,
            requestorName: name,
            organizationId: user.organizationId,
            reportingCompanyId: user.reportingCompanyId,
            unitId: user.unitId,
            snapshot
          }).pipe(Effect.orDie)
        }).pipe(run)
      )
      .handle("generatePdf", ({ query, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const stored = yield* readVehicleReport(payload.reportId).pipe(Effect.orDie)
          const scope = yield* readReportScope(user, [FunctionId.vehicleReport]).pipe(Effect.orDie)
          // Another company's report answers exactly as a missing one.
          if (!stored || !mayReadReport(scope, stored)) return yield* new NotFound({ message: "No such vehicle report" })
          const language = query.lng === "french" ? "fr" : "en"
          const pdf = { reportId: payload.reportId, language, createdBy: user.id } as const
          const id = yield* issuePdfLink(pdf, pdfRenderer.vehicleReport(stored.snapshot, language), "vehicle")
          return { link: `/api/vehicleReport/Pdf/${id}` }
        }).pipe(run, pdfAnswer)
      )
  })
)

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

import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Forbidden, InternalError, NotFound } from "../errors"
import { Authorization } from "../security"
import { PdfLink, ReportLanguage } from "./schemas"
import { VehiclePdfRequest, VehicleReport, Vin } from "./vehicleSchemas"

/** Vehicle reports (document 3 section 7), under /vehicleReport. */
export const VehicleReportsGroup = HttpApiGroup.make("vehicleReports")
  .add(
    HttpApiEndpoint.post("generate", "/vehicleReport/generate/:vin", {
      params: { vin: Vin },
      /** Optional beyond the spec's path: the requester's zone for the report's dates (Eastern time without it). */
      query: { ianaTimezone: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))) },
      success: VehicleReport,
      error: [Forbidden, NotFound]
    }),
    HttpApiEndpoint.post("generatePdf", "/vehicleReport/GeneratePdf", {
      query: { lng: ReportLanguage },
      payload: VehiclePdfRequest,
      success: PdfLink,
      error: [Forbidden, NotFound, InternalError]
    })
  )
  .middleware(Authorization)

/** The vehicle report PDF link opened in a new window: the unguessable, short-lived link is the credential. */
export const VehicleReportFilesGroup = HttpApiGroup.make("vehicleReportFiles").add(
  HttpApiEndpoint.get("getPdf", "/vehicleReport/Pdf/:fileId", {
    params: { fileId: Schema.String.check(Schema.isPattern(/^[0-9a-f-]{36}$/)) },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
    error: NotFound
  })
)

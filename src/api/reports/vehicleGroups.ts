import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { access } from "../access"
import { Forbidden, InternalError, NotFound } from "../errors"
import { Text } from "../fields"
import { FunctionId } from "../functions"
import { Authorization } from "../security"
import { PdfFileId, PdfLink, ReportLanguage } from "./schemas"
import { VehiclePdfRequest, VehicleReport, Vin } from "./vehicleSchemas"

/** Vehicle reports (document 3 section 7), under /vehicleReport. */
export const VehicleReportsGroup = HttpApiGroup.make("vehicleReports")
  .add(
    HttpApiEndpoint.post("generate", "/vehicleReport/generate/:vin", {
      params: { vin: Vin },
      /** Optional beyond the spec's path: the requester's zone for the report's dates (Eastern time without it). */
      query: { ianaTimezone: Schema.optional(Text(64).check(Schema.isMinLength(1))) },
      success: VehicleReport,
      error: [Forbidden, NotFound]
    }).annotateMerge(access.functions(FunctionId.vehicleReport)),
    HttpApiEndpoint.post("generatePdf", "/vehicleReport/GeneratePdf", {
      query: { lng: ReportLanguage },
      payload: VehiclePdfRequest,
      success: PdfLink,
      error: [Forbidden, NotFound, InternalError]
    }).annotateMerge(access.companyFunctions(FunctionId.vehicleReport))
  )
  .middleware(Authorization)

/** The vehicle report PDF link opened in a new window: the unguessable, short-lived link is the credential. */
export const VehicleReportFilesGroup = HttpApiGroup.make("vehicleReportFiles").add(
  HttpApiEndpoint.get("getPdf", "/vehicleReport/Pdf/:fileId", {
    params: { fileId: PdfFileId },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
    error: NotFound
  }).annotateMerge(access.link)
)

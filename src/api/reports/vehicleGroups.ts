import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { access, operation } from "../access"
import { harvest } from "../harvestLimit"
import { Conflict, Forbidden, NotFound } from "../errors"
import { IanaTimezone } from "../shared/records"
import { FunctionId } from "../functions"
import { PdfLink, ReportLanguage } from "./schemas"
import { VehiclePdfRequest, VehicleReport, Vin } from "./vehicleSchemas"
import { pdfFilesGroup, pdfRenderRefusals, pdfRequestErrors } from "./pdfFiles"
import { idempotencyKeyText } from "./reportReuse"

/** Vehicle reports (document 3 section 7), under /vehicleReport. */
export const VehicleReportsGroup = authorizedGroup(
  "vehicleReports",
  "Vehicle reports by VIN and their PDF (document 3 section 7).",
  HttpApiEndpoint.post("generate", "/vehicleReport/generate/:vin", {
    params: { vin: Vin },
    /** Optional beyond the spec's path: the requester's zone for the report's dates (Eastern time without it). */
    query: { ianaTimezone: Schema.optional(IanaTimezone) },
    success: VehicleReport,
    error: [Conflict, Forbidden, NotFound]
  })
    .annotateMerge(
      operation(access.machineClients.functions(FunctionId.vehicleReport), {
        summary: "Generate a vehicle report by VIN",
        description: `Builds a report of the vehicle's policies and claims from the current data, stores it and answers it; its id asks for the PDF. ${idempotencyKeyText} vin is the VIN as the search field keeps it: letters and digits other than I, O and Q, at most 17, in any case. Dates are given in ianaTimezone (America/Toronto when absent). Errors: 400 ERROR_400_INVALID_REQUEST for a VIN not in that form or an unknown time zone; 404 when no policy in the bureau's data lists a vehicle with this VIN; 409 IDEMPOTENCY_KEY_REUSED.`
      })
    )
    .annotateMerge(harvest.reports),
  HttpApiEndpoint.post("generatePdf", "/vehicleReport/GeneratePdf", {
    query: { lng: ReportLanguage },
    payload: VehiclePdfRequest,
    success: PdfLink,
    error: pdfRequestErrors
  }).annotateMerge(
    operation(access.machineClients.companyFunctions(FunctionId.vehicleReport), {
      summary: "Get a link to a vehicle report's PDF",
      description: `Renders the PDF of the stored vehicle report reportId in the language lng (english or french) the first time it is asked for, and answers a link, /api/vehicleReport/Pdf/{fileId}, that opens it without a token for 15 minutes. Errors: 404 when the report is unknown or was requested for a company the caller does not hold vehicleReport for (answered as missing); ${pdfRenderRefusals}`
    })
  )
)

export const VehicleReportFilesGroup = pdfFilesGroup("vehicleReportFiles", "/vehicleReport/Pdf/:fileId", {
  group: "The vehicle report PDFs behind the short-lived links.",
  summary: "Open a vehicle report's PDF",
  linkAnsweredBy: "POST /api/vehicleReport/GeneratePdf"
})

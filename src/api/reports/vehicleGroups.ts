import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { access, operation } from "../access"
import { harvest } from "../harvestLimit"
import { Forbidden, InternalError, ServiceUnavailable, NotFound } from "../errors"
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
    })
      .annotateMerge(
        operation(access.machineClients.functions(FunctionId.vehicleReport), {
          summary: "Generate a vehicle report by VIN",
          description:
            "Builds a report of the vehicle's policies and claims from the current data, stores it and answers it; its id asks for the PDF. vin is the VIN as the search field keeps it: letters and digits other than I, O and Q, at most 17, in any case. Dates are given in ianaTimezone (America/Toronto when absent). Errors: 400 ERROR_400_INVALID_REQUEST for a VIN not in that form or an unknown time zone; 404 when no policy in the bureau's data lists a vehicle with this VIN."
        })
      )
      .annotateMerge(harvest.reports),
    HttpApiEndpoint.post("generatePdf", "/vehicleReport/GeneratePdf", {
      query: { lng: ReportLanguage },
      payload: VehiclePdfRequest,
      success: PdfLink,
      error: [Forbidden, NotFound, InternalError, ServiceUnavailable]
    }).annotateMerge(
      operation(access.machineClients.companyFunctions(FunctionId.vehicleReport), {
        summary: "Get a link to a vehicle report's PDF",
        description:
          "Renders the PDF of the stored vehicle report reportId in the language lng (english or french) the first time it is asked for, and answers a link, /api/vehicleReport/Pdf/{fileId}, that opens it without a token for 15 minutes. Errors: 404 when the report is unknown or was requested for a company the caller does not hold vehicleReport for (answered as missing); 500 when the PDF could not be rendered; 503 ServiceUnavailable (reason PDF_BUSY) with Retry-After in seconds, at once, when the PDF workers and their short queue are full (PDF_WORKERS, PDF_QUEUE), or (reason DATABASE_UNAVAILABLE) when the database connection was lost: nothing was done, send the same request again after Retry-After; the body carries message and messageFr."
      })
    )
  )
  .middleware(Authorization)
  .annotate(OpenApi.Description, "Vehicle reports by VIN and their PDF (document 3 section 7).")

/** The vehicle report PDF link opened in a new window: the unguessable, short-lived link is the credential. */
export const VehicleReportFilesGroup = HttpApiGroup.make("vehicleReportFiles")
  .add(
    HttpApiEndpoint.get("getPdf", "/vehicleReport/Pdf/:fileId", {
      params: { fileId: PdfFileId },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
      error: NotFound
    }).annotateMerge(
      operation(access.link, {
        summary: "Open a vehicle report's PDF",
        description:
          "The PDF behind a link answered by POST /api/vehicleReport/GeneratePdf, shown inline and not cached. Errors: 404 when the link is unknown or older than 15 minutes."
      })
    )
  )
  .annotate(OpenApi.Description, "The vehicle report PDFs behind the short-lived links.")

import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Forbidden, NotFound } from "../errors"
import { Authorization } from "../security"
import { PdfLink, ReportLanguage } from "./schemas"
import { VehiclePdfRequest, VehicleReport, Vin } from "./vehicleSchemas"

/** Vehicle reports (document 3 section 7), under /vehicleReport. */
export const VehicleReportsGroup = HttpApiGroup.make("vehicleReports")
  .add(
    HttpApiEndpoint.post("generate", "/vehicleReport/generate/:vin", {
      params: { vin: Vin },
      success: VehicleReport,
      error: [Forbidden, NotFound]
    }),
    HttpApiEndpoint.post("generatePdf", "/vehicleReport/GeneratePdf", {
      query: { lng: ReportLanguage },
      payload: VehiclePdfRequest,
      success: PdfLink,
      error: [Forbidden, NotFound]
    })
  )
  .middleware(Authorization)

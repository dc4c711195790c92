import { Effect } from "effect"
import type { ReportLanguage } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"

/** POST /vehicleReport/generate/{vin}?ianaTimezone: NotFound when the VIN has no data. */
export const generateVehicleReport = (vin: string, ianaTimezone: string) =>
  callApi((api) => api.vehicleReports.generate({ params: { vin }, query: { ianaTimezone } }))

/** POST /vehicleReport/GeneratePdf; succeeds with the link to open in a new window. */
export const generateVehicleReportPdf = (reportId: number, lng: ReportLanguage) =>
  callApi((api) => api.vehicleReports.generatePdf({ query: { lng }, payload: { reportId } })).pipe(
    Effect.map((result) => result.link)
  )

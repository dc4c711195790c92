import { Effect } from "effect"
import type { ReportLanguage } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { retryWhileBusy } from "../shared/pdfRetry"

/** POST /vehicleReport/generate/{vin}?ianaTimezone: NotFound when the VIN has no data. */
export const generateVehicleReport = (vin: string, ianaTimezone: string) =>
  callApi((api) => api.vehicleReports.generate({ params: { vin }, query: { ianaTimezone } }))

/**
 * POST /vehicleReport/GeneratePdf; succeeds with the link to open in a new window. While the server's
 * PDF workers are busy it waits as asked and asks again (onWait says how long).
 */
export const generateVehicleReportPdf = (reportId: number, lng: ReportLanguage, onWait: (seconds: number) => void = () => {}) =>
  retryWhileBusy(
    callApi((api) => api.vehicleReports.generatePdf({ query: { lng }, payload: { reportId } })),
    {
      onWait
    }
  ).pipe(Effect.map((result) => result.link))

import { Effect } from "effect"
import type { ReportLanguage } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { retryWhileBusy } from "../shared/pdfRetry"

/**
 * GET /DriverReports/GetById: a stored driver report. contextId is the 90-day correction id or the
 * report-history id the report was opened with, 0 when opened from the driver search.
 */
export const getById = (reportId: number, contextId: number) =>
  callApi((api) => api.driverReports.getById({ params: { reportId, contextId } }))

/**
 * Asks the server for the report's PDF in a language; succeeds with the link to open in a new window.
 * While the server's PDF workers are busy it waits as asked and asks again (onWait says how long).
 */
export const generatePdf = (reportId: number, lng: ReportLanguage, onWait: (seconds: number) => void = () => {}) =>
  retryWhileBusy(
    callApi((api) => api.driverReports.generateReportPdf({ params: { id: reportId }, query: { lng } })),
    { onWait }
  ).pipe(Effect.map((result) => result.link))

import type { DriverReport, ReportLanguage } from "../../api/reports/schemas"
import type { PortalClient } from "../api/portalClient"

/**
 * Fetches a stored driver report. contextId is the 90-day correction id or the report-history id
 * the report was opened with, 0 when opened from the driver search.
 */
export const getById = (client: PortalClient, reportId: number, contextId: number): Promise<DriverReport> =>
  client.run((api) => api.driverReports.getById({ params: { reportId, contextId } }))

/** Asks the server for the report's PDF in a language; resolves with the link to open in a new window. */
export const generatePdf = (client: PortalClient, reportId: number, lng: ReportLanguage): Promise<string> =>
  client
    .run((api) => api.driverReports.generateReportPdf({ params: { id: reportId }, query: { lng } }))
    .then((result) => result.link)

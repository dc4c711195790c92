import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import type { PortalClient } from "../api/portalClient"

export const generateVehicleReport = (client: PortalClient, vin: string): Promise<VehicleReport> =>
  client.run((c) =>
    c.vehicleReports.generate({
      params: { vin },
      query: { ianaTimezone: Intl.DateTimeFormat().resolvedOptions().timeZone }
    })
  )

export const generateVehicleReportPdf = (
  client: PortalClient,
  reportId: number,
  language: "english" | "french"
): Promise<string> =>
  client
    .run((c) => c.vehicleReports.generatePdf({ query: { lng: language }, payload: { reportId } }))
    .then((result) => result.link)

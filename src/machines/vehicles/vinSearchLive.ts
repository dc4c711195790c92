import { browserTimeZone } from "../../services/clock"
import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import { generateVehicleReport } from "../../services/vehicles/vehicleReports"
import { fromEffect } from "../shared/effectActor"
import { vinSearchMachine } from "./vinSearchMachine"

/** The vehicle search with the portal's call; the report's dates are in the browser's zone. */
export const vinSearchLive = vinSearchMachine.provide({
  actors: {
    generate: fromEffect(({ vin }: { vin: string }) => generateVehicleReport(vin, browserTimeZone()))
  },
  actions: {
    openReport: (_, { report }) => navigate(`/vehicle-report/${report.vin}`, { state: { vehicleReport: report } }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

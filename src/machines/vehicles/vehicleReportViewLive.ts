import { navigate, openInNewWindow } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import { generateVehicleReportPdf } from "../../services/vehicles/vehicleReports"
import { fromEffect } from "../shared/effectActor"
import { vehicleReportViewMachine, type VehiclePdfInput } from "./vehicleReportViewMachine"

/** The vehicle report screen with the portal's call. */
export const vehicleReportViewLive = vehicleReportViewMachine.provide({
  actors: {
    generatePdf: fromEffect(({ reportId, language }: VehiclePdfInput) => generateVehicleReportPdf(reportId, language))
  },
  actions: {
    openPdf: (_, { link }) => openInNewWindow(link),
    notifyFailure: (_, { failure }) => showFailure(failure),
    goBack: () => navigate("/vehicle-report")
  }
})

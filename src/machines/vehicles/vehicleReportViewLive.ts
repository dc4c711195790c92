import { navigate, openInNewWindow, releaseHeldWindow } from "../../services/navigation"
import { showFailure, showPdfWait } from "../../services/notices"
import { generateVehicleReportPdf } from "../../services/vehicles/vehicleReports"
import { fromEffect } from "../shared/effectActor"
import { vehicleReportViewMachine, type VehiclePdfInput } from "./vehicleReportViewMachine"

/** The vehicle report screen with the portal's call. */
export const vehicleReportViewLive = vehicleReportViewMachine.provide({
  actors: {
    generatePdf: fromEffect(({ reportId, language }: VehiclePdfInput) =>
      generateVehicleReportPdf(reportId, language, showPdfWait)
    )
  },
  actions: {
    openPdf: (_, { link }) => openInNewWindow(link),
    // Still busy after the waits: a plain message rather than the generic one.
    notifyFailure: (_, { failure }) => {
      releaseHeldWindow()
      showFailure(failure, failure._tag === "ServiceUnavailable" ? (LL) => LL.errors.pdfBusy() : undefined)
    },
    goBack: () => {
      releaseHeldWindow()
      navigate("/vehicle-report")
    }
  }
})

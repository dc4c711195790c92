import { navigate, openInNewWindow, releaseHeldWindow } from "../../services/navigation"
import { showFailure, showPdfWait } from "../../services/notices"
import { generatePdf, getById } from "../../services/reports/driverReports"
import { correctionModeLive } from "../corrections/correctionModeLive"
import { fromEffect } from "../shared/effectActor"
import { driverReportViewMachine, type GeneratePdfInput, type GetReportInput } from "./driverReportViewMachine"

/** The driver report screen with the portal's calls. */
export const driverReportViewLive = driverReportViewMachine.provide({
  actors: {
    getReport: fromEffect(({ reportId, contextId }: GetReportInput) => getById(reportId, contextId)),
    generatePdf: fromEffect(({ reportId, lng }: GeneratePdfInput) => generatePdf(reportId, lng, showPdfWait)),
    correctionMode: correctionModeLive
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    // A refused function or a lost connection keeps its own message; still busy after the waits says
    // so; any other failure is the PDF's.
    notifyPdfFailure: (_, { failure }) => {
      releaseHeldWindow()
      showFailure(
        failure,
        failure._tag === "Forbidden" || failure._tag === "ConnectionLost"
          ? undefined
          : failure._tag === "ServiceUnavailable"
            ? (LL) => LL.errors.pdfBusy()
            : (LL) => LL.report.errors.pdfFailed()
      )
    },
    openPdf: (_, { link }) => openInNewWindow(link),
    goBack: (_, { origin }) => {
      releaseHeldWindow()
      navigate(origin)
    }
  }
})

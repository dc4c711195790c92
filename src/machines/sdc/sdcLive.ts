import { fromCallback } from "xstate"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import { showFailure, showNotice } from "../../services/notices"
import { downloadErrorReport, loadSdcFileTypes } from "../../services/sdc/sdcReport"
import { readUploadProgress, uploadSdcFile } from "../../services/sdc/sdcUpload"
import { fromEffect } from "../shared/effectActor"
import { errorReportMachine } from "./errorReportMachine"
import {
  fileInProgress,
  maxRefreshes,
  sdcReportWatchMachine,
  type SdcReportWatchEvent,
  type SdcReportWatchInput,
  type WatchedReport,
  type WatchedView
} from "./sdcReportWatchMachine"
import { sdcUploadMachine, type SdcCompany, type SdcUploadInput } from "./sdcUploadMachine"

const notice = (severity: "success" | "error", message: (LL: TranslationFunctions) => string) =>
  showNotice({ severity, message, long: severity === "error" })
const notifyFailure = (_: unknown, { failure }: { failure: PortalFailure }) => showFailure(failure)

/** The upload dialog with the portal's calls and notices. */
export const sdcUploadLive = sdcUploadMachine.provide({
  actors: {
    loadFileTypes: fromEffect(loadSdcFileTypes),
    upload: fromEffect(uploadSdcFile),
    readProgress: fromEffect(({ uploadId }: { uploadId: string }) => readUploadProgress(uploadId))
  },
  actions: {
    notifyAccepted: (_, { fileName, rows }) => notice("success", (LL) => LL.sdc.upload.accepted({ fileName, rows })),
    notifyRejected: (_, { fileName, errorCount }) => notice("error", (LL) => LL.sdc.upload.rejected({ fileName, errorCount })),
    notifyNotSent: () => notice("error", (LL) => LL.sdc.upload.notSent()),
    notifyCancelled: (_, { fileName }) =>
      showNotice({ severity: "info", message: (LL) => LL.sdc.upload.cancelled({ fileName }), long: true }),
    notifyFailure
  }
})

/** The dialog's input: the companies offered, and a new UUID for each upload. */
export const sdcUploadInput = (companies: ReadonlyArray<SdcCompany>): SdcUploadInput => ({
  companies,
  newUploadId: () => crypto.randomUUID()
})

/** The error report downloads with their call. */
export const errorReportLive = errorReportMachine.provide({
  actors: { download: fromEffect(downloadErrorReport) },
  actions: { notifyFailure }
})

// The snapshot's hasTag reads its own tags: called on it, not taken from it.
const shownOf = (snapshot: WatchedView): SdcReportWatchEvent => {
  const { result, page, query } = snapshot.context
  return snapshot.hasTag("results") && result
    ? { type: "SHOWN", page, query, inProgress: result.data.some(fileInProgress) }
    : { type: "LEFT" }
}

/** The watch of an SDC report: it follows the report's states and asks it for its page again. */
export const sdcReportWatchLive = sdcReportWatchMachine.provide({
  actors: {
    follow: fromCallback<SdcReportWatchEvent, WatchedReport>(({ sendBack, input: report }) => {
      sendBack(shownOf(report.getSnapshot()))
      const subscription = report.subscribe((snapshot) => sendBack(shownOf(snapshot)))
      return () => subscription.unsubscribe()
    })
  },
  actions: { refresh: ({ context }, { page }) => context.report.send({ type: "PAGE_CHANGED", page }) }
})

export const sdcReportWatchInput = (report: WatchedReport): SdcReportWatchInput => ({ maxRefreshes, report })

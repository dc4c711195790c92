import { fromCallback } from "xstate"
import type { SdcFileRow } from "../../api/sdc/schemas"
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
  type SdcReportWatchInput
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

/** The SDC report as its watch sees it: the page shown, and the same page asked for again. */
export interface WatchedReport {
  readonly getSnapshot: () => WatchedView
  readonly subscribe: (listener: (snapshot: WatchedView) => void) => { readonly unsubscribe: () => void }
  readonly send: (event: { readonly type: "PAGE_CHANGED"; readonly page: number }) => void
}

interface WatchedView {
  readonly hasTag: (tag: string) => boolean
  readonly context: {
    readonly page: number
    readonly query: unknown
    readonly result: { readonly data: ReadonlyArray<SdcFileRow> } | undefined
  }
}

// The snapshot's hasTag reads its own tags: called on it, not taken from it.
const shownOf = (snapshot: WatchedView): SdcReportWatchEvent => {
  const { result, page, query } = snapshot.context
  return snapshot.hasTag("results") && result
    ? { type: "SHOWN", page, query, inProgress: result.data.some(fileInProgress) }
    : { type: "LEFT" }
}

/** The watch of one SDC report: it follows the report's states and asks it for its page again. */
export const sdcReportWatchLive = (report: WatchedReport) =>
  sdcReportWatchMachine.provide({
    actors: {
      follow: fromCallback<SdcReportWatchEvent, void>(({ sendBack }) => {
        sendBack(shownOf(report.getSnapshot()))
        const subscription = report.subscribe((snapshot) => sendBack(shownOf(snapshot)))
        return () => subscription.unsubscribe()
      })
    },
    actions: { refresh: (_, { page }) => report.send({ type: "PAGE_CHANGED", page }) }
  })

export const sdcReportWatchInput: SdcReportWatchInput = { maxRefreshes }

import type { TranslationFunctions } from "../i18n/i18n-types"
import { notificationFor, type ErrorToast } from "./api/notifications"
import { requestIdOf, type PortalFailure } from "./api/portalFailure"
import { holdNewWindow, navigate } from "./navigation"

/** A toast (document 1 section 2): bottom left, 6 s, or 12 s when long; its text is chosen in the language in use. */
export interface Notice {
  readonly severity: "error" | "success" | "info" | "warning"
  readonly message: (LL: TranslationFunctions) => string
  readonly long: boolean
}

type NoticeSink = (notice: Notice) => void

let sink: NoticeSink | undefined

/** The shell's toaster registers itself here once. */
export const setNoticeSink = (next: NoticeSink | undefined): void => {
  sink = next
}

export const showNotice = (notice: Notice): void => sink?.(notice)

/** The toast's text in the language in use; a wait message says how many seconds. */
export const errorToastText =
  (toast: ErrorToast) =>
  (LL: TranslationFunctions): string =>
    toast.messageKey === "tooManyReports" || toast.messageKey === "tooManySearches" || toast.messageKey === "serviceBusy"
      ? LL.errors[toast.messageKey]({ seconds: toast.seconds ?? 60 })
      : LL.errors[toast.messageKey]()

/**
 * The server's PDF workers are busy: the PDF follows by itself after the seconds it asked to wait, in
 * a window opened now, while the click still allows one.
 */
export const showPdfWait = (seconds: number): void => {
  holdNewWindow()
  showNotice({ severity: "info", message: (LL) => LL.errors.pdfWaiting({ seconds }), long: true })
}

/**
 * The generic handler of document 1 section 8: an error toast with the failure's default message
 * (or the caller's), the function message sending the user home. A cancelled request shows
 * nothing, and a disabled account is the session's to handle.
 */
export const showFailure = (failure: PortalFailure, callerMessage?: (LL: TranslationFunctions) => string): void => {
  const notification = notificationFor(failure)
  if (notification.kind !== "toast") return
  const text = callerMessage ?? errorToastText(notification)
  // The server's id of the request, for support to find it in the log (ASVS 7.4.1).
  const requestId = requestIdOf(failure)
  showNotice({
    severity: "error",
    message: requestId === undefined ? text : (LL) => `${text(LL)} ${LL.errors.reference({ requestId })}`,
    long: notification.long
  })
  if (notification.goHome) navigate("/")
}

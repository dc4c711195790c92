import type { ApiFailure } from "./apiError"

/** Keys the views translate under `errors.*`. */
export type ErrorMessageKey =
  | "connection"
  | "error400"
  | "error401"
  | "error404"
  | "error409"
  | "error429"
  | "error405"
  | "error500"
  | "forbiddenDefault"
  | "forbiddenManage"
  | "forbiddenCompanies"
  | "forbiddenFunction"

export interface ErrorToast {
  readonly kind: "toast"
  readonly severity: "error"
  readonly messageKey: ErrorMessageKey
  /** Long toasts stay 12 s instead of 6 s. */
  readonly long: boolean
  /** The function message also returns the user to the home page. */
  readonly goHome?: boolean
}

/** ACCOUNT_DISABLED: an OK-only dialog, then local state is cleared and the user is signed out. */
export interface AccountDisabledNotice {
  readonly kind: "accountDisabled"
}

export type FailureNotification = ErrorToast | AccountDisabledNotice

const toast = (messageKey: ErrorMessageKey, long = false, goHome = false): ErrorToast =>
  goHome ? { kind: "toast", severity: "error", messageKey, long, goHome } : { kind: "toast", severity: "error", messageKey, long }

/** The generic handler's default message by status (document 1 section 8); anything unlisted is a 500. */
const byStatus: Readonly<Record<number, ErrorMessageKey>> = {
  400: "error400",
  401: "error401",
  404: "error404",
  405: "error405",
  409: "error409",
  429: "error429"
}

/**
 * The notification document 1 section 8 names for a failed call. A cancelled request
 * (`isCancelled`) shows nothing: callers skip it before asking; if asked, it reads as a lost connection.
 */
export const notificationFor = (failure: ApiFailure): FailureNotification => {
  if (failure.status === 0) return toast("connection")
  if (failure.tag === "Forbidden" || failure.status === 403) {
    switch (failure.token) {
      case "ACCOUNT_DISABLED":
        return { kind: "accountDisabled" }
      case "FUNCTION_NOT_ALLOWED":
        return toast("forbiddenFunction", true, true)
      case "NOT_ALLOWED_TO_MANAGE":
        return toast("forbiddenManage", true)
      case "COMPANIES_NOT_ALLOWED":
        return toast("forbiddenCompanies", true)
      default:
        return toast("forbiddenDefault", true)
    }
  }
  return toast(byStatus[failure.status] ?? "error500")
}

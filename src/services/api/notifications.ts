import type { PortalFailure } from "./portalFailure"

/** Keys the views translate under `errors.*`. */
export type ErrorMessageKey =
  | "connection"
  | "error400"
  | "error401"
  | "error404"
  | "error409"
  | "error413"
  | "error429"
  | "error500"
  | "forbiddenDefault"
  | "forbiddenManage"
  | "forbiddenCompanies"
  | "forbiddenFunction"
  | "forbiddenReauthentication"

/** Keys under `errors.*` that say how many seconds to wait. */
export type WaitMessageKey = "tooManyReports" | "tooManySearches" | "serviceBusy"

export interface ErrorToast {
  readonly kind: "toast"
  readonly messageKey: ErrorMessageKey | WaitMessageKey
  /** For a wait message: the seconds the server's Retry-After asks for. */
  readonly seconds?: number
  /** Long toasts stay 12 s instead of 6 s. */
  readonly long: boolean
  /** The function message also returns the user to the home page. */
  readonly goHome: boolean
}

/** ACCOUNT_DISABLED: an OK-only dialog, then local state is cleared and the user is signed out. */
export interface AccountDisabledNotice {
  readonly kind: "accountDisabled"
}

/** A cancelled request shows nothing (document 1 section 8). */
export interface NoNotice {
  readonly kind: "none"
}

export type FailureNotification = ErrorToast | AccountDisabledNotice | NoNotice

const toast = (messageKey: ErrorMessageKey | WaitMessageKey, long = false, goHome = false): ErrorToast => ({
  kind: "toast",
  messageKey,
  long,
  goHome
})

/** The generic handler of document 1 section 8, by the failure's tag and, for 403, its token. */
export const notificationFor = (failure: PortalFailure): FailureNotification => {
  switch (failure._tag) {
    case "Cancelled":
      return { kind: "none" }
    case "ConnectionLost":
      return toast("connection")
    case "BadRequest":
    case "UnsupportedMediaType":
      return toast("error400")
    case "Unauthorized":
      return toast("error401")
    case "NotFound":
      return toast("error404")
    case "Conflict":
      return toast("error409")
    case "PayloadTooLarge":
      return toast("error413")
    case "TooManyRequests":
      // A limit on reports or searches (ASVS 11.1.4) says which, and how long to wait.
      if (failure.limit !== undefined)
        return {
          ...toast(failure.limit === "reports" ? "tooManyReports" : "tooManySearches", true),
          seconds: failure.retryAfterSeconds ?? 60
        }
      return toast("error429")
    case "ServiceUnavailable":
      // Busy for a moment (PDF workers full, the database connection lost): how long to wait.
      return { ...toast("serviceBusy", true), seconds: failure.retryAfterSeconds }
    case "InternalError":
    case "UnexpectedAnswer":
      return toast("error500")
    case "Forbidden":
      switch (failure.token) {
        case "ACCOUNT_DISABLED":
          return { kind: "accountDisabled" }
        case "FUNCTION_NOT_ALLOWED":
          return toast("forbiddenFunction", true, true)
        case "NOT_ALLOWED_TO_MANAGE":
          return toast("forbiddenManage", true)
        case "COMPANIES_NOT_ALLOWED":
          return toast("forbiddenCompanies", true)
        // The password dialog was cancelled: the change was not made.
        case "REAUTHENTICATION_REQUIRED":
          return toast("forbiddenReauthentication", true)
        default:
          return toast("forbiddenDefault", true)
      }
  }
}

export const isAccountDisabled = (failure: PortalFailure): boolean =>
  failure._tag === "Forbidden" && failure.token === "ACCOUNT_DISABLED"

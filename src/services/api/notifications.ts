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

export interface ErrorToast {
  readonly kind: "toast"
  readonly messageKey: ErrorMessageKey
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

const toast = (messageKey: ErrorMessageKey, long = false, goHome = false): ErrorToast => ({
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
      return toast("error429")
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
        default:
          return toast("forbiddenDefault", true)
      }
  }
}

export const isAccountDisabled = (failure: PortalFailure): boolean =>
  failure._tag === "Forbidden" && failure.token === "ACCOUNT_DISABLED"

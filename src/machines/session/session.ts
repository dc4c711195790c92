import type { ApplicationFunction, Organization, TermsOfService, UserProfile } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { SignInFailureCode, SignOutReason } from "../../services/session/auth"

/** What the session holds, its events and what the shell reads of it (document 1 sections 4 and 7), apart from its steps. */

/** What loadProfile resolves: the calls made at sign-in (document 1 section 7). */
export interface LoadedSession {
  readonly profile: UserProfile
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService
}

/** Where the page was opened: the sign-in and sign-out callbacks are finished by the session itself. */
export type SessionEntry = "app" | "loginCallback" | "logoutCallback" | "loggedOut" | "logout"

export interface SessionInput {
  readonly entry: SessionEntry
  /** The whole idle period, prompt included (document 1 section 9). */
  readonly idleSeconds: number
  /** Whether this tab holds a sign-in; without one the session starts signed out, with nothing to restore. */
  readonly signInStored: boolean
}

export interface SessionContext {
  readonly entry: SessionEntry
  readonly idleSeconds: number
  readonly signInStored: boolean
  readonly profile: UserProfile | undefined
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService | undefined
  /** Where to go once the session is in place after the sign-in callback. */
  readonly returnUrl: string | undefined
  /** The code of /login-failed/{code} once the sign-in failed. */
  readonly failure: SignInFailureCode | undefined
  /** Why the session is ending or ended: the user (or a disabled account), or the idle timeout. */
  readonly signOutReason: SignOutReason
  /** After an idle sign-out: the page the user was on, where signing in again returns. */
  readonly resumeUrl: string | undefined
}

export type SessionEvent =
  | { readonly type: "ACCEPT" }
  /** Any call answered 403 ACCOUNT_DISABLED. */
  | { readonly type: "ACCOUNT_DISABLED" }
  /** OK on the account-disabled dialog. */
  | { readonly type: "ACKNOWLEDGE" }
  | { readonly type: "SIGN_OUT" }
  /** The logged-out page's button: to the login page at once. */
  | { readonly type: "GO_TO_LOGIN" }
  /** A screen was opened without the function (or credentials) its menu entry needs. */
  | { readonly type: "FUNCTION_REFUSED" }
  /** The sign-in screen signed the user in without leaving the page (a silent sign-in). */
  | { readonly type: "SIGNED_IN"; readonly returnUrl: string }
  /** The signed-in user's profile was read again (after they edited their own account). */
  | { readonly type: "PROFILE_RELOADED"; readonly profile: UserProfile }

/** A failed profile load: 401 and 404 keep their code (a disabled account reads as 401), anything else is 500. */
export const profileFailureCode = (failure: PortalFailure): SignInFailureCode => {
  if (failure._tag === "Forbidden" && failure.token === "ACCOUNT_DISABLED") return 401
  if (failure._tag === "Unauthorized") return 401
  if (failure._tag === "NotFound") return 404
  return 500
}

/** The code a failed sign-in callback names, else 500. */
export const signInFailureCodeOf = (error: unknown): SignInFailureCode =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "SignInFailed"
    ? ((error as { code: SignInFailureCode }).code ?? 500)
    : 500

/** Nobody signed in: what a sign-out clears. */
export const signedOutContext = {
  profile: undefined,
  functions: [],
  organizations: [],
  terms: undefined,
  returnUrl: undefined,
  failure: undefined
} satisfies Omit<SessionContext, "idleSeconds" | "entry" | "signInStored" | "signOutReason" | "resumeUrl">

/** The logged-out page returns to the login page after 3 s (docs/decisions.md). */
export const loggedOutReturnMs = 3_000

/** What the shell shows of the session: the state it is in, named for what the user sees. */
export type SessionTag =
  | "busy"
  | "starting"
  | "acceptingTerms"
  | "saving"
  | "signedIn"
  | "disabledNotice"
  | "signingOut"
  | "signedOut"
  | "logoutNotInitiated"
  | "failed"

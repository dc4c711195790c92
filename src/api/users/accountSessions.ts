import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound } from "../errors"
import { IsoDateTime } from "../platform/schemas"
import { authorizedGroup } from "../shared/apiGroup"

/** A session's id: its provider grant's id, as the provider makes them (URL-safe characters). */
export const AccountSessionId = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/, { expected: "a session id (1 to 64 letters, digits, - or _)" })
)

/** One of the signed-in person's sessions: where it was started, when, and when last used. */
export const AccountSession = Schema.Struct({
  id: AccountSessionId,
  /** The browser's user agent as it was sent at sign-in; null for a session older than the record. */
  userAgent: Schema.NullOr(Schema.String),
  /** The client address at sign-in (the forwarded address behind the portal's proxy). */
  address: Schema.NullOr(Schema.String),
  startedAt: IsoDateTime,
  lastUsedAt: IsoDateTime,
  /** The session the call was made in. */
  current: Schema.Boolean
})
export type AccountSession = typeof AccountSession.Type

export const AccountSessions = Schema.Array(AccountSession)

const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(SamsungBrowser)\//, "Samsung Internet"],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"]
]

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"]
]

/**
 * A short readable name of the browser a user agent names ("Firefox on Windows"), or undefined when
 * no rule knows it. The first rule that matches wins: Edge and Opera say Chrome too, Chrome says Safari.
 */
export const browserName = (userAgent: string | null | undefined): string | undefined => {
  if (!userAgent) return undefined
  const browser = browsers.find(([rule]) => rule.test(userAgent))?.[1]
  const system = systems.find(([rule]) => rule.test(userAgent))?.[1]
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system
}

const signedInPerson =
  "Any signed-in person, for their own account only; a carrier's system (client credentials) is refused with 403 FUNCTION_NOT_ALLOWED."

export const AccountSessionsGroup = authorizedGroup(
  "accountSessions",
  "The signed-in person's own sessions: see them and end any of them (ASVS 3.3.4).",
  HttpApiEndpoint.get("list", "/Account/Sessions", { success: AccountSessions, error: [Forbidden] }).annotateMerge(
    operation(access.signedIn, {
      summary: "List one's own active sessions",
      description: `The signed-in person's sessions still active on the portal's identity provider, the last used first: the browser's user agent and the address at sign-in, when it started and when it was last used (a refresh of its tokens, or a call, recorded at most once a minute); current is true for the session of the call's access token. A session ends at sign-out, after 8 hours, when ended here, and when the password is changed or reset (every session but the one that changed it). With another issuer's tokens the portal keeps no sessions: the list is empty. ${signedInPerson} Errors: 401 without a valid token or for a token of an ended session; 403 ACCOUNT_DISABLED for a disabled account.`
    })
  ),
  HttpApiEndpoint.delete("end", "/Account/Sessions/:id", {
    params: { id: AccountSessionId },
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(access.signedIn, {
      summary: "End one of one's own sessions",
      description: `Ends the signed-in person's session id: its provider session (the browser that holds it must sign in again), its refresh tokens, and its access tokens, which are refused with 401 at their next call. The current session may be ended too, which signs the caller out. ${signedInPerson} Errors: 400 ERROR_400_INVALID_REQUEST with the issue at id for an id that cannot be a session's; 404 for a session that is not the caller's, already ended or unknown (another person's session answers as unknown); 403 ACCOUNT_DISABLED for a disabled account.`
    })
  )
)

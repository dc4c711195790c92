import { Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { access, operation } from "../access"
import { BadRequest, Forbidden, TooManyRequests } from "../errors"
import type { CatalogueIssue, SaveIssueCatalogue } from "../fieldIssues"
import { userLimits } from "./schemas"
import { authorizedGroup } from "../shared/apiGroup"
import type { OperationText } from "../shared/itemCalls"

/**
 * How long a sign-in or a re-authentication vouches for the person at the keyboard before a sensitive
 * change (ASVS 3.7.1): granting functions or companies, issuing a client secret, changing settings and
 * resetting a second factor.
 */
export const recentAuthenticationMinutes = 15

/** The rule as the operations it guards state it in their OpenAPI description. */
export const recentAuthenticationRule = `403 REAUTHENTICATION_REQUIRED, with nothing changed, when the caller last gave their password in this session (at sign-in or by POST /Account/Reauthenticate) more than ${recentAuthenticationMinutes} minutes ago; after a re-authentication the same request succeeds.`

/** The current password, given again in the session. */
export const ReauthenticatePayload = Schema.Struct({
  password: Schema.String.check(Schema.isMaxLength(userLimits.password.max * 4))
})
export type ReauthenticatePayload = typeof ReauthenticatePayload.Type

/** Every field issue a re-authentication can be refused with: the password missing, or not the account's. */
export const reauthenticationIssues = {
  password: ["required", "wrongPassword"]
} as const satisfies SaveIssueCatalogue

export type ReauthenticationIssue = CatalogueIssue<typeof reauthenticationIssues>

/** The 429 of a call that checks the person's password: wrong passwords count towards the sign-in throttle. */
export const throttled = (passwords: string) =>
  `429 while the User ID is locked by the sign-in throttle, which ${passwords} count towards.`

/** A call of the signed-in person that checks their password, refused while the sign-in throttle locks their User ID. */
export const passwordCall = <const Name extends string, const Path extends HttpRouter.PathInput, Payload extends Schema.Top>(
  name: Name,
  path: Path,
  payload: Payload,
  text: OperationText
) =>
  HttpApiEndpoint.post(name, path, { payload, error: [BadRequest, Forbidden, TooManyRequests] }).annotateMerge(
    operation(access.signedIn, text)
  )

export const ReauthenticationGroup = authorizedGroup(
  "reauthentication",
  "Re-authentication of the signed-in person in their session (ASVS 3.7.1).",
  passwordCall("reauthenticate", "/Account/Reauthenticate", ReauthenticatePayload, {
    summary: "Give one's password again before a sensitive change",
    description: `For a signed-in person whose password the portal keeps. The password must be the account's; the session the access token was issued in then counts as authenticated now, so the operations that ask for a recent authentication (granting functions or companies, issuing a client secret, changing settings) are accepted for the next ${recentAuthenticationMinutes} minutes. Those operations answer 403 REAUTHENTICATION_REQUIRED when the session's last authentication is older. An account that signs in through its company's provider, or a token of another issuer, has no password here: its provider governs how recently it authenticated, and the operations do not ask it. Errors: 400 REAUTHENTICATION_FAILED with issues [{ field: "password", code }] (required, wrongPassword); 403 NOT_ALLOWED_TO_MANAGE for an account without a portal password or a token without a session; ${throttled("wrong passwords here")}`
  })
)

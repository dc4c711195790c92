import { Context, Struct } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { BadRequest, Forbidden, TooManyRequests, Unauthorized } from "./errors"
import type { OrganizationType, UserProfile } from "./platform/schemas"

/** A function held for one company, or for an organization as itself (company null), with its names. */
export interface HeldGrant {
  readonly functionId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly organizationType: OrganizationType
  readonly nameEn: string
  readonly nameFr: string
}

/** The signed-in user as the server holds them: the profile, and each grant as stored (the profile names companies only). */
export interface Caller extends UserProfile {
  readonly grants: ReadonlyArray<HeldGrant>
  /** The codes the caller's limits on harvesting are configured by (company's, then organization's), when read with the profile. */
  readonly harvestCodes?: ReadonlyArray<string>
  /** The provider session the call's token was issued in (a person signed in on the embedded provider). */
  readonly sessionId?: string | undefined
  /** The machine client (its client id) calling as this account, when the token was issued to one. */
  readonly machineClientId?: string | undefined
}

/** The profile alone, as the api answers it: the grants as stored and the harvest codes stay on the server. */
export const profileOf = (caller: Caller): UserProfile =>
  Struct.omit(caller, ["grants", "harvestCodes", "sessionId", "machineClientId"])

/** The signed-in user, loaded fresh from the database on every call. */
export class CurrentUser extends Context.Service<CurrentUser, Caller>()("portal/CurrentUser") {}

/**
 * Verifies the bearer token (issuer, audience, signature, expiry), loads the user it names and checks
 * the access the endpoint declares (./access.ts), and counts a report or search towards the caller's
 * limits on harvesting (./harvestLimit.ts).
 */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()("portal/Authorization", {
  error: [Unauthorized, Forbidden, BadRequest, TooManyRequests],
  security: { bearer: HttpApiSecurity.bearer }
}) {}

/** Turns request validation failures into the catalogue's 400 so the client gets one error shape. */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()("portal/RequestValidation", {
  error: BadRequest
}) {}

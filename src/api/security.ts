import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { BadRequest, Forbidden, Unauthorized } from "./errors"
import type { UserProfile } from "./platform/schemas"

/** The signed-in user, loaded fresh from the database on every call. */
export class CurrentUser extends Context.Service<CurrentUser, UserProfile>()("portal/CurrentUser") {}

/**
 * Verifies the bearer token (issuer, audience, signature, expiry), loads the user it names and checks
 * the access the endpoint declares (./access.ts).
 */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()("portal/Authorization", {
  error: [Unauthorized, Forbidden, BadRequest],
  security: { bearer: HttpApiSecurity.bearer }
}) {}

/** Turns request validation failures into the catalogue's 400 so the client gets one error shape. */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()("portal/RequestValidation", {
  error: BadRequest
}) {}

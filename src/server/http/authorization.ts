import { Effect, Layer, Redacted } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiError, type HttpApi, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import { allowsMachineClients, endpointAccess, knownFunctionIds } from "../../api/access"
import { BadRequest, Forbidden, Unauthorized } from "../../api/errors"
import { maxId } from "../../api/fields"
import type { UserProfile } from "../../api/platform/schemas"
import { PortalApi } from "../../api/portalApi"
import { Authorization, CurrentUser, RequestValidation } from "../../api/security"
import { onDatabase } from "../db/shared/onDatabase"
import type { SessionCheck } from "../db/identity/accountSessions"
import { findMachineClient } from "../db/identity/machineClients"
import { loadCaller, loadCallerById, loadUserProfile, type ProfileHarvestCount } from "../db/users"
import { holdsFunction } from "../domain/authorization"
import { PortalConfig } from "../config"
import { acceptInvitationByEmail } from "../identity/invitationAcceptance"
import { makeSessionUse } from "../identity/sessionUse"
import { clientSecretId } from "../identity/machineClientSecrets"
import { TokenVerifier, type VerifiedToken } from "../identity/tokenVerifier"
import { observeOperation } from "../monitoring/metrics"
import { noteCaller, noteRoute } from "../monitoring/requestRecord"
import { routeTemplate } from "./edge/requestLog"
import { withKnownQuery } from "./queryNames"
import { schemaFieldIssues } from "./schemaIssues"
import { makeHarvestGate } from "./harvestGate"
import { auditOperation } from "./securityAudit"

const functionNotAllowed = new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
const notAllowedToManage = new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })
const sessionEnded = new Unauthorized({ message: "Session ended" })

/**
 * The check an endpoint declares (src/api/access.ts), run before the request is decoded and the
 * handler runs: the one place a function is required. Handlers and the domain check only the
 * companies a function is held for.
 */
const requireDeclaredAccess = (endpoint: HttpApiEndpoint.Top, user: UserProfile) =>
  Effect.gen(function* () {
    const access = endpointAccess(endpoint.annotations)
    // Fails closed; the layer refuses to start with such an endpoint anyway.
    if (access === undefined) return yield* functionNotAllowed
    if (access._tag === "Functions" && !access.anyOf.some((id) => holdsFunction(user, id))) {
      return yield* functionNotAllowed
    }
    if (access._tag === "Functions" && access.bureauStaff && !user.isIbc) return yield* notAllowedToManage
    if (access._tag === "FunctionInPath") {
      const raw = (yield* HttpRouter.RouteContext).params[access.param]
      const functionId = Number(raw)
      // Any id the decoder could read names a function, held or not; anything else is the decoder's 400.
      const couldBeId =
        raw !== undefined && raw.trim() !== "" && Number.isInteger(functionId) && functionId >= 0 && functionId <= maxId
      if (couldBeId && !holdsFunction(user, functionId)) return yield* functionNotAllowed
    }
  })

/**
 * The functions an endpoint's declared access asks one of, when that is all it asks: what the statement
 * that loads the caller's profile checks before it counts a report or search (requireDeclaredAccess
 * refuses exactly the callers who hold none of them).
 */
export const functionsOnlyAccess = (endpoint: HttpApiEndpoint.Top) => {
  const access = endpointAccess(endpoint.annotations)
  return access?._tag === "Functions" && !access.bureauStaff ? access.anyOf : undefined
}

/** Endpoints that declare no access, or a function id document 1 section 3 does not know. */
const undeclaredEndpoints = (api: object) =>
  Object.values((api as unknown as HttpApi.Top).groups as Record<string, HttpApiGroup.Top>).flatMap((group) =>
    Object.values(group.endpoints)
      .filter((endpoint) => {
        const access = endpointAccess(endpoint.annotations)
        return access === undefined || (access._tag === "Functions" && access.anyOf.some((id) => !knownFunctionIds.has(id)))
      })
      .map((endpoint) => `${group.identifier}.${endpoint.identifier}`)
  )

/**
 * Every protected call: a valid token, a known user, an enabled account, the access the endpoint
 * declares, and the caller's limit on the reports or searches it counts (a machine client's are its
 * mapped account's).
 */
export const layerAuthorization = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const undeclared = undeclaredEndpoints(PortalApi)
    if (undeclared.length > 0) return yield* Effect.die(`Endpoints without a declared access: ${undeclared.join(", ")}`)
    const verifier = yield* TokenVerifier
    const run = yield* onDatabase
    const config = yield* PortalConfig
    const harvestGate = yield* makeHarvestGate
    // The embedded provider's sessions (the sid of its tokens); another issuer's are its own affair.
    const checksSessions = config.embeddedProvider
    const sessionUse = makeSessionUse()
    /**
     * The bearer's account. An external provider's first sign-in brings a sub the portal does not
     * know yet: the invited account with the token's e-mail takes it (docs/operations.md).
     */
    const bearerAccount = (
      { sub, email }: VerifiedToken,
      count: ProfileHarvestCount | undefined,
      session: SessionCheck | undefined
    ) =>
      Effect.gen(function* () {
        const loaded = yield* loadCaller(sub, count, session)
        if (loaded?.profile || config.embeddedProvider || email === undefined) return loaded
        yield* acceptInvitationByEmail(email, sub)
        // Loaded again either way: a first call made at the same moment may have activated it.
        return { profile: yield* loadUserProfile(sub), counted: undefined, sessionAlive: undefined }
      })
    /**
     * A machine client calls as the account its enabled mapping names (settings tab 2); a mapping
     * disabled, its secret gone or replaced by a new one (the token names the secret it was issued
     * with), refuses the client's tokens at once, not when they expire.
     */
    const machineAccount = (clientId: string, secretId: string | undefined, session: SessionCheck | undefined) =>
      Effect.gen(function* () {
        const client = yield* findMachineClient(clientId)
        const current = client !== undefined && secretId === clientSecretId(client.clientSecretHash)
        return current ? yield* loadCallerById(client.userId, session) : undefined
      })
    return {
      bearer: (httpEffect, { credential, endpoint }) =>
        Effect.gen(function* () {
          const token = yield* verifier.verify(Redacted.value(credential))
          const machine = token.machineClientId !== undefined
          // A session ended (by its person, a password change, sign-out) refuses its tokens at once.
          const session: SessionCheck | undefined =
            checksSessions && token.sessionId !== undefined
              ? { grantId: token.sessionId, touch: sessionUse.due(token.sessionId) }
              : undefined
          const loaded = yield* run(
            machine
              ? machineAccount(token.machineClientId!, token.clientSecretId, session)
              : bearerAccount(token, harvestGate.countWithProfile(endpoint, functionsOnlyAccess(endpoint)), session)
          )
          // Checked in the statement that loaded the caller, which counted nothing for a session ended.
          if (session !== undefined && loaded?.profile !== undefined && loaded.sessionAlive !== true) return yield* sessionEnded
          const user = loaded?.profile
          if (!user)
            return yield* new Unauthorized({
              message: machine ? "Unknown or disabled client, or a replaced secret" : "Unknown user"
            })
          yield* noteCaller(user, token.machineClientId)
          if (user.isDisabled) return yield* new Forbidden({ token: "ACCOUNT_DISABLED" })
          if (machine && !allowsMachineClients(endpointAccess(endpoint.annotations) ?? { _tag: "Public" }))
            return yield* functionNotAllowed
          yield* requireDeclaredAccess(endpoint, user)
          // Counted with the profile only when the account is enabled and holds one of the functions, as checked above.
          yield* harvestGate.gate(endpoint, user, loaded!.counted)
          return yield* withKnownQuery(
            endpoint,
            Effect.provideService(
              httpEffect,
              CurrentUser,
              machine
                ? { ...user, machineClientId: token.machineClientId }
                : token.sessionId === undefined
                  ? user
                  : { ...user, sessionId: token.sessionId }
            )
          )
        })
    }
  })
)

/**
 * Request decoding failures become the catalogue's 400, with the fields the schema refused as its
 * issues (./schemaIssues.ts). Unknown query parameters are refused here for public endpoints;
 * protected ones refuse them after the token is checked, so that a caller without one learns
 * nothing but 401.
 */
export const layerRequestValidation = Layer.succeed(RequestValidation, (httpEffect, { endpoint, group }) =>
  (endpoint.middlewares.has(Authorization) ? httpEffect : withKnownQuery(endpoint, httpEffect)).pipe(
    // The request's log line names the operation's route, never the path it was called with.
    (effect) => Effect.andThen(noteRoute(routeTemplate(endpoint.method, endpoint.path)), effect),
    Effect.catchIf(
      (error) => HttpApiError.HttpApiSchemaError.is(error),
      (error) => {
        const refused = error as HttpApiError.HttpApiSchemaError
        const issues = schemaFieldIssues(refused)
        return Effect.fail(
          new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: refused.message, ...(issues && { issues }) })
        )
      }
    ),
    // Refusals and changes are security events, once the refusal is the catalogue's.
    (effect) => auditOperation(group, endpoint, effect),
    // The outermost middleware of every operation: its count and latency take in the refusals.
    (effect) => observeOperation(`${group.identifier}.${endpoint.identifier}`, effect)
  )
)

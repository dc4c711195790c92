import { Clock, Effect } from "effect"
import { Forbidden, TooManyRequests } from "../../api/errors"
import type { Caller } from "../../api/security"
import {
  recentAuthenticationMinutes,
  type ReauthenticatePayload,
  type ReauthenticationIssue
} from "../../api/users/reauthentication"
import { recordReauthentication, sessionAuthenticatedAt } from "../db/identity/sessionAuthentication"
import { findSignInAccountById } from "../db/identity/signInAccounts"
import { invalidFields } from "../domain/invalidRequest"
import { verifyPassword } from "../shared/passwords"
import { SignInThrottle } from "./signInThrottle"

const windowMillis = recentAuthenticationMinutes * 60_000

export const reauthenticationRequired = new Forbidden({ token: "REAUTHENTICATION_REQUIRED" })

/**
 * The 15-minute rule (ASVS 3.7.1): a session authenticated at `authenticatedAt` vouches for its person
 * until 15 minutes later; a session the provider no longer holds vouches for nobody.
 */
export const isRecentAuthentication = (authenticatedAt: Date | undefined, now: number): boolean =>
  authenticatedAt !== undefined && now - authenticatedAt.getTime() <= windowMillis

/**
 * Whether the caller's authentication is the portal's to ask again: a person signed in on the embedded
 * provider (the token names its session) with a password the portal keeps. An account that signs in
 * through its company's provider, or a token of another issuer, is governed by that provider
 * (docs/decisions.md, "Re-authentication before sensitive changes").
 */
const portalPasswordSession = (caller: Caller) =>
  Effect.gen(function* () {
    if (caller.sessionId === undefined) return undefined
    const account = yield* findSignInAccountById(caller.id)
    if (account === undefined || account.passwordHash === null) return undefined
    return { sessionId: caller.sessionId, account }
  })

/**
 * The check before a sensitive change (granting functions or companies, issuing a client secret,
 * changing settings, resetting a second factor): 403 REAUTHENTICATION_REQUIRED when the caller's
 * session last authenticated more than 15 minutes ago. It changes nothing; run it before any write.
 */
export const requireRecentAuthentication = (caller: Caller) =>
  Effect.gen(function* () {
    const session = yield* portalPasswordSession(caller)
    if (session === undefined) return
    const authenticatedAt = yield* sessionAuthenticatedAt(session.sessionId, caller.id)
    if (!isRecentAuthentication(authenticatedAt, yield* Clock.currentTimeMillis)) return yield* reauthenticationRequired
  })

/** POST /Account/Reauthenticate: the password again, checked as a sign-in is and counted by its throttle. */
export const reauthenticate = (caller: Caller, payload: ReauthenticatePayload, request: { readonly address: string }) =>
  Effect.gen(function* () {
    const session = yield* portalPasswordSession(caller)
    if (session === undefined) return yield* new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })
    if (payload.password === "") return yield* refused({ field: "password", code: "required" })
    const throttle = yield* SignInThrottle
    const login = session.account.userId
    const gate = yield* Effect.orDie(throttle.gate(login, request.address))
    if (gate._tag === "Locked") return yield* new TooManyRequests({})
    yield* Effect.sleep(gate.delay)
    const matches = yield* Effect.promise(() => verifyPassword(payload.password, session.account.passwordHash))
    if (!matches) {
      yield* Effect.orDie(throttle.failed(login, request.address))
      return yield* refused({ field: "password", code: "wrongPassword" })
    }
    yield* Effect.orDie(throttle.succeeded(login))
    yield* recordReauthentication(session.sessionId, caller.id, new Date(yield* Clock.currentTimeMillis))
  })

const refused = (issue: ReauthenticationIssue) =>
  Effect.fail(invalidFields([issue], "The password was not accepted", "REAUTHENTICATION_FAILED"))

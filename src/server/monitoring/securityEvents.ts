import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import type { IncomingMessage } from "node:http"
import { CurrentRequestRecord } from "./requestRecord"

/**
 * What happened (ASVS 7.1.3, 7.2.1, 7.2.2): a sign-in and how it ended, a refused api call (401 with no
 * valid token, 403 with its token), a data correction or an SDC file, and a change an administrator
 * makes (accounts, companies, settings, clients, the portal's texts) or a user makes to their password,
 * and a user meeting a limit on reports or searches (ASVS 11.1.7).
 */
export type SecurityEventKind =
  | "signIn"
  | "unauthenticated"
  | "accessDenied"
  | "correction"
  | "dataUpload"
  | "administration"
  | "credentialChange"
  | "harvestLimit"

export interface SecurityEvent {
  readonly event: SecurityEventKind
  readonly outcome: "success" | "failure"
  /** What was done: the operation (`userAdministration.update`) or the sign-in step. */
  readonly action: string
  /** Who, when the request's account is not known (a sign-in names the User ID typed). */
  readonly actor?: string | undefined
  /** Why it ended so: a 403 token, a lock, a status. */
  readonly reason?: string | undefined
  /** What it was done to: the path's ids. */
  readonly target?: Readonly<Record<string, unknown>> | undefined
  /** From which address, when it does not come from the request being answered. */
  readonly address?: string | undefined
  /** The request's id, when it does not come from the request being answered. */
  readonly requestId?: string | undefined
}

/**
 * Writes one security event as its own log line (one JSON object, every user-typed text escaped:
 * logLines.ts) with who, what, when, from where, the outcome and the request's id (ASVS 7.1.4); the
 * same line goes to the OTLP collector as a log record, and as an event of the request's span.
 */
export const securityEvent = (event: SecurityEvent) =>
  Effect.gen(function* () {
    const record = yield* Effect.service(CurrentRequestRecord)
    const request = yield* Effect.serviceOption(HttpServerRequest.HttpServerRequest)
    const address = event.address ?? Option.getOrUndefined(Option.flatMap(request, (r) => r.remoteAddress))
    const fields = {
      securityEvent: event.event,
      outcome: event.outcome,
      action: event.action,
      actor: event.actor ?? record?.actor?.userId,
      actorKey: record?.actor?.userKey,
      actorClient: record?.actor?.clientId,
      reason: event.reason,
      target: event.target,
      address,
      requestId: event.requestId ?? record?.requestId
    }
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
    // At information level, failures too: a refusal is routine (a stale tab, a guessed link); alerts read the fields.
    yield* Effect.logInfo("Security event").pipe(Effect.annotateLogs(defined))
  })

/** How a sign-in ended; a carrier's sign-in refused names its reason (`refused:noAccount`). */
export type SignInOutcome = "succeeded" | "wrongPassword" | "locked" | "lockedNow" | "accountDisabled" | `refused:${string}`

/**
 * A decision of the embedded provider's sign-in page, which runs outside the api's requests: the
 * address and the request's id come from the Node request the edge handed it (app.ts).
 */
export const signInEvent = (req: IncomingMessage, login: string, outcome: SignInOutcome, action = "password") =>
  securityEvent({
    event: "signIn",
    outcome: outcome === "succeeded" ? "success" : "failure",
    action,
    actor: login,
    reason: outcome === "succeeded" ? undefined : outcome,
    address: String(req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "unknown"),
    requestId: typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : undefined
  })

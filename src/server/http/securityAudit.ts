import { Cause, Effect, Exit, Option } from "effect"
import { HttpRouter, type HttpServerResponse } from "effect/http"
import type { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { statusOfFailure } from "../monitoring/metrics"
import { securityEvent, type SecurityEventKind } from "../monitoring/securityEvents"

/** The groups whose changes are security events, and the kind of each (docs/operations.md, "Security events"). */
const changeKinds: Readonly<Record<string, SecurityEventKind>> = {
  dataCorrection: "correction",
  sdcUpload: "dataUpload",
  password: "credentialChange",
  reauthentication: "signIn",
  userAdministration: "administration",
  secondFactor: "administration",
  contentAdministration: "administration",
  companyUnits: "administration",
  companyDriverReportOptions: "administration",
  notificationRecipients: "administration",
  permittedDomains: "administration",
  organizationCompany: "administration",
  b2cProviders: "administration",
  b2cClientOrganizations: "administration",
  machineClients: "administration",
  webhooks: "administration",
  clients: "administration"
}

/** A POST that only reads (a search, a list by several ids) changes nothing. */
const changesData = (endpoint: HttpApiEndpoint.Top) => endpoint.method !== "GET" && !/^(search|get)/.test(endpoint.name)

const tokenOf = (cause: Cause.Cause<unknown>) => {
  const error = Cause.findErrorOption(cause)
  return Option.isSome(error) && typeof error.value === "object" && error.value !== null && "token" in error.value
    ? String(error.value.token)
    : undefined
}

/**
 * Every api answer that is an access decision or a change is a security event (ASVS 7.1.3, 7.2.2):
 * a 401, a 403 with its token, and each correction and administrator change with its outcome.
 */
export const auditOperation = <E, R>(
  group: HttpApiGroup.Top,
  endpoint: HttpApiEndpoint.Top,
  effect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> => {
  const action = `${group.identifier}.${endpoint.identifier}`
  const change = changesData(endpoint) ? changeKinds[group.identifier] : undefined
  return Effect.onExit(effect, (exit) =>
    Effect.gen(function* () {
      const status = Exit.isSuccess(exit) ? exit.value.status : statusOfFailure(exit.cause)
      const target = Option.getOrUndefined(yield* Effect.serviceOption(HttpRouter.RouteContext))?.params
      const withIds = target && Object.keys(target).length > 0 ? { target } : {}
      if (status === 401) {
        yield* securityEvent({ event: "unauthenticated", outcome: "failure", action, reason: "401", ...withIds })
      } else if (status === 403) {
        const reason = Exit.isFailure(exit) ? (tokenOf(exit.cause) ?? "403") : "403"
        yield* securityEvent({ event: "accessDenied", outcome: "failure", action, reason, ...withIds })
      } else if (change !== undefined) {
        const outcome = status < 400 ? "success" : "failure"
        yield* securityEvent({
          event: change,
          outcome,
          action,
          reason: outcome === "failure" ? String(status) : undefined,
          ...withIds
        })
      }
    })
  )
}

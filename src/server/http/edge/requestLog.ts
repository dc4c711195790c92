import { Cause, Effect, Layer, Option, Result, Schema } from "effect"
import { HttpBody, HttpEffect, HttpMiddleware, HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "effect/http"
import { IpNetwork, NetAddress } from "effect/net"
import { randomUUID } from "node:crypto"
import type { PortalConfigShape } from "../../config"
import { CurrentRequestRecord, type RequestRecord } from "../../monitoring/requestRecord"
import { databaseUnavailableAnswer, inCatalogueShape, lostDatabase } from "./errorAnswers"
import { requestsAnswering } from "../../shared/requestsAnswering"

export const requestIdHeader = "x-request-id"

/** What a proxy's id may look like: letters, digits and a few separators, nothing a log could misread. */
const wellFormedRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/

/**
 * The request's id: the one a proxy named in TRUSTED_PROXIES sent, when it is well formed, so that the
 * proxy's log and the portal's share it; otherwise a new one. Nobody else chooses the id.
 */
export const requestIdOf = (request: HttpServerRequest.HttpServerRequest, trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>) => {
  const given = request.headers[requestIdHeader]
  // Most requests bring no id: the peer's address is parsed only to weigh one that came.
  if (given === undefined || trustedProxies.length === 0) return randomUUID()
  const peer = Option.getOrUndefined(request.peerAddress)
  const peerAddress = peer === undefined ? undefined : Result.getOrUndefined(NetAddress.ipFromString(peer))
  const fromTrustedProxy =
    peerAddress !== undefined &&
    trustedProxies.some((network) => IpNetwork.contains(network, NetAddress.toCanonical(peerAddress)))
  return fromTrustedProxy && wellFormedRequestId.test(given) ? given : randomUUID()
}

const safeSegment = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The route of a request no api operation took: its first segment (the provider's: its first two),
 * the rest as `*`, so that no id or token in a path (an invitation link's secret) reaches the log.
 */
export const routeOutsideApi = (path: string): string => {
  const segments = path.split("/").filter((segment) => segment !== "")
  const kept = segments[0] === "oidc" ? 2 : 1
  const named = segments.slice(0, kept).map((segment) => (safeSegment.test(segment) ? segment : "*"))
  return `/${[...named, ...(segments.length > kept ? ["*"] : [])].join("/")}`
}

/** An api operation's path as its template: `/api/DriverReports/Pdf/{fileId}`. */
export const routeTemplate = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, "{$1}")}`

const isJson = (response: HttpServerResponse.HttpServerResponse) =>
  (response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : "") ?? "")
    .toLowerCase()
    .startsWith("application/json")

const decodeJsonObject = Schema.decodeUnknownOption(Schema.fromJsonString(Schema.Record(Schema.String, Schema.Unknown)))

/** An error answer's JSON object gets the request's id, so that support can find its log line (ASVS 7.4.1). */
const withRequestIdInBody = (response: HttpServerResponse.HttpServerResponse, requestId: string) => {
  if (response.status < 400 || response.body._tag !== "Uint8Array" || !isJson(response)) return response
  const body = decodeJsonObject(new TextDecoder().decode(response.body.body))
  if (Option.isNone(body)) return response
  return HttpServerResponse.setBody(
    response,
    HttpBody.text(JSON.stringify({ ...body.value, requestId }), "application/json; charset=utf-8")
  )
}

/** The request's one log line: its id, method, route template and status, and how long it took; never its path or query. */
const logAnswer = (record: RequestRecord, request: HttpServerRequest.HttpServerRequest, status: number, started: number) => {
  const route = record.route ?? `${request.method} ${routeOutsideApi(new URL(request.url, "http://portal").pathname)}`
  const line = status >= 500 ? Effect.logError("Sent HTTP response") : Effect.logInfo("Sent HTTP response")
  return line.pipe(
    Effect.annotateLogs({
      requestId: record.requestId,
      "http.route": route,
      "http.status": status,
      durationMs: Math.round(performance.now() - started),
      ...(record.actor ? { userKey: record.actor.userKey } : {})
    })
  )
}

/**
 * Every request gets an id, answered in X-Request-Id and in every error body, and one log line that
 * carries it (in place of effect's request logger, which writes the path). A failure the server did
 * not expect is logged with its cause under the same id, and answered in the catalogue's shape
 * (errorAnswers.ts): 503 when the database connection was lost, else 500.
 */
export const layerRequestLog = (config: PortalConfigShape): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.middleware(
    (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const started = performance.now()
        requestsAnswering.begin()
        const record: RequestRecord = {
          requestId: requestIdOf(request, config.trustedProxies),
          route: undefined,
          actor: undefined
        }
        return yield* httpEffect.pipe(
          Effect.ensuring(Effect.sync(requestsAnswering.end)),
          Effect.tapCause((cause) => (Cause.hasDies(cause) ? Effect.logError("Request failed", cause) : Effect.void)),
          // A request whose database connection was lost may be sent again: 503 with Retry-After, not 500.
          Effect.catchCause((cause) =>
            lostDatabase(cause) ? Effect.succeed(databaseUnavailableAnswer()) : Effect.failCause(cause)
          ),
          Effect.provideService(CurrentRequestRecord, record),
          Effect.annotateLogs("requestId", record.requestId),
          HttpEffect.withPreResponseHandler((answered, response) => {
            const sent = HttpServerResponse.setHeader(
              withRequestIdInBody(inCatalogueShape(answered, response), record.requestId),
              requestIdHeader,
              record.requestId
            )
            return logAnswer(record, answered, sent.status, started).pipe(Effect.as(sent))
          })
        )
      }),
    { global: true }
  )

/**
 * Paths that carry a credential or a person's e-mail address: a report PDF's link (a credential for 15
 * minutes), an invitation link's secret, the profile to copy found by e-mail.
 */
const pathsWithSecrets = [
  /^\/api\/DriverReports\/Pdf\//i,
  /^\/api\/vehicleReport\/Pdf\//i,
  /^\/api\/Users\/GetUsersCopyProfiles\//i,
  /^\/login\//i
]

/**
 * What exported traces may hold: effect's server span records the path and the query; every query
 * value is redacted (licence numbers, names, User IDs travel there), and the paths above get no
 * server span (their operation is still counted and timed by the metrics).
 */
export const layerTracePrivacy = Layer.mergeAll(
  Layer.succeed(HttpMiddleware.TracerDisabledWhen)((request) => pathsWithSecrets.some((path) => path.test(request.url))),
  Layer.succeed(UrlParams.CurrentRedactedNames)([/^/])
)

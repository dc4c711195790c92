import { Cause, Option, Schema } from "effect"
import { HttpBody, type HttpServerRequest, HttpServerResponse } from "effect/http"
import type { InternalError, ServiceUnavailable, UnsupportedMediaType } from "../../../api/errors"
import { isLostConnection } from "../../db/shared/lostConnection"
import { databaseRetryAfterSeconds, databaseUnavailableFields } from "../shared/databaseUnavailable"

/** The realm a 401's challenge names (RFC 6750 section 3). */
export const bearerRealm = "portal"

const contentTypeOf = (response: HttpServerResponse.HttpServerResponse) =>
  (response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : "") ?? "").toLowerCase()

const isApiPath = (request: HttpServerRequest.HttpServerRequest) => {
  const path = new URL(request.url, "http://portal").pathname
  return path === "/api" || path.startsWith("/api/")
}

const decodeJsonObject = Schema.decodeUnknownOption(Schema.fromJsonString(Schema.Record(Schema.String, Schema.Unknown)))

/** An answer's JSON object, when its body is one. */
const jsonBodyOf = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.body._tag !== "Uint8Array" || !contentTypeOf(response).startsWith("application/json")) return undefined
  return Option.getOrUndefined(decodeJsonObject(new TextDecoder().decode(response.body.body)))
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  HttpServerResponse.setBody(
    HttpServerResponse.empty({ status, headers }),
    HttpBody.text(JSON.stringify(body), "application/json; charset=utf-8")
  )

/** The 503 of a lost database connection, with its Retry-After. */
export const databaseUnavailableAnswer = () => {
  const body: typeof ServiceUnavailable.Encoded = { _tag: "ServiceUnavailable", ...databaseUnavailableFields }
  return json(503, body, { "retry-after": String(databaseRetryAfterSeconds) })
}

/** Whether a request ended because its database connection was lost (a defect of the SQL client). */
export const lostDatabase = (cause: Cause.Cause<unknown>) =>
  cause.reasons.some((reason) => Cause.isDieReason(reason) && isLostConnection(reason.defect))

/**
 * An api answer the http-api layer writes outside the catalogue, put in its shape: the payload decoder's
 * plain-text 415 and a failure's empty 500. The request id is added after, as to every error body.
 */
export const inCatalogueShape = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse => {
  if ((response.status !== 415 && response.status !== 500) || !isApiPath(request) || jsonBodyOf(response)) return response
  if (response.status === 415) {
    const sent = request.headers["content-type"]
    const body: typeof UnsupportedMediaType.Encoded = {
      _tag: "UnsupportedMediaType",
      ...(sent === undefined ? {} : { contentType: sent.slice(0, 100) }),
      message: "The body's content type is not one this operation takes"
    }
    return json(415, body)
  }
  const body: typeof InternalError.Encoded = { _tag: "InternalError", message: "The request could not be completed" }
  return json(500, body)
}

/** What RFC 6750 allows in a quoted auth-param: printable ASCII but `"` and `\`. */
const quotable = (text: string) => text.replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, " ").slice(0, 200)

/**
 * The challenge of a 401 (RFC 6750 section 3): the realm alone when the request carried no bearer
 * token, else error invalid_token with the refusal's message as its description.
 */
export const bearerChallenge = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): string => {
  const sentToken = /^bearer\s+\S/i.test(request.headers.authorization ?? "")
  if (!sentToken) return `Bearer realm="${bearerRealm}"`
  const message = jsonBodyOf(response)?.message
  const description = typeof message === "string" && message.trim() !== "" ? message : "The access token is not valid"
  return `Bearer realm="${bearerRealm}", error="invalid_token", error_description="${quotable(description)}"`
}

/** A 401 of the api gets its challenge; nothing else does. */
export const withBearerChallenge = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
) =>
  response.status === 401 && isApiPath(request) && response.headers["www-authenticate"] === undefined
    ? HttpServerResponse.setHeader(response, "www-authenticate", bearerChallenge(request, response))
    : response

/** A text answer that names no charset names UTF-8, the only one the portal writes (ASVS 14.4.1). */
export const withCharset = (response: HttpServerResponse.HttpServerResponse) => {
  const type = contentTypeOf(response)
  if (!type.startsWith("text/") || /;\s*charset=/.test(type)) return response
  return HttpServerResponse.setHeader(response, "content-type", `${type}; charset=utf-8`)
}

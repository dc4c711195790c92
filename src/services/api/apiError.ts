import { Cause, Option } from "effect"
import type { ForbiddenToken } from "../../api/errors"

/** One shape for every failed call, so views and machines never look at raw responses. */
export interface ApiFailure {
  /** HTTP status; 0 when the server could not be reached (or the request was cancelled). */
  readonly status: number
  /** The catalogue error's `_tag`, or ConnectionError, Cancelled, UnexpectedStatus, DecodeError, RequestError, Unknown. */
  readonly tag: string
  readonly token?: ForbiddenToken
  readonly code?: string
  readonly message?: string
}

/** Status of each tagged error of the catalogue (src/api/errors.ts). */
const catalogueStatus: Readonly<Record<string, number>> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  InternalError: 500
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const optionalString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

export const isApiFailure = (value: unknown): value is ApiFailure =>
  isRecord(value) &&
  !(value instanceof Error) &&
  typeof value.status === "number" &&
  typeof value.tag === "string" &&
  !("_tag" in value)

export const cancelledFailure: ApiFailure = { status: 0, tag: "Cancelled" }

/** A request aborted by its caller (a stopped machine, a left screen): views show nothing for it. */
export const isCancelled = (failure: ApiFailure): boolean => failure.tag === "Cancelled"

/** Failures of the HTTP client itself (effect/http HttpClientError): no response, or one the contract does not declare. */
const fromHttpClientError = (reason: Record<string, unknown>): ApiFailure => {
  const response = reason.response
  if (isRecord(response) && typeof response.status === "number") {
    return { status: response.status, tag: "UnexpectedStatus" }
  }
  if (reason._tag === "TransportError") return { status: 0, tag: "ConnectionError" }
  return { status: 500, tag: "RequestError", message: optionalString(reason.description) }
}

/** Maps whatever a call failed with to an ApiFailure; the catalogue's tagged errors are matched by `_tag`. */
export const toApiFailure = (error: unknown): ApiFailure => {
  if (isApiFailure(error)) return error
  if (Cause.isCause(error)) return fromCause(error)
  if (!isRecord(error)) return { status: 500, tag: "Unknown" }
  const tag = error._tag
  if (typeof tag === "string" && tag in catalogueStatus) {
    return {
      status: catalogueStatus[tag]!,
      tag,
      ...(tag === "Forbidden" ? { token: error.token as ForbiddenToken } : {}),
      ...(typeof error.code === "string" ? { code: error.code } : {}),
      ...(typeof error.message === "string" && error.message !== "" ? { message: error.message } : {})
    }
  }
  if (tag === "HttpClientError" && isRecord(error.reason)) return fromHttpClientError(error.reason)
  if (tag === "SchemaError") return { status: 500, tag: "DecodeError" }
  if (error instanceof DOMException && error.name === "AbortError") return cancelledFailure
  return { status: 500, tag: "Unknown", message: optionalString(error.message) }
}

/** The first typed failure of a cause; an interruption alone means the caller cancelled. */
export const fromCause = (cause: Cause.Cause<unknown>): ApiFailure => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isSome(failure)) return toApiFailure(failure.value)
  if (Cause.hasInterruptsOnly(cause)) return cancelledFailure
  return toApiFailure(Cause.squash(cause))
}

import type { CatalogueError } from "../../api/errors"

// The client's own failures are plain error classes (not effect's Data), so the machines that read
// failures load without effect: the sign-in page paints before effect is loaded.

/** The server could not be reached: no answer at all (or the app's own code could not be fetched). */
export class ConnectionLost extends Error {
  readonly _tag = "ConnectionLost"
}

/** The caller stopped waiting (a stopped machine, a left screen): nobody is told. */
export class Cancelled extends Error {
  readonly _tag = "Cancelled"
}

/** An answer the contract does not declare for the call: another status, or a body that does not decode. */
export class UnexpectedAnswer extends Error {
  readonly _tag = "UnexpectedAnswer"
  readonly status: number | undefined
  readonly detail: string
  /** The server's id of the request (X-Request-Id), when it answered. */
  readonly requestId: string | undefined
  constructor(fields: { readonly status: number | undefined; readonly detail: string; readonly requestId?: string | undefined }) {
    super(fields.detail)
    this.status = fields.status
    this.detail = fields.detail
    this.requestId = fields.requestId
  }
}

/** The client's own failures, beside the contract's catalogue. */
type ClientFailure = ConnectionLost | Cancelled | UnexpectedAnswer

/** Whatever a call to the portal can fail with: an error the contract declares, or one of the client's own. */
export type PortalFailure = CatalogueError | ClientFailure

/** Every tag of the contract's catalogue; the type makes the list complete. */
const catalogueTagList: Record<CatalogueError["_tag"], true> = {
  BadRequest: true,
  Unauthorized: true,
  Forbidden: true,
  NotFound: true,
  Conflict: true,
  PayloadTooLarge: true,
  UnsupportedMediaType: true,
  TooManyRequests: true,
  InternalError: true,
  ServiceUnavailable: true
}
const failureTags: ReadonlySet<string> = new Set([
  ...Object.keys(catalogueTagList),
  "ConnectionLost",
  "Cancelled",
  "UnexpectedAnswer"
])

const hasTag = (value: unknown): value is { readonly _tag: string } =>
  typeof value === "object" && value !== null && typeof (value as { _tag?: unknown })._tag === "string"

const isPortalFailure = (value: unknown): value is PortalFailure => hasTag(value) && failureTags.has(value._tag)

/**
 * A machine's error event carries what the actor failed with; anything that is not one of the
 * portal's failures (a defect, a thrown value) reads as an unexpected answer.
 */
export const toPortalFailure = (value: unknown): PortalFailure => {
  if (isPortalFailure(value)) return value
  return new UnexpectedAnswer({ status: undefined, detail: value instanceof Error ? value.message : String(value) })
}

/** The id support asks for: the server's id of the request that failed, when it answered at all. */
export const requestIdOf = (failure: PortalFailure): string | undefined =>
  "requestId" in failure && typeof failure.requestId === "string" && failure.requestId !== "" ? failure.requestId : undefined

export const isCancelled = (failure: PortalFailure): failure is Cancelled => failure._tag === "Cancelled"

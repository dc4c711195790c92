import { Data } from "effect"
import { catalogue, type CatalogueError } from "../../api/errors"

/** The server could not be reached: no answer at all. */
export class ConnectionLost extends Data.TaggedError("ConnectionLost")<Record<never, never>> {}

/** The caller stopped waiting (a stopped machine, a left screen): nobody is told. */
export class Cancelled extends Data.TaggedError("Cancelled")<Record<never, never>> {}

/** An answer the contract does not declare for the call: another status, or a body that does not decode. */
export class UnexpectedAnswer extends Data.TaggedError("UnexpectedAnswer")<{
  readonly status: number | undefined
  readonly detail: string
}> {}

/** The client's own failures, beside the contract's catalogue. */
type ClientFailure = ConnectionLost | Cancelled | UnexpectedAnswer

/** Whatever a call to the portal can fail with: an error the contract declares, or one of the client's own. */
export type PortalFailure = CatalogueError | ClientFailure

const catalogueTags: ReadonlySet<string> = new Set(catalogue.map((error) => error.identifier))
const clientTags: ReadonlySet<string> = new Set(["ConnectionLost", "Cancelled", "UnexpectedAnswer"])

const hasTag = (value: unknown): value is { readonly _tag: string } =>
  typeof value === "object" && value !== null && typeof (value as { _tag?: unknown })._tag === "string"

const isPortalFailure = (value: unknown): value is PortalFailure =>
  hasTag(value) && (catalogueTags.has(value._tag) || clientTags.has(value._tag))

/**
 * A machine's error event carries what the actor failed with; anything that is not one of the
 * portal's failures (a defect, a thrown value) reads as an unexpected answer.
 */
export const toPortalFailure = (value: unknown): PortalFailure => {
  if (isPortalFailure(value)) return value
  return new UnexpectedAnswer({ status: undefined, detail: value instanceof Error ? value.message : String(value) })
}

export const isCancelled = (failure: PortalFailure): failure is Cancelled => failure._tag === "Cancelled"

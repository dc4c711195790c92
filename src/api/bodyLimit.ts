import { Context } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import type { HttpApiEndpoint } from "effect/http-api"
import { PayloadTooLarge } from "./errors"

/** Bytes a request body may hold when its operation says nothing else. */
export const defaultMaxBodyBytes = 1024 * 1024

/**
 * An operation that needs a larger body says so on its endpoint:
 * `HttpApiEndpoint.post(...).annotate(MaxBodyBytes, 20 * 1024 * 1024)`.
 */
export class MaxBodyBytes extends Context.Service<MaxBodyBytes, number>()("portal/MaxBodyBytes") {}

export const maxBodyBytes = (endpoint: HttpApiEndpoint.Top): number =>
  Context.getOrUndefined(endpoint.annotations, MaxBodyBytes) ?? defaultMaxBodyBytes

/** Refuses, with 413, a body larger than its operation allows, while it streams in: it is never held whole. */
export class BodyLimit extends HttpApiMiddleware.Service<BodyLimit>()("portal/BodyLimit", {
  error: PayloadTooLarge
}) {}

import { ByteSize, Effect, Layer } from "effect"
import { HttpIncomingMessage, HttpServerError, HttpServerRequest } from "effect/http"
import { BodyLimit, maxBodyBytes } from "../../../api/bodyLimit"
import { PayloadTooLarge } from "../../../api/errors"

const isBodyTooLarge = (defect: unknown) =>
  HttpServerError.isHttpServerError(defect) &&
  defect.reason._tag === "RequestParseError" &&
  defect.reason.reason === "BodyTooLarge"

/**
 * A declared Content-Length over the operation's limit is refused before a byte is read; a body
 * without one is counted as it streams in and refused as soon as it passes the limit (the rest is
 * discarded as it arrives, never kept).
 */
export const layerBodyLimit = Layer.succeed(BodyLimit, (httpEffect, { endpoint }) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const limit = maxBodyBytes(endpoint)
    // Built only when refused: an error captures its stack, which every request would pay for.
    const tooLarge = () => new PayloadTooLarge({ maxBytes: limit })
    if (Number(request.headers["content-length"] ?? 0) > limit) return yield* tooLarge()
    return yield* httpEffect.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit)),
      // Effect's payload decoding turns a body read failure into a defect; this one is the caller's.
      Effect.catchDefect((defect) => (isBodyTooLarge(defect) ? Effect.fail(tooLarge()) : Effect.die(defect)))
    )
  })
)

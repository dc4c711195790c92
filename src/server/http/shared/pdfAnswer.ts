import { Cause, Effect } from "effect"
import { HttpEffect, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { ServiceUnavailable } from "../../../api/errors"
import { isLostConnection } from "../../db/shared/lostConnection"
import { databaseUnavailableFields } from "./databaseUnavailable"

const retryAfter = (seconds: number) =>
  HttpEffect.appendPreResponseHandler((_, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds)))
  )

/**
 * A PDF request's answer: busy PDF workers (ServiceUnavailable) carry the Retry-After header, and a
 * database connection lost mid-request is answered the same way, 503 to send again, not 500.
 */
export const pdfAnswer = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, E | ServiceUnavailable, R | HttpServerRequest.HttpServerRequest> =>
  effect.pipe(
    Effect.catchCause((cause): Effect.Effect<never, E | ServiceUnavailable> => {
      const lost = cause.reasons.some((reason) => Cause.isDieReason(reason) && isLostConnection(reason.defect))
      return lost
        ? Effect.logWarning("A PDF request lost its database connection; answered 503", cause).pipe(
            Effect.andThen(Effect.fail(new ServiceUnavailable(databaseUnavailableFields)))
          )
        : Effect.failCause(cause)
    }),
    Effect.tapError((error) => (error instanceof ServiceUnavailable ? retryAfter(error.retryAfterSeconds) : Effect.void))
  )

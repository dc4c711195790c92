import { Effect, Layer, Metric, Option } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TooManyRequests } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { browserErrors, browserPageLoad } from "../../monitoring/metrics"
import { ClientEventLimit, layerClientEventLimit } from "./clientEventLimit"
import { ClientEventLog, layerClientEventLog } from "./clientEventLog"

/**
 * POST /api/clientEvents: browser errors are counted and logged (a repeat only in the minute's
 * summary), page load times go to a histogram. It is public, so each client address may send only
 * so many a minute; past that, 429 with Retry-After.
 */
export const layerClientEvents = HttpApiBuilder.group(PortalApi, "monitoring", (handlers) =>
  Effect.gen(function* () {
    const limit = yield* ClientEventLimit
    const log = yield* ClientEventLog
    return handlers.handle("reportClientEvent", ({ payload, request }) =>
      Effect.gen(function* () {
        const address = Option.getOrElse(request.remoteAddress, () => "unknown")
        const gate = yield* limit.consume(address)
        if (gate._tag === "Refused") {
          yield* log.refused(address)
          yield* HttpEffect.appendPreResponseHandler((_, response) =>
            Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(gate.retryAfterSeconds)))
          )
          return yield* new TooManyRequests({})
        }
        if (payload.kind === "error") {
          yield* Metric.update(browserErrors, 1)
          return yield* log.error(payload.page, payload.message ?? "")
        }
        if (payload.durationMs !== undefined) yield* Metric.update(browserPageLoad, payload.durationMs / 1000)
      })
    )
  })
).pipe(Layer.provide([layerClientEventLimit, layerClientEventLog]))

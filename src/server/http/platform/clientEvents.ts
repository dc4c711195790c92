import { Effect, Metric } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { browserErrors, browserPageLoad } from "../../monitoring/metrics"

/** POST /api/clientEvents: browser errors are counted and logged, page load times go to a histogram. */
export const layerClientEvents = HttpApiBuilder.group(PortalApi, "monitoring", (handlers) =>
  Effect.succeed(
    handlers.handle("reportClientEvent", ({ payload }) =>
      payload.kind === "error"
        ? Metric.update(browserErrors, 1).pipe(
            Effect.andThen(Effect.logWarning("Browser error", { page: payload.page, message: payload.message ?? "" }))
          )
        : payload.durationMs === undefined
          ? Effect.void
          : Metric.update(browserPageLoad, payload.durationMs / 1000)
    )
  )
)

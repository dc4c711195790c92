import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"

const notYet = () => Effect.fail(new NotFound({ message: "No endpoint" }))

/** Corrections pushed: a company's endpoint for events and the log of its deliveries. */
export const layerWebhooks = HttpApiBuilder.group(PortalApi, "webhooks", (handlers) =>
  Effect.succeed(
    handlers
      .handle("getEndpoint", () => Effect.succeed({ endpoint: null }))
      .handle("setEndpoint", notYet as never)
      .handle("rotateSecret", notYet)
      .handle("deleteEndpoint", notYet)
      .handle("sendTestEvent", notYet)
      .handle("deliveries", () => Effect.succeed({ count: 0, data: [] }))
  )
)

import { Effect, Layer, Redacted } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser, type Caller } from "../../../api/security"
import { PortalConfig } from "../../config"
import { inTransaction, onDatabaseWith } from "../../db/shared/onDatabase"
import { layerWebhooksRepository, WebhooksRepository } from "../../db/webhooks/webhooksRepository"
import { WebhookWake } from "../../domain/shared/webhookWake"
import {
  queueTestEvent,
  readDeliveries,
  readEndpoint,
  removeEndpoint,
  rotateSecret,
  saveEndpoint,
  type EndpointSettings
} from "../../domain/webhooks/endpoint"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"
import { sealSecret } from "../../identity/secondFactorCodes"

/** Corrections pushed: a company's endpoint for events and the log of its deliveries (src/api/settings/webhookGroups.ts). */
export const layerWebhooks = HttpApiBuilder.group(PortalApi, "webhooks", (handlers) =>
  Effect.gen(function* () {
    const onDb = yield* onDatabaseWith(WebhooksRepository)
    const config = yield* PortalConfig
    const worker = yield* WebhookWake
    const key = Redacted.value(config.webhooks.secretKey)
    const settings: EndpointSettings = {
      allowLocalUrls: config.webhooks.allowLocalUrls,
      seal: (secret) => sealSecret(key, secret)
    }
    const run = <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
      Effect.flatMap(CurrentUser, (user) => onDb(body(user)))
    /** A change of the endpoint: the caller authenticated recently, then all of it in one transaction. */
    const changing = <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
      run((user) => Effect.andThen(requireRecentAuthentication(user), inTransaction(body(user))))
    return handlers
      .handle("getEndpoint", ({ query }) => run((user) => readEndpoint(user, query)))
      .handle("setEndpoint", ({ payload }) => changing((user) => saveEndpoint(user, payload, settings)))
      .handle("rotateSecret", ({ payload }) => changing((user) => rotateSecret(user, payload, settings)))
      .handle("deleteEndpoint", ({ query }) => changing((user) => removeEndpoint(user, query)))
      .handle("sendTestEvent", ({ payload }) =>
        run((user) => inTransaction(queueTestEvent(user, payload))).pipe(Effect.tap(() => worker.wake))
      )
      .handle("deliveries", ({ query }) => run((user) => readDeliveries(user, query)))
  })
).pipe(Layer.provide(layerWebhooksRepository))

import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { ClientConfig as ClientConfigSchema } from "../api/platform/schemas"
import { reportFailure } from "./api/failureWatch"
import { makePortalClient, PortalClient } from "./api/portalClient"
import { Auth, makeAuth } from "./session/auth"
import { requestClientConfig } from "./session/clientConfigRequest"
import { ClientConfig } from "./session/sessionApi"

/** The configuration the page requested as it started, decoded with the contract's schema. */
const layerClientConfig = Layer.effect(
  ClientConfig,
  Effect.promise(requestClientConfig).pipe(Effect.flatMap(Schema.decodeUnknownEffect(ClientConfigSchema)), Effect.orDie)
)

const layerAuth = Layer.effect(
  Auth,
  Effect.map(Effect.service(ClientConfig), (config) => makeAuth(config))
)

/** Calls carry the signed-in user's token when there is one; every failure is seen by the watchers above. */
const layerClient = Layer.effect(
  PortalClient,
  Effect.gen(function* () {
    const auth = yield* Auth
    return yield* makePortalClient({
      accessToken: auth.accessToken,
      failed: reportFailure
    })
  })
)

const layerPortal = Layer.provideMerge(layerClient, Layer.provideMerge(layerAuth, layerClientConfig))

export type PortalServices = Layer.Success<typeof layerPortal>

/** The browser app's services, built on first use and kept for the page's life. */
export const portalRuntime = ManagedRuntime.make(layerPortal)

export type PortalRuntime = ManagedRuntime.ManagedRuntime<PortalServices, never>

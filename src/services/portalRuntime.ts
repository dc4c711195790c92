import { Effect, Layer, ManagedRuntime } from "effect"
import { isAccountDisabled } from "./api/notifications"
import { layerPortalClient, makePortalClient, PortalClient } from "./api/portalClient"
import type { PortalFailure } from "./api/portalFailure"
import { Auth, makeAuth } from "./session/auth"
import { ClientConfig, loadClientConfig } from "./session/sessionApi"

type FailureListener = (failure: PortalFailure) => void
const failureListeners = new Set<FailureListener>()

/** Calls back when any call is answered 403 ACCOUNT_DISABLED; returns the unsubscribe function. */
export const onAccountDisabled = (listener: () => void): (() => void) => {
  const onFailure: FailureListener = (failure) => {
    if (isAccountDisabled(failure)) listener()
  }
  failureListeners.add(onFailure)
  return () => failureListeners.delete(onFailure)
}

/** The configuration comes from the server before anyone signs in. */
const layerClientConfig = Layer.effect(ClientConfig, loadClientConfig.pipe(Effect.provide(layerPortalClient()), Effect.orDie))

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
      failed: (failure) => failureListeners.forEach((listener) => listener(failure))
    })
  })
)

const layerPortal = Layer.provideMerge(layerClient, Layer.provideMerge(layerAuth, layerClientConfig))

export type PortalServices = Layer.Success<typeof layerPortal>

/** The browser app's services, built on first use and kept for the page's life. */
export const portalRuntime = ManagedRuntime.make(layerPortal)

export type PortalRuntime = ManagedRuntime.ManagedRuntime<PortalServices, never>

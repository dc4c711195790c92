import { Context, Effect, Layer } from "effect"
import { RateLimiterPostgres } from "rate-limiter-flexible"
import { PortalConfig } from "../../config"
import { rateLimitStore } from "../../db/shared/rateLimitStore"
import { isLimited } from "../../identity/signInThrottle"

export type ClientEventGate = { readonly _tag: "Open" } | { readonly _tag: "Refused"; readonly retryAfterSeconds: number }

export interface ClientEventLimitShape {
  /** Counts a browser event from the address; refused past CLIENT_EVENTS_PER_MINUTE in its minute. */
  readonly consume: (address: string) => Effect.Effect<ClientEventGate>
}

export class ClientEventLimit extends Context.Service<ClientEventLimit, ClientEventLimitShape>()("portal/ClientEventLimit") {}

/** The sign-in limiter's table, under its own key prefix: every instance shares the counts. */
export const layerClientEventLimit = Layer.effect(
  ClientEventLimit,
  Effect.gen(function* () {
    const perMinute = (yield* PortalConfig).clientEventsPerMinute
    const limiter = new RateLimiterPostgres({
      ...(yield* rateLimitStore),
      keyPrefix: "clientEvents",
      points: perMinute,
      duration: 60
    })
    return {
      consume: (address) =>
        Effect.tryPromise(() =>
          limiter.consume(address).then(
            (): ClientEventGate => ({ _tag: "Open" }),
            (error: unknown): ClientEventGate => {
              if (!isLimited(error)) throw error
              return { _tag: "Refused", retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
            }
          )
        ).pipe(Effect.orDie)
    }
  })
)

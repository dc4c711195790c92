import { Context, Effect, Layer, Schedule } from "effect"

/** Each distinct error is logged at once; its repeats, and refusals, are summed up once a minute. */
const summaryInterval = "1 minute"
/** Distinct errors remembered within one interval; beyond, they are only counted. */
const maxDistinct = 500

export interface ClientEventLogShape {
  readonly error: (page: string, message: string) => Effect.Effect<void>
  readonly refused: (address: string) => Effect.Effect<void>
}

export class ClientEventLog extends Context.Service<ClientEventLog, ClientEventLogShape>()("portal/ClientEventLog") {}

export const layerClientEventLog = Layer.effect(
  ClientEventLog,
  Effect.gen(function* () {
    const errors = new Map<string, { readonly page: string; readonly message: string; repeats: number }>()
    const refusals = new Map<string, number>()
    let unlisted = 0

    const summarize = Effect.gen(function* () {
      for (const { page, message, repeats } of errors.values()) {
        if (repeats > 0) yield* Effect.logWarning("Browser error repeated", { page, message, repeats })
      }
      for (const [address, count] of refusals) {
        if (count > 1) yield* Effect.logWarning("Browser events refused over the limit", { address, refused: count })
      }
      if (unlisted > 0) yield* Effect.logWarning("Further distinct browser errors, not logged one by one", { count: unlisted })
      errors.clear()
      refusals.clear()
      unlisted = 0
    })
    yield* Effect.forkScoped(Effect.repeat(Effect.delay(summarize, summaryInterval), Schedule.forever))

    return {
      error: (page, message) =>
        Effect.suspend(() => {
          const key = `${page}\n${message}`
          const seen = errors.get(key)
          if (seen) {
            seen.repeats++
            return Effect.void
          }
          if (errors.size >= maxDistinct) {
            unlisted++
            return Effect.void
          }
          errors.set(key, { page, message, repeats: 0 })
          return Effect.logWarning("Browser error", { page, message })
        }),
      refused: (address) =>
        Effect.suspend(() => {
          const count = (refusals.get(address) ?? 0) + 1
          refusals.set(address, count)
          return count === 1 ? Effect.logWarning("Browser events refused over the limit", { address }) : Effect.void
        })
    }
  })
)

import { Effect } from "effect"
import { performance } from "node:perf_hooks"

/** How often the answering thread's load is sampled. */
const sampleEvery = "500 millis"

/**
 * The share of the last half second the server's answering thread (its event loop) was busy, from 0
 * to 1, sampled for as long as the calling scope lasts.
 */
export const makeAnsweringLoad = Effect.gen(function* () {
  let busy = 0
  let last = performance.eventLoopUtilization()
  yield* Effect.forkScoped(
    Effect.forever(
      Effect.sleep(sampleEvery).pipe(
        Effect.andThen(
          Effect.sync(() => {
            const now = performance.eventLoopUtilization()
            busy = performance.eventLoopUtilization(now, last).utilization
            last = now
          })
        )
      )
    )
  )
  return { busy: () => busy }
})

import { Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { asBackgroundWork, requestsAnswering, requestsFirst } from "../../src/server/shared/requestsAnswering"

/** A request counted in for `ms`, as the request log's middleware does. */
const requestFor = (ms: number) =>
  Effect.acquireUseRelease(
    Effect.sync(requestsAnswering.begin),
    () => Effect.sleep(`${ms} millis`),
    () => Effect.sync(requestsAnswering.end)
  )

const timed = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const started = performance.now()
    yield* effect
    return performance.now() - started
  })

/** How long the file's work waits, `longestMs` at most, beside a request answered for `requestMs`. */
const waitedBeside = (requestMs: number, longestMs: number) =>
  Effect.gen(function* () {
    const request = yield* Effect.forkChild(requestFor(requestMs))
    yield* Effect.yieldNow
    const waited = yield* timed(requestsFirst(longestMs))
    yield* Fiber.interrupt(request)
    return waited
  })

describe("an SDC file's work lets the requests being answered go first", () => {
  it("goes on at once when no request is being answered", async () => {
    const took = await Effect.runPromise(timed(requestsFirst(400)))
    expect(took).toBeLessThan(50)
  })

  it("waits for a request being answered to end, and no longer", async () => {
    const took = await Effect.runPromise(waitedBeside(120, 1_000))
    expect(took).toBeGreaterThanOrEqual(100)
    expect(took).toBeLessThan(600)
  })

  it("waits at most its longest while requests keep coming", async () => {
    const took = await Effect.runPromise(waitedBeside(3_000, 100))
    expect(took).toBeGreaterThanOrEqual(100)
    expect(took).toBeLessThan(1_500)
    expect(requestsAnswering.count).toBe(0)
  })

  it("an upload's own request is not counted while its file is worked on, and is again after", async () => {
    const [during, after] = await Effect.runPromise(
      Effect.acquireUseRelease(
        Effect.sync(requestsAnswering.begin),
        () =>
          Effect.gen(function* () {
            const during = yield* asBackgroundWork(Effect.sync(() => requestsAnswering.count))
            return [during, requestsAnswering.count] as const
          }),
        () => Effect.sync(requestsAnswering.end)
      )
    )
    expect(during).toBe(0)
    expect(after).toBe(1)
  })
})

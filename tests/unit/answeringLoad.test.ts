import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeAnsweringLoad } from "../../src/server/pdf/answeringLoad"

const blockFor = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // the answering thread busy, as with requests
  }
}

describe("the answering thread's load, which pauses the PDFs rendered ahead", () => {
  it("reads busy while the event loop is held and idle once it is free again", async () => {
    const [whileHeld, afterwards] = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const load = yield* makeAnsweringLoad
          yield* Effect.sleep("50 millis")
          blockFor(600)
          yield* Effect.sleep("100 millis")
          const held = load.busy()
          yield* Effect.sleep("1100 millis")
          return [held, load.busy()] as const
        })
      )
    )
    expect(whileHeld).toBeGreaterThan(0.5)
    expect(afterwards).toBeLessThan(0.3)
  })
})

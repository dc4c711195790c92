import { Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { aheadKey, aheadMaxWaitMs, makeAheadRenders } from "../../src/server/pdf/pdfAhead"

const render = (reportId: number) => ({ key: aheadKey(reportId, "en"), render: Effect.void })

describe("PDFs rendered ahead", () => {
  it("are rendered oldest first, each report and language once, and the newest push out the oldest past the line's size", () => {
    const line = makeAheadRenders(2)
    expect(line.offer(render(1), 0)).toBe(true)
    expect(line.offer(render(1), 0)).toBe(false)
    expect(line.offer({ key: aheadKey(1, "fr"), render: Effect.void }, 0)).toBe(true)
    expect(line.offer(render(2), 0)).toBe(true)
    expect(line.waiting).toBe(2)
    expect(line.start(1)?.key).toBe("driver:1:fr")
    expect(line.start(1)?.key).toBe("driver:2:en")
    expect(line.start(1)).toBeUndefined()
  })

  it("are told apart by the kind of report: a driver report and a vehicle report of the same id both join", () => {
    const line = makeAheadRenders(10)
    expect(line.offer(render(1), 0)).toBe(true)
    expect(line.offer({ key: aheadKey(1, "en", "vehicle"), render: Effect.void }, 0)).toBe(true)
    expect(line.offer({ key: aheadKey(1, "en", "vehicle"), render: Effect.void }, 0)).toBe(false)
    expect([line.start(0)?.key, line.start(0)?.key]).toEqual(["driver:1:en", "vehicle:1:en"])
  })

  it("are not rendered once they have waited longer than a user would before printing", () => {
    const line = makeAheadRenders(10)
    line.offer(render(1), 0)
    line.offer(render(2), 1_000)
    expect(line.start(aheadMaxWaitMs + 500)?.key).toBe("driver:2:en")
    expect(line.waiting).toBe(0)
  })

  it("are off with a line of size 0", () => {
    const line = makeAheadRenders(0)
    expect(line.offer(render(1), 0)).toBe(false)
    expect(line.start(0)).toBeUndefined()
  })

  it("leave a PDF asked for while it waits to the request, and make a request wait for one already rendering", async () => {
    const line = makeAheadRenders(10)
    line.offer(render(1), 0)
    line.offer(render(2), 0)
    await Effect.runPromise(line.settle(aheadKey(1, "en")))
    const started = line.start(0)
    expect(started?.key).toBe("driver:2:en")
    expect(line.waiting).toBe(0)
    // A render running: the request for the same PDF waits for it to end, however it ends.
    const asked = Effect.runFork(line.settle(aheadKey(2, "en")))
    await Effect.runPromise(Effect.yieldNow)
    expect(asked.pollUnsafe()).toBeUndefined()
    await Effect.runPromise(line.done(aheadKey(2, "en")))
    await Effect.runPromise(Fiber.join(asked))
    // Once it has ended, the report may be offered again.
    expect(line.offer(render(2), 0)).toBe(true)
  })
})

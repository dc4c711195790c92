import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { normalizeVin, type VehicleReport } from "../../src/api/reports/vehicleSchemas"
import { vinSearchMachine, type VinSearchContext } from "../../src/machines/reports/vinSearchMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const report = { id: 7, vin: "2HGFC2F59JH000001" } as VehicleReport

const events: SampleEvents = () => [
  { type: "VIN_CHANGED", value: " 2hg-fc2f5 9jh000001 " },
  { type: "VIN_CHANGED", value: "IOQ-" },
  { type: "SUBMIT" },
  { type: "RESET" },
  { type: "ACKNOWLEDGE" },
  { type: "xstate.done.actor.generate", output: report },
  { type: "xstate.error.actor.generate", error: { status: 404, tag: "NotFound" } },
  { type: "xstate.error.actor.generate", error: { status: 500, tag: "InternalError" } }
]

/** What the vehicle search shows after a sequence of user actions and server answers. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "editing",
    vin: "",
    error: undefined as string | undefined,
    report: undefined as unknown,
    failed: false,
    calls: [] as Array<string>
  }
  for (const event of seen) {
    const e = event as EventObject & { value?: string; error?: { status: number }; output?: unknown }
    if (e.type === "VIN_CHANGED") Object.assign(s, { vin: normalizeVin(e.value!), error: undefined })
    if (e.type === "RESET") Object.assign(s, { vin: "", error: undefined, failed: false })
    if (e.type === "SUBMIT") {
      if (s.vin === "") s.error = "blank"
      else Object.assign(s, { screen: "generating", failed: false, calls: [...s.calls, s.vin] })
    }
    if (e.type === "ACKNOWLEDGE") s.screen = "editing"
    if (e.type === "xstate.done.actor.generate") Object.assign(s, { screen: "showingReport", report: e.output })
    if (e.type === "xstate.error.actor.generate") {
      if (e.error!.status === 404) s.screen = "noResults"
      else Object.assign(s, { screen: "editing", failed: true })
    }
  }
  return s
}

const coverage = new Coverage("vinSearchMachine", vinSearchMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(() => console.log(coverage.summary()))

describe("the VIN search", () => {
  it("strips what a VIN cannot hold: non-alphanumerics and I, O, Q; at most 17", () => {
    expect(normalizeVin(" 2hg-fc2f5 9jh000001 ")).toBe("2HGFC2F59JH000001")
    expect(normalizeVin("IOQ")).toBe("")
    expect(normalizeVin("1234567890ABCDEFGHJK")).toHaveLength(17)
  })

  for (const path of modelPaths(vinSearchMachine, { events, maxSimpleLength: 5 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const actor = createActor(vinSearchMachine.provide({ actors: { generate: doubles.promise("generate") } }), {
        inspect: coverage.inspect
      })
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as VinSearchContext
        expect(live.value).toBe(expected.screen)
        expect(context.vin).toBe(expected.vin)
        expect(context.error).toBe(expected.error)
        expect(context.failure !== undefined).toBe(expected.failed)
        if (expected.screen === "showingReport") expect(context.report).toEqual(expected.report)
        expect(doubles.callsOf("generate")).toEqual(expected.calls.map((vin) => ({ vin })))
      })
    })
  }
})

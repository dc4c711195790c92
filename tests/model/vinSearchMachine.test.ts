import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError, NotFound } from "../../src/api/errors"
import { normalizeVin, type VehicleReport } from "../../src/api/reports/vehicleSchemas"
import { vinSearchMachine, type VinSearchContext } from "../../src/machines/vehicles/vinSearchMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const report = { id: 7, vin: "2HGFC2F59JH000001" } as VehicleReport
const serverError = new InternalError({})

const events: SampleEvents = () => [
  { type: "VIN_CHANGED", value: " 2hg-fc2f5 9jh000001 " },
  { type: "VIN_CHANGED", value: "IOQ-" },
  { type: "VIN_CHANGED", value: "1hg dm0a1 xt99" },
  { type: "SUBMIT" },
  { type: "RESET" },
  { type: "ACKNOWLEDGE" },
  { type: "xstate.done.actor.generate", output: report },
  { type: "xstate.error.actor.generate", error: new NotFound({}) },
  { type: "xstate.error.actor.generate", error: serverError }
]

/** What the vehicle search shows after a sequence of user actions and server answers. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "editing",
    vin: "",
    error: undefined as string | undefined,
    opened: [] as Array<VehicleReport>,
    notices: [] as Array<PortalFailure>,
    calls: [] as Array<string>
  }
  for (const event of seen) {
    const e = event as EventObject & { value?: string; error?: PortalFailure; output?: VehicleReport }
    if (e.type === "VIN_CHANGED") Object.assign(s, { vin: normalizeVin(e.value!), error: undefined })
    if (e.type === "RESET") Object.assign(s, { vin: "", error: undefined })
    if (e.type === "SUBMIT") {
      if (s.vin === "") s.error = "blank"
      else if (s.vin.length < 17) s.error = "tooShort"
      else Object.assign(s, { screen: "generating", calls: [...s.calls, s.vin] })
    }
    if (e.type === "ACKNOWLEDGE") s.screen = "editing"
    if (e.type === "xstate.done.actor.generate") {
      s.screen = "showingReport"
      s.opened.push(e.output!)
    }
    if (e.type === "xstate.error.actor.generate") {
      // No data for the VIN: the No Results Found dialog; anything else, the generic notice.
      if (e.error!._tag === "NotFound") s.screen = "noResults"
      else {
        s.screen = "editing"
        s.notices.push(e.error!)
      }
    }
  }
  return s
}

const coverage = new Coverage("vinSearchMachine", vinSearchMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("the VIN search", () => {
  it("strips what a VIN cannot hold: non-alphanumerics and I, O, Q; at most 17", () => {
    expect(normalizeVin(" 2hg-fc2f5 9jh000001 ")).toBe("2HGFC2F59JH000001")
    expect(normalizeVin("IOQ")).toBe("")
    expect(normalizeVin("1234567890ABCDEFGHJK")).toHaveLength(17)
  })

  for (const path of modelPaths(vinSearchMachine, { events, maxSimpleLength: 5 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const opened: Array<VehicleReport> = []
      const notices: Array<PortalFailure> = []
      const actor = createActor(
        vinSearchMachine.provide({
          actors: { generate: doubles.promise<VehicleReport, { vin: string }>("generate") },
          actions: {
            openReport: (_, params) => opened.push(params.report),
            notifyFailure: (_, params) => notices.push(params.failure)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as VinSearchContext
        expect(live.value).toBe(expected.screen)
        expect(context.vin).toBe(expected.vin)
        expect(context.error).toBe(expected.error)
        expect(opened).toEqual(expected.opened)
        expect(notices).toEqual(expected.notices)
        expect(doubles.callsOf("generate")).toEqual(expected.calls.map((vin) => ({ vin })))
      })
    })
  }
})

import { afterAll, describe, expect, it } from "vitest"
import { createActor, type EventObject } from "xstate"
import { Forbidden, NotFound } from "../../src/api/errors"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  ninetyDaysRegenerateMachine,
  type NinetyDaysRegenerateInput
} from "../../src/machines/corrections/ninetyDaysRegenerateMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath } from "./modelHarness"

const input: NinetyDaysRegenerateInput = { reportId: 41, ninetyDaysDataCorrectionId: 7 }
const regenerated: DriverReport = { ...sampleReport, id: 88 }
const failures: ReadonlyArray<PortalFailure> = [new NotFound({}), new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })]

const coverage = new Coverage("ninetyDaysRegenerateMachine", ninetyDaysRegenerateMachine)
afterAll(coverage.assertComplete)

/** What the Regenerate report button did, from document 3 (90-day report) alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = { state: "idle", calls: 0, notices: [] as Array<PortalFailure>, successes: 0, opened: [] as Array<number> }
  for (const event of seen) {
    const e = event as EventObject & { output?: DriverReport; error?: PortalFailure }
    if (e.type === "REGENERATE" && s.state === "idle") Object.assign(s, { state: "regenerating", calls: s.calls + 1 })
    if (e.type === "xstate.done.actor.regenerateReport") {
      s.state = "regenerated"
      s.successes += 1
      s.opened.push(e.output!.id)
    }
    if (e.type === "xstate.error.actor.regenerateReport") {
      s.state = "idle"
      s.notices.push(e.error!)
    }
  }
  return s
}

describe("Regenerate report from a 90-day row", () => {
  const paths = modelPaths(ninetyDaysRegenerateMachine, {
    input,
    events: () => [
      { type: "REGENERATE" },
      { type: "xstate.done.actor.regenerateReport", output: regenerated },
      ...failures.map((error) => ({ type: "xstate.error.actor.regenerateReport", error }))
    ],
    maxSimpleLength: 5
  })
  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const done = { notices: [] as Array<PortalFailure>, successes: 0, opened: [] as Array<number> }
      const actor = createActor(
        ninetyDaysRegenerateMachine.provide({
          actors: { regenerateReport: doubles.promise<DriverReport, NinetyDaysRegenerateInput>("regenerateReport") },
          actions: {
            notifyFailure: (_, { failure }) => done.notices.push(failure),
            notifyRegenerated: () => (done.successes += 1),
            openReport: (_, { reportId }) => done.opened.push(reportId)
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.state)
        // The report the row belongs to, with the row's id.
        expect(doubles.callsOf("regenerateReport")).toEqual(Array.from({ length: expected.calls }, () => input))
        expect(done).toEqual({ notices: expected.notices, successes: expected.successes, opened: expected.opened })
      })
    })
  }
})

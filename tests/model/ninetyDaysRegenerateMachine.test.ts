import { afterAll, describe, expect, it } from "vitest"
import { createActor, type EventObject } from "xstate"
import { Forbidden, NotFound } from "../../src/api/errors"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  ninetyDaysRegenerateMachine,
  type NinetyDaysRegenerateInput
} from "../../src/machines/corrections/ninetyDaysRegenerateMachine"
import type { NewReportRequest } from "../../src/machines/shared/newReportMachine"
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
  const s = { state: "idle", calls: 0, notices: [] as Array<PortalFailure>, opened: [] as Array<number> }
  for (const event of seen) {
    const e = event as EventObject & { output?: DriverReport; error?: PortalFailure }
    if (e.type === "GENERATE" && s.state === "idle") Object.assign(s, { state: "generating", calls: s.calls + 1 })
    if (e.type === "xstate.done.actor.generate") {
      s.state = "opened"
      s.opened.push(e.output!.id)
    }
    if (e.type === "xstate.error.actor.generate") {
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
      { type: "GENERATE" },
      { type: "xstate.done.actor.generate", output: regenerated },
      ...failures.map((error) => ({ type: "xstate.error.actor.generate", error }))
    ],
    maxSimpleLength: 5
  })
  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const done = { notices: [] as Array<PortalFailure>, opened: [] as Array<number> }
      const actor = createActor(
        ninetyDaysRegenerateMachine.provide({
          actors: { generate: doubles.promise<DriverReport, NewReportRequest<NinetyDaysRegenerateInput>>("generate") },
          actions: {
            notifyFailure: (_, { failure }) => done.notices.push(failure),
            openReport: (_, { reportId }) => done.opened.push(reportId)
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.state)
        // The report the row belongs to, with the row's id.
        expect(doubles.callsOf("generate")).toEqual(Array.from({ length: expected.calls }, () => ({ request: input })))
        expect(done).toEqual({ notices: expected.notices, opened: expected.opened })
      })
    })
  }
})

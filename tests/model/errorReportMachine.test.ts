import { afterAll, describe, expect, it } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import { errorReportMachine, type ErrorReportRequest } from "../../src/machines/sdc/errorReportMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const english: ErrorReportRequest = { id: 7, fileName: "claims.csv", language: "en" }
const french: ErrorReportRequest = { id: 8, fileName: "polices.csv", language: "fr" }
const serverDown = new InternalError({})

const events: SampleEvents = () => [
  { type: "DOWNLOAD", ...english },
  { type: "DOWNLOAD", ...french },
  { type: "xstate.done.actor.download" },
  { type: "xstate.error.actor.download", error: serverDown }
]

/** One download at a time: a second click while one runs does nothing; a failure is told. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = { busy: false, calls: [] as Array<ErrorReportRequest>, failures: [] as Array<PortalFailure> }
  for (const event of seen) {
    const e = event as EventObject & Partial<ErrorReportRequest> & { error?: PortalFailure }
    if (e.type === "DOWNLOAD" && !s.busy) {
      s.busy = true
      s.calls.push({ id: e.id!, fileName: e.fileName!, language: e.language! })
    } else if (e.type === "xstate.done.actor.download") s.busy = false
    else if (e.type === "xstate.error.actor.download") {
      s.busy = false
      s.failures.push(e.error!)
    }
  }
  return s
}

const coverage = new Coverage("errorReportMachine", errorReportMachine)
afterAll(coverage.assertComplete)

describe("the SDC error report download", () => {
  for (const path of modelPaths(errorReportMachine, { events, maxSimpleLength: 4 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const failures: Array<PortalFailure> = []
      const actor = createActor(
        errorReportMachine.provide({
          actors: { download: doubles.promise<void, ErrorReportRequest>("download") },
          actions: { notifyFailure: (_, { failure }) => failures.push(failure) }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.hasTag("busy")).toBe(expected.busy)
        expect(doubles.callsOf("download")).toEqual(expected.calls)
        expect(failures).toEqual(expected.failures)
      })
    })
  }

  it("starts idle", () => {
    const actor = createActor(errorReportMachine).start()
    expect(actor.getSnapshot().value).toBe("idle")
    actor.stop()
  })
})

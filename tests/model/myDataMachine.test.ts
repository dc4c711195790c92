import { afterAll, describe, expect, it } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import { myDataMachine } from "../../src/machines/account/myDataMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const serverDown = new InternalError({})

const events: SampleEvents = () => [
  { type: "DOWNLOAD" },
  { type: "xstate.done.actor.download" },
  { type: "xstate.error.actor.download", error: serverDown }
]

/** One download at a time: a second click while one runs does nothing; a failure is told. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = { busy: false, calls: 0, failures: [] as Array<PortalFailure> }
  for (const event of seen) {
    if (event.type === "DOWNLOAD" && !s.busy) {
      s.busy = true
      s.calls++
    } else if (event.type === "xstate.done.actor.download") s.busy = false
    else if (event.type === "xstate.error.actor.download") {
      s.busy = false
      s.failures.push((event as EventObject & { error: PortalFailure }).error)
    }
  }
  return s
}

const coverage = new Coverage("myDataMachine", myDataMachine)
afterAll(coverage.assertComplete)

describe("download my data", () => {
  for (const path of modelPaths(myDataMachine, { events, maxSimpleLength: 4 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const failures: Array<PortalFailure> = []
      const actor = createActor(
        myDataMachine.provide({
          actors: { download: doubles.promise<void, void>("download") },
          actions: { notifyFailure: (_, { failure }) => failures.push(failure) }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.hasTag("busy")).toBe(expected.busy)
        expect(doubles.callsOf("download")).toHaveLength(expected.calls)
        expect(failures).toEqual(expected.failures)
      })
    })
  }

  it("starts idle", () => {
    const actor = createActor(myDataMachine).start()
    expect(actor.getSnapshot().value).toBe("idle")
    actor.stop()
  })
})

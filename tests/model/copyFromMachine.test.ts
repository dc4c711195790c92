import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { CopyProfile } from "../../src/api/users/schemas"
import { copyFromMachine, copyLookupDelay } from "../../src/machines/users/copyFromMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const copy = (id: number): CopyProfile => ({
  id,
  userId: `user${id}@northwind.example`,
  firstName: "Avery",
  lastName: "Analyst",
  email: "avery@northwind.example",
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: null,
  assignedOrganizationsIds: [2],
  functions: [{ functionId: 1, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }],
  driverReportOptions: [{ driverReportOptionId: 100, isDefault: true }]
})

const after = { type: "xstate.after.copyLookupDelay.copyFrom.waiting" }

const events: SampleEvents = () => [
  after,
  { type: "xstate.done.actor.lookUp", output: [] },
  { type: "xstate.done.actor.lookUp", output: [copy(9)] },
  { type: "xstate.done.actor.lookUp", output: [copy(9), copy(10)] },
  { type: "xstate.error.actor.lookUp", error: new InternalError({}) },
  { type: "CHOOSE", id: 9 },
  { type: "CHOOSE", id: 10 },
  { type: "CHOOSE", id: 99 },
  { type: "CONFIRM" },
  { type: "CANCEL" }
]

/**
 * Document 2 sections 2 and 4: the e-mail is looked up once typing pauses; the user picked among those
 * found is confirmed before it is copied; nobody found says so.
 */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "waiting",
    matches: [] as ReadonlyArray<CopyProfile>,
    chosen: null as CopyProfile | null,
    lookUps: [] as Array<string>,
    notices: [] as Array<string>
  }
  for (const event of seen) {
    const e = event as EventObject & { output?: ReadonlyArray<CopyProfile>; error?: PortalFailure; id?: number }
    if (e.type === after.type) {
      s.screen = "lookingUp"
      s.lookUps.push("avery@northwind.example")
    }
    if (e.type === "xstate.done.actor.lookUp") {
      s.matches = e.output!
      s.screen = e.output!.length === 0 ? "notFound" : "choosing"
    }
    if (e.type === "xstate.error.actor.lookUp") {
      s.screen = "notFound"
      s.notices.push(e.error!._tag)
    }
    if (e.type === "CHOOSE" && s.screen === "choosing" && s.matches.some((m) => m.id === e.id)) {
      s.chosen = s.matches.find((m) => m.id === e.id)!
      s.screen = "confirming"
    }
    if (e.type === "CONFIRM" && s.screen === "confirming") s.screen = "done"
    if (e.type === "CANCEL" && s.screen === "choosing") Object.assign(s, { screen: "done", chosen: null })
    else if (e.type === "CANCEL" && s.screen === "confirming") Object.assign(s, { screen: "choosing", chosen: null })
  }
  return s
}

const coverage = new Coverage("copyFromMachine", copyFromMachine)
const input = { email: " avery@northwind.example " }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("copy-from", () => {
  for (const path of modelPaths(copyFromMachine, { input, events })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices: Array<string> = []
      const actor = createActor(
        copyFromMachine.provide({
          actors: { lookUp: doubles.promise<ReadonlyArray<CopyProfile>, string>("lookUp") },
          actions: { notifyFailure: (_, { failure }) => notices.push(failure._tag) }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(
        actor,
        path,
        doubles,
        coverage,
        (live, seen) => {
          const expected = expectedAfter(seen)
          expect(live.value).toBe(expected.screen)
          expect(live.hasTag("lookingUp")).toBe(expected.screen === "waiting" || expected.screen === "lookingUp")
          expect(live.context.chosen).toEqual(expected.chosen)
          expect(doubles.callsOf("lookUp")).toEqual(expected.lookUps)
          expect(notices).toEqual(expected.notices)
          if (expected.screen === "done") expect(live.output).toEqual(expected.chosen)
        },
        () => copyLookupDelay
      )
    })
  }
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { RemoveClaimPayload } from "../../src/api/corrections/schemas"
import { Conflict, Forbidden, InternalError } from "../../src/api/errors"
import type { DriverReport } from "../../src/api/reports/schemas"
import type { DialogOutcome } from "../../src/machines/corrections/correctionOutcome"
import { removeClaimMachine } from "../../src/machines/corrections/removeClaimMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const withoutClaim: DriverReport = { ...sampleReport, id: 78, claims: sampleReport.claims.slice(1) }

const events: SampleEvents = () => [
  { type: "CONFIRM" },
  { type: "CANCEL" },
  { type: "xstate.done.actor.removeClaim", output: withoutClaim },
  { type: "xstate.error.actor.removeClaim", error: new Conflict({}) },
  { type: "xstate.error.actor.removeClaim", error: new InternalError({}) },
  { type: "xstate.error.actor.removeClaim", error: new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" }) }
]

/** Document 3 sections 2, 4 and 8: confirm, then the report without the claim; a failure is a notice and the question stays. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "confirming" as "confirming" | "removing" | "done",
    outcome: undefined as DialogOutcome | undefined,
    calls: [] as Array<RemoveClaimPayload>,
    notices: [] as Array<PortalFailure>
  }
  for (const event of seen) {
    const e = event as EventObject & { output?: DriverReport; error?: PortalFailure }
    if (e.type === "CONFIRM" && s.screen === "confirming") {
      s.screen = "removing"
      s.calls.push({ claimKey: 501, reportId: 41 })
    }
    if (e.type === "CANCEL" && s.screen === "confirming") Object.assign(s, { screen: "done", outcome: { outcome: "cancelled" } })
    if (e.type === "xstate.done.actor.removeClaim")
      Object.assign(s, { screen: "done", outcome: { outcome: "corrected", report: e.output } })
    if (e.type === "xstate.error.actor.removeClaim") {
      if (e.error!._tag === "Conflict") Object.assign(s, { screen: "done", outcome: { outcome: "conflict" } })
      else {
        s.screen = "confirming"
        s.notices.push(e.error!)
      }
    }
  }
  return s
}

const coverage = new Coverage("removeClaimMachine", removeClaimMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("removing a claim", () => {
  for (const path of modelPaths(removeClaimMachine, { input: { report: sampleReport, claimId: 501 }, events })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices: Array<PortalFailure> = []
      const actor = createActor(
        removeClaimMachine.provide({
          actors: { removeClaim: doubles.promise<DriverReport, RemoveClaimPayload>("removeClaim") },
          actions: { notifyRemoveFailure: (_, { failure }) => notices.push(failure) }
        }),
        { input: { report: sampleReport, claimId: 501 }, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.screen)
        expect(doubles.callsOf("removeClaim")).toEqual(expected.calls)
        expect(notices).toEqual(expected.notices)
        if (expected.outcome) expect(live.output).toEqual(expected.outcome)
      })
    })
  }
})

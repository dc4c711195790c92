import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import { FunctionId } from "../../src/api/functions"
import type { ReportingCompany } from "../../src/api/platform/schemas"
import type { DriverReport } from "../../src/api/reports/schemas"
import type { EditTarget } from "../../src/machines/corrections/correctionEdits"
import { controlOf, correctionModeMachine, type CorrectionModeInput } from "../../src/machines/corrections/correctionModeMachine"
import type { DialogOutcome } from "../../src/machines/corrections/correctionOutcome"
import type { CorrectionUser } from "../../src/machines/corrections/correctionRights"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const today = "2025-06-15"
const company = (id: number, code: string): ReportingCompany => ({ id, organizationId: 2, code, nameEn: code, nameFr: code })
const northwind = company(1, "NW")
const contoso = company(2, "CM")
const user = (companies: ReadonlyArray<ReportingCompany>, isIbc: boolean): CorrectionUser => ({
  isIbc,
  userFunctions: [{ userId: 9, functionId: FunctionId.dataCorrection, reportingCompanies: companies }]
})

const correctedReport: DriverReport = { ...sampleReport, id: 90 }
const regenerated: DriverReport = { ...sampleReport, id: 91 }

type Dialog = "editItem" | "removeClaim" | "addClaim" | "addOperator"
const dialogs: ReadonlyArray<Dialog> = ["editItem", "removeClaim", "addClaim", "addOperator"]
const outcomes: ReadonlyArray<DialogOutcome> = [
  { outcome: "corrected", report: correctedReport },
  { outcome: "conflict" },
  { outcome: "cancelled" }
]

const driverName: EditTarget = { kind: "driver", field: "fullName" }
/** Policy 1 is Contoso's; claim 502 is a third-party claim. */
const contosoPolicy: EditTarget = { kind: "policy", policyKey: 1 }
const thirdPartyAtFault: EditTarget = { kind: "claim", claimId: 502, field: "firstPartyFaultDegree" }

const userEvents = [
  { type: "SWITCHED", on: true },
  { type: "SWITCHED", on: false },
  { type: "EDIT", target: driverName },
  { type: "EDIT", target: contosoPolicy },
  { type: "EDIT", target: thirdPartyAtFault },
  { type: "REMOVE_CLAIM", claimId: 501 },
  { type: "ADD_CLAIM" },
  { type: "ADD_OPERATOR", policyKey: 3 }
]
const events: SampleEvents = () => [
  ...userEvents,
  ...dialogs.flatMap((dialog) => outcomes.map((output) => ({ type: `xstate.done.actor.${dialog}`, output }))),
  { type: "xstate.done.actor.regenerate", output: regenerated },
  { type: "xstate.error.actor.regenerate", error: new InternalError({}) }
]
const simpleEvents: SampleEvents = () => [
  ...userEvents,
  { type: "xstate.done.actor.editItem", output: outcomes[0] },
  { type: "xstate.done.actor.removeClaim", output: outcomes[1] },
  { type: "xstate.done.actor.regenerate", output: regenerated }
]

interface Case {
  readonly title: string
  readonly input: CorrectionModeInput
  readonly available: boolean
  /** Which of the sample edits the rules of document 3 section 6 allow this user. */
  readonly allows: (event: EventObject) => boolean
}

const carrierRules = (event: EventObject) => {
  const e = event as EventObject & { target?: EditTarget }
  return e.type === "EDIT" && e.target === driverName
}
const bureauRules = (event: EventObject) => {
  const e = event as EventObject & { target?: EditTarget }
  return e.type === "EDIT" ? e.target !== thirdPartyAtFault : ["REMOVE_CLAIM", "ADD_CLAIM", "ADD_OPERATOR"].includes(e.type)
}

const base = { report: sampleReport, today, on: false }
const cases: ReadonlyArray<Case> = [
  {
    title: "a Northwind corrector, from the driver search",
    input: { ...base, origin: "/driver-report", user: user([northwind], false) },
    available: true,
    allows: carrierRules
  },
  {
    title: "a bureau user back on a corrected report (switch on)",
    input: { ...base, origin: "/driver-report", user: user([northwind, contoso], true), on: true },
    available: true,
    allows: bureauRules
  },
  {
    title: "a corrector on a report opened from the report history",
    input: { ...base, origin: "/report-history", user: user([northwind], false) },
    available: false,
    allows: () => false
  },
  {
    title: "a user without data correction",
    input: { ...base, origin: "/driver-report", user: user([], false) },
    available: false,
    allows: () => false
  }
]

const dialogStates: Record<string, string> = {
  EDIT: "editing",
  REMOVE_CLAIM: "removingClaim",
  ADD_CLAIM: "addingClaim",
  ADD_OPERATOR: "addingOperator"
}
const dialogOfState: Record<string, Dialog> = {
  editing: "editItem",
  removingClaim: "removeClaim",
  addingClaim: "addClaim",
  addingOperator: "addOperator"
}

/** What the screen shows and did, from document 3 sections 2, 4, 6 and 8. */
const expectedAfter = (c: Case, seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: !c.available ? "unavailable" : c.input.on ? "on.idle" : "off",
    opened: [] as Array<number>,
    successes: 0,
    conflicts: 0,
    failures: [] as Array<PortalFailure>,
    dialogInputs: [] as Array<{ dialog: Dialog; input: unknown }>,
    regenerations: [] as Array<{ reportId: number }>,
    /** The report correction mode works on: the one a correction or a regeneration returned. */
    report: sampleReport
  }
  for (const event of seen) {
    const e = event as EventObject & {
      on?: boolean
      target?: EditTarget
      claimId?: number
      policyKey?: number
      output?: unknown
      error?: PortalFailure
    }
    if (e.type === "SWITCHED" && s.screen === "off" && e.on) s.screen = "on.idle"
    else if (e.type === "SWITCHED" && s.screen === "on.idle" && !e.on) s.screen = "off"
    if (e.type in dialogStates && s.screen === "on.idle" && c.allows(e)) {
      s.screen = `on.${dialogStates[e.type]}`
      const dialog = dialogOfState[dialogStates[e.type]!]!
      const input =
        e.type === "EDIT"
          ? { target: e.target, report: s.report, today }
          : e.type === "REMOVE_CLAIM"
            ? { report: s.report, claimId: e.claimId }
            : e.type === "ADD_CLAIM"
              ? { report: s.report, companies: [contoso, northwind], today }
              : { report: s.report, policyKey: e.policyKey, today }
      s.dialogInputs.push({ dialog, input })
    }
    const done = /^xstate\.done\.actor\.(editItem|removeClaim|addClaim|addOperator)$/.exec(e.type)
    if (done) {
      const outcome = e.output as DialogOutcome
      if (outcome.outcome === "corrected") {
        // The new report replaces this one: the screen moves to it and says so.
        s.screen = "on.idle"
        s.successes += 1
        s.opened.push(outcome.report.id)
        s.report = outcome.report
      } else if (outcome.outcome === "conflict") {
        s.screen = "on.refreshing"
        s.conflicts += 1
        s.regenerations.push({ reportId: s.report.id })
      } else s.screen = "on.idle"
    }
    if (e.type === "xstate.done.actor.regenerate") {
      s.screen = "on.idle"
      s.opened.push((e.output as DriverReport).id)
      s.report = e.output as DriverReport
    }
    if (e.type === "xstate.error.actor.regenerate") {
      s.screen = "on.idle"
      s.failures.push(e.error!)
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === "string" ? snapshot.value : `on.${(snapshot.value as { on: string }).on}`

const coverage = new Coverage("correctionModeMachine", correctionModeMachine, {
  allow: {
    "correctionMode.opening": "a passing state: its eventless transitions (both covered) leave it before anyone sees it",
    "correctionMode.choosing": "a passing state: its eventless transitions (both covered) leave it before anyone sees it"
  }
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const c of cases) {
  describe(`correction mode for ${c.title}`, () => {
    for (const path of modelPaths(correctionModeMachine, { input: c.input, events, simpleEvents, maxSimpleLength: 4 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const done = { opened: [] as Array<number>, successes: 0, conflicts: 0, failures: [] as Array<PortalFailure> }
        const actor = createActor(
          correctionModeMachine.provide({
            actors: {
              editItem: doubles.promise<DialogOutcome>("editItem"),
              removeClaim: doubles.promise<DialogOutcome>("removeClaim"),
              addClaim: doubles.promise<DialogOutcome>("addClaim"),
              addOperator: doubles.promise<DialogOutcome>("addOperator"),
              regenerate: doubles.promise<DriverReport, { reportId: number }>("regenerate")
            } as never,
            actions: {
              notifyCorrected: () => (done.successes += 1),
              notifyConflict: () => (done.conflicts += 1),
              notifyFailure: (_, { failure }) => done.failures.push(failure),
              openReport: (_, { reportId }) => done.opened.push(reportId)
            }
          }),
          { input: c.input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(c, seen)
          expect(screenOf(live)).toBe(expected.screen)
          expect(done).toEqual({
            opened: expected.opened,
            successes: expected.successes,
            conflicts: expected.conflicts,
            failures: expected.failures
          })
          for (const dialog of dialogs)
            expect(doubles.callsOf(dialog)).toEqual(expected.dialogInputs.filter((d) => d.dialog === dialog).map((d) => d.input))
          expect(doubles.callsOf("regenerate")).toEqual(expected.regenerations)
          expect(live.context.report).toEqual(expected.report)
        })
      })
    }
  })
}

describe("the focus after a correction", () => {
  it("goes back to the control the dialog was opened from; after a removal, to Add claim", () => {
    expect(controlOf({ type: "EDIT", target: { kind: "driver", field: "fullName" } })).toBe("edit-driver-fullName")
    expect(controlOf({ type: "EDIT", target: { kind: "policy", policyKey: 12 } })).toBe("edit-policy-12")
    expect(controlOf({ type: "EDIT", target: { kind: "claim", claimId: 7, field: "vehicle" } })).toBe("edit-claim-7-vehicle")
    expect(controlOf({ type: "ADD_OPERATOR", policyKey: 12 })).toBe("add-operator-12")
    expect(controlOf({ type: "REMOVE_CLAIM", claimId: 7 })).toBe("add-claim")
  })
})

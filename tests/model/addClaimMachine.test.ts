import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { AddClaimPayload, OperatorByDln, OperatorByDlnPayload } from "../../src/api/corrections/schemas"
import { BadRequest, InternalError } from "../../src/api/errors"
import type { ReportingCompany } from "../../src/api/platform/schemas"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  addClaimMachine,
  addClaimView,
  type AddClaimContext,
  type AddClaimInput,
  type AddClaimLookups
} from "../../src/machines/corrections/addClaimMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { expectedSaveFailure, jurisdictions, lookupAnswers, noticeRecorder, saveAnswers } from "./support/addDialogHarness"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const today = "2025-06-15"
const northwind: ReportingCompany = { id: 1, organizationId: 2, code: "NW", nameEn: "Northwind", nameFr: "Northwind" }
const lookups: AddClaimLookups = {
  majorCoverages: [{ id: 3, code: "COLL", descriptionEn: "Collision", descriptionFr: "Collision" }],
  jurisdictions
}
const input: AddClaimInput = { report: sampleReport, companies: [northwind], today }
const found: OperatorByDln = {
  operatorKey: 55,
  fullName: "Xavier Roy",
  dateOfBirth: "1990-01-01",
  yearOfBirth: 1990,
  genderId: 1,
  maritalStatusId: 2,
  gridLevel: null,
  gridIndicator: null
}
const withClaim: DriverReport = { ...sampleReport, id: 88 }

/** The server's refusals: two at fields the dialog shows, one at a field it has none for (a notice). */
const refusals = [
  new BadRequest({ code: "ERROR_400_DUPLICATE_CLAIM", issues: [{ field: "claimId", code: "duplicateClaim" }] }),
  new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "accidentDate", code: "dateOfLossOutsideTerm" }] }),
  new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "reportId", code: "unknownValue" }] })
]
/** The dialog's fields by the payload's names: the form's own, and the policy number as the chosen policy. */
const dialogField = (field: string) => (field === "policyId" ? "firstPartyPolicyKey" : field === "reportId" ? undefined : field)

/**
 * The fields, filled in this order with valid values. Policy 3 (Northwind, 2024-01-01 to 2025-01-01)
 * is the only Northwind term covering 2024-06-01, so it is chosen for the user.
 */
const fill: ReadonlyArray<{ readonly field: string; readonly value: string }> = [
  { field: "accidentDate", value: "2024-06-01" },
  { field: "reportingCompanyCode", value: "NW" },
  { field: "claimId", value: "NWDC1" },
  { field: "firstPartyVIN", value: "2HGFC2F59LH000300" },
  { field: "firstPartyExcludedDriverId", value: "2" },
  { field: "firstPartyAtFault", value: "50" }
]

const nextFill = (context: AddClaimContext) => fill.find((f) => context.form[f.field as keyof typeof context.form] === "")

/** Samples grow the form one field at a time, so that the states stay few. */
const events: SampleEvents = (snapshot) => {
  const context = snapshot.context as AddClaimContext
  const next = nextFill(context)
  return [
    // The coverage is chosen after the claim number, in the same single line of growth.
    ...(next?.field === "firstPartyVIN" && context.form.majorCoverages.length === 0
      ? [{ type: "COVERAGE_TOGGLED", id: 3 }]
      : next
        ? [{ type: "FIELD_CHANGED", ...next }]
        : []),
    // The licence look-up is walked before the form is filled.
    ...(context.form.accidentDate === "" && context.form.firstPartyOperatorDLN !== "X123"
      ? [{ type: "FIELD_CHANGED", field: "firstPartyOperatorDLN", value: "X123" }]
      : []),
    ...(context.form.accidentDate === "" && context.form.firstPartyOperatorJurisdictionId !== ""
      ? [{ type: "FIELD_CHANGED", field: "firstPartyOperatorJurisdictionId", value: "" }]
      : []),
    ...(context.serverIssues.some((i) => i.field === "claimId")
      ? [{ type: "FIELD_CHANGED", field: "claimId", value: "NWDC2" }]
      : []),
    ...(context.serverIssues.some((i) => i.field === "accidentDate")
      ? [{ type: "FIELD_CHANGED", field: "accidentDate", value: "2024-06-02" }]
      : []),
    { type: "SAVE" },
    { type: "CANCEL" },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadLookups", output: lookups },
    { type: "xstate.error.actor.loadLookups", error: new InternalError({}) },
    { type: "xstate.after.lookupDelay.addClaim.editing.waitingToLookUp" },
    ...lookupAnswers(found),
    ...saveAnswers("addClaim", withClaim, refusals)
  ]
}

type Screen = "loadingOptions" | "optionsFailed" | "editing" | "waitingToLookUp" | "lookingUp" | "saving" | "done"

/** The dialog from document 3 sections 2, 5 and 8, worked out independently of the machine. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "loadingOptions" as Screen,
    form: {} as Record<string, string>,
    coverages: [] as Array<number>,
    operatorKey: null as number | null,
    submitted: false,
    serverIssues: [] as ReadonlyArray<{ field: string; code: string }>,
    outcome: undefined as unknown,
    notices: [] as Array<PortalFailure>,
    badRequests: 0,
    lookups: [] as Array<OperatorByDlnPayload>,
    saved: [] as Array<AddClaimPayload>
  }
  const editing = () => ["editing", "waitingToLookUp", "lookingUp"].includes(s.screen)
  const complete = () =>
    fill.every((f) => s.form[f.field] !== "") &&
    s.coverages.length > 0 &&
    s.form.firstPartyOperatorDLN !== "" &&
    s.form.firstPartyOperatorJurisdictionId !== "" &&
    s.form.firstPartyFullName !== ""
  for (const event of seen) {
    const e = event as EventObject & { field?: string; value?: string; id?: number; output?: unknown; error?: PortalFailure }
    if (e.type === "xstate.done.actor.loadLookups") {
      // The claim is the report's driver's: licence, jurisdiction and name start as that driver.
      s.screen = "editing"
      s.form = {
        ...Object.fromEntries(fill.map((f) => [f.field, ""])),
        firstPartyPolicyKey: "",
        firstPartyOperatorDLN: "123456-789",
        firstPartyOperatorJurisdictionId: "1",
        firstPartyFullName: "Jordan Tremblay"
      }
      s.operatorKey = 7
    }
    if (e.type === "xstate.error.actor.loadLookups") {
      s.screen = "optionsFailed"
      s.notices.push(e.error!)
    }
    if (e.type === "RETRY" && s.screen === "optionsFailed") s.screen = "loadingOptions"
    if (e.type === "CANCEL" && (editing() || s.screen === "optionsFailed"))
      Object.assign(s, { screen: "done", outcome: { outcome: "cancelled" } })
    if (e.type === "FIELD_CHANGED" && editing()) {
      s.form[e.field!] = e.value!
      if (s.form.accidentDate && s.form.reportingCompanyCode) s.form.firstPartyPolicyKey = "3"
      // A refused value changed: its message goes (the date and the policy answer a date outside the term together).
      const together = [
        ["claimId"],
        ["accidentDate", "reportingCompanyCode", "firstPartyPolicyKey"],
        ["firstPartyOperatorDLN", "firstPartyOperatorJurisdictionId"]
      ].find((group) => group.includes(e.field!)) ?? [e.field!]
      s.serverIssues = s.serverIssues.filter((i) => !together.includes(i.field))
      if (e.field === "firstPartyOperatorDLN" || e.field === "firstPartyOperatorJurisdictionId") {
        s.operatorKey = null
        s.screen =
          s.form.firstPartyOperatorDLN !== "" && s.form.firstPartyOperatorJurisdictionId !== "" ? "waitingToLookUp" : "editing"
      }
    }
    if (e.type === "COVERAGE_TOGGLED" && editing()) s.coverages = [...s.coverages, e.id!]
    if (e.type.startsWith("xstate.after.lookupDelay")) {
      s.screen = "lookingUp"
      s.lookups.push({
        jurisdictionCode: s.form.firstPartyOperatorJurisdictionId === "1" ? "AB" : "ON",
        driverLicenceNumber: s.form.firstPartyOperatorDLN!
      })
    }
    if (e.type === "xstate.done.actor.lookUpOperator") {
      s.screen = "editing"
      s.operatorKey = found.operatorKey
      s.form.firstPartyFullName = found.fullName
    }
    if (e.type === "xstate.error.actor.lookUpOperator") {
      // A licence not in the data is an answer: the user types the name.
      s.screen = "editing"
      if (e.error!._tag !== "NotFound") s.notices.push(e.error!)
    }
    if (e.type === "SAVE" && editing()) {
      s.submitted = true
      if (complete()) {
        s.screen = "saving"
        s.saved.push({
          reportId: 41,
          accidentDate: s.form.accidentDate!,
          reportingCompanyCode: "NW",
          firstPartyPolicyKey: 3,
          policyHolderFullName: "Jordan Tremblay",
          policyId: "POL-3",
          claimId: s.form.claimId!,
          majorCoverages: [3],
          firstPartyVIN: "2HGFC2F59LH000300",
          firstPartyOperatorDLN: s.form.firstPartyOperatorDLN!,
          firstPartyOperatorJurisdictionId: Number(s.form.firstPartyOperatorJurisdictionId),
          firstPartyOperatorKey: s.operatorKey,
          firstPartyFullName: s.form.firstPartyFullName!,
          firstPartyExcludedDriverId: 2,
          firstPartyAtFault: 50
        })
      }
    }
    if (e.type === "xstate.done.actor.addClaim")
      Object.assign(s, { screen: "done", outcome: { outcome: "corrected", report: e.output } })
    if (e.type === "xstate.error.actor.addClaim") {
      const failure = expectedSaveFailure(e.error!, dialogField)
      if (failure.kind === "conflict") Object.assign(s, { screen: "done", outcome: { outcome: "conflict" } })
      else {
        s.screen = "editing"
        if (failure.kind === "fieldMessages") s.serverIssues = failure.issues
        else if (failure.kind === "badRequest") s.badRequests += 1
        else s.notices.push(e.error!)
      }
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot): Screen => {
  if (typeof snapshot.value === "string") return snapshot.value as Screen
  const editing = (snapshot.value as { editing: string }).editing
  return editing === "idle" ? "editing" : (editing as Screen)
}

const coverage = new Coverage("addClaimMachine", addClaimMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("adding a claim", () => {
  for (const path of modelPaths(addClaimMachine, {
    input,
    events,
    // The shortest paths already end at every transition; simple paths through this form would be too many to list.
    simpleEvents: () => [{ type: "CANCEL" }],
    maxSimpleLength: 2
  })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const { recorded, actions } = noticeRecorder()
      const actor = createActor(
        addClaimMachine.provide({
          actors: {
            loadLookups: doubles.promise<AddClaimLookups, void>("loadLookups"),
            lookUpOperator: doubles.promise<OperatorByDln, OperatorByDlnPayload>("lookUpOperator"),
            addClaim: doubles.promise<DriverReport, AddClaimPayload>("addClaim")
          },
          actions
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
          const context = live.context as AddClaimContext
          expect(screenOf(live)).toBe(expected.screen)
          if (expected.screen !== "loadingOptions" && expected.screen !== "optionsFailed") {
            const { majorCoverages, ...form } = context.form
            expect(Object.fromEntries(Object.entries(form).filter(([key]) => key in expected.form))).toEqual(expected.form)
            expect(majorCoverages).toEqual(expected.coverages)
          }
          expect(context.operatorKey).toBe(expected.operatorKey)
          expect(recorded).toEqual({ notices: expected.notices, badRequests: expected.badRequests })
          expect(doubles.callsOf("lookUpOperator")).toEqual(expected.lookups)
          expect(doubles.callsOf("addClaim")).toEqual(expected.saved)
          // Field messages show once Save was pressed; the server's refusals show at their fields until changed.
          const issues = addClaimView(context)
          if (!expected.submitted) expect(issues).toEqual(expected.serverIssues)
          else expect(issues.slice(issues.length - expected.serverIssues.length)).toEqual(expected.serverIssues)
          if (expected.outcome) expect(live.output).toEqual(expected.outcome)
        },
        () => 500
      )
    })
  }
})

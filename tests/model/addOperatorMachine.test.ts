import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type {
  AddOperatorPayload,
  OperatorByDln,
  OperatorByDlnPayload,
  TermVehiclesPayload,
  VehicleOption
} from "../../src/api/corrections/schemas"
import { BadRequest, InternalError } from "../../src/api/errors"
import type { DriverReport, Lookup } from "../../src/api/reports/schemas"
import {
  addOperatorMachine,
  addOperatorView,
  type AddOperatorContext,
  type AddOperatorInput,
  type AddOperatorLookups
} from "../../src/machines/corrections/addOperatorMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { expectedSaveFailure, jurisdictions, lookupAnswers, noticeRecorder, saveAnswers } from "./support/addDialogHarness"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const today = "2025-06-15"
const lookup = (id: number, descriptionEn: string): Lookup => ({
  id,
  code: String(id),
  descriptionEn,
  descriptionFr: descriptionEn
})
/** The terms as the server might list them; the dialog shows them newest first. */
const terms = [
  { termStartDate: "2023-01-01", termEndDate: "2024-01-01" },
  { termStartDate: "2024-01-01", termEndDate: "2025-01-01" }
]
const lookups: AddOperatorLookups = {
  terms,
  operatorTypes: [lookup(3, "Occasional")],
  relationships: [lookup(4, "Child")],
  genders: [lookup(1, "Male")],
  maritalStatuses: [lookup(2, "Not married")],
  jurisdictions
}
const vehicle = (vehicleKey: number): VehicleOption => ({
  vehicleKey,
  modelYear: 2020,
  makeEn: "Honda",
  makeFr: "Honda",
  modelEn: "Civic",
  modelFr: "Civic",
  vin: `VIN${vehicleKey}`
})
const vehicles = [vehicle(300), vehicle(301)]
const found: OperatorByDln = {
  operatorKey: 66,
  fullName: "Sam Tremblay",
  dateOfBirth: null,
  yearOfBirth: 2004,
  genderId: 1,
  maritalStatusId: 2,
  gridLevel: null,
  gridIndicator: null
}
const withOperator: DriverReport = { ...sampleReport, id: 89 }

/** The server's refusals: the driver already listed (at the licence), and one at a field the dialog has none for. */
const refusals = [
  new BadRequest({ code: "ERROR_400_DUPLICATE_POLICYOPERATOR", issues: [{ field: "DLN", code: "operatorAlreadyExists" }] }),
  new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "reportId", code: "unknownValue" }] })
]
/** The dialog's fields by the payload's names: the chosen terms are one field. */
const dialogField = (field: string) => (field === "policyTerm" ? "policyTermCount" : field === "reportId" ? undefined : field)
/** Opened from policy 3's last operator row: its term starts 2024-01-01. */
const input: AddOperatorInput = { report: sampleReport, policyKey: 3, today }

const fill: ReadonlyArray<{ readonly field: string; readonly value: string }> = [
  { field: "operatorTypeId", value: "3" },
  { field: "relationShipId", value: "4" },
  { field: "DLN", value: "R1" },
  { field: "DLNJurisdictionId", value: "2" },
  { field: "fullName", value: "Sam Roy" },
  { field: "dateOfBirth", value: "2005-02-01" },
  { field: "genderId", value: "1" },
  { field: "maritalStatusId", value: "2" }
]

const events: SampleEvents = (snapshot) => {
  const context = snapshot.context as AddOperatorContext
  const next = fill.find((f) => context.form[f.field as keyof typeof context.form] === "")
  const beforeFilling = context.form.operatorTypeId === ""
  return [
    ...(next ? [{ type: "FIELD_CHANGED", ...next }] : []),
    // Terms are chosen before the rest, to keep the walk short.
    ...(beforeFilling
      ? [
          { type: "TERM_TOGGLED", termStartDate: "2023-01-01" },
          { type: "TERM_TOGGLED", termStartDate: "2024-01-01" }
        ]
      : []),
    ...(context.serverIssues.length > 0 ? [{ type: "FIELD_CHANGED", field: "DLN", value: "R2" }] : []),
    // More typing while the look-up waits.
    ...(context.form.DLN === "R1" && snapshot.matches({ editing: { lookup: "waitingToLookUp" } })
      ? [{ type: "FIELD_CHANGED", field: "DLN", value: "R12" }]
      : []),
    { type: "SAVE" },
    { type: "CANCEL" },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadLookups", output: lookups },
    { type: "xstate.error.actor.loadLookups", error: new InternalError({}) },
    { type: "xstate.done.actor.loadVehicles", output: vehicles },
    { type: "xstate.error.actor.loadVehicles", error: new InternalError({}) },
    { type: "xstate.after.lookupDelay.addOperator.editing.lookup.waitingToLookUp" },
    ...lookupAnswers(found),
    ...saveAnswers("addOperator", withOperator, refusals)
  ]
}

type Top = "loadingOptions" | "optionsFailed" | "editing" | "saving" | "done"

/** The dialog from document 3 sections 2, 4, 5 and 8, worked out independently of the machine. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    top: "loadingOptions" as Top,
    vehiclesRegion: "idle" as "idle" | "loading",
    lookupRegion: "idle" as "idle" | "waitingToLookUp" | "lookingUp",
    form: {} as Record<string, string>,
    termStarts: [] as Array<string>,
    vehicles: [] as Array<VehicleOption>,
    found: null as OperatorByDln | null,
    serverIssues: [] as ReadonlyArray<{ field: string; code: string }>,
    submitted: false,
    outcome: undefined as unknown,
    notices: [] as Array<PortalFailure>,
    badRequests: 0,
    vehicleLoads: [] as Array<TermVehiclesPayload>,
    lookups: [] as Array<OperatorByDlnPayload>,
    saved: [] as Array<AddOperatorPayload>
  }
  const loadVehicles = () => {
    s.vehiclesRegion = "loading"
    s.vehicleLoads.push({ policyKey: 3, termStartDates: [...s.termStarts] })
  }
  const complete = () =>
    s.termStarts.length > 0 &&
    s.form.vehicleKey !== "" &&
    ["operatorTypeId", "relationShipId", "DLN", "DLNJurisdictionId", "fullName"].every((f) => s.form[f] !== "") &&
    (s.found !== null || ["dateOfBirth", "genderId", "maritalStatusId"].every((f) => s.form[f] !== ""))
  for (const event of seen) {
    const e = event as EventObject & {
      field?: string
      value?: string
      termStartDate?: string
      output?: unknown
      error?: PortalFailure
    }
    if (e.type === "xstate.done.actor.loadLookups") {
      // The term of the policy row is chosen, and its vehicles load.
      s.top = "editing"
      s.form = { ...Object.fromEntries(fill.map((f) => [f.field, ""])), vehicleKey: "" }
      s.termStarts = ["2024-01-01"]
      loadVehicles()
    }
    if (e.type === "xstate.error.actor.loadLookups") {
      s.top = "optionsFailed"
      s.notices.push(e.error!)
    }
    if (e.type === "RETRY" && s.top === "optionsFailed") s.top = "loadingOptions"
    if (e.type === "CANCEL" && (s.top === "editing" || s.top === "optionsFailed"))
      Object.assign(s, { top: "done", outcome: { outcome: "cancelled" } })
    if (s.top !== "editing") {
      if (e.type === "xstate.done.actor.addOperator")
        Object.assign(s, { top: "done", outcome: { outcome: "corrected", report: e.output } })
      if (e.type === "xstate.error.actor.addOperator") {
        const failure = expectedSaveFailure(e.error!, dialogField)
        if (failure.kind === "conflict") Object.assign(s, { top: "done", outcome: { outcome: "conflict" } })
        else {
          // Back to the form: the vehicles loaded stay, the look-up waits for a change.
          Object.assign(s, { top: "editing", lookupRegion: "idle" })
          if (s.termStarts.length > 0 && s.vehicles.length === 0) loadVehicles()
          if (failure.kind === "fieldMessages") s.serverIssues = failure.issues
          else if (failure.kind === "badRequest") s.badRequests += 1
          else s.notices.push(e.error!)
        }
      }
      continue
    }
    if (e.type === "TERM_TOGGLED") {
      const t = e.termStartDate!
      s.termStarts = s.termStarts.includes(t) ? s.termStarts.filter((x) => x !== t) : [...s.termStarts, t]
      if (s.termStarts.length > 0) loadVehicles()
      else Object.assign(s, { vehiclesRegion: "idle", vehicles: [], form: { ...s.form, vehicleKey: "" } })
    }
    if (e.type === "xstate.done.actor.loadVehicles") {
      // The first vehicle is preselected.
      Object.assign(s, { vehiclesRegion: "idle", vehicles: e.output, form: { ...s.form, vehicleKey: "300" } })
    }
    if (e.type === "xstate.error.actor.loadVehicles") {
      Object.assign(s, { vehiclesRegion: "idle", vehicles: [], form: { ...s.form, vehicleKey: "" } })
      s.notices.push(e.error!)
    }
    if (e.type === "FIELD_CHANGED") {
      s.form = { ...s.form, [e.field!]: e.value! }
      if (e.field === "DLN" || e.field === "DLNJurisdictionId") {
        s.found = null
        // The licence and its jurisdiction name the driver together: a refusal of either goes with a change of either.
        s.serverIssues = s.serverIssues.filter((i) => i.field !== "DLN" && i.field !== "DLNJurisdictionId")
        s.lookupRegion = s.form.DLN !== "" && s.form.DLNJurisdictionId !== "" ? "waitingToLookUp" : "idle"
      }
    }
    if (e.type.startsWith("xstate.after.lookupDelay")) {
      s.lookupRegion = "lookingUp"
      s.lookups.push({ jurisdictionCode: "ON", driverLicenceNumber: s.form.DLN! })
    }
    if (e.type === "xstate.done.actor.lookUpOperator") {
      s.lookupRegion = "idle"
      s.found = found
      s.form = { ...s.form, fullName: "Sam Tremblay", dateOfBirth: "", genderId: "1", maritalStatusId: "2" }
    }
    if (e.type === "xstate.error.actor.lookUpOperator") {
      s.lookupRegion = "idle"
      if (e.error!._tag !== "NotFound") s.notices.push(e.error!)
    }
    if (e.type === "SAVE") {
      s.submitted = true
      if (complete()) {
        s.top = "saving"
        s.saved.push({
          reportId: 41,
          policyKey: 3,
          policyTerm: terms.filter((t) => s.termStarts.includes(t.termStartDate)).reverse(),
          operatorTypeId: 3,
          vehicleKey: 300,
          DLN: s.form.DLN!,
          DLNJurisdictionId: 2,
          operatorKey: s.found?.operatorKey ?? null,
          fullName: s.form.fullName!,
          dateOfBirth: s.form.dateOfBirth === "" ? null : s.form.dateOfBirth!,
          genderId: 1,
          maritalStatusId: 2,
          relationShipId: 4
        })
      }
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot) => {
  if (typeof snapshot.value === "string") return { top: snapshot.value }
  const editing = (snapshot.value as { editing: { vehicles: string; lookup: string } }).editing
  return { top: "editing", vehiclesRegion: editing.vehicles, lookupRegion: editing.lookup }
}

const coverage = new Coverage("addOperatorMachine", addOperatorMachine, {
  allow: {
    "addOperator.editing.vehicles.opening":
      "a passing state: its eventless transitions (both covered) leave it before anyone sees it"
  }
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("adding an operator", () => {
  const paths = modelPaths(addOperatorMachine, {
    input,
    events,
    // The shortest paths already end at every transition; simple paths through this form would be too many to list.
    simpleEvents: () => [{ type: "CANCEL" }],
    maxSimpleLength: 2
  })
  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const { recorded, actions } = noticeRecorder()
      const actor = createActor(
        addOperatorMachine.provide({
          actors: {
            loadLookups: doubles.promise<AddOperatorLookups, { policyKey: number }>("loadLookups"),
            loadVehicles: doubles.promise<ReadonlyArray<VehicleOption>, TermVehiclesPayload>("loadVehicles"),
            lookUpOperator: doubles.promise<OperatorByDln, OperatorByDlnPayload>("lookUpOperator"),
            addOperator: doubles.promise<DriverReport, AddOperatorPayload>("addOperator")
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
          const context = live.context as AddOperatorContext
          const screen = screenOf(live)
          expect(screen.top).toBe(expected.top)
          if (screen.top === "editing") {
            expect(screen).toEqual({
              top: "editing",
              vehiclesRegion: expected.vehiclesRegion,
              lookupRegion: expected.lookupRegion
            })
            const { termStarts, ...form } = context.form
            expect(Object.fromEntries(Object.entries(form).filter(([key]) => key in expected.form))).toEqual(expected.form)
            expect(termStarts).toEqual(expected.termStarts)
            expect(context.terms.map((t) => t.termStartDate)).toEqual(["2024-01-01", "2023-01-01"])
          }
          expect(context.found).toEqual(expected.found)
          expect(recorded).toEqual({ notices: expected.notices, badRequests: expected.badRequests })
          expect(doubles.callsOf("loadVehicles")).toEqual(expected.vehicleLoads)
          expect(doubles.callsOf("lookUpOperator")).toEqual(expected.lookups)
          expect(doubles.callsOf("addOperator")).toEqual(expected.saved)
          const issues = addOperatorView(context)
          if (!expected.submitted) expect(issues).toEqual(expected.serverIssues)
          else expect(issues.slice(issues.length - expected.serverIssues.length)).toEqual(expected.serverIssues)
          if (expected.outcome) expect(live.output).toEqual(expected.outcome)
        },
        () => 500
      )
    })
  }
})

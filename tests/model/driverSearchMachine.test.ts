import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Jurisdiction, ReportingCompany } from "../../src/api/platform/schemas"
import type { DriverReport, DriverSearchPayload, DriverSearchRecord, DriverSearchResult } from "../../src/api/reports/schemas"
import {
  toGeneratePayload,
  toSearchPayload,
  validateDriverSearch,
  type DriverSearchForm
} from "../../src/machines/reports/driverSearchForm"
import {
  driverSearchMachine,
  type DriverSearchContext,
  type DriverSearchInput,
  type DriverSearchLookups,
  type GenerateInput
} from "../../src/machines/reports/driverSearchMachine"
import { BadRequest, Forbidden, InternalError } from "../../src/api/errors"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const jurisdiction = (id: number, code: string, en: string, fr: string): Jurisdiction => ({
  id,
  jurisdictionCode: code,
  jurisdictionDescriptionEn: en,
  jurisdictionDescriptionFr: fr
})
const ontario = jurisdiction(1, "ON", "Ontario", "Ontario")
const quebec = jurisdiction(2, "QC", "Quebec", "Québec")
const insurer: ReportingCompany = {
  id: 3,
  organizationId: 2,
  code: "NWD-GEN",
  nameEn: "Northwind General",
  nameFr: "Northwind Générale"
}
const lookups: DriverSearchLookups = { jurisdictions: [ontario, quebec], insurers: [insurer] }

const record = (licence: string, dateOfBirth: string | null): DriverSearchRecord => ({
  fullName: "Jean Tremblay",
  licenseNumber: licence,
  jurisdiction: { code: "QC", descriptionEn: "Quebec", descriptionFr: "Québec" },
  dateOfBirth,
  yearOfBirth: 1985
})
const several: DriverSearchResult = {
  count: 3,
  data: [record("T1", "1985-03-02"), record("T2", null), record("T3", null)]
}
const one: DriverSearchResult = { count: 1, data: [record("T1234-85030-2", "1985-03-02")] }
const none: DriverSearchResult = { count: 0, data: [] }
const serverError = new InternalError({})
const forbidden = new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
/** The server refuses a jurisdiction it no longer holds, at its field (tests/api/fieldRefusals.test.ts). */
const refusedJurisdiction = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "jurisdictionCode", code: "unknownValue" }]
})

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
const field = (name: string, value: string) => ({ type: "FIELD_CHANGED", field: name, value })

/**
 * The samples of each state. A field is typed into only while empty, so the paths cover each
 * rule of document 3 section 5 without going through every spelling of every field.
 */
const events: SampleEvents = (snapshot) => {
  const form = (snapshot.context as DriverSearchContext).form
  return [
    done("loadLookups", lookups),
    error("loadLookups", serverError),
    ...(form.driverLicenceNumber === "" ? [field("driverLicenceNumber", "T1234-85030")] : []),
    ...(form.jurisdictionCode !== "QC" ? [field("jurisdictionCode", "QC")] : []),
    ...(form.yearOfBirth === "" ? [field("yearOfBirth", "1899")] : []),
    ...(form.policyReportingCompanyCode === "" ? [field("policyReportingCompanyCode", "NWD-GEN")] : []),
    ...(form.driverReportOption !== 0 ? [{ type: "OPTION_CHANGED", value: 0 }] : []),
    { type: "ADVANCED_TOGGLED" },
    { type: "CLEAR" },
    { type: "SUBMIT" },
    done("search", several),
    done("search", one),
    done("search", none),
    error("search", serverError),
    error("search", refusedJurisdiction),
    { type: "DISMISS" },
    { type: "CANCEL" },
    { type: "GET_REPORT" },
    done("generate", { id: 77 }),
    error("generate", forbidden)
  ]
}

/** Fewer samples for the long journeys: a licence search and what follows it. */
const simpleEvents: SampleEvents = (snapshot) =>
  events(snapshot).filter((event) => {
    const e = event as { type: string; field?: string }
    return (
      !(e.type === "FIELD_CHANGED" && e.field !== "driverLicenceNumber") &&
      e.type !== "OPTION_CHANGED" &&
      e.type !== "ADVANCED_TOGGLED"
    )
  })

type Screen = "loading" | "editing" | "searching" | "several" | "one" | "generating" | "none" | "reportOpened"

/** What the driver search screen shows, worked out from the spec alone (document 3 sections 2, 4, 5, 7). */
interface ExpectedScreen {
  screen: Screen
  form: Record<string, string | number | null>
  jurisdictionsOffered: Array<string>
  advancedOpen: boolean
  errors: Record<string, string>
  searches: Array<DriverSearchPayload>
  generated: Array<GenerateInput>
  remembered: Array<string>
  rememberedAdvanced: Array<boolean>
  opened: Array<number>
  notices: Array<PortalFailure>
}

/** The option flagged default, else the first, else none. */
const defaultOption = (input: DriverSearchInput) =>
  (input.yearsOptions.find((o) => o.isDefault) ?? input.yearsOptions[0])?.years ?? null

const blankForm = (input: DriverSearchInput, jurisdictionCode: string) => ({
  driverLicenceNumber: "",
  jurisdictionCode,
  fullName: "",
  fullAddress: "",
  yearOfBirth: "",
  vehicleIdentificationNumber: "",
  policyNumber: "",
  policyReportingCompanyCode: "",
  claimNumber: "",
  claimReportingCompanyCode: "",
  comment: "",
  driverReportOption: defaultOption(input)
})

const expectedAfter = (input: DriverSearchInput, seen: ReadonlyArray<EventObject>): ExpectedScreen => {
  let startJurisdiction = input.jurisdictionCode
  const screen: ExpectedScreen = {
    screen: "loading",
    form: blankForm(input, startJurisdiction),
    jurisdictionsOffered: [],
    // The section opens as it was for the last search.
    advancedOpen: input.searchWithAdvanced ?? false,
    errors: {},
    searches: [],
    generated: [],
    remembered: [],
    rememberedAdvanced: [],
    opened: [],
    notices: []
  }
  let found: DriverSearchRecord | undefined
  const nullable = (value: unknown) => (value === "" ? null : value)
  for (const event of seen) {
    const e = event as EventObject & { field?: string; value?: unknown; output?: unknown; error?: PortalFailure }
    switch (e.type) {
      case "xstate.done.actor.loadLookups": {
        const output = e.output as DriverSearchLookups
        screen.jurisdictionsOffered = output.jurisdictions.map((j) => j.jurisdictionCode)
        // A remembered jurisdiction no longer offered falls back to all provinces.
        if (!screen.jurisdictionsOffered.includes(startJurisdiction)) startJurisdiction = ""
        screen.form.jurisdictionCode = startJurisdiction
        screen.screen = "editing"
        break
      }
      case "xstate.error.actor.loadLookups":
        screen.notices.push(e.error!)
        screen.screen = "editing"
        break
      case "FIELD_CHANGED": {
        screen.form[e.field!] = e.value as string
        delete screen.errors[e.field!]
        if (e.field === "policyReportingCompanyCode") delete screen.errors.policyNumber
        // Only a criterion that identifies a driver answers "enter a criterion"; a year of birth only narrows.
        if (e.field === "driverLicenceNumber") delete screen.errors.driverLicenceNumber
        if (e.field === "jurisdictionCode") screen.remembered.push(e.value as string)
        break
      }
      case "OPTION_CHANGED":
        screen.form.driverReportOption = e.value as number
        break
      case "ADVANCED_TOGGLED":
        screen.advancedOpen = !screen.advancedOpen
        break
      case "CLEAR":
        screen.form = blankForm(input, startJurisdiction)
        screen.errors = {}
        break
      case "SUBMIT": {
        const errors: Record<string, string> = {}
        const f = screen.form
        if (f.driverLicenceNumber === "") errors.driverLicenceNumber = "criteriaRequired"
        if (f.yearOfBirth === "1899") errors.yearOfBirth = "yearOfBirthMin"
        // A company without its policy number opens the advanced section and stops.
        if (f.policyReportingCompanyCode !== "") errors.policyNumber = "policyNumberRequired"
        if (Object.keys(errors).length > 0) {
          screen.errors = errors
          if (errors.yearOfBirth || errors.policyNumber) screen.advancedOpen = true
          break
        }
        screen.errors = {}
        screen.screen = "searching"
        screen.rememberedAdvanced.push(screen.advancedOpen)
        screen.searches.push({
          driverLicenceNumber: nullable(f.driverLicenceNumber) as string | null,
          jurisdictionCode: nullable(f.jurisdictionCode) as string | null,
          fullName: null,
          fullAddress: null,
          yearOfBirth: null,
          vehicleIdentificationNumber: null,
          policyNumber: null,
          policyReportingCompanyCode: null,
          claimNumber: null,
          claimReportingCompanyCode: null,
          comment: null,
          driverReportOption: f.driverReportOption as number | null
        })
        break
      }
      case "xstate.done.actor.search": {
        const result = e.output as DriverSearchResult
        screen.screen = result.count > 1 ? "several" : result.count === 1 ? "one" : "none"
        found = result.count === 1 ? result.data[0] : undefined
        break
      }
      case "xstate.error.actor.search":
        // A refusal at a field shows there, as the form's own check does; any other is a notice.
        if (e.error === refusedJurisdiction) screen.errors = { jurisdictionCode: "unknownValue" }
        else screen.notices.push(e.error!)
        screen.screen = "editing"
        break
      case "DISMISS":
      case "CANCEL":
        screen.screen = "editing"
        break
      case "GET_REPORT":
        screen.screen = "generating"
        screen.generated.push({
          payload: {
            jurisdictionCode: found!.jurisdiction.code,
            driverLicenceNumber: found!.licenseNumber,
            comment: null,
            driverReportOption: screen.form.driverReportOption as number | null
          }
        })
        break
      case "xstate.done.actor.generate":
        screen.screen = "reportOpened"
        screen.opened.push((e.output as DriverReport).id)
        break
      case "xstate.error.actor.generate":
        screen.notices.push(e.error!)
        screen.screen = "one"
        break
    }
  }
  return screen
}

const screenOf = (snapshot: AnyMachineSnapshot): Screen => {
  if (snapshot.matches("showingResult")) return Object.values(snapshot.value as Record<string, Screen>)[0]!
  return snapshot.value as Screen
}

const coverage = new Coverage("driverSearchMachine", driverSearchMachine)

const inputs: ReadonlyArray<{ readonly title: string; readonly input: DriverSearchInput }> = [
  {
    title: "first visit, default of 10 years",
    input: {
      jurisdictionCode: "",
      yearsOptions: [
        { years: 6, isDefault: false },
        { years: 10, isDefault: true },
        { years: 0, isDefault: false }
      ],
      currentYear: 2025
    }
  },
  {
    title: "Ontario remembered, no report option, last search with the advanced section",
    input: { jurisdictionCode: "ON", yearsOptions: [], currentYear: 2025, searchWithAdvanced: true }
  },
  {
    title: "a remembered jurisdiction no longer offered, the maximum as the only option",
    input: { jurisdictionCode: "ZZ", yearsOptions: [{ years: 0, isDefault: false }], currentYear: 2025 }
  }
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

for (const { title, input } of inputs) {
  describe(`driver search, ${title}`, () => {
    const paths = modelPaths(driverSearchMachine, { input, events, simpleEvents, maxSimpleLength: 7 })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const remembered: Array<string> = []
        const rememberedAdvanced: Array<boolean> = []
        const opened: Array<number> = []
        const notices: Array<PortalFailure> = []
        const actor = createActor(
          driverSearchMachine.provide({
            actors: {
              loadLookups: doubles.promise<DriverSearchLookups, void>("loadLookups"),
              search: doubles.promise<DriverSearchResult, { payload: DriverSearchPayload }>("search"),
              generate: doubles.promise<DriverReport, GenerateInput>("generate")
            },
            actions: {
              rememberJurisdiction: (_, params) => remembered.push(params.jurisdictionCode),
              rememberSearchWithAdvanced: (_, params) => rememberedAdvanced.push(params.searchWithAdvanced),
              openReport: (_, params) => opened.push(params.reportId),
              notifyFailure: (_, params) => notices.push(params.failure)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const shown = live.context as DriverSearchContext
          expect(screenOf(live)).toBe(expected.screen)
          expect(shown.form).toEqual(expected.form)
          expect(shown.jurisdictions.map((j) => j.jurisdictionCode)).toEqual(expected.jurisdictionsOffered)
          expect(shown.advancedOpen).toBe(expected.advancedOpen)
          expect(shown.errors).toEqual(expected.errors)
          expect(doubles.callsOf("search")).toEqual(expected.searches.map((payload) => ({ payload })))
          expect(doubles.callsOf("generate")).toEqual(expected.generated)
          expect(remembered).toEqual(expected.remembered)
          expect(rememberedAdvanced).toEqual(expected.rememberedAdvanced)
          expect(opened).toEqual(expected.opened)
          expect(notices).toEqual(expected.notices)
        })
      })
    }
  })
}

const form = (overrides: Partial<DriverSearchForm>): DriverSearchForm => ({
  driverLicenceNumber: "",
  jurisdictionCode: "",
  fullName: "",
  fullAddress: "",
  yearOfBirth: "",
  vehicleIdentificationNumber: "",
  policyNumber: "",
  policyReportingCompanyCode: "",
  claimNumber: "",
  claimReportingCompanyCode: "",
  comment: "",
  driverReportOption: 10,
  ...overrides
})

describe("driver search validation (document 3 section 5)", () => {
  const errorsOf = (overrides: Partial<DriverSearchForm>) => validateDriverSearch(form(overrides), 2025).errors

  it("asks for a licence number or an advanced criterion that identifies a driver", () => {
    expect(errorsOf({})).toEqual({ driverLicenceNumber: "criteriaRequired" })
    expect(errorsOf({ driverLicenceNumber: "  " })).toEqual({ driverLicenceNumber: "criteriaRequired" })
    expect(errorsOf({ fullName: "Jean Tremblay" })).toEqual({})
    expect(errorsOf({ vehicleIdentificationNumber: "2HGFC2F59JH000001" })).toEqual({})
  })

  it("refuses a year of birth alone, or with a jurisdiction only, as the server does", () => {
    expect(errorsOf({ yearOfBirth: "1985" })).toEqual({ driverLicenceNumber: "criteriaRequired" })
    expect(errorsOf({ yearOfBirth: "1985", jurisdictionCode: "QC" })).toEqual({ driverLicenceNumber: "criteriaRequired" })
    expect(errorsOf({ yearOfBirth: "1985", fullName: "Jean Tremblay" })).toEqual({})
  })

  it("takes a year of birth as YYYY, from 1900, not in the future", () => {
    const withName = (yearOfBirth: string) => errorsOf({ fullName: "Jean Tremblay", yearOfBirth })
    expect(withName("1900")).toEqual({})
    expect(withName("1899")).toEqual({ yearOfBirth: "yearOfBirthMin" })
    expect(withName("85")).toEqual({ yearOfBirth: "yearOfBirthFormat" })
    expect(withName("19e5")).toEqual({ yearOfBirth: "yearOfBirthFormat" })
    expect(withName("2026")).toEqual({ yearOfBirth: "yearOfBirthFuture" })
  })

  it("needs both the policy number and its insurer, and both the claim number and its insurer", () => {
    expect(errorsOf({ policyNumber: "P-1" })).toEqual({ policyReportingCompanyCode: "policyCompanyRequired" })
    expect(errorsOf({ policyReportingCompanyCode: "NWD-GEN", driverLicenceNumber: "T1" })).toEqual({
      policyNumber: "policyNumberRequired"
    })
    expect(errorsOf({ claimNumber: "C-1" })).toEqual({ claimReportingCompanyCode: "claimCompanyRequired" })
    expect(errorsOf({ claimReportingCompanyCode: "NWD-GEN", driverLicenceNumber: "T1" })).toEqual({
      claimNumber: "claimNumberRequired"
    })
    expect(errorsOf({ policyNumber: "P-1", policyReportingCompanyCode: "NWD-GEN" })).toEqual({})
  })

  it("opens the advanced section when a company has no number", () => {
    expect(
      validateDriverSearch(form({ driverLicenceNumber: "T1", claimReportingCompanyCode: "NWD-GEN" }), 2025).openAdvanced
    ).toBe(true)
    expect(validateDriverSearch(form({}), 2025).openAdvanced).toBe(false)
  })
})

describe("driver search typing and payloads", () => {
  const started = () => {
    const actor = createActor(
      driverSearchMachine.provide({
        actors: { loadLookups: new ActorDoubles().promise<DriverSearchLookups, void>("loadLookups") }
      }),
      { input: { jurisdictionCode: "", yearsOptions: [{ years: 10, isDefault: true }], currentYear: 2025 } }
    )
    actor.start()
    return actor
  }

  it("keeps a search by year of birth alone on the form, with the criterion message, and sends nothing", async () => {
    const doubles = new ActorDoubles()
    const actor = createActor(
      driverSearchMachine.provide({
        actors: {
          loadLookups: doubles.promise<DriverSearchLookups, void>("loadLookups"),
          search: doubles.promise<DriverSearchResult, { payload: DriverSearchPayload }>("search")
        },
        actions: { rememberSearchWithAdvanced: () => undefined }
      }),
      { input: { jurisdictionCode: "", yearsOptions: [], currentYear: 2025 } }
    )
    actor.start()
    doubles.settle("loadLookups", "resolve", lookups)
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("editing"))
    actor.send({ type: "FIELD_CHANGED", field: "yearOfBirth", value: "1985" })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({ driverLicenceNumber: "criteriaRequired" })
    expect(doubles.callsOf("search")).toEqual([])
    actor.send({ type: "FIELD_CHANGED", field: "fullName", value: "Jean Tremblay" })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("searching")
    expect(doubles.callsOf("search")).toEqual([
      { payload: expect.objectContaining({ fullName: "Jean Tremblay", yearOfBirth: 1985 }) }
    ])
    actor.stop()
  })

  it("trims the VIN and keeps it to 17 characters; the comment to 30", () => {
    const actor = started()
    actor.send({ type: "FIELD_CHANGED", field: "vehicleIdentificationNumber", value: "  2HGFC2F59JH0000012345 " })
    actor.send({ type: "FIELD_CHANGED", field: "comment", value: "x".repeat(40) })
    // Typing is ignored until the lookups have loaded.
    expect(actor.getSnapshot().context.form.vehicleIdentificationNumber).toBe("")
    actor.stop()
    expect(toSearchPayload(form({ vehicleIdentificationNumber: " 2HGFC2F59JH000001 " })).vehicleIdentificationNumber).toBe(
      "2HGFC2F59JH000001"
    )
  })

  it("sends empty fields as null and the year of birth as a number", () => {
    const payload = toSearchPayload(
      form({ fullName: " Jean ", yearOfBirth: "1985", policyNumber: "P-1", policyReportingCompanyCode: "NWD-GEN" })
    )
    expect(payload).toEqual({
      driverLicenceNumber: null,
      jurisdictionCode: null,
      fullName: "Jean",
      fullAddress: null,
      yearOfBirth: 1985,
      vehicleIdentificationNumber: null,
      policyNumber: "P-1",
      policyReportingCompanyCode: "NWD-GEN",
      claimNumber: null,
      claimReportingCompanyCode: null,
      comment: null,
      driverReportOption: 10
    })
  })

  it("generates the report for the record found, with the comment and the years option", () => {
    expect(toGeneratePayload(form({ comment: " REF-7 ", driverReportOption: 0 }), one.data[0]!)).toEqual({
      jurisdictionCode: "QC",
      driverLicenceNumber: "T1234-85030-2",
      comment: "REF-7",
      driverReportOption: 0
    })
  })
})

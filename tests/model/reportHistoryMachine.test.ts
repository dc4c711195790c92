import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../src/api/platform/schemas"
import type { ReportHistoryQuery, ReportHistoryResult, ReportHistoryRow } from "../../src/api/reports/schemas"
import {
  defaultFromDate,
  toQuery,
  validateFilters,
  type ReportHistoryFilters
} from "../../src/machines/reports/reportHistoryFilters"
import {
  reportHistoryMachine,
  savedState,
  type PagedSearchInput,
  type ReportHistoryContext,
  type ReportHistoryInput,
  type ReportHistorySaved,
  type UnitsInput
} from "../../src/machines/reports/reportHistoryMachine"
import type { ApiFailure } from "../../src/services/api/apiError"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const today = "2025-08-27"
const threeMonthsAgo = "2025-05-27"
const zone = "America/Toronto"
const pageSize = 10

const northwind: Organization = {
  id: 2,
  organizationType: "Carrier",
  nameEn: "Northwind Insurance",
  nameFr: "Assurances Northwind",
  code: "NWD"
}
const bureau: Organization = {
  id: 1,
  organizationType: "IBC",
  nameEn: "Insurance Data Bureau",
  nameFr: "Bureau des données",
  code: "IBC"
}
const general: ReportingCompany = {
  id: 5,
  organizationId: 2,
  code: "NWD-GEN",
  nameEn: "Northwind General",
  nameFr: "Northwind Générale"
}
const auto: ReportingCompany = { id: 6, organizationId: 2, code: "NWD-AUTO", nameEn: "Northwind Auto", nameFr: "Northwind Auto" }
const toronto: Unit = {
  id: 21,
  nameEn: "Toronto Underwriting",
  nameFr: "Souscription Toronto",
  organizationId: 2,
  reportingCompanyId: 5,
  hasUsers: true
}
const ottawa: Unit = {
  id: 22,
  nameEn: "Ottawa Claims",
  nameFr: "Sinistres Ottawa",
  organizationId: 2,
  reportingCompanyId: 5,
  hasUsers: false
}
const desk: Unit = {
  id: 31,
  nameEn: "Service Desk",
  nameFr: "Centre de service",
  organizationId: 1,
  reportingCompanyId: null,
  hasUsers: false
}

/** The units the server has for what is chosen: two, none, or one for the bureau, which has no companies. */
const unitsOf = (filters: ReportHistoryFilters): ReadonlyArray<Unit> =>
  filters.reportingCompanyId === general.id ? [toronto, ottawa] : filters.organizationId === bureau.id ? [desk] : []

const row = (reportId: number): ReportHistoryRow => ({
  reportId,
  reportDate: "2025-08-20T14:00:00Z",
  ianaTimezone: zone,
  referenceNumber: `REF-${reportId}`,
  reportRequestor: "Morgan Lee",
  unitEn: null,
  unitFr: null,
  organizationEn: northwind.nameEn,
  organizationFr: northwind.nameFr,
  companyEn: general.nameEn,
  companyFr: general.nameFr,
  driverLicenseNumber: `T${reportId}`,
  driverName: "Jean Tremblay",
  licenseJurisdiction: "ON"
})
const found: ReportHistoryResult = { count: 12, data: Array.from({ length: 10 }, (_, i) => row(i + 1)) }
const secondPage: ReportHistoryResult = { count: 12, data: [row(11), row(12)] }
const nothing: ReportHistoryResult = { count: 0, data: [] }
const serverError: ApiFailure = { status: 500, tag: "InternalError" }
const connectionLost: ApiFailure = { status: 0, tag: "ConnectionError" }

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
const filter = (field: string, value: string) => ({ type: "FILTER_CHANGED", field, value })

const searchRegion = (snapshot: { value: unknown }) => (snapshot.value as { search: string }).search
const lookupsRegion = (snapshot: { value: unknown }) => (snapshot.value as { lookups: string }).lookups

/**
 * Three views of one machine, so that each stays small enough to walk: the pickers (lookups and
 * organization/company choices), the filters (dates, names, Search, Reset) and the results
 * (pages, export, failures). Together they cover every state and transition.
 */
const pickerEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as ReportHistoryContext
  const f = context.filters
  const last = context.units[context.units.length - 1]
  return [
    done("loadOrganizations", [northwind]),
    done("loadOrganizations", [bureau]),
    done("loadOrganizations", [northwind, bureau]),
    error("loadOrganizations", serverError),
    done("loadCompanies", [general]),
    done("loadCompanies", [general, auto]),
    error("loadCompanies", connectionLost),
    done("loadUnits", unitsOf(f)),
    error("loadUnits", serverError),
    // Only what the organization list offers.
    ...context.organizations
      .filter((o) => o.id !== f.organizationId)
      .map((o) => ({ type: "ORGANIZATION_CHANGED", organizationId: o.id })),
    ...(f.organizationId !== undefined ? [{ type: "ORGANIZATION_CHANGED", organizationId: undefined }] : []),
    ...(context.companies.length > 1 && f.reportingCompanyId !== auto.id
      ? [{ type: "COMPANY_CHANGED", reportingCompanyId: auto.id }]
      : []),
    ...(f.reportingCompanyId !== undefined ? [{ type: "COMPANY_CHANGED", reportingCompanyId: undefined }] : []),
    ...(last && f.unitId === undefined ? [{ type: "UNIT_CHANGED", unitId: last.id }] : []),
    { type: "RESET" },
    // One search, to see the choices reach the query.
    ...(searchRegion(snapshot) === "editing" && lookupsRegion(snapshot) === "ready" ? [{ type: "SUBMIT" }] : []),
    done("search", found)
  ]
}

const quickLookups = [
  done("loadOrganizations", [northwind]),
  done("loadCompanies", [general]),
  done("loadUnits", [toronto, ottawa])
]

/** The lookups settle before anything else, so the paths do not multiply by every interleaving. */
const afterLookups =
  (events: SampleEvents): SampleEvents =>
  (snapshot) =>
    lookupsRegion(snapshot) === "ready" ? events(snapshot) : quickLookups

const filterEvents: SampleEvents = afterLookups((snapshot) => {
  const f = (snapshot.context as ReportHistoryContext).filters
  return [
    ...(f.fromDate === threeMonthsAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
    ...(f.driverName === "" ? [filter("driverName", " Tremblay ")] : []),
    // From the results only with a date made invalid, to see them stay while the message shows.
    ...(searchRegion(snapshot) === "editing" || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : []),
    { type: "RESET" },
    done("search", found),
    done("search", nothing),
    error("search", serverError)
  ]
})

const resultEvents: SampleEvents = afterLookups((snapshot) => {
  const context = snapshot.context as ReportHistoryContext
  return [
    { type: "SUBMIT" },
    { type: "RESET" },
    { type: "PAGE_CHANGED", page: context.page === 2 ? 1 : 2 },
    { type: "EXPORT" },
    done("search", context.requestedPage === 2 ? secondPage : found),
    done("search", nothing),
    error("search", serverError),
    done("exportCsv", undefined),
    error("exportCsv", serverError)
  ]
})

type Lookups = "loadingOrganizations" | "loadingCompanies" | "loadingUnits" | "ready"
type Search = "editing" | "searching" | "showingResults" | "noResults" | "exporting"

/** What the report history screen shows, from document 2 (report history) and document 1 section 5 alone. */
interface ExpectedScreen {
  lookups: Lookups
  search: Search
  organizations: ReadonlyArray<Organization>
  companies: ReadonlyArray<ReportingCompany>
  units: ReadonlyArray<Unit>
  filters: ReportHistoryFilters
  errors: Record<string, string>
  result: ReportHistoryResult | undefined
  page: number
  companyLoads: Array<{ organizationId: number }>
  unitLoads: Array<UnitsInput>
  searches: Array<PagedSearchInput>
  exports: Array<{ query: ReportHistoryQuery }>
  notices: Array<ApiFailure>
}

const defaults = (): ReportHistoryFilters => ({
  organizationId: undefined,
  reportingCompanyId: undefined,
  unitId: undefined,
  reportRequestor: "",
  fromDate: threeMonthsAgo,
  toDate: today,
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
})

const isCarrier = (screen: ExpectedScreen, id: number | undefined) =>
  screen.organizations.find((o) => o.id === id)?.organizationType === "Carrier"

const expectedAfter = (input: ReportHistoryInput, seen: ReadonlyArray<EventObject>): ExpectedScreen => {
  const restored = input.restored
  const screen: ExpectedScreen = {
    lookups: restored ? "ready" : "loadingOrganizations",
    search: !restored?.result ? "editing" : restored.result.count === 0 ? "noResults" : "showingResults",
    organizations: restored?.organizations ?? [],
    companies: restored?.companies ?? [],
    units: restored?.units ?? [],
    filters: restored?.filters ?? defaults(),
    errors: {},
    result: restored?.result,
    page: restored?.page ?? 1,
    companyLoads: [],
    unitLoads: [],
    searches: [],
    exports: [],
    notices: []
  }
  let query = restored?.query
  let requested = screen.page
  const loadCompaniesOf = (organizationId: number) => {
    screen.lookups = "loadingCompanies"
    screen.companyLoads.push({ organizationId })
  }
  const loadUnitsOf = (organizationId: number, reportingCompanyId: number | undefined) => {
    screen.lookups = "loadingUnits"
    screen.unitLoads.push(reportingCompanyId === undefined ? { organizationId } : { organizationId, reportingCompanyId })
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    switch (e.type) {
      case "xstate.done.actor.loadOrganizations": {
        screen.organizations = e.output as ReadonlyArray<Organization>
        screen.lookups = "ready"
        // The only organization is chosen, and its companies load, or its units when it has no companies.
        if (screen.organizations.length === 1) {
          const only = screen.organizations[0]!.id
          screen.filters = { ...screen.filters, organizationId: only }
          if (isCarrier(screen, only)) loadCompaniesOf(only)
          else loadUnitsOf(only, undefined)
        }
        break
      }
      case "xstate.done.actor.loadCompanies": {
        screen.companies = e.output as ReadonlyArray<ReportingCompany>
        screen.lookups = "ready"
        // The only company is chosen, and its units load.
        if (screen.companies.length === 1) {
          screen.filters = { ...screen.filters, reportingCompanyId: screen.companies[0]!.id }
          loadUnitsOf(screen.filters.organizationId!, screen.companies[0]!.id)
        }
        break
      }
      case "xstate.done.actor.loadUnits":
        // Units are optional: even the only one is not chosen.
        screen.units = e.output as ReadonlyArray<Unit>
        screen.lookups = "ready"
        break
      case "xstate.error.actor.loadOrganizations":
      case "xstate.error.actor.loadCompanies":
      case "xstate.error.actor.loadUnits":
        screen.notices.push(e.error as ApiFailure)
        screen.lookups = "ready"
        break
      case "ORGANIZATION_CHANGED": {
        const organizationId = e.organizationId as number | undefined
        // Picking an organization clears company and unit.
        screen.filters = { ...screen.filters, organizationId, reportingCompanyId: undefined, unitId: undefined }
        screen.companies = []
        screen.units = []
        screen.lookups = "ready"
        // A carrier's companies load; another organization's units load at once.
        if (isCarrier(screen, organizationId)) loadCompaniesOf(organizationId!)
        else if (organizationId !== undefined) loadUnitsOf(organizationId, undefined)
        break
      }
      case "COMPANY_CHANGED": {
        // Picking a company clears the unit; the company's units load.
        const reportingCompanyId = e.reportingCompanyId as number | undefined
        screen.filters = { ...screen.filters, reportingCompanyId, unitId: undefined }
        screen.units = []
        screen.lookups = "ready"
        if (reportingCompanyId !== undefined) loadUnitsOf(screen.filters.organizationId!, reportingCompanyId)
        break
      }
      case "UNIT_CHANGED":
        screen.filters = { ...screen.filters, unitId: e.unitId as number }
        break
      case "FILTER_CHANGED": {
        const field = e.field as keyof ReportHistoryFilters
        screen.filters = { ...screen.filters, [field]: e.value }
        delete screen.errors[field]
        // Either date answers "from after to".
        if ((field === "fromDate" || field === "toDate") && screen.errors.fromDate === "fromAfterTo")
          delete screen.errors.fromDate
        break
      }
      case "SUBMIT": {
        const errors: Record<string, string> = {}
        const { fromDate, toDate } = screen.filters
        // Dates must be valid and not in the future ('Invalid Date').
        if (fromDate === "invalid") errors.fromDate = "invalidDate"
        if (toDate > today) errors.toDate = "invalidDate"
        if (!errors.fromDate && !errors.toDate && fromDate > toDate) errors.fromDate = "fromAfterTo"
        if (Object.keys(errors).length > 0) {
          screen.errors = errors
          break
        }
        screen.errors = {}
        query = {
          ...(screen.filters.organizationId !== undefined ? { organizationId: screen.filters.organizationId } : {}),
          ...(screen.filters.reportingCompanyId !== undefined ? { reportingCompanyId: screen.filters.reportingCompanyId } : {}),
          ...(screen.filters.unitId !== undefined ? { unitId: screen.filters.unitId } : {}),
          fromDate,
          toDate,
          ...(screen.filters.driverName !== "" ? { driverName: screen.filters.driverName.trim() } : {}),
          ianaTimezone: zone
        }
        requested = 1
        screen.result = undefined
        screen.search = "searching"
        screen.searches.push({ query, pageNumber: 1, pageSize })
        break
      }
      case "PAGE_CHANGED":
        requested = e.page as number
        screen.search = "searching"
        screen.searches.push({ query: query!, pageNumber: requested, pageSize })
        break
      case "xstate.done.actor.search": {
        screen.result = e.output as ReportHistoryResult
        screen.page = requested
        screen.search = screen.result.count === 0 ? "noResults" : "showingResults"
        break
      }
      case "xstate.error.actor.search":
        screen.notices.push(e.error as ApiFailure)
        // A page that failed leaves the one on screen.
        screen.search = screen.result ? "showingResults" : "editing"
        requested = screen.page
        break
      case "EXPORT":
        screen.search = "exporting"
        screen.exports.push({ query: query! })
        break
      case "xstate.done.actor.exportCsv":
        screen.search = "showingResults"
        break
      case "xstate.error.actor.exportCsv":
        screen.notices.push(e.error as ApiFailure)
        screen.search = "showingResults"
        break
      case "RESET": {
        // Reset clears every field; the only organization (and its only company) stay chosen.
        const only = screen.organizations.length === 1 ? screen.organizations[0]!.id : undefined
        const keptCompanies = only !== undefined && only === screen.filters.organizationId ? screen.companies : []
        const company = keptCompanies.length === 1 ? keptCompanies[0]!.id : undefined
        // Nothing to load again while the organization and its company stay as they were.
        const unchanged =
          only !== undefined && only === screen.filters.organizationId && company === screen.filters.reportingCompanyId
        const reload = only !== undefined && only !== screen.filters.organizationId && isCarrier(screen, only)
        screen.filters = { ...defaults(), organizationId: only, reportingCompanyId: company }
        screen.companies = keptCompanies
        if (!unchanged) {
          screen.units = []
          screen.lookups = "ready"
          if (reload) loadCompaniesOf(only!)
          else if (only !== undefined && (company !== undefined || !isCarrier(screen, only))) loadUnitsOf(only, company)
        }
        screen.errors = {}
        screen.result = undefined
        screen.page = 1
        requested = 1
        query = undefined
        screen.search = "editing"
        break
      }
    }
  }
  return screen
}

const coverage = new Coverage("reportHistoryMachine", reportHistoryMachine)

const restoredFilters: ReportHistoryFilters = {
  ...defaults(),
  organizationId: northwind.id,
  reportingCompanyId: general.id,
  driverName: "Tremblay"
}
const restoredQuery: ReportHistoryQuery = toQuery(restoredFilters, zone)
const saved = (result: ReportHistoryResult | undefined, page: number): ReportHistorySaved => ({
  organizations: [northwind, bureau],
  companies: [general, auto],
  units: [toronto, ottawa],
  filters: restoredFilters,
  query: result ? restoredQuery : undefined,
  page,
  result
})

/** Fewer samples for the long journeys (simple paths), whose number grows fast with each sample. */
const only =
  (events: SampleEvents, keep: (event: { type: string; output?: unknown }) => boolean): SampleEvents =>
  (snapshot) =>
    events(snapshot).filter((event) => keep(event as { type: string; output?: unknown }))
const pickerJourneys = only(
  pickerEvents,
  (e) =>
    e.type.startsWith("xstate.done.actor.load") ||
    (e.type === "ORGANIZATION_CHANGED" && (e as { organizationId?: number }).organizationId === bureau.id)
)
const filterJourneys = only(filterEvents, (e) => e.type !== "FILTER_CHANGED" && !e.type.startsWith("xstate.error"))
const resultJourneys = only(resultEvents, (e) => !e.type.startsWith("xstate.error"))

const fresh: ReportHistoryInput = { today, ianaTimezone: zone, pageSize }
const restoredAt = (result: ReportHistoryResult | undefined, page: number): ReportHistoryInput => ({
  ...fresh,
  restored: saved(result, page)
})

const scenarios: ReadonlyArray<{
  readonly title: string
  readonly input: ReportHistoryInput
  readonly events: SampleEvents
  readonly simpleEvents: SampleEvents
  readonly maxSimpleLength: number
}> = [
  {
    title: "organization, company and unit pickers",
    input: fresh,
    events: pickerEvents,
    simpleEvents: pickerJourneys,
    maxSimpleLength: 6
  },
  { title: "filters", input: fresh, events: filterEvents, simpleEvents: filterJourneys, maxSimpleLength: 6 },
  { title: "results, first visit", input: fresh, events: resultEvents, simpleEvents: resultJourneys, maxSimpleLength: 8 },
  {
    title: "results, back from a report on page 2",
    input: restoredAt(secondPage, 2),
    events: resultEvents,
    simpleEvents: resultJourneys,
    maxSimpleLength: 6
  },
  {
    title: "results, back from a search that found nothing",
    input: restoredAt(nothing, 1),
    events: resultEvents,
    simpleEvents: resultJourneys,
    maxSimpleLength: 5
  },
  {
    title: "results, back before any search",
    input: restoredAt(undefined, 1),
    events: resultEvents,
    simpleEvents: resultJourneys,
    maxSimpleLength: 5
  }
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(() => {
  console.log(coverage.summary())
})

const regionsOf = (snapshot: AnyMachineSnapshot) => snapshot.value as { lookups: string; search: string }

for (const { title, input, events, simpleEvents, maxSimpleLength } of scenarios) {
  describe(`report history, ${title}`, () => {
    const paths = modelPaths(reportHistoryMachine, { input, events, simpleEvents, maxSimpleLength })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices: Array<ApiFailure> = []
        const actor = createActor(
          reportHistoryMachine.provide({
            actors: {
              loadOrganizations: doubles.promise<ReadonlyArray<Organization>>("loadOrganizations"),
              loadCompanies: doubles.promise<ReadonlyArray<ReportingCompany>, { organizationId: number }>("loadCompanies"),
              loadUnits: doubles.promise<ReadonlyArray<Unit>, UnitsInput>("loadUnits"),
              search: doubles.promise<ReportHistoryResult, PagedSearchInput>("search"),
              exportCsv: doubles.promise<void, { query: ReportHistoryQuery }>("exportCsv")
            },
            actions: { notifyFailure: (_, params) => notices.push(params.failure) }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const shown = live.context as ReportHistoryContext
          expect(regionsOf(live)).toEqual({ lookups: expected.lookups, search: expected.search })
          expect(shown.organizations).toEqual(expected.organizations)
          expect(shown.companies).toEqual(expected.companies)
          expect(shown.units).toEqual(expected.units)
          expect(shown.filters).toEqual(expected.filters)
          expect(shown.errors).toEqual(expected.errors)
          expect(shown.result).toEqual(expected.result)
          expect(shown.page).toBe(expected.page)
          expect(doubles.callsOf("loadCompanies")).toEqual(expected.companyLoads)
          expect(doubles.callsOf("loadUnits")).toStrictEqual(expected.unitLoads)
          expect(doubles.callsOf("search")).toEqual(expected.searches)
          expect(doubles.callsOf("exportCsv")).toEqual(expected.exports)
          expect(notices).toEqual(expected.notices)
          // What is kept for the way back is what is on screen.
          expect(savedState(shown)).toEqual({
            organizations: expected.organizations,
            companies: expected.companies,
            units: expected.units,
            filters: expected.filters,
            query: shown.query,
            page: expected.page,
            result: expected.result
          })
        })
      })
    }
  })
}

describe("report history dates (document 2 section 5)", () => {
  const filters = (fromDate: string, toDate: string): ReportHistoryFilters => ({ ...defaults(), fromDate, toDate })

  it("defaults to the last 3 months, to today", () => {
    expect(defaultFromDate("2025-08-27")).toBe("2025-05-27")
    expect(defaultFromDate("2025-05-31")).toBe("2025-02-28")
  })

  it("says 'Invalid Date' for an impossible, partial or future date", () => {
    expect(validateFilters(filters("2025-02-30", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("invalid", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("2025-01-01", "2025-08-28"), today)).toEqual({ toDate: "invalidDate" })
    expect(validateFilters(filters("2025-08-27", "2025-08-27"), today)).toEqual({})
  })

  it("leaves a date out of the search when it is empty", () => {
    expect(validateFilters(filters("", ""), today)).toEqual({})
    expect(toQuery(filters("", ""), zone)).toEqual({ ianaTimezone: zone })
  })

  it("refuses a from date after the to date", () => {
    expect(validateFilters(filters("2025-08-02", "2025-08-01"), today)).toEqual({ fromDate: "fromAfterTo" })
  })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
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
  type ExportInput,
  type PagedSearchInput,
  type ReportHistoryContext,
  type ReportHistoryInput,
  type ReportHistorySaved
} from "../../src/machines/reports/reportHistoryMachine"
import { emptyScope, type OrganizationScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"
import {
  done,
  error,
  expectSearchScreen,
  filter,
  followPaging,
  only,
  quietScope,
  toldRequestor,
  resultSamples,
  type PagingTrack,
  type SearchScreen
} from "./support/pagedSearchHarness"

const today = "2025-08-27"
const threeMonthsAgo = "2025-05-27"
const zone = "America/Toronto"
const pageSize = 10
const userId = 7

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
const serverError = new InternalError({})

/** What the organization scope reports once its pickers are set: a carrier, its company and a unit. */
const chosenScope: OrganizationScope = {
  organizations: [northwind, bureau],
  companies: [general, auto],
  units: [toronto, ottawa],
  selection: { organizationId: northwind.id, reportingCompanyId: general.id, unitId: toronto.id }
}
/** The bureau, which has no companies, with its own unit. */
const bureauScope: OrganizationScope = {
  organizations: [northwind, bureau],
  companies: [],
  units: [desk],
  selection: { organizationId: bureau.id, reportingCompanyId: undefined, unitId: undefined }
}

const scopeChanged = (scope: OrganizationScope) => ({ type: "SCOPE_CHANGED", scope })

/**
 * Two views of one machine, so that each stays small enough to walk: the filters (scope, dates,
 * names, Search, Reset) and the results (pages, export, failures). Together they cover every
 * state and transition; the pickers themselves are the organization scope's own test.
 */
const filterEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as ReportHistoryContext
  const f = context.filters
  return [
    ...(context.scope.selection.organizationId !== northwind.id ? [scopeChanged(chosenScope)] : []),
    ...(context.scope.selection.organizationId !== bureau.id ? [scopeChanged(bureauScope)] : []),
    ...(f.fromDate === threeMonthsAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
    ...(f.driverName === "" ? [filter("driverName", " Tremblay ")] : []),
    // From the results only with a date made invalid, to see them stay while the message shows.
    ...(snapshot.matches("editing") || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : []),
    { type: "RESET" },
    done("search", found),
    done("search", nothing),
    error("search", serverError)
  ]
}

const resultEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as ReportHistoryContext
  return resultSamples(context, {
    reset: "RESET",
    language: "fr",
    found,
    secondPage,
    nothing,
    failure: serverError
  })
}

/** What the report history screen shows and did, from document 2 (report history) alone. */
interface ExpectedScreen {
  screen: SearchScreen
  scope: OrganizationScope
  filters: ReportHistoryFilters
  errors: Record<string, string>
  result: ReportHistoryResult | undefined
  page: number
  searches: Array<PagedSearchInput>
  exports: Array<ExportInput>
  notices: Array<PortalFailure>
  /** Resets passed on to the scope, which goes back to its only choices. */
  scopeResets: number
  /** What the requestor field was told: the selection of each scope, and each reset. */
  requestorTold: Array<ScopeSelection | "RESET">
  /** How many times the screen's state was kept for the way back. */
  saves: number
}

const defaults = (): ReportHistoryFilters => ({
  reportRequestor: "",
  fromDate: threeMonthsAgo,
  toDate: today,
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
})

const selectionQuery = (selection: ScopeSelection) => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(selection.unitId !== undefined ? { unitId: selection.unitId } : {})
})

const expectedAfter = (input: ReportHistoryInput, seen: ReadonlyArray<EventObject>): ExpectedScreen => {
  const restored = input.restored
  const screen: ExpectedScreen = {
    screen: !restored?.result ? "editing" : restored.result.count === 0 ? "noResults" : "showingResults",
    scope: restored?.scope ?? emptyScope,
    filters: restored?.filters ?? defaults(),
    errors: {},
    result: restored?.result,
    page: restored?.page ?? 1,
    searches: [],
    exports: [],
    notices: [],
    scopeResets: 0,
    requestorTold: [],
    // Kept as soon as the screen shows.
    saves: 1
  }
  const track: PagingTrack<ReportHistoryQuery> = { query: restored?.query, requested: screen.page }
  const show = (next: SearchScreen) => {
    screen.screen = next
    if (next !== "searching" && next !== "exporting") screen.saves += 1
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    if (followPaging(screen, track, e, show, pageSize)) continue
    switch (e.type) {
      case "SCOPE_CHANGED":
        screen.scope = e.scope as OrganizationScope
        screen.requestorTold.push(screen.scope.selection)
        screen.saves += 1
        break
      case "FILTER_CHANGED": {
        const field = e.field as keyof ReportHistoryFilters
        screen.filters = { ...screen.filters, [field]: e.value }
        delete screen.errors[field]
        // Either date answers "from after to".
        if ((field === "fromDate" || field === "toDate") && screen.errors.fromDate === "fromAfterTo")
          delete screen.errors.fromDate
        screen.saves += 1
        break
      }
      case "SUBMIT": {
        const errors: Record<string, string> = {}
        const { fromDate, toDate } = screen.filters
        // Dates must be valid and not in the future ('Invalid Date').
        if (fromDate === "invalid") errors.fromDate = "invalidDate"
        // A real date after today is refused as such.
        if (toDate > today) errors.toDate = "futureDate"
        if (!errors.fromDate && !errors.toDate && fromDate !== "" && toDate !== "" && fromDate > toDate)
          errors.fromDate = "fromAfterTo"
        if (Object.keys(errors).length > 0) {
          screen.errors = errors
          break
        }
        screen.errors = {}
        track.query = {
          ...selectionQuery(screen.scope.selection),
          ...(fromDate !== "" ? { fromDate } : {}),
          ...(toDate !== "" ? { toDate } : {}),
          ...(screen.filters.driverName !== "" ? { driverName: screen.filters.driverName.trim() } : {}),
          ianaTimezone: zone
        }
        track.requested = 1
        screen.result = undefined
        show("searching")
        screen.searches.push({ query: track.query, pageNumber: 1, pageSize })
        break
      }
      case "RESET":
        // Reset clears every field, the dates too, and the list; the scope goes back to its only choices.
        screen.filters = {
          reportRequestor: "",
          fromDate: "",
          toDate: "",
          referenceNumber: "",
          driverLicenseNumber: "",
          driverName: ""
        }
        screen.errors = {}
        screen.result = undefined
        screen.page = 1
        track.requested = 1
        track.query = undefined
        screen.scopeResets += 1
        screen.requestorTold.push("RESET")
        show("editing")
        break
    }
  }
  return screen
}

const coverage = new Coverage("reportHistoryMachine", reportHistoryMachine, {
  allow: { "reportHistory.starting": "transient: left at once for where the kept list was, or editing" }
})

const restoredFilters: ReportHistoryFilters = { ...defaults(), driverName: "Tremblay" }
const restoredQuery: ReportHistoryQuery = toQuery(restoredFilters, chosenScope.selection, zone)
const saved = (result: ReportHistoryResult | undefined, page: number): ReportHistorySaved => ({
  scope: chosenScope,
  filters: restoredFilters,
  query: result ? restoredQuery : undefined,
  page,
  result
})

const filterJourneys = only(filterEvents, (e) => e.type !== "FILTER_CHANGED" && !e.type.startsWith("xstate.error"))
const resultJourneys = only(resultEvents, (e) => !e.type.startsWith("xstate.error"))

const fresh: ReportHistoryInput = { userId, today, ianaTimezone: zone, pageSize }
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
  { title: "filters", input: fresh, events: filterEvents, simpleEvents: filterJourneys, maxSimpleLength: 5 },
  { title: "results, first visit", input: fresh, events: resultEvents, simpleEvents: resultJourneys, maxSimpleLength: 7 },
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
afterAll(coverage.assertComplete)

for (const { title, input, events, simpleEvents, maxSimpleLength } of scenarios) {
  describe(`report history, ${title}`, () => {
    const paths = modelPaths(reportHistoryMachine, { input, events, simpleEvents, maxSimpleLength })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const scopeDoubles = new ActorDoubles()
        const scopeCalls: Array<string> = []
        const requestorTold: Array<ScopeSelection | "RESET"> = []
        const notices: Array<PortalFailure> = []
        const saves: Array<{ userId: number; saved: ReportHistorySaved }> = []
        const actor = createActor(
          reportHistoryMachine.provide({
            actors: {
              scope: quietScope(scopeDoubles, scopeCalls),
              requestor: toldRequestor(requestorTold),
              search: doubles.promise<ReportHistoryResult, PagedSearchInput>("search"),
              exportCsv: doubles.promise<void, ExportInput>("exportCsv")
            },
            actions: {
              notifyFailure: (_, params) => notices.push(params.failure),
              saveHistory: ({ context }, params) => saves.push({ userId: context.userId, saved: params })
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const shown = live.context as ReportHistoryContext
          expectSearchScreen(live, expected, { doubles, notices, scopeCalls })
          // The requestor field suggests names from the scope chosen, and is cleared by Reset.
          expect(requestorTold).toEqual(expected.requestorTold)
          // The scope starts from the kept one, loading nothing, or loads the organizations.
          expect(scopeDoubles.callsOf("loadOrganizations")).toEqual(input.restored ? [] : [{ functionId: 3 }])
          // What is kept for the way back is what is on screen, for this user.
          expect(saves).toHaveLength(expected.saves)
          // Kept while the screen is settled, not while a search or an export runs.
          if (expected.screen !== "searching" && expected.screen !== "exporting") {
            expect(saves.at(-1)).toEqual({ userId, saved: savedState(shown) })
            expect(savedState(shown)).toEqual({
              scope: expected.scope,
              filters: expected.filters,
              query: shown.query,
              page: expected.page,
              result: expected.result
            })
          }
        })
      })
    }
  })
}

describe("report history dates (document 2 section 5)", () => {
  const filters = (fromDate: string, toDate: string): ReportHistoryFilters => ({ ...defaults(), fromDate, toDate })
  const noScope = emptyScope.selection

  it("defaults to the last 3 months, to today", () => {
    expect(defaultFromDate("2025-08-27")).toBe("2025-05-27")
    expect(defaultFromDate("2025-05-31")).toBe("2025-02-28")
  })

  it("says 'Invalid Date' for an impossible or partial date, and that a future date is after today", () => {
    expect(validateFilters(filters("2025-02-30", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("invalid", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("2025/01/01", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("2025-01-01", "2025-08-28"), today)).toEqual({ toDate: "futureDate" })
    expect(validateFilters(filters("2025-08-27", "2025-08-27"), today)).toEqual({})
  })

  it("leaves a date out of the search when it is empty", () => {
    expect(validateFilters(filters("", ""), today)).toEqual({})
    expect(toQuery(filters("", ""), noScope, zone)).toEqual({ ianaTimezone: zone })
  })

  it("refuses a from date after the to date", () => {
    expect(validateFilters(filters("2025-08-02", "2025-08-01"), today)).toEqual({ fromDate: "fromAfterTo" })
  })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { NinetyDaysResult, NinetyDaysRow, NinetyDaysSearchPayload, ReviewStatus } from "../../src/api/corrections/schemas"
import { InternalError } from "../../src/api/errors"
import type { Organization, ReportingCompany, Unit } from "../../src/api/platform/schemas"
import {
  defaultFromDate,
  toPayload,
  validateFilters,
  type NinetyDaysFilters
} from "../../src/machines/corrections/ninetyDaysFilters"
import {
  ninetyDaysReportMachine,
  savedState,
  type NinetyDaysContext,
  type NinetyDaysExportInput,
  type NinetyDaysInput,
  type NinetyDaysPageInput,
  type NinetyDaysSaved
} from "../../src/machines/corrections/ninetyDaysReportMachine"
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
const ninetyDaysAgo = "2025-05-29"
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
const general: ReportingCompany = {
  id: 5,
  organizationId: 2,
  code: "NWD-GEN",
  nameEn: "Northwind General",
  nameFr: "Northwind Générale"
}
const toronto: Unit = {
  id: 21,
  nameEn: "Toronto Underwriting",
  nameFr: "Souscription Toronto",
  organizationId: 2,
  reportingCompanyId: 5,
  hasUsers: true
}

const row = (id: number, reviewedBy: string | null = null): NinetyDaysRow => ({
  ninetyDaysDataCorrectionId: id,
  reportId: 100 + id,
  organizationEn: northwind.nameEn,
  organizationFr: northwind.nameFr,
  companyEn: general.nameEn,
  companyFr: general.nameFr,
  reportRequestor: "Morgan Lee",
  reportDate: "2025-08-01T14:00:00Z",
  ianaTimezone: zone,
  changeDate: "2025-08-20T14:00:00Z",
  referenceNumber: null,
  driverLicenseNumber: `T${id}`,
  changes: [{ id: 1, nameEn: "Driver name", nameFr: "Nom du conducteur" }],
  reviewedBy
})
const found: NinetyDaysResult = {
  count: 12,
  data: Array.from({ length: 10 }, (_, i) => row(i + 1, i % 2 ? "Camille Gagnon" : null))
}
const secondPage: NinetyDaysResult = { count: 12, data: [row(11), row(12)] }
const nothing: NinetyDaysResult = { count: 0, data: [] }
const serverError = new InternalError({})

const chosenScope: OrganizationScope = {
  organizations: [northwind],
  companies: [general],
  units: [toronto],
  selection: { organizationId: northwind.id, reportingCompanyId: general.id, unitId: toronto.id }
}

/** Two views of one machine, each small enough to walk: the filters, and the results (pages, export, failures). */
const filterEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as NinetyDaysContext
  const f = context.filters
  return [
    ...(context.scope.selection.organizationId === undefined ? [{ type: "SCOPE_CHANGED", scope: chosenScope }] : []),
    ...(f.fromDate === ninetyDaysAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-01")] : []),
    ...(f.reportRequestor === "" ? [filter("reportRequestor", " Lee ")] : []),
    ...(f.reviewStatus === 0 ? [{ type: "REVIEW_STATUS_CHANGED", reviewStatus: 2 }] : []),
    ...(snapshot.matches("editing") || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : []),
    { type: "RESET" },
    done("search", found),
    done("search", nothing),
    error("search", serverError)
  ]
}

const resultEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as NinetyDaysContext
  return resultSamples(context, {
    reset: "RESET",
    language: "fr",
    found,
    secondPage,
    nothing,
    failure: serverError
  })
}

/** What the 90-day screen shows and did, from document 3 (90-day report) alone. */
interface ExpectedScreen {
  screen: SearchScreen
  scope: OrganizationScope
  filters: NinetyDaysFilters
  errors: Record<string, string>
  result: NinetyDaysResult | undefined
  page: number
  searches: Array<NinetyDaysPageInput>
  exports: Array<NinetyDaysExportInput>
  notices: Array<PortalFailure>
  scopeResets: number
  /** What the requestor field was told: the selection of each scope, and each reset. */
  requestorTold: Array<ScopeSelection | "RESET">
  saves: number
}

const defaults = (): NinetyDaysFilters => ({ reportRequestor: "", fromDate: ninetyDaysAgo, toDate: today, reviewStatus: 0 })

const selectionPayload = (selection: ScopeSelection) => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(selection.unitId !== undefined ? { unitId: selection.unitId } : {})
})

const expectedAfter = (input: NinetyDaysInput, seen: ReadonlyArray<EventObject>): ExpectedScreen => {
  const restored = input.restored
  const track: PagingTrack<NinetyDaysPageInput["query"]> = { query: restored?.query, requested: restored?.page ?? 1 }
  const query = track.query
  const screen: ExpectedScreen = {
    // Back from a report, the kept search runs again, so rows reviewed meanwhile show as such.
    screen: query ? "searching" : "editing",
    scope: restored?.scope ?? emptyScope,
    filters: restored?.filters ?? defaults(),
    errors: {},
    result: undefined,
    page: restored?.page ?? 1,
    searches: query ? [{ query, pageNumber: track.requested, pageSize }] : [],
    exports: [],
    notices: [],
    scopeResets: 0,
    requestorTold: [],
    saves: query ? 0 : 1
  }
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
        const field = e.field as "reportRequestor" | "fromDate" | "toDate"
        screen.filters = { ...screen.filters, [field]: e.value }
        delete screen.errors[field]
        if (field !== "reportRequestor" && screen.errors.fromDate === "fromAfterTo") delete screen.errors.fromDate
        screen.saves += 1
        break
      }
      case "REVIEW_STATUS_CHANGED":
        screen.filters = { ...screen.filters, reviewStatus: e.reviewStatus as ReviewStatus }
        screen.saves += 1
        break
      case "SUBMIT": {
        const errors: Record<string, string> = {}
        const { fromDate, toDate } = screen.filters
        // Dates must be valid ('Invalid Date'), the from date not after the to date.
        if (fromDate === "invalid") errors.fromDate = "invalidDate"
        if (!errors.fromDate && fromDate > toDate) errors.fromDate = "fromAfterTo"
        if (Object.keys(errors).length > 0) {
          screen.errors = errors
          break
        }
        screen.errors = {}
        track.query = {
          ...selectionPayload(screen.scope.selection),
          ...(screen.filters.reportRequestor !== "" ? { reportRequestor: screen.filters.reportRequestor.trim() } : {}),
          fromDate,
          toDate,
          reviewStatus: screen.filters.reviewStatus,
          ianaTimezone: zone
        }
        track.requested = 1
        screen.result = undefined
        show("searching")
        screen.searches.push({ query: track.query, pageNumber: 1, pageSize })
        break
      }
      case "RESET":
        screen.filters = defaults()
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

const coverage = new Coverage("ninetyDaysReportMachine", ninetyDaysReportMachine, {
  allow: { "ninetyDaysReport.starting": "transient: left at once for the kept search or editing" }
})

const restoredFilters: NinetyDaysFilters = { ...defaults(), reviewStatus: 2 }
const fresh: NinetyDaysInput = { userId, today, ianaTimezone: zone, pageSize }
const restoredAt = (page: number, searched: boolean): NinetyDaysInput => ({
  ...fresh,
  restored: {
    scope: chosenScope,
    filters: restoredFilters,
    query: searched ? toPayload(restoredFilters, chosenScope.selection, zone) : undefined,
    page
  }
})

const scenarios: ReadonlyArray<{
  readonly title: string
  readonly input: NinetyDaysInput
  readonly events: SampleEvents
  readonly maxSimpleLength: number
}> = [
  { title: "filters", input: fresh, events: filterEvents, maxSimpleLength: 5 },
  { title: "results, first visit", input: fresh, events: resultEvents, maxSimpleLength: 5 },
  { title: "results, back from a report on page 2", input: restoredAt(2, true), events: resultEvents, maxSimpleLength: 5 },
  { title: "results, back before any search", input: restoredAt(1, false), events: resultEvents, maxSimpleLength: 4 }
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

for (const { title, input, events, maxSimpleLength } of scenarios) {
  describe(`90-day report, ${title}`, () => {
    const simpleEvents = only(events, (e) => e.type !== "FILTER_CHANGED" && !e.type.startsWith("xstate.error"))
    const paths = modelPaths(ninetyDaysReportMachine, { input, events, simpleEvents, maxSimpleLength })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const scopeDoubles = new ActorDoubles()
        const scopeCalls: Array<string> = []
        const requestorTold: Array<ScopeSelection | "RESET"> = []
        const notices: Array<PortalFailure> = []
        const saves: Array<{ userId: number; saved: NinetyDaysSaved }> = []
        const actor = createActor(
          ninetyDaysReportMachine.provide({
            actors: {
              scope: quietScope(scopeDoubles, scopeCalls),
              requestor: toldRequestor(requestorTold),
              search: doubles.promise<NinetyDaysResult, NinetyDaysPageInput>("search"),
              exportCsv: doubles.promise<void, NinetyDaysExportInput>("exportCsv")
            },
            actions: {
              notifyFailure: (_, params) => notices.push(params.failure),
              saveSearch: ({ context }, params) => saves.push({ userId: context.userId, saved: params })
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const shown = live.context as NinetyDaysContext
          expectSearchScreen(live, expected, { doubles, notices, scopeCalls })
          // The requestor field suggests names from the scope chosen, and is cleared by Reset.
          expect(requestorTold).toEqual(expected.requestorTold)
          // The kept scope loads nothing again; a first visit loads the organizations held for ninetyDaysReport (4).
          expect(scopeDoubles.callsOf("loadOrganizations")).toEqual(input.restored ? [] : [{ functionId: 4 }])
          expect(saves).toHaveLength(expected.saves)
          if (saves.length > 0) {
            expect(saves.at(-1)!.userId).toBe(userId)
          }
          if (expected.screen !== "searching" && expected.screen !== "exporting") {
            expect(saves.at(-1)).toEqual({ userId, saved: savedState(shown) })
          }
        })
      })
    }
  })
}

describe("90-day dates (document 3 sections 5 and 9)", () => {
  const filters = (fromDate: string, toDate: string): NinetyDaysFilters => ({ ...defaults(), fromDate, toDate })

  it("defaults to the last 90 days, to today", () => {
    expect(defaultFromDate("2025-08-27")).toBe("2025-05-29")
    expect(defaultFromDate("2024-03-01")).toBe("2023-12-02")
  })

  it("says 'Invalid Date' for an impossible or partial date, and allows an empty one", () => {
    expect(validateFilters(filters("2025-02-30", today))).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters(filters("2025-01-01", "invalid"))).toEqual({ toDate: "invalidDate" })
    expect(validateFilters(filters("", ""))).toEqual({})
    expect(validateFilters(filters("2025-08-02", "2025-08-01"))).toEqual({ fromDate: "fromAfterTo" })
  })

  it("sends the filters as the search's body, leaving out what is empty", () => {
    const payload: NinetyDaysSearchPayload = toPayload(filters("", ""), emptyScope.selection, zone)
    expect(payload).toEqual({ reviewStatus: 0, ianaTimezone: zone })
    expect(toPayload({ ...defaults(), reportRequestor: "  Lee " }, chosenScope.selection, zone)).toEqual({
      organizationId: 2,
      reportingCompanyId: 5,
      unitId: 21,
      reportRequestor: "Lee",
      fromDate: ninetyDaysAgo,
      toDate: today,
      reviewStatus: 0,
      ianaTimezone: zone
    })
  })
})

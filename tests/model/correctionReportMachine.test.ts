import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { CorrectionRecord, CorrectionReportResult } from "../../src/api/corrections/schemas"
import { InternalError } from "../../src/api/errors"
import type { Organization, ReportingCompany } from "../../src/api/platform/schemas"
import {
  defaultFromDate,
  toPayload,
  validateFilters,
  type CorrectionReportFilters
} from "../../src/machines/corrections/correctionReportFilters"
import {
  correctionReportMachine,
  type CorrectionExportInput,
  type CorrectionPageInput,
  type CorrectionReportContext,
  type CorrectionReportInput
} from "../../src/machines/corrections/correctionReportMachine"
import { emptyScope, type OrganizationScope } from "../../src/machines/shared/organizationScopeMachine"
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
  resultSamples,
  type PagingTrack,
  type SearchScreen
} from "./support/pagedSearchHarness"

const today = "2025-08-27"
const thirtyDaysAgo = "2025-07-28"
const zone = "America/Toronto"
const pageSize = 10

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
const chosenScope: OrganizationScope = {
  organizations: [northwind],
  companies: [general],
  units: [],
  selection: { organizationId: northwind.id, reportingCompanyId: general.id, unitId: undefined }
}

const record = (id: number): CorrectionRecord => ({
  id,
  organizationEn: northwind.nameEn,
  organizationFr: northwind.nameFr,
  companyEn: general.nameEn,
  companyFr: general.nameFr,
  correctionDate: "2025-08-20T14:00:00Z",
  correctorUserName: "Alex Tremblay",
  correction: {
    fieldId: 4,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: { valueEn: "Male", valueFr: "Masculin" },
    newValue: { valueEn: "Female", valueFr: "Féminin" }
  },
  dln: "C90012345670004",
  policyId: null,
  policyEffectiveDate: null,
  claimId: null,
  accidentDate: null
})
const found: CorrectionReportResult = { count: 11, data: Array.from({ length: 10 }, (_, i) => record(i + 1)) }
const secondPage: CorrectionReportResult = { count: 11, data: [record(11)] }
const nothing: CorrectionReportResult = { count: 0, data: [] }
const serverError = new InternalError({})

const filterEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as CorrectionReportContext
  const f = context.filters
  return [
    ...(context.scope.selection.organizationId === undefined ? [{ type: "SCOPE_CHANGED", scope: chosenScope }] : []),
    ...(f.fromDate === thirtyDaysAgo ? [filter("fromDate", ""), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
    ...(snapshot.matches("editing") || f.fromDate === "" ? [{ type: "SUBMIT" }] : []),
    { type: "CLEAR" },
    done("search", found),
    done("search", nothing),
    error("search", serverError)
  ]
}

const resultEvents: SampleEvents = (snapshot) => {
  const context = snapshot.context as CorrectionReportContext
  return resultSamples(context, {
    reset: "CLEAR",
    language: "en",
    found,
    secondPage,
    nothing,
    failure: serverError
  })
}

interface ExpectedScreen {
  screen: SearchScreen
  scope: OrganizationScope
  filters: CorrectionReportFilters
  errors: Record<string, string>
  result: CorrectionReportResult | undefined
  page: number
  searches: Array<CorrectionPageInput>
  exports: Array<CorrectionExportInput>
  notices: Array<PortalFailure>
  scopeResets: number
}

const defaults = (): CorrectionReportFilters => ({ fromDate: thirtyDaysAgo, toDate: today })

/** What the correction report screen shows and did, from document 3 (correction report) alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>): ExpectedScreen => {
  const screen: ExpectedScreen = {
    screen: "editing",
    scope: emptyScope,
    filters: defaults(),
    errors: {},
    result: undefined,
    page: 1,
    searches: [],
    exports: [],
    notices: [],
    scopeResets: 0
  }
  const track: PagingTrack<CorrectionPageInput["query"]> = { query: undefined, requested: 1 }
  const show = (next: SearchScreen) => {
    screen.screen = next
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    if (followPaging(screen, track, e, show, pageSize)) continue
    switch (e.type) {
      case "SCOPE_CHANGED":
        screen.scope = e.scope as OrganizationScope
        break
      case "FILTER_CHANGED": {
        const field = e.field as "fromDate" | "toDate"
        screen.filters = { ...screen.filters, [field]: e.value }
        delete screen.errors[field]
        if (screen.errors.fromDate === "fromAfterTo") delete screen.errors.fromDate
        break
      }
      case "SUBMIT": {
        const errors: Record<string, string> = {}
        const { fromDate, toDate } = screen.filters
        // Both dates are needed and valid, neither in the future, from not after to.
        if (fromDate === "" || fromDate > today) errors.fromDate = "invalidDate"
        if (toDate === "" || toDate > today) errors.toDate = "invalidDate"
        if (!errors.fromDate && !errors.toDate && fromDate > toDate) errors.fromDate = "fromAfterTo"
        if (Object.keys(errors).length > 0) {
          screen.errors = errors
          break
        }
        screen.errors = {}
        const { organizationId, reportingCompanyId } = screen.scope.selection
        track.query = {
          fromDate,
          toDate,
          ...(organizationId !== undefined ? { organizationId } : {}),
          ...(reportingCompanyId !== undefined ? { reportingCompanyId } : {}),
          ianaTimezone: zone
        }
        track.requested = 1
        screen.result = undefined
        screen.screen = "searching"
        screen.searches.push({ query: track.query, pageNumber: 1, pageSize })
        break
      }
      case "CLEAR":
        screen.filters = defaults()
        screen.errors = {}
        screen.result = undefined
        screen.page = 1
        track.requested = 1
        track.query = undefined
        screen.scopeResets += 1
        screen.screen = "editing"
        break
    }
  }
  return screen
}

const coverage = new Coverage("correctionReportMachine", correctionReportMachine)
const input: CorrectionReportInput = { today, ianaTimezone: zone, pageSize }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

for (const { title, events, maxSimpleLength } of [
  { title: "filters", events: filterEvents, maxSimpleLength: 4 },
  { title: "results", events: resultEvents, maxSimpleLength: 5 }
]) {
  describe(`correction report, ${title}`, () => {
    const simpleEvents = only(events, (e) => e.type !== "FILTER_CHANGED" && !e.type.startsWith("xstate.error"))
    const paths = modelPaths(correctionReportMachine, { input, events, simpleEvents, maxSimpleLength })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const scopeDoubles = new ActorDoubles()
        const scopeCalls: Array<string> = []
        const notices: Array<PortalFailure> = []
        const actor = createActor(
          correctionReportMachine.provide({
            actors: {
              scope: quietScope(scopeDoubles, scopeCalls),
              search: doubles.promise<CorrectionReportResult, CorrectionPageInput>("search"),
              exportCsv: doubles.promise<void, CorrectionExportInput>("exportCsv")
            },
            actions: { notifyFailure: (_, params) => notices.push(params.failure) }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(seen)
          expectSearchScreen(live, expected, { doubles, notices, scopeCalls })
          // The organizations offered are those held for correctionReport (12).
          expect(scopeDoubles.callsOf("loadOrganizations")).toEqual([{ functionId: 12 }])
        })
      })
    }
  })
}

describe("correction report dates (document 3 section 5)", () => {
  it("opens on the last 30 days, to today", () => {
    expect(defaultFromDate(today)).toBe(thirtyDaysAgo)
  })

  it("refuses a missing, invalid or future date and a reversed range", () => {
    expect(validateFilters({ fromDate: "", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-02-30", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-08-01", toDate: "2025-08-28" }, today)).toEqual({ toDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-08-02", toDate: "2025-08-01" }, today)).toEqual({ fromDate: "fromAfterTo" })
    expect(validateFilters({ fromDate: today, toDate: today }, today)).toEqual({})
  })

  it("sends the range with the organization and company chosen", () => {
    expect(toPayload({ fromDate: "2025-08-01", toDate: today }, chosenScope.selection, zone)).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      organizationId: 2,
      reportingCompanyId: 5,
      ianaTimezone: zone
    })
    expect(toPayload({ fromDate: "2025-08-01", toDate: today }, emptyScope.selection, "UTC")).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      ianaTimezone: "UTC"
    })
  })
})

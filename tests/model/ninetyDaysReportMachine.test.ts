import { describe, expect, it } from "vitest"
import type { NinetyDaysRow, NinetyDaysSearchPayload } from "../../src/api/corrections/schemas"
import { InternalError } from "../../src/api/errors"
import {
  defaultFromDate,
  toPayload,
  validateFilters,
  type NinetyDaysFilters
} from "../../src/machines/corrections/ninetyDaysFilters"
import { ninetyDaysReportMachine } from "../../src/machines/corrections/ninetyDaysReportMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { Coverage, type SampleEvents } from "./modelHarness"
import { describePagedSearch, filter, scopeChanged } from "./support/pagedSearchHarness"
import { chosenScope, general, northwind, pagedRows } from "./support/searchFixtures"

const today = "2025-08-27"
const ninetyDaysAgo = "2025-05-29"
const zone = "America/Toronto"

const row = (id: number): NinetyDaysRow => ({
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
  reviewedBy: id % 2 ? null : "Camille Gagnon"
})
const { found, secondPage, nothing } = pagedRows(row, 12)
const carrier = chosenScope(true)

/** Document 3 section 9: the last 90 days, every review status. */
const opening: NinetyDaysFilters = { reportRequestor: "", fromDate: ninetyDaysAgo, toDate: today, reviewStatus: 0 }

/** Dates valid ('Invalid Date'), the from date not after the to date; no rule on future dates. */
const errors = ({ fromDate, toDate }: NinetyDaysFilters): Record<string, string> => {
  if (fromDate === "invalid") return { fromDate: "invalidDate" }
  return fromDate > toDate ? { fromDate: "fromAfterTo" } : {}
}

/** POST NinetyDaysReportSearch: the scope chosen, the requestor trimmed, the dates and the review status. */
const query = (filters: NinetyDaysFilters, selection: ScopeSelection): NinetyDaysSearchPayload => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(selection.unitId !== undefined ? { unitId: selection.unitId } : {}),
  ...(filters.reportRequestor !== "" ? { reportRequestor: filters.reportRequestor.trim() } : {}),
  fromDate: filters.fromDate,
  toDate: filters.toDate,
  reviewStatus: filters.reviewStatus,
  ianaTimezone: zone
})

const filterSamples: SampleEvents = (snapshot) => {
  const { scope, filters: f } = snapshot.context as { scope: typeof carrier; filters: NinetyDaysFilters }
  return [
    ...(scope.selection.organizationId === undefined ? [scopeChanged(carrier)] : []),
    ...(f.fromDate === ninetyDaysAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-01")] : []),
    ...(f.reportRequestor === "" ? [filter("reportRequestor", " Lee ")] : []),
    ...(f.reviewStatus === 0 ? [filter("reviewStatus", 2)] : []),
    ...(snapshot.matches("editing") || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
  ]
}

const keptFilters: NinetyDaysFilters = { ...opening, reviewStatus: 2 }
const keptQuery = query(keptFilters, carrier.selection)

describePagedSearch({
  title: "90-day report",
  machine: ninetyDaysReportMachine,
  coverage: new Coverage("ninetyDaysReportMachine", ninetyDaysReportMachine, {
    allow: { "ninetyDaysReport.starting": "transient: left at once for the search, the kept rows or editing" }
  }),
  spec: {
    functionId: 4,
    requestor: true,
    pageSize: 10,
    opening,
    reset: opening,
    errors,
    query,
    // Arriving (from the badge too) shows the rows at once; back from a report, the kept rows show
    // while their page is fetched again, so the row just reviewed shows as such.
    searchesOnArrival: true,
    refreshesOnBack: true
  },
  input: { userId: 7, today, ianaTimezone: zone, pageSize: 10 },
  results: { found, secondPage, nothing, failure: new InternalError({}), language: "fr" },
  filterSamples,
  journeys: [
    { title: "filters", samples: "filters", maxSimpleLength: 5 },
    { title: "results, arriving", samples: "results", maxSimpleLength: 5 },
    {
      title: "results, back from a report on page 2",
      kept: { scope: carrier, filters: keptFilters, query: keptQuery, page: 2, result: secondPage },
      samples: "results",
      maxSimpleLength: 5
    },
    {
      title: "results, back from a search that found nothing",
      kept: { scope: carrier, filters: keptFilters, query: keptQuery, page: 1, result: nothing },
      samples: "results",
      maxSimpleLength: 4
    },
    {
      title: "results, arriving again after a reset",
      kept: { scope: carrier, filters: opening, query: undefined, page: 1, result: undefined },
      samples: "results",
      maxSimpleLength: 4
    }
  ]
})

describe("90-day dates (document 3 sections 5 and 9)", () => {
  const filters = (fromDate: string, toDate: string): NinetyDaysFilters => ({ ...opening, fromDate, toDate })

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
    expect(toPayload(filters("", ""), emptyScope.selection, zone)).toEqual({ reviewStatus: 0, ianaTimezone: zone })
    expect(toPayload({ ...opening, reportRequestor: "  Lee " }, carrier.selection, zone)).toEqual({
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

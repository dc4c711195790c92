import { describe, expect, it } from "vitest"
import { InternalError } from "../../src/api/errors"
import type { ReportHistoryQuery, ReportHistoryRow } from "../../src/api/reports/schemas"
import {
  defaultFromDate,
  toQuery,
  validateFilters,
  type ReportHistoryFilters
} from "../../src/machines/reports/reportHistoryFilters"
import { reportHistoryMachine } from "../../src/machines/reports/reportHistoryMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { Coverage, type SampleEvents } from "./modelHarness"
import { describePagedSearch, filter, scopeChanged } from "./support/pagedSearchHarness"
import { bureau, bureauScope, chosenScope, general, northwind, pagedRows } from "./support/searchFixtures"

const today = "2025-08-27"
const threeMonthsAgo = "2025-05-27"
const zone = "America/Toronto"

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
const { found, secondPage, nothing } = pagedRows(row, 12)
const carrier = chosenScope(true)

const opening: ReportHistoryFilters = {
  reportRequestor: "",
  fromDate: threeMonthsAgo,
  toDate: today,
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
}

/** Document 2 section 5: valid dates ('Invalid Date'), none after today (said as such), from not after to. */
const errors = ({ fromDate, toDate }: ReportHistoryFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "invalid") found.fromDate = "invalidDate"
  if (toDate > today) found.toDate = "futureDate"
  if (!found.fromDate && !found.toDate && fromDate !== "" && toDate !== "" && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** GET HistorySearch: the scope chosen, the dates and the names given, trimmed. */
const query = (filters: ReportHistoryFilters, selection: ScopeSelection): ReportHistoryQuery => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(selection.unitId !== undefined ? { unitId: selection.unitId } : {}),
  ...(filters.fromDate !== "" ? { fromDate: filters.fromDate } : {}),
  ...(filters.toDate !== "" ? { toDate: filters.toDate } : {}),
  ...(filters.driverName !== "" ? { driverName: filters.driverName.trim() } : {}),
  ianaTimezone: zone
})

/** The scope, dates and names; Search from the results only with a date made invalid, to see them stay. */
const filterSamples: SampleEvents = (snapshot) => {
  const { scope, filters: f } = snapshot.context as { scope: typeof carrier; filters: ReportHistoryFilters }
  return [
    ...(scope.selection.organizationId !== northwind.id ? [scopeChanged(carrier)] : []),
    ...(scope.selection.organizationId !== bureau.id ? [scopeChanged(bureauScope)] : []),
    ...(f.fromDate === threeMonthsAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
    ...(f.driverName === "" ? [filter("driverName", " Tremblay ")] : []),
    ...(snapshot.matches("editing") || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
  ]
}

const keptFilters: ReportHistoryFilters = { ...opening, driverName: "Tremblay" }
const keptQuery = query(keptFilters, carrier.selection)

describePagedSearch({
  title: "report history",
  machine: reportHistoryMachine,
  coverage: new Coverage("reportHistoryMachine", reportHistoryMachine, {
    allow: { "reportHistory.starting": "transient: left at once for where the kept list was, or editing" }
  }),
  spec: {
    functionId: 3,
    requestor: true,
    pageSize: 10,
    opening,
    // Reset clears every field, the dates too.
    reset: { ...opening, fromDate: "", toDate: "" },
    errors,
    query,
    // Document 2: the list waits for Search, and is kept as it was while a report is open.
    searchesOnArrival: false,
    refreshesOnBack: false
  },
  input: { userId: 7, today, ianaTimezone: zone, pageSize: 10 },
  results: { found, secondPage, nothing, failure: new InternalError({}), language: "fr" },
  filterSamples,
  journeys: [
    { title: "filters", samples: "filters", maxSimpleLength: 5 },
    { title: "results, first visit", samples: "results", maxSimpleLength: 7 },
    {
      title: "results, back from a report on page 2",
      kept: { scope: carrier, filters: keptFilters, query: keptQuery, page: 2, result: secondPage },
      samples: "results",
      maxSimpleLength: 6
    },
    {
      title: "results, back from a search that found nothing",
      kept: { scope: carrier, filters: keptFilters, query: keptQuery, page: 1, result: nothing },
      samples: "results",
      maxSimpleLength: 5
    },
    {
      title: "results, back before any search",
      kept: { scope: carrier, filters: keptFilters, query: undefined, page: 1, result: undefined },
      samples: "results",
      maxSimpleLength: 5
    }
  ]
})

describe("report history dates (document 2 section 5)", () => {
  const filters = (fromDate: string, toDate: string): ReportHistoryFilters => ({ ...opening, fromDate, toDate })

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
    expect(toQuery(filters("", ""), emptyScope.selection, zone)).toEqual({ ianaTimezone: zone })
  })

  it("refuses a from date after the to date", () => {
    expect(validateFilters(filters("2025-08-02", "2025-08-01"), today)).toEqual({ fromDate: "fromAfterTo" })
  })
})

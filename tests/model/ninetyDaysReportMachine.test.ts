import { describe, expect, it } from "vitest"
import type { NinetyDaysRow, NinetyDaysSearchPayload } from "../../src/api/corrections/schemas"
import * as ninetyDays from "../../src/machines/corrections/ninetyDaysFilters"
import { ninetyDaysReportMachine } from "../../src/machines/corrections/ninetyDaysReportMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { describePagedSearch, filter } from "./support/pagedSearchHarness"
import { chosenScope, general, northwind, pagedRows, selectionFields } from "./support/searchFixtures"

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
const carrier = chosenScope(true)

/** Document 3 section 9: the last 90 days, every review status. */
const opening: ninetyDays.NinetyDaysFilters = { reportRequestor: "", fromDate: ninetyDaysAgo, toDate: today, reviewStatus: 0 }

/** Dates valid ('Invalid Date'), the from date not after the to date; no rule on future dates. */
const errors = ({ fromDate, toDate }: ninetyDays.NinetyDaysFilters): Record<string, string> => {
  if (fromDate === "invalid") return { fromDate: "invalidDate" }
  return fromDate > toDate ? { fromDate: "fromAfterTo" } : {}
}

/** POST NinetyDaysReportSearch: the scope chosen, the requestor trimmed, the dates and the review status. */
const query = (filters: ninetyDays.NinetyDaysFilters, selection: ScopeSelection): NinetyDaysSearchPayload => ({
  ...selectionFields(selection),
  ...(filters.reportRequestor !== "" ? { reportRequestor: filters.reportRequestor.trim() } : {}),
  fromDate: filters.fromDate,
  toDate: filters.toDate,
  reviewStatus: filters.reviewStatus,
  ianaTimezone: zone
})

const filterSamples = (f: ninetyDays.NinetyDaysFilters, editing: boolean) => [
  ...(f.fromDate === ninetyDaysAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
  ...(f.toDate === today ? [filter("toDate", "2025-08-01")] : []),
  ...(f.reportRequestor === "" ? [filter("reportRequestor", " Lee ")] : []),
  ...(f.reviewStatus === 0 ? [filter("reviewStatus", 2)] : []),
  ...(editing || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
]

// Arriving (from the badge too) shows the rows at once; back from a report, the kept rows show while
// their page is fetched again, so the row just reviewed shows as such.
describePagedSearch("90-day report", ninetyDaysReportMachine, {
  spec: { functionId: 4, today, opening, reset: opening, errors, query, arrival: "searches", back: "refreshes" },
  results: { ...pagedRows(row, 12), language: "fr" },
  scopes: [carrier],
  filterSamples,
  kept: { ...opening, reviewStatus: 2 },
  pathLengths: [5, 5]
})

describe("90-day dates (document 3 sections 5 and 9)", () => {
  const filters = (fromDate: string, toDate: string): ninetyDays.NinetyDaysFilters => ({ ...opening, fromDate, toDate })

  it("sends the filters as the search's body, leaving out what is empty", () => {
    expect(ninetyDays.toPayload(filters("", ""), emptyScope.selection, zone)).toEqual({ reviewStatus: 0, ianaTimezone: zone })
    expect(ninetyDays.toPayload({ ...opening, reportRequestor: "  Lee " }, carrier.selection, zone)).toEqual({
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

  it("says 'Invalid Date' for an impossible or partial date, and allows an empty one", () => {
    expect(ninetyDays.validateFilters(filters("2025-02-30", today))).toEqual({ fromDate: "invalidDate" })
    expect(ninetyDays.validateFilters(filters("2025-01-01", "invalid"))).toEqual({ toDate: "invalidDate" })
    expect(ninetyDays.validateFilters(filters("", ""))).toEqual({})
    expect(ninetyDays.validateFilters(filters("2025-08-02", "2025-08-01"))).toEqual({ fromDate: "fromAfterTo" })
  })

  it("defaults to the last 90 days, to today", () => {
    expect(ninetyDays.defaultFromDate("2025-08-27")).toBe("2025-05-29")
    expect(ninetyDays.defaultFromDate("2024-03-01")).toBe("2023-12-02")
  })
})

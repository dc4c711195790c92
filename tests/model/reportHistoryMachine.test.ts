import { describe, expect, it } from "vitest"
import type { ReportHistoryQuery, ReportHistoryRow } from "../../src/api/reports/schemas"
import * as history from "../../src/machines/reports/reportHistoryFilters"
import { reportHistoryMachine } from "../../src/machines/reports/reportHistoryMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { describePagedSearch, filter } from "./support/pagedSearchHarness"
import { bureauScope, chosenScope, general, northwind, pagedRows, selectionFields } from "./support/searchFixtures"

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
  licenseJurisdiction: "ON",
  reads: 0
})
const carrier = chosenScope(true)

const opening: history.ReportHistoryFilters = {
  reportRequestor: "",
  fromDate: threeMonthsAgo,
  toDate: today,
  referenceNumber: "",
  driverLicenseNumber: "",
  driverName: ""
}

/** Document 2 section 5: valid dates ('Invalid Date'), none after today (said as such), from not after to. */
const errors = ({ fromDate, toDate }: history.ReportHistoryFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "invalid") found.fromDate = "invalidDate"
  if (toDate > today) found.toDate = "futureDate"
  if (!found.fromDate && !found.toDate && fromDate !== "" && toDate !== "" && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** GET HistorySearch: the scope chosen, the dates and the names given, trimmed. */
const query = (filters: history.ReportHistoryFilters, selection: ScopeSelection): ReportHistoryQuery => ({
  ...selectionFields(selection),
  ...(filters.fromDate !== "" ? { fromDate: filters.fromDate } : {}),
  ...(filters.toDate !== "" ? { toDate: filters.toDate } : {}),
  ...(filters.driverName !== "" ? { driverName: filters.driverName.trim() } : {}),
  ianaTimezone: zone
})

/** The dates and names; Search from the results only with a date made invalid, to see them stay. */
const filterSamples = (f: history.ReportHistoryFilters, editing: boolean) => [
  ...(f.fromDate === threeMonthsAgo ? [filter("fromDate", "invalid"), filter("fromDate", "2025-08-27")] : []),
  ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
  ...(f.driverName === "" ? [filter("driverName", " Tremblay ")] : []),
  ...(editing || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
]

describePagedSearch("report history", reportHistoryMachine, {
  // Document 2: the list waits for Search, and is kept as it was while a report is open; Reset clears the dates too.
  spec: {
    functionId: 3,
    today,
    opening,
    reset: { ...opening, fromDate: "", toDate: "" },
    errors,
    query,
    arrival: "waits",
    back: "restores"
  },
  results: { ...pagedRows(row, 12), language: "fr" },
  scopes: [carrier, bureauScope],
  filterSamples,
  kept: { ...opening, driverName: "Tremblay" },
  pathLengths: [5, 7, 6]
})

describe("report history dates (document 2 section 5)", () => {
  const filters = (fromDate: string, toDate: string): history.ReportHistoryFilters => ({ ...opening, fromDate, toDate })

  it("defaults to the last 3 months, to today", () => {
    expect(history.defaultFromDate("2025-08-27")).toBe("2025-05-27")
    expect(history.defaultFromDate("2025-05-31")).toBe("2025-02-28")
  })

  it("says 'Invalid Date' for an impossible or partial date, and that a future date is after today", () => {
    expect(history.validateFilters(filters("2025-02-30", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(history.validateFilters(filters("invalid", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(history.validateFilters(filters("2025/01/01", today), today)).toEqual({ fromDate: "invalidDate" })
    expect(history.validateFilters(filters("2025-01-01", "2025-08-28"), today)).toEqual({ toDate: "futureDate" })
    expect(history.validateFilters(filters("2025-08-27", "2025-08-27"), today)).toEqual({})
  })

  it("leaves a date out of the search when it is empty", () => {
    expect(history.validateFilters(filters("", ""), today)).toEqual({})
    expect(history.toQuery(filters("", ""), emptyScope.selection, zone)).toEqual({ ianaTimezone: zone })
  })

  it("refuses a from date after the to date", () => {
    expect(history.validateFilters(filters("2025-08-02", "2025-08-01"), today)).toEqual({ fromDate: "fromAfterTo" })
  })
})

import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { UsageReportRequest, UsageRow } from "../../src/api/usage/schemas"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import * as usage from "../../src/machines/usage/usageReportFilters"
import { usageReportMachine } from "../../src/machines/usage/usageReportMachine"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { usageReportColumns } from "../../src/machines/usage/usageReportColumns"
import { usageReportFileName } from "../../src/services/usage/usageReport"
import { describePagedSearch, filter, sortedQuery } from "./support/pagedSearchHarness"
import { bureauScope, chosenScope, general, northwind, pagedRows, selectionFields, toronto } from "./support/searchFixtures"

const today = "2025-08-27"
const zone = "America/Toronto"

const row = (n: number): UsageRow => ({
  organization: { id: northwind.id, nameEn: northwind.nameEn, nameFr: northwind.nameFr },
  reportingCompany: { id: general.id, nameEn: general.nameEn, nameFr: general.nameFr },
  unit: n % 2 === 0 ? { id: toronto.id, nameEn: toronto.nameEn, nameFr: toronto.nameFr } : null,
  userId: `user${n}@northwind.example`,
  userName: `Alex Tremblay ${n}`,
  numberOfRequest: n
})
const carrier = chosenScope(true)

/** Document 2 section 2: today for both dates, no User ID or name. */
const opening: usage.UsageReportFilters = { userId: "", userName: "", fromDate: today, toDate: today }

/** Document 2 section 5: both dates valid ('Invalid Date') and none after today, from not after to. */
const errors = ({ fromDate, toDate }: usage.UsageReportFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "invalid" || fromDate === "") found.fromDate = "invalidDate"
  if (toDate > today) found.toDate = "futureDate"
  if (!found.fromDate && !found.toDate && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** POST UsageReport: the scope chosen, the names given trimmed, the days in the browser's zone. */
const query = (filters: usage.UsageReportFilters, selection: ScopeSelection): UsageReportRequest => ({
  ...selectionFields(selection),
  ...(filters.userId.trim() !== "" ? { userId: filters.userId.trim() } : {}),
  ...(filters.userName.trim() !== "" ? { userName: filters.userName.trim() } : {}),
  ianaTimezone: zone,
  fromDate: filters.fromDate,
  toDate: filters.toDate
})

/** Dates made invalid, future, blank or after the other; a name; Search from the filters. */
const filterSamples = (f: usage.UsageReportFilters, editing: boolean) => [
  ...(f.fromDate === today ? [filter("fromDate", "invalid"), filter("fromDate", "")] : []),
  ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
  ...(f.userName === "" ? [filter("userName", " Tremblay ")] : []),
  ...(editing || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
]

// It counts on arrival with today's range; its rows open nothing, so nothing is kept for a way back.
describePagedSearch("usage report", usageReportMachine, {
  spec: {
    functionId: 9,
    today,
    opening,
    reset: opening,
    errors,
    query,
    arrival: "searches",
    back: "startsOver",
    sort: { initial: { column: "organization", direction: "asc" }, apply: sortedQuery }
  },
  results: { ...pagedRows(row, 13), language: "fr" },
  scopes: [carrier, bureauScope],
  filterSamples,
  pathLengths: [5, 5]
})

describe("usage report filters (document 2 sections 2 and 5)", () => {
  it("opens on today for both dates, sorted by organization", () => {
    expect(usage.openingFilters(today)).toEqual(opening)
    expect(usage.defaultSort).toEqual({ column: "organization", direction: "asc" })
  })

  it("refuses an empty, invalid or future date and a from date after the to date", () => {
    expect(usage.validateFilters(opening, today)).toEqual({})
    expect(usage.validateFilters({ ...opening, fromDate: "" }, today)).toEqual({ fromDate: "invalidDate" })
    expect(usage.validateFilters({ ...opening, fromDate: "2025-02-30" }, today)).toEqual({ fromDate: "invalidDate" })
    expect(usage.validateFilters({ ...opening, toDate: "2025-08-28" }, today)).toEqual({ toDate: "futureDate" })
    expect(usage.validateFilters({ ...opening, fromDate: "2025-08-27", toDate: "2025-08-26" }, today)).toEqual({
      fromDate: "fromAfterTo"
    })
  })

  it("leaves out what is empty and trims the rest", () => {
    expect(usage.toQuery({ ...opening, userId: "  ", userName: " Lee " }, emptyScope.selection, zone)).toEqual({
      userName: "Lee",
      ianaTimezone: zone,
      fromDate: today,
      toDate: today
    })
    expect(
      usage.sortQuery(usage.toQuery(opening, carrier.selection, zone), { column: "numberOfRequest", direction: "desc" })
    ).toEqual({
      ...selectionFields(carrier.selection),
      ianaTimezone: zone,
      fromDate: today,
      toDate: today,
      sortColumn: "numberOfRequest",
      sortDirection: "desc"
    })
  })
})

const usageReportCsv = (rows: ReadonlyArray<UsageRow>, language: "en" | "fr") =>
  searchCsv(usageReportColumns, rows, language, zone)

describe("the usage report as CSV", () => {
  beforeAll(() => loadAllLocales())

  it("has the table's columns, names in the language in use, a formula-like cell quoted", () => {
    const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
    const risky: UsageRow = { ...row(3), reportingCompany: null, userName: "=Côté, Taylor" }
    const bySystem: UsageRow = { ...row(4), machineClientId: "northwind-underwriting" }
    expect(parse(usageReportCsv([row(2), risky, bySystem], "fr"))).toEqual([
      ["Organisation", "Entreprise", "Unité", "Code d'utilisateur", "Nom", "Nombre de demandes", "Système"],
      [northwind.nameFr, general.nameFr, toronto.nameFr, "user2@northwind.example", "Alex Tremblay 2", "2", ""],
      [northwind.nameFr, "", "", "user3@northwind.example", "'=Côté, Taylor", "3", ""],
      [
        northwind.nameFr,
        general.nameFr,
        toronto.nameFr,
        "user4@northwind.example",
        "Alex Tremblay 4",
        "4",
        "northwind-underwriting"
      ]
    ])
    expect(parse(usageReportCsv([row(2)], "en"))[0]).toEqual([
      "Organization",
      "Company",
      "Unit",
      "User ID",
      "Name",
      "Number of requests",
      "System"
    ])
    expect(usageReportFileName("2025-08-27")).toBe("usage-report-2025-08-27.csv")
  })
})

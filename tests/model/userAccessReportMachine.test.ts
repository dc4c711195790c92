import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { UserAccessReportRequest, UserAccessRow } from "../../src/api/userAccess/schemas"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import type { ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import * as access from "../../src/machines/userAccess/userAccessReportFilters"
import { userAccessReportMachine } from "../../src/machines/userAccess/userAccessReportMachine"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { userAccessReportColumns } from "../../src/machines/userAccess/userAccessReportColumns"
import { userAccessReportFileName } from "../../src/services/userAccess/userAccessReport"
import { describePagedSearch, filter } from "./support/pagedSearchHarness"
import { bureauScope, chosenScope, general, northwind, pagedRows } from "./support/searchFixtures"

const today = "2025-08-27"
const zone = "America/Toronto"

const row = (id: number): UserAccessRow => ({
  id,
  userId: `user${id}@northwind.example`,
  organization: { id: northwind.id, nameEn: northwind.nameEn, nameFr: northwind.nameFr },
  reportingCompany: { id: general.id, nameEn: general.nameEn, nameFr: general.nameFr },
  userName: `Alex Tremblay ${id}`,
  createdDate: "2025-03-01T15:00:00.000Z",
  userStatus: 1,
  lastLoginDate: id % 2 === 0 ? "2025-08-26T02:30:00.000Z" : null,
  functionsEn: "Driver Report; Vehicle Report",
  functionsFr: "Rapport de conducteur; Rapport de véhicule"
})
const carrier = chosenScope(false)

/** Document 2 sections 2 and 9: Enabled, every function, as of today. */
const opening: access.UserAccessReportFilters = { status: 1, userId: "", userName: "", functionId: 0, asOfDate: today }

/** Document 2 section 5: the as-of date is a real day ('Invalid Date') and not later than today. */
const errors = ({ asOfDate }: access.UserAccessReportFilters): Record<string, string> =>
  !/^\d{4}-\d{2}-\d{2}$/.test(asOfDate) ? { asOfDate: "invalidDate" } : asOfDate > today ? { asOfDate: "futureDate" } : {}

/** POST /UserAccessReport: organization as organizationId, company as companyId, texts trimmed or null. */
const query = (f: access.UserAccessReportFilters, selection: ScopeSelection): UserAccessReportRequest => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { companyId: selection.reportingCompanyId } : {}),
  userStatus: f.status,
  userId: f.userId.trim() === "" ? null : f.userId.trim(),
  userName: f.userName.trim() === "" ? null : f.userName.trim(),
  ...(f.functionId !== 0 ? { functionId: f.functionId } : {}),
  asOfDate: f.asOfDate,
  ianaTimezone: zone
})

/** A past day and a broken one, and a function; Search from the filters. */
const filterSamples = (f: access.UserAccessReportFilters, editing: boolean) => [
  ...(f.asOfDate === today ? [filter("asOfDate", "2025-08-01"), filter("asOfDate", "2025-13")] : []),
  ...(f.functionId === 0 ? [filter("functionId", 6)] : []),
  ...(editing || f.asOfDate !== today ? [{ type: "SUBMIT" }] : [])
]

// The report runs on arrival with the default filters; back from a user's details the rows show as they were left.
describePagedSearch("user access report", userAccessReportMachine, {
  spec: { functionId: 6, today, opening, reset: opening, errors, query, arrival: "searches", back: "restores" },
  results: { ...pagedRows(row, 12), language: "fr" },
  scopes: [carrier, bureauScope],
  filterSamples,
  kept: { ...opening, asOfDate: "2025-08-01", userName: "Tremblay" },
  pathLengths: [4, 5, 5]
})

describe("user access report filters (document 2 sections 2, 5 and 9)", () => {
  it("opens on the users enabled today with every function, and Reset returns there", () => {
    expect(access.openingFilters(today)).toEqual(opening)
  })

  it("says 'Invalid Date' for an impossible or empty day, and refuses a day later than today", () => {
    expect(access.validateFilters({ ...opening, asOfDate: "2025-02-30" }, today)).toEqual({ asOfDate: "invalidDate" })
    expect(access.validateFilters({ ...opening, asOfDate: "" }, today)).toEqual({ asOfDate: "invalidDate" })
    expect(access.validateFilters({ ...opening, asOfDate: "2025-08-28" }, today)).toEqual({ asOfDate: "futureDate" })
    expect(access.validateFilters({ ...opening, asOfDate: "2024-02-29" }, today)).toEqual({})
  })

  it("sends the company as companyId, every function as none, and blank texts as null", () => {
    expect(access.toQuery({ ...opening, userId: "  ", functionId: 0 }, carrier.selection, zone)).toEqual({
      organizationId: 2,
      companyId: 5,
      userStatus: 1,
      userId: null,
      userName: null,
      asOfDate: today,
      ianaTimezone: zone
    })
    expect(
      access.toQuery({ ...opening, status: 2, functionId: 6, userName: " Lee " }, bureauScope.selection, zone)
    ).toMatchObject({
      userStatus: 2,
      functionId: 6,
      userName: "Lee"
    })
  })
})

const userAccessReportCsv = (rows: ReadonlyArray<UserAccessRow>, language: "en" | "fr", ianaTimezone: string) =>
  searchCsv(userAccessReportColumns, rows, language, ianaTimezone)

describe("the user access report as CSV", () => {
  beforeAll(() => loadAllLocales())
  const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data

  it("has the table's columns, with names, status and functions in the language in use, days in the zone", () => {
    expect(
      parse(userAccessReportCsv([row(2), { ...row(3), userStatus: 2, functionsEn: "", functionsFr: "" }], "fr", zone))
    ).toEqual([
      ["Organisation", "Entreprise", "Code d'utilisateur", "Nom", "Statut", "Créé le", "Dernière connexion", "Fonctions"],
      [
        northwind.nameFr,
        general.nameFr,
        "user2@northwind.example",
        "Alex Tremblay 2",
        "Activé",
        "2025-03-01",
        "2025-08-25",
        "Rapport de conducteur; Rapport de véhicule"
      ],
      [northwind.nameFr, general.nameFr, "user3@northwind.example", "Alex Tremblay 3", "Désactivé", "2025-03-01", "", ""]
    ])
    expect(parse(userAccessReportCsv([row(1)], "en", zone))[1]!.at(-1)).toBe("Driver Report; Vehicle Report")
  })

  it("is named by the day", () => {
    expect(userAccessReportFileName("2025-08-27")).toBe("user-access-2025-08-27.csv")
  })
})

import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { UserSearchQuery, UserSearchRow } from "../../src/api/users/schemas"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import * as users from "../../src/machines/users/userSearchFilters"
import { userSearchMachine } from "../../src/machines/users/userSearchMachine"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { userSearchColumns } from "../../src/machines/users/userSearchColumns"
import { userSearchFileName } from "../../src/services/users/userSearch"
import { describePagedSearch, filter } from "./support/pagedSearchHarness"
import { bureauScope, chosenScope, general, northwind, pagedRows, selectionFields, toronto } from "./support/searchFixtures"

// No column of the user search reads a date: the zone plays no part.
const userSearchCsv = (rows: ReadonlyArray<UserSearchRow>, language: "en" | "fr") =>
  searchCsv(userSearchColumns, rows, language, "America/Toronto")

const row = (id: number): UserSearchRow => ({
  id,
  userId: `user${id}@northwind.example`,
  userName: `Tremblay, Alex ${id}`,
  organization: { id: northwind.id, nameEn: northwind.nameEn, nameFr: northwind.nameFr },
  reportingCompany: { id: general.id, nameEn: general.nameEn, nameFr: general.nameFr },
  unit: id % 2 === 0 ? { id: toronto.id, nameEn: toronto.nameEn, nameFr: toronto.nameFr } : null,
  status: 1
})
const carrier = chosenScope(true)

/** Document 2 section 9: the status filter opens on Enabled (1); User ID and name are empty. */
const opening: users.UserSearchFilters = { status: 1, userId: "", userName: "" }

/** GET /Users/Search: the scope chosen, the status, User ID and name trimmed, null when empty (document 2 section 2). */
const query = (filters: users.UserSearchFilters, selection: ScopeSelection): UserSearchQuery => ({
  ...selectionFields(selection),
  status: filters.status,
  userId: filters.userId.trim() === "" ? null : filters.userId.trim(),
  userName: filters.userName.trim() === "" ? null : filters.userName.trim()
})

/** Status, name and User ID (with spaces around, and spaces only); Search from the filters. */
const filterSamples = (f: users.UserSearchFilters, editing: boolean) => [
  ...(f.status === 1 ? [filter("status", 2), filter("status", 0)] : []),
  ...(f.userName === "" ? [filter("userName", " Tremblay ")] : []),
  ...(f.userId === "" ? [filter("userId", "   ")] : []),
  ...(editing ? [{ type: "SUBMIT" }] : [])
]

// The search runs on arrival with the default filters; back from a profile the kept rows show and are fetched again.
describePagedSearch("user search", userSearchMachine, {
  spec: {
    functionId: 8,
    today: "2025-08-27",
    opening,
    reset: opening,
    errors: () => ({}),
    query,
    arrival: "searches",
    back: "refreshes"
  },
  results: { ...pagedRows(row, 13), language: "fr" },
  scopes: [carrier, bureauScope],
  filterSamples,
  kept: { status: 0, userId: "", userName: "Tremblay" },
  pathLengths: [5, 5],
  unreachable: Object.fromEntries(
    ["editing", "showingResults", "noResults"].map((state) => [
      `userSearch.${state} SUBMIT #0`,
      "no filter of the user search can be wrong: Search always searches"
    ])
  )
})

describe("user search filters (document 2 sections 2 and 9)", () => {
  it("opens on the enabled users, and Reset returns there", () => {
    expect(users.openingFilters()).toEqual({ status: 1, userId: "", userName: "" })
    expect(userSearchMachine.config.id).toBe("userSearch")
  })

  it("sends an empty or blank User ID and name as null, and the others trimmed", () => {
    expect(users.toQuery({ status: 1, userId: "  ", userName: "" }, emptyScope.selection)).toEqual({
      status: 1,
      userId: null,
      userName: null
    })
    expect(users.toQuery({ status: 2, userId: " amy@northwind.example ", userName: " Lee " }, carrier.selection)).toEqual({
      organizationId: 2,
      reportingCompanyId: 5,
      unitId: 21,
      status: 2,
      userId: "amy@northwind.example",
      userName: "Lee"
    })
  })

  it("refuses no filter: every combination may be searched", () => {
    expect(users.validateFilters()).toEqual({})
  })
})

describe("the users found as CSV", () => {
  beforeAll(() => loadAllLocales())
  const disabled: UserSearchRow = { ...row(2), status: 2, reportingCompany: null, userName: "=Côté, Taylor" }

  it("has the table's columns, with names and status in the language in use", () => {
    const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
    expect(parse(userSearchCsv([row(1), disabled], "fr"))).toEqual([
      ["Code d'utilisateur", "Nom", "Organisation", "Entreprise", "Unité", "Statut"],
      ["user1@northwind.example", "Tremblay, Alex 1", northwind.nameFr, general.nameFr, "", "Activé"],
      // A cell a spreadsheet would run as a formula is quoted.
      ["user2@northwind.example", "'=Côté, Taylor", northwind.nameFr, "", toronto.nameFr, "Désactivé"]
    ])
    expect(parse(userSearchCsv([row(1)], "en"))[1]).toEqual([
      "user1@northwind.example",
      "Tremblay, Alex 1",
      northwind.nameEn,
      general.nameEn,
      "",
      "Enabled"
    ])
  })

  it("is named by the day", () => {
    expect(userSearchFileName("2025-08-27")).toBe("users-2025-08-27.csv")
  })
})

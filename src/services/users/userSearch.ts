import type { UserSearchQuery, UserSearchRow } from "../../api/users/schemas"
import { userStatusFilters } from "../../api/users/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { csvText } from "../shared/csv"
import { pagedSearch } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** GET /Users/Search, by page or whole. */
export const userSearch = pagedSearch((query: UserSearchQuery, paging) =>
  callApi((api) =>
    api.userAdministration.search({ query: { ...query, pageNumber: paging.PageNumber, pageSize: paging.PageSize } })
  )
)

/** The search screen's state while a profile is open. */
export const keptUserSearch = savedSearch("users.search", 1)

const named = (name: { readonly nameEn: string; readonly nameFr: string } | null, language: Locales): string =>
  name ? (language === "fr" ? name.nameFr : name.nameEn) : ""

/** The users found as CSV: the table's columns, names and status in the language in use. */
export const userSearchCsv = (rows: ReadonlyArray<UserSearchRow>, language: Locales): string => {
  const t = i18nObject(language).userAdministration
  const c = t.columns
  return csvText(
    [c.userId(), c.userName(), c.organization(), c.company(), c.unit(), c.status()],
    rows.map((row) => [
      row.userId,
      row.userName,
      named(row.organization, language),
      named(row.reportingCompany, language),
      named(row.unit, language),
      row.status === userStatusFilters.enabled ? t.statuses.enabled() : t.statuses.disabled()
    ])
  )
}

/** users-YYYY-MM-DD.csv, dated in the browser's zone. */
export const userSearchFileName = (date: string = today()): string => `users-${date}.csv`

import { Effect, Schema } from "effect"
import { NotFound } from "../../api/errors"
import { Id } from "../../api/fields"
import type { UserAccessReportRequest, UserAccessRow } from "../../api/userAccess/schemas"
import { userStatusFilters } from "../../api/users/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { csvText } from "../shared/csv"
import { pagedSearch } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** POST /UserAccessReport, by page or whole. */
export const userAccessReport = pagedSearch((payload: UserAccessReportRequest, paging) =>
  callApi((api) =>
    api.userAccessReport.search({ payload: { ...payload, pageNumber: paging.PageNumber, pageSize: paging.PageSize } })
  )
)

const isId = Schema.is(Id)

/**
 * GET /UserAccessReport/{id}: the user as of the day and their changes. An id the contract refuses
 * (a route such as /user-access-report-details/abc) names no user: it is missing, as an unknown one is.
 */
export const userAccessDetails = (id: number, asOfDate: string, ianaTimezone: string) =>
  isId(id)
    ? callApi((api) => api.userAccessReport.details({ params: { id }, query: { asOfDate, ianaTimezone } }))
    : Effect.fail(new NotFound({ message: "No such user" }))

/** The report's state while a user's details are open. */
export const keptUserAccessReport = savedSearch("userAccess.report", 1)

const named = (name: { readonly nameEn: string; readonly nameFr: string } | null, language: Locales): string =>
  name ? (language === "fr" ? name.nameFr : name.nameEn) : ""

/** yyyy-MM-dd of an instant in a zone. */
export const dayIn = (instant: string | null, ianaTimezone: string): string =>
  instant === null ? "" : new Date(instant).toLocaleDateString("en-CA", { timeZone: ianaTimezone })

/** The rows as CSV: the table's columns, names, status and functions in the language in use. */
export const userAccessReportCsv = (rows: ReadonlyArray<UserAccessRow>, language: Locales, ianaTimezone: string): string => {
  const t = i18nObject(language).userAccessReport
  const c = t.columns
  return csvText(
    [c.organization(), c.company(), c.userId(), c.userName(), c.status(), c.createdDate(), c.lastLoginDate(), c.functions()],
    rows.map((row) => [
      named(row.organization, language),
      named(row.reportingCompany, language),
      row.userId,
      row.userName,
      row.userStatus === userStatusFilters.enabled ? t.statuses.enabled() : t.statuses.disabled(),
      dayIn(row.createdDate, ianaTimezone),
      dayIn(row.lastLoginDate, ianaTimezone),
      language === "fr" ? row.functionsFr : row.functionsEn
    ])
  )
}

/** user-access-YYYY-MM-DD.csv, dated in the browser's zone. */
export const userAccessReportFileName = (date: string = today()): string => `user-access-${date}.csv`

import type { UserAccessRow } from "../../api/userAccess/schemas"
import { userStatusFilters } from "../../api/users/schemas"
import { named, type SearchTable } from "../shared/searchTable"

/** yyyy-MM-dd of an instant in a zone; empty for none. */
const dayIn = (instant: string | null, ianaTimezone: string): string =>
  instant === null ? "" : new Date(instant).toLocaleDateString("en-CA", { timeZone: ianaTimezone })

/**
 * The user access report's columns (document 2 section 2): names, status and functions in the language in
 * use, days in the zone the search reads them in.
 */
export const userAccessReportColumns: SearchTable<UserAccessRow, "userAccessReport"> = {
  namespace: "userAccessReport",
  columns: [
    { id: "organization", value: (row, { language }) => named(row.organization.nameEn, row.organization.nameFr, language) },
    {
      id: "company",
      value: (row, { language }) => named(row.reportingCompany?.nameEn, row.reportingCompany?.nameFr, language)
    },
    { id: "userId", value: (row) => row.userId },
    { id: "userName", value: (row) => row.userName },
    {
      id: "status",
      value: (row, { words }) =>
        row.userStatus === userStatusFilters.enabled ? words.statuses.enabled() : words.statuses.disabled()
    },
    { id: "createdDate", value: (row, { ianaTimezone }) => dayIn(row.createdDate, ianaTimezone) },
    { id: "lastLoginDate", value: (row, { ianaTimezone }) => dayIn(row.lastLoginDate, ianaTimezone) },
    { id: "functions", value: (row, { language }) => named(row.functionsEn, row.functionsFr, language) }
  ]
}

import { userStatusFilters, type UserSearchRow } from "../../api/users/schemas"
import { named, type SearchTable } from "../shared/searchTable"

/** The user search's columns (document 2 section 2): names and status in the language in use. */
export const userSearchColumns: SearchTable<UserSearchRow, "userAdministration"> = {
  namespace: "userAdministration",
  columns: [
    { id: "userId", value: (row) => row.userId },
    { id: "userName", value: (row) => row.userName },
    { id: "organization", value: (row, { language }) => named(row.organization.nameEn, row.organization.nameFr, language) },
    {
      id: "company",
      value: (row, { language }) => named(row.reportingCompany?.nameEn, row.reportingCompany?.nameFr, language)
    },
    { id: "unit", value: (row, { language }) => named(row.unit?.nameEn, row.unit?.nameFr, language) },
    {
      id: "status",
      value: (row, { words }) => (row.status === userStatusFilters.enabled ? words.statuses.enabled() : words.statuses.disabled())
    }
  ]
}

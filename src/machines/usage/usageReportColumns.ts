import type { UsageRow } from "../../api/usage/schemas"
import { named, type SearchTable } from "../shared/searchTable"

const nameOf = (name: { readonly nameEn: string; readonly nameFr: string } | null, language: "en" | "fr") =>
  named(name?.nameEn, name?.nameFr, language)

/**
 * The usage report's columns (document 2 section 2), each one the server sorts on, names in the language in use;
 * the CSV adds the machine client that made a row's reports as the user.
 */
export const usageReportColumns: SearchTable<UsageRow, "usageReport"> = {
  namespace: "usageReport",
  columns: [
    { id: "organization", value: (row, { language }) => nameOf(row.organization, language) },
    { id: "company", value: (row, { language }) => nameOf(row.reportingCompany, language) },
    { id: "unit", value: (row, { language }) => nameOf(row.unit, language) },
    { id: "userId", value: (row) => row.userId },
    // The screen names the system that made these reports as the user; the CSV gives it a column of its own.
    {
      id: "userName",
      only: "screen",
      value: (row, { words }) =>
        row.machineClientId === undefined ? row.userName : words.viaClient({ user: row.userName, client: row.machineClientId })
    },
    { id: "userName", only: "csv", value: (row) => row.userName },
    { id: "numberOfRequest", value: (row) => row.numberOfRequest },
    { id: "machineClient", only: "csv", value: (row) => row.machineClientId ?? null }
  ]
}

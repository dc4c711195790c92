import type { ReportHistoryRow } from "../../api/reports/schemas"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { named, type SearchTable } from "../shared/searchTable"

/**
 * The report history's columns (document 2): the screen shows the report date in the report's own zone,
 * the CSV adds the report's id and that zone, in the export order of document 2.
 */
export const reportHistoryColumns: SearchTable<ReportHistoryRow, "reportHistory"> = {
  namespace: "reportHistory",
  columns: [
    { id: "reportId", only: "csv", value: (row) => row.reportId },
    { id: "reportDate", dateTime: true, value: (row) => formatReportDateTime(row.reportDate, row.ianaTimezone) },
    { id: "ianaTimezone", only: "csv", value: (row) => row.ianaTimezone },
    { id: "referenceNumber", value: (row) => row.referenceNumber },
    // The screen names the system that generated it as the requestor; the CSV gives it a column of its own.
    {
      id: "reportRequestor",
      only: "screen",
      value: (row, { words }) =>
        row.machineClientId === undefined
          ? row.reportRequestor
          : words.viaClient({ requestor: row.reportRequestor, client: row.machineClientId })
    },
    { id: "reportRequestor", only: "csv", value: (row) => row.reportRequestor },
    { id: "organization", value: (row, { language }) => named(row.organizationEn, row.organizationFr, language) },
    { id: "company", value: (row, { language }) => named(row.companyEn, row.companyFr, language) },
    { id: "unit", value: (row, { language }) => named(row.unitEn, row.unitFr, language) },
    { id: "driverLicenseNumber", value: (row) => row.driverLicenseNumber },
    { id: "driverName", value: (row) => row.driverName },
    { id: "licenseJurisdiction", value: (row) => row.licenseJurisdiction },
    { id: "machineClient", only: "csv", value: (row) => row.machineClientId ?? null }
  ],
  csvOrder: [
    "reportId",
    "reportDate",
    "ianaTimezone",
    "referenceNumber",
    "reportRequestor",
    "unit",
    "organization",
    "company",
    "driverLicenseNumber",
    "driverName",
    "licenseJurisdiction",
    "machineClient"
  ]
}

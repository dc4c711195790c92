import type { NinetyDaysRow } from "../../api/corrections/schemas"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { named, type SearchTable } from "../shared/searchTable"

/**
 * The 90-day report's columns (document 3 section 4), dates in each report's zone. The screen shows the
 * company, or the organization of a company-less report, in one column; the CSV has both. A row nobody
 * reviewed says so on screen, besides its bold type.
 */
export const ninetyDaysColumns: SearchTable<NinetyDaysRow, "ninetyDays"> = {
  namespace: "ninetyDays",
  columns: [
    { id: "changeDate", dateTime: true, value: (row) => formatReportDateTime(row.changeDate, row.ianaTimezone) },
    { id: "reportDate", dateTime: true, value: (row) => formatReportDateTime(row.reportDate, row.ianaTimezone) },
    { id: "organization", only: "csv", value: (row, { language }) => named(row.organizationEn, row.organizationFr, language) },
    {
      id: "company",
      only: "screen",
      value: (row, { language }) => named(row.companyEn ?? row.organizationEn, row.companyFr ?? row.organizationFr, language)
    },
    { id: "company", only: "csv", value: (row, { language }) => named(row.companyEn, row.companyFr, language) },
    { id: "reportRequestor", value: (row) => row.reportRequestor },
    { id: "referenceNumber", value: (row) => row.referenceNumber },
    { id: "driverLicenseNumber", value: (row) => row.driverLicenseNumber },
    { id: "changes", value: (row, { language }) => row.changes.map((change) => named(change.nameEn, change.nameFr, language)) },
    { id: "reviewedBy", value: (row) => row.reviewedBy, whenEmpty: (words) => words.notReviewed() }
  ]
}

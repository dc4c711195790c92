import type { SdcFileRow } from "../../api/sdc/schemas"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { named, type SearchTable } from "../shared/searchTable"
import { fileInProgress } from "./sdcReportWatchMachine"

/**
 * The SDC report's columns (document 2 section 2), names in the language in use, dates in the zone the
 * search reads them in. The screen says how far a file still being read has got; the CSV writes the
 * status's name alone, and adds when the file was completed and who uploaded it.
 */
export const sdcReportColumns: SearchTable<SdcFileRow, "sdc"> = {
  namespace: "sdc",
  columns: [
    { id: "fileName", value: (row) => row.fileName },
    { id: "organization", value: (row, { language }) => named(row.organization.nameEn, row.organization.nameFr, language) },
    {
      id: "company",
      value: (row, { language }) => named(row.reportingCompany.nameEn, row.reportingCompany.nameFr, language)
    },
    { id: "fileType", value: (row, { language }) => named(row.fileType.nameEn, row.fileType.nameFr, language) },
    {
      id: "receivedDate",
      dateTime: true,
      value: (row, { ianaTimezone }) => formatReportDateTime(row.receivedDate, ianaTimezone)
    },
    // "Processing: 1,200 rows so far" while the server reads the file; the list reads its page again until it is done.
    {
      id: "status",
      only: "screen",
      value: (row, { language, words }) => {
        const status = named(row.status.nameEn, row.status.nameFr, language)
        return fileInProgress(row) ? words.rowsSoFar({ status, rows: row.rows }) : status
      }
    },
    { id: "status", only: "csv", value: (row, { language }) => named(row.status.nameEn, row.status.nameFr, language) },
    {
      id: "completedDate",
      only: "csv",
      value: (row, { ianaTimezone }) =>
        row.completedDate === null ? null : formatReportDateTime(row.completedDate, ianaTimezone)
    },
    { id: "rows", value: (row) => row.rows },
    { id: "errors", value: (row) => row.errorCount },
    { id: "uploadedBy", only: "csv", value: (row) => row.uploadedBy }
  ]
}

import type { ReportHistoryRow } from "../../api/reports/schemas"
import { i18nObject } from "../../i18n/i18n-util"
import { formatDateTime, today } from "../clock"
import { csvText } from "../shared/csv"

export type CsvLanguage = "en" | "fr"

/** The export columns of document 2, in order; the header row names them in the language in use. */
export const reportHistoryColumns = [
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
  "licenseJurisdiction"
] as const

const named = (en: string | null, fr: string | null, language: CsvLanguage): string => (language === "fr" ? fr : en) ?? ""

/** One CSV line per report: names in the language in use, the report date in the report's own zone. */
export const reportHistoryRecord = (row: ReportHistoryRow, language: CsvLanguage) => ({
  reportId: row.reportId,
  reportDate: formatDateTime(row.reportDate, row.ianaTimezone),
  ianaTimezone: row.ianaTimezone,
  referenceNumber: row.referenceNumber ?? "",
  reportRequestor: row.reportRequestor,
  unit: named(row.unitEn, row.unitFr, language),
  organization: named(row.organizationEn, row.organizationFr, language),
  company: named(row.companyEn, row.companyFr, language),
  driverLicenseNumber: row.driverLicenseNumber,
  driverName: row.driverName,
  licenseJurisdiction: row.licenseJurisdiction
})

/** The header row: each column's name as the report history screen shows it (its namespace is loaded there). */
const reportHistoryHeaders = (language: CsvLanguage): ReadonlyArray<string> => {
  const names = i18nObject(language).reportHistory.columns
  return reportHistoryColumns.map((column) => names[column]())
}

/** The report history as CSV, safe from spreadsheet formulas. */
export const reportHistoryCsv = (rows: ReadonlyArray<ReportHistoryRow>, language: CsvLanguage): string =>
  csvText(
    reportHistoryHeaders(language),
    rows.map((row) => {
      const record = reportHistoryRecord(row, language)
      return reportHistoryColumns.map((column) => record[column])
    })
  )

/** report-history-YYYY-MM-DD.csv, dated in the browser's zone. */
export const reportHistoryFileName = (date: string = today()): string => `report-history-${date}.csv`

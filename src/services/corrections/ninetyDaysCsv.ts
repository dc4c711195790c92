import type { NinetyDaysRow } from "../../api/corrections/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { formatDateTime, today } from "../clock"
import { csvText } from "../shared/csv"

const named = (en: string | null, fr: string | null, language: Locales): string => (language === "fr" ? fr : en) ?? ""

/**
 * The 90-day result as CSV: readable headers, names and changed fields in the language in use
 * (its texts are loaded while the screen shows), dates yyyy-MM-dd HH:mm in each report's zone.
 */
export const ninetyDaysCsv = (rows: ReadonlyArray<NinetyDaysRow>, language: Locales): string => {
  const t = i18nObject(language).ninetyDays
  const header = [
    t.columns.changeDate(),
    t.columns.reportDate(),
    t.columns.organization(),
    t.columns.company(),
    t.columns.reportRequestor(),
    t.columns.referenceNumber(),
    t.columns.driverLicenseNumber(),
    t.columns.changes(),
    t.columns.reviewedBy()
  ]
  return csvText(
    header,
    rows.map((row) => [
      formatDateTime(row.changeDate, row.ianaTimezone),
      formatDateTime(row.reportDate, row.ianaTimezone),
      named(row.organizationEn, row.organizationFr, language),
      named(row.companyEn, row.companyFr, language),
      row.reportRequestor,
      row.referenceNumber ?? "",
      row.driverLicenseNumber,
      row.changes.map((change) => named(change.nameEn, change.nameFr, language)).join("; "),
      row.reviewedBy ?? ""
    ])
  )
}

/** ninety-days-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const ninetyDaysFileName = (date: string = today()): string => `ninety-days-report-${date}.csv`

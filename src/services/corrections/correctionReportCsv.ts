import type { CorrectionRecord } from "../../api/corrections/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { formatDateTime, today } from "../clock"
import { csvText } from "../shared/csv"

const named = (en: string | null, fr: string | null, language: Locales): string => (language === "fr" ? fr : en) ?? ""

/** A record's company, or its organization when the data has no company. */
const correctionCompany = (record: CorrectionRecord, language: Locales): string =>
  named(record.companyEn ?? record.organizationEn, record.companyFr ?? record.organizationFr, language)

/**
 * The correction report as CSV: the 11 columns of document 3 with readable headers, names and values
 * in the language in use, the correction date yyyy-MM-dd HH:mm in the browser's zone.
 */
export const correctionReportCsv = (records: ReadonlyArray<CorrectionRecord>, language: Locales, timeZone?: string): string => {
  const t = i18nObject(language).correctionReport.columns
  const header = [
    t.company(),
    t.correctionDate(),
    t.correctorUserName(),
    t.fieldName(),
    t.dln(),
    t.policyId(),
    t.policyEffectiveDate(),
    t.claimId(),
    t.accidentDate(),
    t.oldValue(),
    t.newValue()
  ]
  return csvText(
    header,
    records.map((record) => [
      correctionCompany(record, language),
      formatDateTime(record.correctionDate, timeZone),
      record.correctorUserName,
      named(record.correction.fieldNameEn, record.correction.fieldNameFr, language),
      record.dln,
      record.policyId ?? "",
      record.policyEffectiveDate ?? "",
      record.claimId ?? "",
      record.accidentDate ?? "",
      named(record.correction.oldValue.valueEn, record.correction.oldValue.valueFr, language),
      named(record.correction.newValue.valueEn, record.correction.newValue.valueFr, language)
    ])
  )
}

/** correction-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const correctionReportFileName = (date: string = today()): string => `correction-report-${date}.csv`

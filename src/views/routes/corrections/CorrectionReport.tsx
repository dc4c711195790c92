import { createLazyRoute } from "@tanstack/react-router"
import type { CorrectionRecord } from "../../../api/corrections/schemas"
import type { Locales, TranslationFunctions } from "../../../i18n/i18n-types"
import type { CorrectionReportFilters } from "../../../machines/corrections/correctionReportFilters"
import { correctionReportLive } from "../../../machines/corrections/correctionReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../../ui/PagedSearchScreen"
import { searchColumns } from "../../ui/searchColumns"

const words = (LL: TranslationFunctions) => LL.correctionReport
type Words = ReturnType<typeof words>

/** The 11 columns of document 3 section 2, values in the language in use. */
const columns = (t: Words, locale: Locales, search: { readonly ianaTimezone: string }) => {
  const column = searchColumns<CorrectionRecord>(locale)
  const c = t.columns
  return [
    // The corrected data's company, or its organization when the data has no company.
    column.named(
      "company",
      c.company,
      (record) => record.companyEn ?? record.organizationEn,
      (record) => record.companyFr ?? record.organizationFr
    ),
    // In the zone the search read the dates in.
    column.dateTime(
      "correctionDate",
      c.correctionDate,
      (record) => record.correctionDate,
      () => search.ianaTimezone
    ),
    column.text("correctorUserName", c.correctorUserName, (record) => record.correctorUserName),
    column.named(
      "fieldName",
      c.fieldName,
      (record) => record.correction.fieldNameEn,
      (record) => record.correction.fieldNameFr
    ),
    column.text("dln", c.dln, (record) => record.dln),
    column.text("policyId", c.policyId, (record) => record.policyId),
    column.text("policyEffectiveDate", c.policyEffectiveDate, (record) => record.policyEffectiveDate),
    column.text("claimId", c.claimId, (record) => record.claimId),
    column.text("accidentDate", c.accidentDate, (record) => record.accidentDate),
    column.named(
      "oldValue",
      c.oldValue,
      (record) => record.correction.oldValue.valueEn,
      (record) => record.correction.oldValue.valueFr
    ),
    column.named(
      "newValue",
      c.newValue,
      (record) => record.correction.newValue.valueEn,
      (record) => record.correction.newValue.valueFr
    )
  ]
}

/** The correction report of document 3: organization, company and dates, the audit's columns and words. */
const correctionReport: PagedSearchScreenProps<CorrectionReportFilters, CorrectionRecord, Words> = {
  namespace: "correctionReport",
  titleId: "correction-report-title",
  idPrefix: "correction",
  words,
  search: correctionReportLive,
  filters: (t) => [
    { kind: "scope", withUnit: false },
    { kind: "date", field: "fromDate", label: t.fromDate(), untilToday: true },
    { kind: "date", field: "toDate", label: t.toDate(), untilToday: true }
  ],
  columns,
  rowId: (record) => String(record.id)
}

/** /correction-report (function correctionReport). */
export const Route = createLazyRoute("/correction-report")({ component: () => <PagedSearchScreen {...correctionReport} /> })

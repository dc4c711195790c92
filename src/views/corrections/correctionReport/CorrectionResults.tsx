import { createColumnHelper } from "@tanstack/react-table"
import { useMemo } from "react"
import type { CorrectionRecord, CorrectionReportResult } from "../../../api/corrections/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDateTime } from "../../../i18n/reportFormat"
import { localizedText } from "../../app/localized"
import { PagedResults, pagerLabels } from "../../ui/PagedSearch"
import { DateTime } from "../../ui/DateTime"

export interface CorrectionResultsProps {
  readonly result: CorrectionReportResult
  readonly page: number
  readonly pageSize: number
  /** The zone the correction dates show in (the browser's, as the search reads them). */
  readonly ianaTimezone: string
  readonly busy: boolean
  readonly onPageChange: (page: number) => void
}

const column = createColumnHelper<CorrectionRecord>()
const inLanguage = (en: string | null, fr: string | null, locale: "en" | "fr") => localizedText(en ?? "", fr ?? "", locale)

/** The 11 columns of document 3 section 2, values in the language in use, paged with a count. */
export const CorrectionResults = ({ result, page, pageSize, ianaTimezone, busy, onPageChange }: CorrectionResultsProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.correctionReport
  const columns = useMemo(
    () => [
      // Display columns: react-table caches accessor values per row, and these follow the language.
      column.display({
        id: "company",
        header: () => t.columns.company(),
        cell: (info) => {
          const r = info.row.original
          return inLanguage(r.companyEn ?? r.organizationEn, r.companyFr ?? r.organizationFr, locale)
        }
      }),
      column.accessor("correctionDate", {
        header: () => t.columns.correctionDate(),
        cell: (info) => <DateTime value={formatReportDateTime(info.getValue(), ianaTimezone)} />
      }),
      column.accessor("correctorUserName", { header: () => t.columns.correctorUserName() }),
      column.display({
        id: "fieldName",
        header: () => t.columns.fieldName(),
        cell: (info) => inLanguage(info.row.original.correction.fieldNameEn, info.row.original.correction.fieldNameFr, locale)
      }),
      column.accessor("dln", { header: () => t.columns.dln() }),
      column.accessor("policyId", { header: () => t.columns.policyId(), cell: (info) => info.getValue() ?? "" }),
      column.accessor("policyEffectiveDate", {
        header: () => t.columns.policyEffectiveDate(),
        cell: (info) => info.getValue() ?? ""
      }),
      column.accessor("claimId", { header: () => t.columns.claimId(), cell: (info) => info.getValue() ?? "" }),
      column.accessor("accidentDate", { header: () => t.columns.accidentDate(), cell: (info) => info.getValue() ?? "" }),
      column.display({
        id: "oldValue",
        header: () => t.columns.oldValue(),
        cell: (info) => {
          const value = info.row.original.correction.oldValue
          return inLanguage(value.valueEn, value.valueFr, locale)
        }
      }),
      column.display({
        id: "newValue",
        header: () => t.columns.newValue(),
        cell: (info) => {
          const value = info.row.original.correction.newValue
          return inLanguage(value.valueEn, value.valueFr, locale)
        }
      })
    ],
    [t, locale, ianaTimezone]
  )
  return (
    <PagedResults
      idPrefix="correction"
      title={t.results()}
      countText={t.count({ count: result.count })}
      columns={columns}
      data={result.data}
      getRowId={(record) => String(record.id)}
      tableTestId="correction-table"
      page={page}
      pageSize={pageSize}
      count={result.count}
      busy={busy}
      onPageChange={onPageChange}
      pager={pagerLabels(t.pager)}
    />
  )
}

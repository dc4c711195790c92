import { Link } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { useMemo } from "react"
import type { NinetyDaysResult, NinetyDaysRow } from "../../../api/corrections/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDateTime } from "../../../i18n/reportFormat"
import { localizedText } from "../../app/localized"
import { PagedResults, pagerLabels } from "../../ui/PagedSearch"
import { DateTime } from "../../ui/DateTime"
import { link } from "../../ui/styles"

export interface NinetyDaysResultsProps {
  readonly result: NinetyDaysResult
  readonly page: number
  readonly pageSize: number
  readonly busy: boolean
  readonly onPageChange: (page: number) => void
}

const column = createColumnHelper<NinetyDaysRow>()
const named = (en: string | null, fr: string | null, locale: "en" | "fr") => localizedText(en ?? "", fr ?? "", locale)

/** Document 3 section 4: a row is reviewed once reviewedBy is set. */
const notReviewed = (row: NinetyDaysRow) => row.reviewedBy === null || row.reviewedBy === ""

/**
 * The paged 90-day list: a count, the table with rows not reviewed in bold, and a View link per row
 * that opens the report with its 90-day correction id (GetById's second id).
 */
export const NinetyDaysResults = ({ result, page, pageSize, busy, onPageChange }: NinetyDaysResultsProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.ninetyDays
  const columns = useMemo(
    () => [
      column.accessor("changeDate", {
        header: () => t.columns.changeDate(),
        cell: (info) => <DateTime value={formatReportDateTime(info.getValue(), info.row.original.ianaTimezone)} />
      }),
      column.accessor("reportDate", {
        header: () => t.columns.reportDate(),
        cell: (info) => <DateTime value={formatReportDateTime(info.getValue(), info.row.original.ianaTimezone)} />
      }),
      // Display columns: react-table caches accessor values per row, and these follow the language.
      column.display({
        id: "company",
        header: () => t.columns.company(),
        cell: (info) =>
          named(
            info.row.original.companyEn ?? info.row.original.organizationEn,
            info.row.original.companyFr ?? info.row.original.organizationFr,
            locale
          )
      }),
      column.accessor("reportRequestor", { header: () => t.columns.reportRequestor() }),
      column.accessor("referenceNumber", { header: () => t.columns.referenceNumber(), cell: (info) => info.getValue() ?? "" }),
      column.accessor("driverLicenseNumber", { header: () => t.columns.driverLicenseNumber() }),
      column.display({
        id: "changes",
        header: () => t.columns.changes(),
        cell: (info) => info.row.original.changes.map((c) => localizedText(c.nameEn, c.nameFr, locale)).join(", ")
      }),
      column.display({
        id: "reviewedBy",
        header: () => t.columns.reviewedBy(),
        cell: (info) => (notReviewed(info.row.original) ? t.notReviewed() : info.row.original.reviewedBy)
      }),
      column.display({
        id: "actions",
        header: () => t.columns.actions(),
        cell: (info) => (
          <Link
            to="/reports/$id"
            params={{ id: String(info.row.original.reportId) }}
            state={{ origin: "/ninetydays-report", reportContextId: info.row.original.ninetyDaysDataCorrectionId }}
            className={link}
            aria-label={t.viewReport({ id: info.row.original.reportId, licence: info.row.original.driverLicenseNumber })}
            data-testid={`view-ninety-${info.row.original.ninetyDaysDataCorrectionId}`}
          >
            {t.view()}
          </Link>
        )
      })
    ],
    [t, locale]
  )
  return (
    <PagedResults
      idPrefix="ninety"
      title={t.results()}
      countText={t.count({ count: result.count })}
      columns={columns}
      data={result.data}
      getRowId={(row) => String(row.ninetyDaysDataCorrectionId)}
      emphasizeRow={notReviewed}
      tableTestId="ninety-table"
      page={page}
      pageSize={pageSize}
      count={result.count}
      busy={busy}
      onPageChange={onPageChange}
      pager={pagerLabels(t.pager)}
    />
  )
}

import { Link } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { useMemo } from "react"
import type { ReportHistoryResult, ReportHistoryRow } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDateTime } from "../../../i18n/reportFormat"
import { localizedText } from "../../app/localized"
import { DateTime } from "../../ui/DateTime"
import { PagedResults, pagerLabels } from "../../ui/PagedSearch"
import { link } from "../../ui/styles"

export interface HistoryResultsProps {
  readonly result: ReportHistoryResult
  readonly page: number
  readonly pageSize: number
  readonly busy: boolean
  readonly onPageChange: (page: number) => void
}

const column = createColumnHelper<ReportHistoryRow>()
const named = (en: string | null, fr: string | null, locale: "en" | "fr") => localizedText(en ?? "", fr ?? "", locale)

/** The paged report history: a count, the table, and a View link per row that opens the report. */
export const HistoryResults = ({ result, page, pageSize, busy, onPageChange }: HistoryResultsProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.reportHistory
  const columns = useMemo(
    () => [
      column.accessor("reportDate", {
        header: () => t.columns.reportDate(),
        cell: (info) => <DateTime value={formatReportDateTime(info.getValue(), info.row.original.ianaTimezone)} />
      }),
      column.accessor("referenceNumber", { header: () => t.columns.referenceNumber(), cell: (info) => info.getValue() ?? "" }),
      column.accessor("reportRequestor", { header: () => t.columns.reportRequestor() }),
      // Display columns: react-table caches accessor values per row, and these follow the language.
      column.display({
        id: "organization",
        header: () => t.columns.organization(),
        cell: (info) => named(info.row.original.organizationEn, info.row.original.organizationFr, locale)
      }),
      column.display({
        id: "company",
        header: () => t.columns.company(),
        cell: (info) => named(info.row.original.companyEn, info.row.original.companyFr, locale)
      }),
      column.display({
        id: "unit",
        header: () => t.columns.unit(),
        cell: (info) => named(info.row.original.unitEn, info.row.original.unitFr, locale)
      }),
      column.accessor("driverLicenseNumber", { header: () => t.columns.driverLicenseNumber() }),
      column.accessor("driverName", { header: () => t.columns.driverName() }),
      column.accessor("licenseJurisdiction", { header: () => t.columns.licenseJurisdiction() }),
      column.display({
        id: "actions",
        header: () => t.columns.actions(),
        cell: (info) => (
          <Link
            to="/reports/$id"
            params={{ id: String(info.row.original.reportId) }}
            state={{ origin: "/report-history" }}
            className={link}
            aria-label={t.viewReport({ id: info.row.original.reportId, driver: info.row.original.driverName })}
            data-testid={`view-report-${info.row.original.reportId}`}
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
      idPrefix="history"
      title={t.results()}
      countText={
        t.count({ count: result.count }) +
        (result.count > pageSize ? ` — ${t.pager.page({ page, pages: Math.ceil(result.count / pageSize) })}` : "")
      }
      columns={columns}
      data={result.data}
      getRowId={(row) => String(row.reportId)}
      tableTestId="history-table"
      page={page}
      pageSize={pageSize}
      count={result.count}
      busy={busy}
      onPageChange={onPageChange}
      pager={pagerLabels(t.pager)}
      focusOn={result}
    />
  )
}

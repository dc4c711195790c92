import { Link } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { useMemo } from "react"
import { css } from "styled-system/css"
import type { ReportHistoryResult, ReportHistoryRow } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDateTime } from "../../../i18n/reportFormat"
import { localizedText } from "../../app/localized"
import { DataTable } from "../../ui/DataTable"
import { DateTime } from "../../ui/DateTime"
import { useFocusOnArrival } from "../../ui/focusOnArrival"
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
  // Each search and each page moves the focus to the results, whose heading is read with the count once.
  const headingRef = useFocusOnArrival(result)
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
    <section aria-labelledby="history-results-title" className={css({ mt: "28px" })}>
      <h2
        id="history-results-title"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="history-result-count"
        className={css({ fontSize: "1.3rem", fontWeight: "700", color: "primary", mb: "4px" })}
      >
        {t.results()}
      </h2>
      <p id="history-result-count" className={css({ mb: "12px" })} data-testid="result-count">
        {t.count({ count: result.count })}
        {result.count > pageSize ? ` — ${t.pager.page({ page, pages: Math.ceil(result.count / pageSize) })}` : ""}
      </p>
      <DataTable
        caption={t.results()}
        columns={columns}
        data={result.data}
        getRowId={(row) => String(row.reportId)}
        testId="history-table"
        paging={{
          mode: "server",
          page,
          pageSize,
          count: result.count,
          busy,
          onPageChange,
          labels: {
            label: t.pager.label(),
            previous: t.pager.previous(),
            next: t.pager.next(),
            page: (current, pages) => t.pager.page({ page: current, pages })
          }
        }}
      />
    </section>
  )
}

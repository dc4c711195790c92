import { createLazyRoute } from "@tanstack/react-router"
import type { ReportHistoryRow } from "../../api/reports/schemas"
import type { ReportHistoryFilters } from "../../machines/reports/reportHistoryFilters"
import { reportHistoryLive } from "../../machines/reports/reportHistoryLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { dateRangeFields, requestorField, scopeField } from "../ui/SearchFilterFields"

/** The report history search of document 2: its filters; its columns come with the search, shared with its CSV. */
const reportHistory: PagedSearchScreenProps<ReportHistoryFilters, ReportHistoryRow, "reportHistory"> = {
  namespace: "reportHistory",
  idPrefix: "history",
  search: reportHistoryLive,
  filters: (t) => [
    scopeField(true),
    requestorField,
    ...dateRangeFields(t, true),
    { kind: "text", field: "referenceNumber", label: t.referenceNumber(), maxLength: 30 },
    { kind: "text", field: "driverLicenseNumber", label: t.driverLicenseNumber(), maxLength: 20 },
    { kind: "text", field: "driverName", label: t.driverName(), maxLength: 200 }
  ],
  opens: (row, t) => ({
    reportId: row.reportId,
    state: { origin: "/report-history" },
    label: t.viewReport({ id: row.reportId, driver: row.driverName }),
    testId: `view-report-${row.reportId}`,
    // Who opened it and when is recorded for audits (ASVS 8.3.5); the row shows how often.
    note: t.opened({ count: row.reads })
  }),
  rowId: (row) => String(row.reportId),
  focusResults: true
}

/** /report-history (function reportHistory). */
export const Route = createLazyRoute("/report-history")({ component: () => <PagedSearchScreen {...reportHistory} /> })

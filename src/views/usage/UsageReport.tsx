import { createLazyRoute } from "@tanstack/react-router"
import { css } from "styled-system/css"
import { usageLimits, usageSortColumns, type UsageReportRequest, type UsageRow } from "../../api/usage/schemas"
import type { UsageReportFilters } from "../../machines/usage/usageReportFilters"
import { usageReportLive } from "../../machines/usage/usageReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { dateRangeFields, scopeField } from "../ui/SearchFilterFields"

/** The usage report of document 2 section 2: its filters, the header with the range and today, and the sortable columns of its search. */
const usageReport: PagedSearchScreenProps<UsageReportFilters, UsageRow, "usageReport"> = {
  namespace: "usageReport",
  idPrefix: "usage",
  search: usageReportLive,
  filters: (t) => [
    scopeField(true),
    { kind: "text", field: "userId", label: t.userId(), maxLength: usageLimits.userId },
    { kind: "text", field: "userName", label: t.userName(), maxLength: usageLimits.userName },
    ...dateRangeFields(t, true)
  ],
  sortable: usageSortColumns,
  header: (t, { query, today }) => {
    const request = query as UsageReportRequest | undefined
    return (
      request && (
        <p className={css({ mt: "28px", mb: 0, fontWeight: "600" })} data-testid="usage-header">
          {t.range({ from: request.fromDate, to: request.toDate })} — {t.today({ today })}
        </p>
      )
    )
  },
  rowId: (row) => `${row.userId}|${row.organization.id}|${row.reportingCompany?.id ?? ""}|${row.unit?.id ?? ""}`
}

/** /usage-report (function usageReport). */
export const Route = createLazyRoute("/usage-report")({ component: () => <PagedSearchScreen {...usageReport} /> })

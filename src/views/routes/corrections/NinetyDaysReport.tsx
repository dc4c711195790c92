import { createLazyRoute } from "@tanstack/react-router"
import type { NinetyDaysRow } from "../../../api/corrections/schemas"
import type { NinetyDaysFilters } from "../../../machines/corrections/ninetyDaysFilters"
import { ninetyDaysReportLive } from "../../../machines/corrections/ninetyDaysReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../../ui/PagedSearchScreen"
import { dateRangeFields, requestorField, scopeField } from "../../ui/SearchFilterFields"

/** Document 3 section 4: a row is reviewed once reviewedBy is set. */
const notReviewed = (row: NinetyDaysRow) => row.reviewedBy === null || row.reviewedBy === ""

/** The 90-day report of document 3: its filters and columns, unreviewed rows in bold. */
const ninetyDays: PagedSearchScreenProps<NinetyDaysFilters, NinetyDaysRow, "ninetyDays"> = {
  search: ninetyDaysReportLive,
  namespace: "ninetyDays",
  emphasizeRow: notReviewed,
  idPrefix: "ninety",
  filters: (t) => [
    scopeField(true),
    requestorField,
    ...dateRangeFields(t, false),
    {
      kind: "choice",
      field: "reviewStatus",
      label: t.reviewStatus(),
      options: [
        { value: 0, label: t.reviewStatuses.all() },
        { value: 1, label: t.reviewStatuses.reviewed() },
        { value: 2, label: t.reviewStatuses.notReviewed() }
      ]
    }
  ],
  columns: (column, t) => [
    column.dateTime("changeDate", t.columns.changeDate, (row) => [row.changeDate, row.ianaTimezone]),
    column.dateTime("reportDate", t.columns.reportDate, (row) => [row.reportDate, row.ianaTimezone]),
    // The company, or the organization of a company-less report.
    column.named("company", t.columns.company, (row) => [
      row.companyEn ?? row.organizationEn,
      row.companyFr ?? row.organizationFr
    ]),
    ...column.fields(t.columns, "reportRequestor", "referenceNumber", "driverLicenseNumber"),
    column.list("changes", t.columns.changes, (row) => row.changes.map((change) => [change.nameEn, change.nameFr] as const)),
    column.text("reviewedBy", t.columns.reviewedBy, (row) => (notReviewed(row) ? t.notReviewed() : row.reviewedBy))
  ],
  // GetById's second id: the report opens with its 90-day row, to be regenerated from it.
  opens: (row, t) => ({
    reportId: row.reportId,
    state: { origin: "/ninetydays-report", reportContextId: row.ninetyDaysDataCorrectionId },
    label: t.viewReport({ id: row.reportId, licence: row.driverLicenseNumber }),
    testId: `view-ninety-${row.ninetyDaysDataCorrectionId}`
  }),
  rowId: (row) => String(row.ninetyDaysDataCorrectionId)
}

/** /ninetydays-report (function ninetyDaysReport). */
export const Route = createLazyRoute("/ninetydays-report")({ component: () => <PagedSearchScreen {...ninetyDays} /> })

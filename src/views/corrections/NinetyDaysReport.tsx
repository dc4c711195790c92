import { createLazyRoute } from "@tanstack/react-router"
import type { NinetyDaysRow } from "../../api/corrections/schemas"
import type { NinetyDaysFilters } from "../../machines/corrections/ninetyDaysFilters"
import { ninetyDaysReportLive } from "../../machines/corrections/ninetyDaysReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { dateRangeFields, requestorField, scopeField } from "../ui/SearchFilterFields"

/** Document 3 section 4: a row is reviewed once reviewedBy is set. */
const notReviewed = (row: NinetyDaysRow) => row.reviewedBy === null || row.reviewedBy === ""

/** The 90-day report of document 3: its filters, unreviewed rows in bold; its columns come with the search. */
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

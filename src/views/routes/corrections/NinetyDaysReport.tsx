import { createLazyRoute } from "@tanstack/react-router"
import type { NinetyDaysRow } from "../../../api/corrections/schemas"
import type { Locales, TranslationFunctions } from "../../../i18n/i18n-types"
import type { NinetyDaysFilters } from "../../../machines/corrections/ninetyDaysFilters"
import { ninetyDaysReportLive } from "../../../machines/corrections/ninetyDaysReportLive"
import { localizedText } from "../../app/localized"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../../ui/PagedSearchScreen"
import { searchColumns } from "../../ui/searchColumns"

const words = (LL: TranslationFunctions) => LL.ninetyDays
type Words = ReturnType<typeof words>

/** Document 3 section 4: a row is reviewed once reviewedBy is set. */
const notReviewed = (row: NinetyDaysRow) => row.reviewedBy === null || row.reviewedBy === ""

const columns = (t: Words, locale: Locales) => {
  const column = searchColumns<NinetyDaysRow>(locale)
  const c = t.columns
  return [
    column.dateTime(
      "changeDate",
      c.changeDate,
      (row) => row.changeDate,
      (row) => row.ianaTimezone
    ),
    column.dateTime(
      "reportDate",
      c.reportDate,
      (row) => row.reportDate,
      (row) => row.ianaTimezone
    ),
    // The company, or the organization of a company-less report.
    column.named(
      "company",
      c.company,
      (row) => row.companyEn ?? row.organizationEn,
      (row) => row.companyFr ?? row.organizationFr
    ),
    column.text("reportRequestor", c.reportRequestor, (row) => row.reportRequestor),
    column.text("referenceNumber", c.referenceNumber, (row) => row.referenceNumber),
    column.text("driverLicenseNumber", c.driverLicenseNumber, (row) => row.driverLicenseNumber),
    column.text("changes", c.changes, (row) =>
      row.changes.map((change) => localizedText(change.nameEn, change.nameFr, locale)).join(", ")
    ),
    column.text("reviewedBy", c.reviewedBy, (row) => (notReviewed(row) ? t.notReviewed() : row.reviewedBy)),
    // GetById's second id: the report opens with its 90-day row, to be regenerated from it.
    column.report(c.actions, (row) => ({
      reportId: row.reportId,
      state: { origin: "/ninetydays-report", reportContextId: row.ninetyDaysDataCorrectionId },
      text: t.view(),
      label: t.viewReport({ id: row.reportId, licence: row.driverLicenseNumber }),
      testId: `view-ninety-${row.ninetyDaysDataCorrectionId}`
    }))
  ]
}

/** The 90-day report of document 3: its filters, columns (unreviewed rows in bold) and words. */
const ninetyDays: PagedSearchScreenProps<NinetyDaysFilters, NinetyDaysRow, Words> = {
  namespace: "ninetyDays",
  titleId: "ninety-title",
  idPrefix: "ninety",
  words,
  search: ninetyDaysReportLive,
  filters: (t) => [
    { kind: "scope", withUnit: true },
    { kind: "requestor", label: t.requestor(), hint: t.requestorHint(), suggestions: t.requestorSuggestions() },
    { kind: "date", field: "fromDate", label: t.fromDate(), untilToday: false },
    { kind: "date", field: "toDate", label: t.toDate(), untilToday: false },
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
  columns,
  rowId: (row) => String(row.ninetyDaysDataCorrectionId),
  emphasizeRow: notReviewed
}

/** /ninetydays-report (function ninetyDaysReport). */
export const Route = createLazyRoute("/ninetydays-report")({ component: () => <PagedSearchScreen {...ninetyDays} /> })

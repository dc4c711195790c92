import { createLazyRoute } from "@tanstack/react-router"
import type { ReportHistoryRow } from "../../../api/reports/schemas"
import type { Locales, TranslationFunctions } from "../../../i18n/i18n-types"
import type { ReportHistoryFilters } from "../../../machines/reports/reportHistoryFilters"
import { reportHistoryLive } from "../../../machines/reports/reportHistoryLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../../ui/PagedSearchScreen"
import { searchColumns } from "../../ui/searchColumns"

const words = (LL: TranslationFunctions) => LL.reportHistory
type Words = ReturnType<typeof words>

const columns = (t: Words, locale: Locales) => {
  const column = searchColumns<ReportHistoryRow>(locale)
  const c = t.columns
  return [
    column.dateTime(
      "reportDate",
      c.reportDate,
      (row) => row.reportDate,
      (row) => row.ianaTimezone
    ),
    column.text("referenceNumber", c.referenceNumber, (row) => row.referenceNumber),
    column.text("reportRequestor", c.reportRequestor, (row) => row.reportRequestor),
    column.named(
      "organization",
      c.organization,
      (row) => row.organizationEn,
      (row) => row.organizationFr
    ),
    column.named(
      "company",
      c.company,
      (row) => row.companyEn,
      (row) => row.companyFr
    ),
    column.named(
      "unit",
      c.unit,
      (row) => row.unitEn,
      (row) => row.unitFr
    ),
    column.text("driverLicenseNumber", c.driverLicenseNumber, (row) => row.driverLicenseNumber),
    column.text("driverName", c.driverName, (row) => row.driverName),
    column.text("licenseJurisdiction", c.licenseJurisdiction, (row) => row.licenseJurisdiction),
    column.report(c.actions, (row) => ({
      reportId: row.reportId,
      state: { origin: "/report-history" },
      text: t.view(),
      label: t.viewReport({ id: row.reportId, driver: row.driverName }),
      testId: `view-report-${row.reportId}`
    }))
  ]
}

/** The report history search of document 2: its filters, columns and words. */
const reportHistory: PagedSearchScreenProps<ReportHistoryFilters, ReportHistoryRow, Words> = {
  namespace: "reportHistory",
  titleId: "report-history-title",
  idPrefix: "history",
  words,
  search: reportHistoryLive,
  filters: (t) => [
    { kind: "scope", withUnit: true },
    { kind: "requestor", label: t.requestor(), hint: t.requestorHint(), suggestions: t.requestorSuggestions() },
    { kind: "date", field: "fromDate", label: t.fromDate(), untilToday: true },
    { kind: "date", field: "toDate", label: t.toDate(), untilToday: true },
    { kind: "text", field: "referenceNumber", label: t.referenceNumber(), maxLength: 30 },
    { kind: "text", field: "driverLicenseNumber", label: t.driverLicenseNumber(), maxLength: 20 },
    { kind: "text", field: "driverName", label: t.driverName(), maxLength: 200 }
  ],
  columns,
  rowId: (row) => String(row.reportId),
  focusResults: true
}

/** /report-history (function reportHistory). */
export const Route = createLazyRoute("/report-history")({ component: () => <PagedSearchScreen {...reportHistory} /> })

import { useI18nContext } from "../../../i18n/i18n-react"
import type { ReportHistoryTextFilter } from "../../../machines/reports/reportHistoryFilters"
import type { ReportHistoryContext, ReportHistoryEvent } from "../../../machines/reports/reportHistoryMachine"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../../ui/OrganizationScopeFields"
import { scopeLabels, SearchFiltersForm } from "../../ui/PagedSearch"
import { RequestorNameField, type RequestorNameRef } from "../../ui/RequestorNameField"
import { DateField, TextField } from "../../ui/TextField"

export interface HistoryFiltersProps {
  readonly context: ReportHistoryContext
  /** The organization scope the search runs in; absent while it starts. */
  readonly scope: OrganizationScopeRef | undefined
  /** The requestor name field with its suggestions; absent while it starts. */
  readonly requestor: RequestorNameRef | undefined
  /** A search or an export is under way. */
  readonly busy: boolean
  readonly canExport: boolean
  readonly exporting: boolean
  readonly send: (event: ReportHistoryEvent) => void
}

/** The report history filters of document 2, with Search, Reset and Export CSV. Enter searches. */
export const HistoryFilters = ({ context, scope, requestor, busy, canExport, exporting, send }: HistoryFiltersProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.reportHistory
  const { filters, errors } = context
  const text = (field: ReportHistoryTextFilter) => ({
    id: `history-${field}`,
    value: filters[field],
    onChange: (value: string) => send({ type: "FILTER_CHANGED", field, value })
  })
  const dateError = (field: "fromDate" | "toDate") => {
    const key = errors[field]
    if (key === "futureDate") return t.futureDate({ today: context.today })
    return key ? t[key]() : undefined
  }
  return (
    <SearchFiltersForm
      label={t.filters()}
      testId="history-filters"
      onSearch={() => send({ type: "SUBMIT" })}
      onReset={() => send({ type: "RESET" })}
      onExport={() => send({ type: "EXPORT", language: locale })}
      busy={busy}
      canExport={canExport}
      exporting={exporting}
      labels={{ search: t.search(), reset: t.reset(), exportCsv: t.exportCsv(), exporting: t.exporting() }}
    >
      {scope && <OrganizationScopeFields scope={scope} idPrefix="history" labels={scopeLabels(t)} />}
      {requestor && (
        <RequestorNameField
          requestor={requestor}
          id="history-reportRequestor"
          labels={{ label: t.requestor(), hint: t.requestorHint(), suggestions: t.requestorSuggestions() }}
          testId="history-requestor"
        />
      )}
      <DateField {...text("fromDate")} label={t.fromDate()} max={context.today} error={dateError("fromDate")} />
      <DateField {...text("toDate")} label={t.toDate()} max={context.today} error={dateError("toDate")} />
      <TextField {...text("referenceNumber")} label={t.referenceNumber()} maxLength={30} />
      <TextField {...text("driverLicenseNumber")} label={t.driverLicenseNumber()} maxLength={20} />
      <TextField {...text("driverName")} label={t.driverName()} maxLength={200} />
    </SearchFiltersForm>
  )
}

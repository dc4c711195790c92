import { useI18nContext } from "../../../i18n/i18n-react"
import type { CorrectionReportDateField } from "../../../machines/corrections/correctionReportFilters"
import type { CorrectionReportContext, CorrectionReportEvent } from "../../../machines/corrections/correctionReportMachine"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../../ui/OrganizationScopeFields"
import { scopeLabels, SearchFiltersForm } from "../../ui/PagedSearch"
import { DateField } from "../../ui/TextField"

export interface CorrectionFiltersProps {
  readonly context: CorrectionReportContext
  readonly scope: OrganizationScopeRef | undefined
  readonly busy: boolean
  readonly canExport: boolean
  readonly exporting: boolean
  readonly send: (event: CorrectionReportEvent) => void
}

/** Organization, reporting company and date range, with Search, Clear and Export CSV (document 3 section 2). */
export const CorrectionFilters = ({ context, scope, busy, canExport, exporting, send }: CorrectionFiltersProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.correctionReport
  const date = (field: CorrectionReportDateField) => {
    const error = context.errors[field]
    return {
      id: `correction-${field}`,
      value: context.filters[field],
      max: context.today,
      // Document 3 section 5: the invalid-date message is reportHistory.invalidDate.
      error: error ? LL.reportHistory[error]() : undefined,
      onChange: (value: string) => send({ type: "FILTER_CHANGED", field, value })
    }
  }
  return (
    <SearchFiltersForm
      label={t.filters()}
      testId="correction-filters"
      searchTestId="correction-search"
      onSearch={() => send({ type: "SUBMIT" })}
      onReset={() => send({ type: "CLEAR" })}
      onExport={() => send({ type: "EXPORT", language: locale })}
      busy={busy}
      canExport={canExport}
      exporting={exporting}
      labels={{ search: t.search(), reset: t.clear(), exportCsv: t.exportCsv(), exporting: t.exporting() }}
    >
      {scope && <OrganizationScopeFields scope={scope} idPrefix="correction" withUnit={false} labels={scopeLabels(t)} />}
      <DateField {...date("fromDate")} label={t.fromDate()} testId="correction-from" />
      <DateField {...date("toDate")} label={t.toDate()} testId="correction-to" />
    </SearchFiltersForm>
  )
}

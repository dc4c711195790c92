import type { ReviewStatus } from "../../../api/corrections/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import type { NinetyDaysTextFilter } from "../../../machines/corrections/ninetyDaysFilters"
import type { NinetyDaysContext, NinetyDaysEvent } from "../../../machines/corrections/ninetyDaysReportMachine"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../../ui/OrganizationScopeFields"
import { Select } from "../../ui/Select"
import { scopeLabels, SearchFiltersForm } from "../../ui/PagedSearch"
import { RequestorNameField, type RequestorNameRef } from "../../ui/RequestorNameField"
import { DateField } from "../../ui/TextField"

export interface NinetyDaysFiltersProps {
  readonly context: NinetyDaysContext
  readonly scope: OrganizationScopeRef | undefined
  readonly requestor: RequestorNameRef | undefined
  readonly busy: boolean
  readonly canExport: boolean
  readonly exporting: boolean
  readonly send: (event: NinetyDaysEvent) => void
}

/** The 90-day filters of document 3 section 2, with Search, Reset and Export CSV. Enter searches. */
export const NinetyDaysFilters = ({ context, scope, requestor, busy, canExport, exporting, send }: NinetyDaysFiltersProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.ninetyDays
  const { filters, errors } = context
  const text = (field: NinetyDaysTextFilter) => ({
    id: `ninety-${field}`,
    value: filters[field],
    onChange: (value: string) => send({ type: "FILTER_CHANGED", field, value })
  })
  const dateError = (field: "fromDate" | "toDate") => {
    const key = errors[field]
    // Document 3 section 5: the invalid-date message is reportHistory.invalidDate.
    return key ? LL.reportHistory[key]() : undefined
  }
  return (
    <SearchFiltersForm
      label={t.filters()}
      testId="ninety-filters"
      searchTestId="ninety-search"
      onSearch={() => send({ type: "SUBMIT" })}
      onReset={() => send({ type: "RESET" })}
      onExport={() => send({ type: "EXPORT", language: locale })}
      busy={busy}
      canExport={canExport}
      exporting={exporting}
      labels={{ search: t.search(), reset: t.reset(), exportCsv: t.exportCsv(), exporting: t.exporting() }}
    >
      {scope && <OrganizationScopeFields scope={scope} idPrefix="ninety" labels={scopeLabels(t)} />}
      {requestor && (
        <RequestorNameField
          requestor={requestor}
          id="ninety-reportRequestor"
          labels={{ label: t.requestor(), hint: t.requestorHint(), suggestions: t.requestorSuggestions() }}
          testId="ninety-requestor"
        />
      )}
      <DateField {...text("fromDate")} label={t.fromDate()} error={dateError("fromDate")} testId="ninety-from" />
      <DateField {...text("toDate")} label={t.toDate()} error={dateError("toDate")} testId="ninety-to" />
      <Select
        id="ninety-review-status"
        label={t.reviewStatus()}
        value={String(filters.reviewStatus)}
        options={[
          { value: "0", label: t.reviewStatuses.all() },
          { value: "1", label: t.reviewStatuses.reviewed() },
          { value: "2", label: t.reviewStatuses.notReviewed() }
        ]}
        onChange={(value) => send({ type: "REVIEW_STATUS_CHANGED", reviewStatus: Number(value) as ReviewStatus })}
        testId="ninety-review-status"
      />
    </SearchFiltersForm>
  )
}

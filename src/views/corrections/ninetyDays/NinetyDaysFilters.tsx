import { css } from "styled-system/css"
import type { ReviewStatus } from "../../../api/corrections/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import type { NinetyDaysTextFilter } from "../../../machines/corrections/ninetyDaysFilters"
import type { NinetyDaysContext, NinetyDaysEvent } from "../../../machines/corrections/ninetyDaysReportMachine"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../../ui/OrganizationScopeFields"
import { Select } from "../../ui/Select"
import { button } from "../../ui/styles"
import { DateField, TextField } from "../../ui/TextField"

const grid = css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(240px, 100%), 1fr))", gap: "16px 24px" })
const actions = css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px" })

export interface NinetyDaysFiltersProps {
  readonly context: NinetyDaysContext
  readonly scope: OrganizationScopeRef | undefined
  readonly busy: boolean
  readonly canExport: boolean
  readonly exporting: boolean
  readonly send: (event: NinetyDaysEvent) => void
}

/** The 90-day filters of document 3 section 2, with Search, Reset and Export CSV. Enter searches. */
export const NinetyDaysFilters = ({ context, scope, busy, canExport, exporting, send }: NinetyDaysFiltersProps) => {
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
    <form
      aria-label={t.filters()}
      noValidate
      data-testid="ninety-filters"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "SUBMIT" })
      }}
    >
      <div className={grid}>
        {scope && (
          <OrganizationScopeFields
            scope={scope}
            idPrefix="ninety"
            labels={{
              organization: t.organization(),
              company: t.company(),
              unit: t.unit(),
              selectOrganization: t.selectOrganization(),
              selectCompany: t.selectCompany(),
              selectUnit: t.selectUnit(),
              loadingCompanies: t.loadingCompanies(),
              loadingUnits: t.loadingUnits(),
              noUnits: t.noUnits()
            }}
          />
        )}
        <TextField {...text("reportRequestor")} label={t.requestor()} maxLength={100} testId="ninety-requestor" />
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
      </div>
      <div className={actions}>
        <button type="submit" className={button()} disabled={busy} data-testid="ninety-search">
          {t.search()}
        </button>
        <button type="button" className={button({ tone: "secondary" })} disabled={busy} onClick={() => send({ type: "RESET" })}>
          {t.reset()}
        </button>
        <button
          type="button"
          className={button({ tone: "secondary" })}
          disabled={!canExport || busy}
          onClick={() => send({ type: "EXPORT", language: locale })}
          data-testid="export-csv"
        >
          {exporting ? t.exporting() : t.exportCsv()}
        </button>
      </div>
    </form>
  )
}

import { css } from "styled-system/css"
import { useI18nContext } from "../../../i18n/i18n-react"
import type { CorrectionReportDateField } from "../../../machines/corrections/correctionReportFilters"
import type { CorrectionReportContext, CorrectionReportEvent } from "../../../machines/corrections/correctionReportMachine"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../../ui/OrganizationScopeFields"
import { button } from "../../ui/styles"
import { DateField } from "../../ui/TextField"

const grid = css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(240px, 100%), 1fr))", gap: "16px 24px" })
const actions = css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px" })

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
    <form
      aria-label={t.filters()}
      noValidate
      data-testid="correction-filters"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "SUBMIT" })
      }}
    >
      <div className={grid}>
        {scope && (
          <OrganizationScopeFields
            scope={scope}
            idPrefix="correction"
            withUnit={false}
            labels={{
              organization: t.organization(),
              company: t.company(),
              unit: t.unit(),
              selectOrganization: t.selectOrganization(),
              selectCompany: t.selectCompany(),
              selectUnit: t.selectUnit(),
              loadingCompanies: t.loadingCompanies()
            }}
          />
        )}
        <DateField {...date("fromDate")} label={t.fromDate()} testId="correction-from" />
        <DateField {...date("toDate")} label={t.toDate()} testId="correction-to" />
      </div>
      <div className={actions}>
        <button type="submit" className={button()} disabled={busy} data-testid="correction-search">
          {t.search()}
        </button>
        <button type="button" className={button({ tone: "secondary" })} disabled={busy} onClick={() => send({ type: "CLEAR" })}>
          {t.clear()}
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

import type { KeyboardEvent } from "react"
import { css } from "styled-system/css"
import type { ReportingCompany } from "../../../api/platform/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { fieldLimits, type DriverSearchTextField } from "../../../machines/reports/driverSearchForm"
import {
  numberSearchOffered,
  type DriverSearchContext,
  type DriverSearchEvent
} from "../../../machines/reports/driverSearchMachine"
import { localizedName, localizedText } from "../../shared/localized"
import { Select, type SelectOption } from "../../ui/Select"
import { issueText } from "../../ui/issueMessage"
import { button } from "../../ui/styles"
import { TextField } from "../../ui/TextField"

const grid = css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(280px, 100%), 1fr))", gap: "16px 24px" })
const advancedBox = css({ border: "1px solid", borderColor: "border", borderRadius: "6px", p: "20px", mt: "20px" })
const legend = css({ fontWeight: "700", color: "primary", px: "6px" })
const actions = css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px" })
const wholeRow = css({ gridColumn: "1 / -1", color: "fg.muted" })
const consent = css({ mt: "16px", p: "12px 16px", bg: "bg.muted", borderLeft: "4px solid", borderColor: "accent" })

/** Document 3 section 5: the year of birth is digits only; e . + - never reach it. */
const blockedYearKeys = new Set(["e", "E", ".", "+", "-"])
const blockYearKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (blockedYearKeys.has(event.key)) event.preventDefault()
}

export interface DriverSearchFormProps {
  readonly context: DriverSearchContext
  readonly busy: boolean
  readonly send: (event: DriverSearchEvent) => void
}

const insurerOptions = (insurers: ReadonlyArray<ReportingCompany>, locale: "en" | "fr"): ReadonlyArray<SelectOption> =>
  insurers
    .map((company) => ({ value: company.code, label: localizedName(company, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))

/** The driver search form: licence and jurisdiction, the advanced section, Search, Clear. Enter submits. */
export const DriverSearchForm = ({ context, busy, send }: DriverSearchFormProps) => {
  const { LL, locale } = useI18nContext()
  const t = LL.driverSearch
  const { form, errors, yearsOptions } = context
  const errorOf = (field: DriverSearchTextField) => {
    const key = errors[field]
    return key ? issueText(LL, t.errors, key) : undefined
  }
  const text = (field: DriverSearchTextField) => ({
    id: `driver-search-${field}`,
    value: form[field],
    error: errorOf(field),
    onChange: (value: string) => send({ type: "FIELD_CHANGED", field, value })
  })
  const jurisdictions = context.jurisdictions
    .map((j) => ({
      value: j.jurisdictionCode,
      label: localizedText(j.jurisdictionDescriptionEn, j.jurisdictionDescriptionFr, locale)
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
  const insurers = insurerOptions(context.insurers, locale)
  // Said once the lists have loaded (jurisdictions always come with them), never while they load.
  const lookupsLoaded = context.jurisdictions.length > 0
  /** A search by number (policy, claim): the number, and the insurer that holds it. */
  const numberSearch = (
    number: DriverSearchTextField,
    numberLabel: string,
    company: DriverSearchTextField,
    companyLabel: string
  ) => (
    <>
      <TextField {...text(number)} label={numberLabel} />
      <Select {...text(company)} label={companyLabel} placeholder={t.selectInsurer()} options={insurers} />
    </>
  )

  return (
    <form
      aria-label={t.form()}
      noValidate
      data-testid="driver-search-form"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "SUBMIT" })
      }}
    >
      <div className={grid}>
        <TextField {...text("driverLicenceNumber")} label={t.licenceNumber()} />
        <Select {...text("jurisdictionCode")} label={t.jurisdiction()} placeholder={t.allProvinces()} options={jurisdictions} />
      </div>

      {context.advancedOpen && (
        <fieldset id="driver-search-advanced" className={advancedBox} data-testid="advanced-search">
          <legend className={legend}>{t.advanced()}</legend>
          <div className={grid}>
            <TextField {...text("fullName")} label={t.fullName()} autoComplete="off" />
            <TextField {...text("fullAddress")} label={t.address()} />
            <TextField
              {...text("yearOfBirth")}
              label={t.yearOfBirth()}
              placeholder={t.yearOfBirthHint()}
              inputMode="numeric"
              onKeyDown={blockYearKeys}
            />
            {/* No maxLength: a pasted VIN with spaces around it is trimmed first, then cut to 17. */}
            <TextField {...text("vehicleIdentificationNumber")} label={t.vin()} />
            {numberSearchOffered(context) ? (
              <>
                {numberSearch("policyNumber", t.policyNumber(), "policyReportingCompanyCode", t.policyCompany())}
                {numberSearch("claimNumber", t.claimNumber(), "claimReportingCompanyCode", t.claimCompany())}
              </>
            ) : (
              lookupsLoaded && (
                <p className={wholeRow} data-testid="no-number-search">
                  {t.noNumberSearch()}
                </p>
              )
            )}
            <Select
              id="driver-search-years"
              label={t.yearsOfData()}
              value={form.driverReportOption === null ? "" : String(form.driverReportOption)}
              options={yearsOptions.map((option) => ({
                value: String(option.years),
                label: option.years === 0 ? t.maximumYears() : t.years({ years: option.years })
              }))}
              placeholder={yearsOptions.length === 0 ? t.noYearsOption() : undefined}
              disabled={yearsOptions.length === 0}
              onChange={(value) => send({ type: "OPTION_CHANGED", value: value === "" ? null : Number(value) })}
            />
            <div>
              {/* The limit is said, with the count, instead of a field that silently stops taking characters. */}
              <TextField
                {...text("comment")}
                label={t.comment()}
                hint={`${t.commentHint()} ${t.commentCount({ count: form.comment.length, limit: fieldLimits.comment })}`}
                testId="driver-search-comment"
              />
              <p role="status" className={css({ srOnly: true })}>
                {form.comment.length >= fieldLimits.comment ? t.commentLimitReached({ limit: fieldLimits.comment }) : ""}
              </p>
            </div>
          </div>
        </fieldset>
      )}

      {/* The legal consent applies to every search, with or without the advanced section. */}
      <div className={consent} data-testid="legal-consent">
        <h2 className={css({ fontWeight: "700", mb: "4px", fontSize: "1rem" })}>{t.consentTitle()}</h2>
        <p>{t.consent()}</p>
      </div>

      <div className={actions}>
        <button type="submit" className={button()} disabled={busy}>
          {t.search()}
        </button>
        <button type="button" className={button({ tone: "secondary" })} disabled={busy} onClick={() => send({ type: "CLEAR" })}>
          {t.clear()}
        </button>
        <button
          type="button"
          className={button({ tone: "secondary" })}
          aria-expanded={context.advancedOpen}
          aria-controls="driver-search-advanced"
          onClick={() => send({ type: "ADVANCED_TOGGLED" })}
        >
          {context.advancedOpen ? t.hideAdvanced() : t.showAdvanced()}
        </button>
      </div>
    </form>
  )
}

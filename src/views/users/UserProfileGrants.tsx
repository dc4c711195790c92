import { css } from "styled-system/css"
import type { ApplicationFunction } from "../../api/platform/schemas"
import type { DriverReportOption, GrantableCompany } from "../../api/users/schemas"
import { functionsWithoutCompany } from "../../api/users/validation"
import { useI18nContext } from "../../i18n/i18n-react"
import { nameIn } from "../../i18n/reportFormat"
import type { UserProfileContext, UserProfileEvent } from "../../machines/users/userProfileMachine"
import { companiesOffered, functionDisabled, holdsDriverReport } from "../../machines/users/userProfileForm"
import { Choice } from "../ui/Choice"
import { card, fieldError } from "../ui/styles"

const sectionTitle = css({ fontSize: "1.2rem", fontWeight: "700", color: "primary", mb: "12px" })
const functionRow = css({ py: "8px", borderTop: "1px solid", borderColor: "border", _first: { borderTop: "none" } })
const companies = css({
  border: "none",
  p: 0,
  m: 0,
  mt: "6px",
  ml: "26px",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(220px, 100%), 1fr))",
  gap: "6px 16px"
})
const muted = css({ color: "fg.muted", fontSize: "0.95rem" })
const warning = css({
  bg: "#fff4e0",
  borderLeft: "4px solid",
  borderColor: "#b35c00",
  px: "12px",
  py: "8px",
  borderRadius: "4px"
})
const optionRow = css({ display: "flex", flexWrap: "wrap", gap: "8px 24px", alignItems: "center", py: "6px" })

type Send = (event: UserProfileEvent) => void
type Issue = (field: string) => string | undefined

/** The functions section (document 2 section 2): a checkbox per function, and the companies of each checked one. */
export const FunctionsSection = ({
  context,
  catalogue,
  issue,
  send
}: {
  readonly context: UserProfileContext
  readonly catalogue: ReadonlyArray<ApplicationFunction>
  readonly issue: Issue
  readonly send: Send
}) => {
  const { LL, locale } = useI18nContext()
  const t = LL.userProfile
  const accountDisabled = context.user?.isDisabled ?? false
  const companyName = (c: GrantableCompany) => nameIn(c.nameEn, c.nameFr, locale)
  const sorted = [...catalogue].sort((a, b) => a.sortOrder - b.sortOrder)
  return (
    <section className={card} aria-labelledby="user-profile-functions" data-testid="user-profile-functions">
      <h2 id="user-profile-functions" className={sectionTitle}>
        {t.sections.functions()}
      </h2>
      {issue("functions") && <p className={fieldError}>{issue("functions")}</p>}
      {sorted.map((f) => {
        const grant = context.form.functions.find((g) => g.functionId === f.id)
        const offered = companiesOffered(context.grantable, context.form.assignedOrganizationsIds, f.id)
        const name = nameIn(f.nameEn, f.nameFr, locale)
        const error = issue(`functions.${f.id}`)
        const needsCompanies = !functionsWithoutCompany.has(f.id)
        return (
          <div key={f.id} className={functionRow}>
            <Choice
              label={name}
              checked={grant !== undefined}
              disabled={functionDisabled(context.grantable, f.id, accountDisabled)}
              onChange={() => send({ type: "FUNCTION_TOGGLED", functionId: f.id })}
              testId={`function-${f.id}`}
            />
            {grant !== undefined && needsCompanies && (
              <fieldset
                className={companies}
                aria-label={t.fields.companiesFor({ function: name })}
                data-testid={`function-${f.id}-companies`}
              >
                {offered.length === 0 && <p className={muted}>{t.fields.noCompanyOffered()}</p>}
                {offered.map((c) => (
                  <Choice
                    key={`${c.organizationId}-${c.reportingCompanyId ?? ""}`}
                    label={companyName(c)}
                    disabled={accountDisabled}
                    checked={grant.companies.some(
                      (g) => g.organizationId === c.organizationId && g.reportingCompanyId === c.reportingCompanyId
                    )}
                    onChange={() =>
                      send({
                        type: "FUNCTION_COMPANY_TOGGLED",
                        functionId: f.id,
                        company: { organizationId: c.organizationId, reportingCompanyId: c.reportingCompanyId }
                      })
                    }
                  />
                ))}
              </fieldset>
            )}
            {error && <p className={fieldError}>{error}</p>}
          </div>
        )
      })}
    </section>
  )
}

/** The driver report options section, shown only with driverReport: options of the chosen companies, one default. */
export const OptionsSection = ({
  context,
  loading,
  issue,
  send
}: {
  readonly context: UserProfileContext
  readonly loading: boolean
  readonly issue: Issue
  readonly send: Send
}) => {
  const { LL, locale } = useI18nContext()
  const t = LL.userProfile
  if (!holdsDriverReport(context.form)) return null
  const accountDisabled = context.user?.isDisabled ?? false
  const companyOf = (o: DriverReportOption) => {
    const all = context.grantable.flatMap((f) => f.companies)
    const c = all.find((g) => g.organizationId === o.organizationId && g.reportingCompanyId === o.reportingCompanyId)
    return c ? nameIn(c.nameEn, c.nameFr, locale) : ""
  }
  const label = (o: DriverReportOption) =>
    [o.yearsOfData === null ? t.fields.maximum() : t.fields.years({ years: o.yearsOfData }), o.note, companyOf(o)]
      .filter((part) => part)
      .join(" · ")
  const options = context.choices.options
  return (
    <section className={card} aria-labelledby="user-profile-options" data-testid="user-profile-options">
      <h2 id="user-profile-options" className={sectionTitle}>
        {t.sections.options()}
      </h2>
      {!loading && options.length === 0 && (
        <p className={warning} role="status" data-testid="no-options">
          {t.fields.noOptions()}
        </p>
      )}
      {options.map((o) => {
        const chosen = context.form.driverReportOptions.find((c) => c.driverReportOptionId === o.id)
        return (
          <div key={o.id} className={optionRow}>
            <Choice
              label={label(o)}
              checked={chosen !== undefined}
              disabled={accountDisabled}
              onChange={() => send({ type: "OPTION_TOGGLED", id: o.id })}
              testId={`option-${o.id}`}
            />
            <Choice
              type="radio"
              name="default-option"
              label={t.fields.isDefault()}
              checked={chosen?.isDefault ?? false}
              disabled={accountDisabled}
              ariaLabel={t.fields.defaultFor({ option: label(o) })}
              onChange={() => send({ type: "DEFAULT_OPTION_CHOSEN", id: o.id })}
              testId={`option-${o.id}-default`}
            />
          </div>
        )
      })}
      {issue("driverReportOptions") && <p className={fieldError}>{issue("driverReportOptions")}</p>}
    </section>
  )
}

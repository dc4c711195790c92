import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { localizedName } from "../shared/localized"
import { Select, type SelectOption } from "./Select"
import { TextField } from "./TextField"

export interface OrganizationCompanyUnitValue {
  readonly organizationId: number | undefined
  readonly reportingCompanyId: number | undefined
  readonly unitId: number | undefined
}

export interface OrganizationCompanyUnitLabels {
  readonly organization: string
  readonly company: string
  readonly unit: string
  readonly selectOrganization: string
  readonly selectCompany: string
  readonly selectUnit: string
  readonly loadingCompanies: string
  readonly loadingUnits?: string
  /** Shown in the unit field when the chosen company (or organization) has no units. */
  readonly noUnits?: string
}

type Message = () => string

/** The organization and company pickers' words, in a namespace under these names. */
export interface CompanyScopeWords {
  readonly organization: Message
  readonly company: Message
  readonly selectOrganization: Message
  readonly selectCompany: Message
  readonly loadingCompanies: Message
}

/** The labels of a screen that chooses an organization and a company but no unit. */
export const companyScopeLabels = (t: CompanyScopeWords): OrganizationCompanyUnitLabels => ({
  organization: t.organization(),
  company: t.company(),
  unit: "",
  selectOrganization: t.selectOrganization(),
  selectCompany: t.selectCompany(),
  selectUnit: "",
  loadingCompanies: t.loadingCompanies()
})

export interface OrganizationCompanyUnitProps {
  readonly idPrefix: string
  readonly locale: Locales
  readonly labels: OrganizationCompanyUnitLabels
  readonly organizations: ReadonlyArray<Organization>
  /** The companies of the chosen organization. */
  readonly companies: ReadonlyArray<ReportingCompany>
  readonly loadingCompanies: boolean
  /** The units of the chosen company (or of an organization without companies); without it the unit field is not offered. */
  readonly units?: ReadonlyArray<Unit>
  readonly loadingUnits?: boolean
  readonly value: OrganizationCompanyUnitValue
  /** Whether the organization has companies at all (document 1 section 5: IBC and third parties have none). */
  readonly hasCompanies: (organization: Organization) => boolean
  readonly onOrganizationChange: (organizationId: number | undefined) => void
  readonly onCompanyChange: (reportingCompanyId: number | undefined) => void
  readonly onUnitChange?: (unitId: number | undefined) => void
  readonly disabled?: boolean
}

/** Company names sort on the part before the first hyphen (document 1 section 9), then in full. */
const companySortKey = (name: string) => name.split("-")[0]!.trim()

const byName = <A extends { readonly nameEn: string; readonly nameFr: string }>(
  list: ReadonlyArray<A>,
  locale: Locales,
  key: (name: string) => string = (name) => name
): ReadonlyArray<A> =>
  [...list].sort((a, b) => {
    const nameA = localizedName(a, locale)
    const nameB = localizedName(b, locale)
    return key(nameA).localeCompare(key(nameB), locale) || nameA.localeCompare(nameB, locale)
  })

const toOptions = <A extends { readonly id: number; readonly nameEn: string; readonly nameFr: string }>(
  list: ReadonlyArray<A>,
  locale: Locales
): ReadonlyArray<SelectOption> => list.map((item) => ({ value: String(item.id), label: localizedName(item, locale) }))

const toId = (value: string): number | undefined => (value === "" ? undefined : Number(value))

/**
 * Organization, company and unit, chained as document 1 section 5 says: the company waits for an
 * organization and reads as the organization itself when it has no companies; the unit waits for a
 * company (or that organization).
 */
export const OrganizationCompanyUnit = (props: OrganizationCompanyUnitProps) => {
  const { labels, locale, value } = props
  const organization = props.organizations.find((o) => o.id === value.organizationId)
  const withoutCompanies =
    organization !== undefined && (!props.hasCompanies(organization) || (!props.loadingCompanies && props.companies.length === 0))
  const units = props.units
  // The company is chosen, or is the organization itself.
  const unitsApply = value.reportingCompanyId !== undefined || withoutCompanies
  const unitPlaceholder = props.loadingUnits
    ? (labels.loadingUnits ?? labels.selectUnit)
    : unitsApply && units?.length === 0
      ? (labels.noUnits ?? labels.selectUnit)
      : labels.selectUnit
  return (
    <>
      <Select
        id={`${props.idPrefix}-organization`}
        label={labels.organization}
        value={value.organizationId === undefined ? "" : String(value.organizationId)}
        options={toOptions(byName(props.organizations, locale), locale)}
        placeholder={labels.selectOrganization}
        disabled={props.disabled}
        onChange={(selected) => props.onOrganizationChange(toId(selected))}
        testId={`${props.idPrefix}-organization`}
      />
      {withoutCompanies ? (
        <TextField
          id={`${props.idPrefix}-company`}
          label={labels.company}
          value={localizedName(organization, locale)}
          onChange={() => undefined}
          readOnly
          testId={`${props.idPrefix}-company`}
        />
      ) : (
        <Select
          id={`${props.idPrefix}-company`}
          label={labels.company}
          value={value.reportingCompanyId === undefined ? "" : String(value.reportingCompanyId)}
          options={toOptions(byName(props.companies, locale, companySortKey), locale)}
          placeholder={props.loadingCompanies ? labels.loadingCompanies : labels.selectCompany}
          disabled={props.disabled || organization === undefined || props.loadingCompanies}
          onChange={(selected) => props.onCompanyChange(toId(selected))}
          testId={`${props.idPrefix}-company`}
        />
      )}
      {units && (
        <Select
          id={`${props.idPrefix}-unit`}
          label={labels.unit}
          value={value.unitId === undefined ? "" : String(value.unitId)}
          options={toOptions(byName(units, locale), locale)}
          placeholder={unitPlaceholder}
          disabled={props.disabled || props.loadingUnits || !unitsApply || units.length === 0}
          onChange={(selected) => props.onUnitChange?.(toId(selected))}
          testId={`${props.idPrefix}-unit`}
        />
      )}
    </>
  )
}

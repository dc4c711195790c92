import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"

/**
 * The organization → company → unit scope's lists, selection, events and rules (document 1 section 5),
 * apart from its steps (organizationScopeMachine.ts).
 */

/** The organization, company and unit chosen; undefined is none. */
export interface ScopeSelection {
  readonly organizationId: number | undefined
  readonly reportingCompanyId: number | undefined
  readonly unitId: number | undefined
}

/** The lists behind the three pickers and what is chosen in them. */
export interface OrganizationScope {
  readonly organizations: ReadonlyArray<Organization>
  /** The companies of the chosen organization. */
  readonly companies: ReadonlyArray<ReportingCompany>
  /** The units of the chosen company, or of an organization without companies. */
  readonly units: ReadonlyArray<Unit>
  readonly selection: ScopeSelection
}

export interface OrganizationScopeInput {
  /** The function the lists are scoped by (reportHistory, usageReport, ...). */
  readonly functionId: number
  /** A scope kept from an earlier visit: nothing loads again. */
  readonly restored?: OrganizationScope
}

export interface OrganizationScopeContext extends OrganizationScope {
  readonly functionId: number
  readonly restored: boolean
}

export type OrganizationScopeEvent =
  | { readonly type: "ORGANIZATION_CHANGED"; readonly organizationId: number | undefined }
  | { readonly type: "COMPANY_CHANGED"; readonly reportingCompanyId: number | undefined }
  | { readonly type: "UNIT_CHANGED"; readonly unitId: number | undefined }
  /** Back to the only choices (a search form's Reset). */
  | { readonly type: "RESET" }

/** What the scope tells the machine that invoked it, after every change. */
export interface ScopeChanged {
  readonly type: "SCOPE_CHANGED"
  readonly scope: OrganizationScope
}

export interface CompaniesInput {
  readonly functionId: number
  readonly organizationId: number
}

/** Units of an organization, or of one of its companies when a company is given. */
export interface UnitsInput {
  readonly organizationId: number
  readonly reportingCompanyId?: number
}

export const noSelection: ScopeSelection = { organizationId: undefined, reportingCompanyId: undefined, unitId: undefined }
export const emptyScope: OrganizationScope = { organizations: [], companies: [], units: [], selection: noSelection }

/** Document 1 section 5: bureau, third-party (and broker) organizations have no reporting companies. */
export const organizationHasCompanies = (organization: Organization | undefined): boolean =>
  organization?.organizationType === "Carrier"

/** Picks an organization or company when it is the only one (document 1 section 5). */
export const onlyOne = <A extends { readonly id: number }>(list: ReadonlyArray<A>): number | undefined =>
  list.length === 1 ? list[0]!.id : undefined

/** Document 1 section 5: units load for a company, or for an organization that has no companies. */
export const unitsFollow = (organization: Organization | undefined, reportingCompanyId: number | undefined): boolean =>
  organization !== undefined && (reportingCompanyId !== undefined || !organizationHasCompanies(organization))

/** The organization of the scope's list with this id. */
export const organizationOf = (context: OrganizationScopeContext, organizationId: number | undefined) =>
  context.organizations.find((o) => o.id === organizationId)

/**
 * Reset keeps a selection that is the only one possible, and the lists behind it: the companies
 * while the organization stays chosen, the units while the company does too.
 */
export const afterReset = (context: OrganizationScopeContext): Pick<OrganizationScope, "selection" | "companies" | "units"> => {
  const organizationId = onlyOne(context.organizations)
  const companies = organizationId !== undefined && organizationId === context.selection.organizationId ? context.companies : []
  const reportingCompanyId = onlyOne(companies)
  const keepsUnits =
    organizationId === context.selection.organizationId && reportingCompanyId === context.selection.reportingCompanyId
  return {
    selection: { organizationId, reportingCompanyId, unitId: undefined },
    companies,
    units: keepsUnits ? context.units : []
  }
}

/** Reset keeps the only organization and the company chosen in it: their lists stay as they are. */
export const resetKeepsSelection = (context: OrganizationScopeContext): boolean => {
  const { selection } = afterReset(context)
  return (
    selection.organizationId !== undefined &&
    selection.organizationId === context.selection.organizationId &&
    selection.reportingCompanyId === context.selection.reportingCompanyId
  )
}

/** Reset goes back to the only organization after another was chosen: its companies load again. */
export const reselectsOnlyOrganization = (context: OrganizationScopeContext): boolean => {
  const only = onlyOne(context.organizations)
  return (
    only !== undefined && only !== context.selection.organizationId && organizationHasCompanies(organizationOf(context, only))
  )
}

/** What the scope reports: its lists and selection, without its own settings. */
export const scopeOf = (context: OrganizationScopeContext): OrganizationScope => ({
  organizations: context.organizations,
  companies: context.companies,
  units: context.units,
  selection: context.selection
})

/** The units call for a selection with an organization. */
export const unitsInput = ({ organizationId, reportingCompanyId }: ScopeSelection): UnitsInput =>
  reportingCompanyId === undefined ? { organizationId: organizationId! } : { organizationId: organizationId!, reportingCompanyId }

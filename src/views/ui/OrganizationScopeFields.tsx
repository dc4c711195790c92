import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { useI18nContext } from "../../i18n/i18n-react"
import { organizationHasCompanies, type organizationScopeMachine } from "../../machines/shared/organizationScopeMachine"
import { OrganizationCompanyUnit, type OrganizationCompanyUnitLabels } from "./OrganizationCompanyUnit"

export type OrganizationScopeRef = ActorRefFrom<typeof organizationScopeMachine>

export interface OrganizationScopeFieldsProps {
  readonly scope: OrganizationScopeRef
  readonly idPrefix: string
  readonly labels: OrganizationCompanyUnitLabels
  readonly disabled?: boolean
  /** False for searches without a unit filter (the correction report). */
  readonly withUnit?: boolean
}

/** The organization, company and unit pickers of a scope machine: they show its lists and send it the choices. */
export const OrganizationScopeFields = ({ scope, idPrefix, labels, disabled, withUnit = true }: OrganizationScopeFieldsProps) => {
  const { locale } = useI18nContext()
  const state = useSelector(scope, (s) => s)
  const { organizations, companies, units, selection } = state.context
  return (
    <OrganizationCompanyUnit
      idPrefix={idPrefix}
      locale={locale}
      labels={labels}
      organizations={organizations}
      companies={companies}
      loadingCompanies={state.hasTag("loadingCompanies")}
      units={withUnit ? units : undefined}
      loadingUnits={state.hasTag("loadingUnits")}
      value={selection}
      hasCompanies={organizationHasCompanies}
      disabled={disabled}
      onOrganizationChange={(organizationId) => scope.send({ type: "ORGANIZATION_CHANGED", organizationId })}
      onCompanyChange={(reportingCompanyId) => scope.send({ type: "COMPANY_CHANGED", reportingCompanyId })}
      onUnitChange={(unitId) => scope.send({ type: "UNIT_CHANGED", unitId })}
    />
  )
}

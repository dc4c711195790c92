import type { Organization, ReportingCompany, Unit } from "../../../src/api/platform/schemas"
import type { OrganizationScope, ScopeSelection } from "../../../src/machines/shared/organizationScopeMachine"

/** The demo world's carrier, its company and unit, and the bureau, as the search screens' scope shows them. */

export const northwind: Organization = {
  id: 2,
  organizationType: "Carrier",
  nameEn: "Northwind Insurance",
  nameFr: "Assurances Northwind",
  code: "NWD"
}
export const bureau: Organization = {
  id: 1,
  organizationType: "IBC",
  nameEn: "Insurance Data Bureau",
  nameFr: "Bureau des données",
  code: "IBC"
}
export const general: ReportingCompany = {
  id: 5,
  organizationId: 2,
  code: "NWD-GEN",
  nameEn: "Northwind General",
  nameFr: "Northwind Générale"
}
export const auto: ReportingCompany = {
  id: 6,
  organizationId: 2,
  code: "NWD-AUTO",
  nameEn: "Northwind Auto",
  nameFr: "Northwind Auto"
}
export const toronto: Unit = {
  id: 21,
  nameEn: "Toronto Underwriting",
  nameFr: "Souscription Toronto",
  organizationId: 2,
  reportingCompanyId: 5,
  hasUsers: true
}
export const ottawa: Unit = {
  id: 22,
  nameEn: "Ottawa Claims",
  nameFr: "Sinistres Ottawa",
  organizationId: 2,
  reportingCompanyId: 5,
  hasUsers: false
}
export const desk: Unit = {
  id: 31,
  nameEn: "Service Desk",
  nameFr: "Centre de service",
  organizationId: 1,
  reportingCompanyId: null,
  hasUsers: false
}

/** Northwind, its general company and (when the search has units) Toronto chosen. */
export const chosenScope = (withUnit: boolean): OrganizationScope => ({
  organizations: [northwind, bureau],
  companies: [general, auto],
  units: withUnit ? [toronto, ottawa] : [],
  selection: { organizationId: northwind.id, reportingCompanyId: general.id, unitId: withUnit ? toronto.id : undefined }
})

/** The bureau, which has no companies, with its own unit. */
export const bureauScope: OrganizationScope = {
  organizations: [northwind, bureau],
  companies: [],
  units: [desk],
  selection: { organizationId: bureau.id, reportingCompanyId: undefined, unitId: undefined }
}

/** A search's rows as the server pages them: the first page of 10, the second with the rest, and none. */
export const pagedRows = <Row>(row: (id: number) => Row, count: number) => ({
  found: { count, data: Array.from({ length: 10 }, (_, i) => row(i + 1)) },
  secondPage: { count, data: Array.from({ length: count - 10 }, (_, i) => row(i + 11)) },
  nothing: { count: 0, data: [] as Array<Row> }
})

/** The organization, company and unit chosen, as a search's query names them; what is not chosen is left out. */
export const selectionFields = ({ organizationId, reportingCompanyId, unitId }: ScopeSelection) => ({
  ...(organizationId !== undefined ? { organizationId } : {}),
  ...(reportingCompanyId !== undefined ? { reportingCompanyId } : {}),
  ...(unitId !== undefined ? { unitId } : {})
})

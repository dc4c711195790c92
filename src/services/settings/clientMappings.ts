import { Effect } from "effect"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import type { B2CClientOrganization, B2CClientOrganizationSave, MappedUser } from "../../api/settings/mappingSchemas"
import { createOrUpdate, type DialogSave } from "../api/createOrUpdate"
import { callApi } from "../api/portalClient"

/** Settings tab 2's calls (document 2 section 7): client identifier mappings. */

/** What the dialog sends: a new mapping (id null) or the edited one's id. */
export type ClientMappingSave = DialogSave<B2CClientOrganizationSave>

/** The mappings and the organizations a mapping may name. */
export interface ClientMappingsData {
  readonly mappings: ReadonlyArray<B2CClientOrganization>
  readonly organizations: ReadonlyArray<Organization>
}

/** The organization (and company) whose choices the dialog needs. */
export interface ChoicesQuery {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  /** A carrier: its companies are listed, and its accounts once a company is chosen. */
  readonly hasCompanies: boolean
}

/** The companies of the organization (a carrier's) and the accounts of the company chosen. */
export interface MappingChoices {
  readonly companies: ReadonlyArray<ReportingCompany>
  readonly users: ReadonlyArray<MappedUser>
}

/** GET /B2CClientOrganizations/list and GET /B2CClientOrganizations/organizations (any the server accepts). */
export const loadClientMappings = () =>
  Effect.all(
    {
      mappings: callApi((api) => api.b2cClientOrganizations.list()),
      organizations: callApi((api) => api.b2cClientOrganizations.mappableOrganizations())
    },
    { concurrency: 2 }
  )

/** GET /B2CClientOrganizations/companies and GET /B2CClientOrganizations/users. */
export const loadMappingChoices = (query: ChoicesQuery) =>
  Effect.all(
    {
      companies: query.hasCompanies
        ? callApi((api) => api.b2cClientOrganizations.mappableCompanies({ query: { organizationId: query.organizationId } }))
        : Effect.succeed<ReadonlyArray<ReportingCompany>>([]),
      users:
        query.hasCompanies && query.reportingCompanyId === null
          ? Effect.succeed<ReadonlyArray<MappedUser>>([])
          : callApi((api) =>
              api.b2cClientOrganizations.mappableUsers({
                query: {
                  organizationId: query.organizationId,
                  ...(query.reportingCompanyId === null ? {} : { reportingCompanyId: query.reportingCompanyId })
                }
              })
            )
    },
    { concurrency: 2 }
  )

/** POST /B2CClientOrganizations/create or PUT /B2CClientOrganizations/{id}. */
export const saveClientMapping = (save: ClientMappingSave) => createOrUpdate(save, (api) => api.b2cClientOrganizations)

/** DELETE /B2CClientOrganizations/{id}: the mapping is disabled. */
export const deleteClientMapping = (mapping: B2CClientOrganization) =>
  callApi((api) => api.b2cClientOrganizations.delete({ params: { id: mapping.id } }))

/** PATCH /B2CClientOrganizations/restore/{id}. */
export const restoreClientMapping = (mapping: B2CClientOrganization) =>
  callApi((api) => api.b2cClientOrganizations.restore({ params: { id: mapping.id } }))

/** POST /B2CClientOrganizations/secret/{id}: a new secret for an enabled mapping, answered once. */
export const issueClientSecret = (mapping: B2CClientOrganization) =>
  callApi((api) => api.machineClients.issueSecret({ params: { id: mapping.id } }))

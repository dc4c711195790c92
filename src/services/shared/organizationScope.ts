import { callApi } from "../api/portalClient"

/** GET /organizations/get/{functionId}: the organizations the user holds the function in. */
export const loadOrganizations = (functionId: number) =>
  callApi((api) => api.organizations.getByFunction({ params: { functionId } }))

/** GET /reportingCompanies/getByOrganization/{functionId}?organizationId: the companies of one organization. */
export const loadCompanies = (functionId: number, organizationId: number) =>
  callApi((api) => api.reportingCompanies.getByOrganization({ params: { functionId }, query: { organizationId } }))

/** GET /units/getByOrganization: the units of an organization, or of one of its companies when one is given. */
export const loadUnits = (organizationId: number, reportingCompanyId: number | undefined) =>
  callApi((api) =>
    api.units.getByOrganization({
      query: reportingCompanyId === undefined ? { organizationId } : { organizationId, reportingCompanyId }
    })
  )

import { showFailure } from "../../services/notices"
import { loadCompanies, loadOrganizations, loadUnits } from "../../services/shared/organizationScope"
import { fromEffect } from "./effectActor"
import { organizationScopeMachine, type CompaniesInput, type UnitsInput } from "./organizationScopeMachine"

/** The organization → company → unit scope with the portal's calls, for any screen that invokes it. */
export const organizationScopeLive = organizationScopeMachine.provide({
  actors: {
    loadOrganizations: fromEffect(({ functionId }: { functionId: number }) => loadOrganizations(functionId)),
    loadCompanies: fromEffect(({ functionId, organizationId }: CompaniesInput) => loadCompanies(functionId, organizationId)),
    loadUnits: fromEffect(({ organizationId, reportingCompanyId }: UnitsInput) => loadUnits(organizationId, reportingCompanyId))
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

import { Effect } from "effect"
import { Forbidden } from "../../api/errors"
import type { UserProfile } from "../../api/platform/schemas"

/** Whether the user holds the function; the authorization middleware requires the one an endpoint declares. */
export const holdsFunction = (user: UserProfile, functionId: number) =>
  user.userFunctions.some((f) => f.functionId === functionId)

/** Reporting companies the user holds for a function. */
export const companiesHeldFor = (user: UserProfile, functionId: number) =>
  user.userFunctions.find((f) => f.functionId === functionId)?.reportingCompanies ?? []

export const requireAssignedOrganization = (user: UserProfile, organizationId: number) =>
  user.assignedOrganizationsIds.includes(organizationId)
    ? Effect.void
    : Effect.fail(new Forbidden({ token: "COMPANIES_NOT_ALLOWED" }))

import { Effect } from "effect"
import { Forbidden } from "../../api/errors"
import type { UserProfile } from "../../api/platform/schemas"
import { CurrentUser } from "../../api/security"

export const holdsFunction = (user: UserProfile, functionId: number) =>
  user.userFunctions.some((f) => f.functionId === functionId)

/** The signed-in user, provided they hold the function; otherwise 403 with the function token. */
export const requireFunction = (functionId: number) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (!holdsFunction(user, functionId)) return yield* new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
    return user
  })

/** Reporting companies the user holds for a function. */
export const companiesHeldFor = (user: UserProfile, functionId: number) =>
  user.userFunctions.find((f) => f.functionId === functionId)?.reportingCompanies ?? []

export const requireAssignedOrganization = (user: UserProfile, organizationId: number) =>
  user.assignedOrganizationsIds.includes(organizationId)
    ? Effect.void
    : Effect.fail(new Forbidden({ token: "COMPANIES_NOT_ALLOWED" }))

import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound } from "../errors"
import { Id } from "../fields"
import { FunctionId, type FunctionIdValue } from "../functions"
import { recentAuthenticationRule } from "./reauthentication"
import { authorizedGroup } from "../shared/apiGroup"

/**
 * The functions that make an account an administrator, who gives a second factor after their portal
 * password (ASVS 4.3.1): user administration, company administration, settings and clients.
 */
export const secondFactorFunctionIds: ReadonlyArray<FunctionIdValue> = [
  FunctionId.userAdministration,
  FunctionId.companyAdministration,
  FunctionId.manageSystemFunction,
  FunctionId.manageDashClients
]

/** Whether an account holding these functions (for any company) must give a second factor at sign-in. */
export const needsSecondFactor = (functionIds: Iterable<number>): boolean => {
  for (const id of functionIds) if ((secondFactorFunctionIds as ReadonlyArray<number>).includes(id)) return true
  return false
}

/** A user's second factor as their administrator sees it: enrolled or not, and since when. */
export const SecondFactorStatus = Schema.Struct({
  enrolled: Schema.Boolean,
  enrolledAt: Schema.NullOr(Schema.String)
})
export type SecondFactorStatus = typeof SecondFactorStatus.Type

const userAdministration = access.companyFunctions(FunctionId.userAdministration)

const scope = `The caller sees and changes only users employed by a company (or an organization without separate companies) they hold userAdministration for; any other user answers 404, an account above the caller's privileges 403 PRIVILEGES_NOT_ACCESSIBLE.`

/** A user's second factor, read and reset by their User Administrator (ASVS 4.3.1). */
export const SecondFactorGroup = authorizedGroup(
  "secondFactor",
  "A user's second factor at sign-in (ASVS 4.3.1), reset by their User Administrator.",
  HttpApiEndpoint.get("status", "/Users/SecondFactor/:id", {
    params: { id: Id },
    success: SecondFactorStatus,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Whether a user has a second factor",
      description: `Whether the user has enrolled a TOTP authenticator for the portal's sign-in, and when. Administrators (userAdministration, companyAdministration, manageSystemFunction or manageDashClients) who sign in with a portal password enrol at their next sign-in. ${scope} Errors: 403 FUNCTION_NOT_ALLOWED without userAdministration; 404 for an unknown user.`
    })
  ),
  HttpApiEndpoint.delete("reset", "/Users/SecondFactor/:id", {
    params: { id: Id },
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Reset a user's second factor",
      description: `Removes the user's TOTP authenticator and recovery codes: the user enrols a new authenticator at their next sign-in. Recorded in the user's history. The caller cannot reset their own. ${scope} Errors: 400 ERROR_400_INVALID_REQUEST when the user has no second factor, or is the caller; 403 FUNCTION_NOT_ALLOWED without userAdministration; ${recentAuthenticationRule} 404 for an unknown user.`
    })
  )
)

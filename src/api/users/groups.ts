import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { companiesRefused, pagedBoth, search } from "../shared/search"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound } from "../errors"
import { Id, Text } from "../fields"
import { UserDriverReportOption } from "../platform/schemas"
import { FunctionId } from "../functions"
import { passwordCall, recentAuthenticationRule, throttled } from "./reauthentication"
import {
  ChangePasswordPayload,
  CopyProfile,
  DeleteUserQuery,
  DriverReportOption,
  GrantableFunction,
  ManagedUser,
  UserProfileSave,
  UserSearchQuery,
  UserSearchResult,
  UserSearchRow,
  userLimits
} from "./schemas"

const userAdministration = access.companyFunctions(FunctionId.userAdministration)

const scope = `The caller sees and changes only users employed by a company (or an organization without separate companies) they hold userAdministration for; any other user answers 404.`

const saveRules = `The rules of document 2 section 5: names 1 to 50 characters, e-mail and User ID of the e-mail pattern and at most 100 characters, the MFA phone (ten digits; stored with +1) for bureau credentials, the employer organization, and its company when it has separate companies, at least one function, a company for every function but vehicleReport, manageDashClients and manageSystemFunction, and for driverReport at least one option with exactly one default. The caller grants only functions they hold, only for companies they hold each for, within the user's assigned organizations. The e-mail domain, and the User ID domain for company credentials, must be a permitted domain of the company; the access type must match the company's credentials setting; a broker needs a sponsor.`

const saveErrors = `Errors: 400 ERROR_400_INVALID_REQUEST with issues naming each refused field and its rule; 400 ERROR_400_DOMAIN_NAME_NOT_PERMITTED_EMAIL, ERROR_400_DOMAIN_NAME_NOT_PERMITTED_USERID, ERROR_400_USERID_IN_USE, ERROR_400_EMAIL_IN_USE, ERROR_400_COMPANY_NOT_IBCCR, ERROR_400_COMPANY_NOT_COMPANYCR or ERROR_400_BROKER_NO_SPONSOR, each with the field in issues; 400 ERROR_400_INVALID_REQUEST with issues (code unknownValue) for a company not of the organization, a unit not of the company, or a driver report option not the company's; 403 FUNCTION_NOT_ALLOWED without userAdministration, COMPANIES_NOT_ALLOWED for a function or company the caller may not grant, an assigned organization not the caller's or an employer the caller does not manage.`

/** User administration (document 2 sections 2 and 7): search, profile, enable, disable, delete, invite. */
export const UserAdministrationGroup = authorizedGroup(
  "userAdministration",
  "User administration (document 2): search users, read and save a profile, enable, disable, delete and invite, copy a profile. Every change is recorded in the user's history (the user access report).",
  search.get("search", "/Users/Search", { query: UserSearchQuery, success: UserSearchResult }, userAdministration, {
    summary: "Search users",
    description: `Users by organization, company, unit, status (0 all, 1 enabled, 2 disabled), User ID and name (each a part of it, in any case), ordered by last then first name. ${pagedBoth(100)} ${scope} Errors: 400 ERROR_400_INVALID_REQUEST for a malformed filter; ${companiesRefused("userAdministration")}`
  }),
  HttpApiEndpoint.get("findByOrganization", "/Users/FindByOrganization/:id", {
    params: { id: Id },
    success: Schema.Array(UserSearchRow),
    error: Forbidden
  }).annotateMerge(
    operation(userAdministration, {
      summary: "List the users employed by an organization",
      description: `Every user, enabled or disabled, employed by the organization {id} (by any of its companies) whom the caller manages, as the rows of the user search, ordered by last then first name; the search with only the organization and status All, unpaged. An empty list when there are none. ${scope} Errors: 403 COMPANIES_NOT_ALLOWED for an organization in which the caller holds userAdministration for no company (an unknown id likewise).`
    })
  ),
  HttpApiEndpoint.get("list", "/Users", { success: Schema.Array(UserSearchRow), error: Forbidden }).annotateMerge(
    operation(userAdministration, {
      summary: "List every user the caller manages",
      description: `Every user, enabled or disabled, the caller manages, as the rows of the user search, ordered by last then first name: the search without filters and status All, unpaged. ${scope} Errors: 403 FUNCTION_NOT_ALLOWED without userAdministration.`
    })
  ),
  HttpApiEndpoint.post("create", "/Users/Create", {
    payload: UserProfileSave,
    success: ManagedUser.annotate({ httpApiStatus: 201 }),
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Create a user and send the invitation",
      description: `Creates the account, records it in the user's history and sends the invitation e-mail whose link lets the user set a password (or sign in with their company's provider) and activate the account; until then the account has no sub. ${saveRules} ${saveErrors} When the save grants a function, or a company for one: ${recentAuthenticationRule} A save that grants nothing is not asked.`
    })
  ),
  HttpApiEndpoint.get("get", "/Users/:id", {
    params: { id: Id },
    success: ManagedUser,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Read a user's profile for editing",
      description: `The profile as the administrator edits it. ${scope} Errors: 403 PRIVILEGES_NOT_ACCESSIBLE when the account holds a function, or a company for a function, the caller does not; 404 for an unknown user or one outside the caller's scope.`
    })
  ),
  HttpApiEndpoint.patch("update", "/Users/:id", {
    params: { id: Id },
    payload: Schema.Struct({ ...UserProfileSave.fields, isDisabled: Schema.Boolean }),
    success: ManagedUser,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Update, enable or disable a user",
      description: `Saves the profile; userType and userId are kept as created. isDisabled true disables the account (its assigned organizations, functions and options are cleared, its next call is refused with 403 ACCOUNT_DISABLED); false enables it, and the functions rules are skipped for an enable or disable; a disabled account takes no other change until it is enabled (400 ERROR_400_INVALID_REQUEST). Every change is recorded in the user's history. ${scope} ${saveRules} ${saveErrors} 403 PRIVILEGES_NOT_ACCESSIBLE for an account above the caller's; 404 for an unknown user. When the save grants a function, or a company for one: ${recentAuthenticationRule} A save that grants nothing is not asked.`
    })
  ),
  HttpApiEndpoint.delete("delete", "/Users/:id", {
    params: { id: Id },
    query: DeleteUserQuery,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Delete a user who never signed in",
      description: `Deletes an account that has never been signed in to (it has no sub). The deletion is recorded; with hardDelete=true the account and its history are erased instead. ${scope} Errors: 400 ERROR_400_INVALID_REQUEST when the user has signed in (disable the account instead); 403 PRIVILEGES_NOT_ACCESSIBLE for an account above the caller's; 404 for an unknown user.`
    })
  ),
  HttpApiEndpoint.post("invite", "/Users/Invite/:id", {
    params: { id: Id },
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Send the invitation again",
      description: `Sends a new invitation e-mail to a user who has not signed in yet; earlier links stop working. Recorded in the user's history. ${scope} Errors: 400 ERROR_400_INVALID_REQUEST when the user has signed in or is disabled; 403 PRIVILEGES_NOT_ACCESSIBLE for an account above the caller's; 404 for an unknown user.`
    })
  ),
  HttpApiEndpoint.get("copyProfiles", "/Users/GetUsersCopyProfiles/:email", {
    params: { email: Text(userLimits.email) },
    success: Schema.Array(CopyProfile),
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "Find the profile to copy by e-mail",
      description: `The enabled users whose e-mail is this one (in any case) and whose profile the caller may copy: within the caller's scope and not above the caller's privileges. An empty list when none. ${scope} Errors: 403 FUNCTION_NOT_ALLOWED without userAdministration.`
    })
  ),
  HttpApiEndpoint.get("grantable", "/Users/GrantableFunctions", {
    success: Schema.Array(GrantableFunction),
    error: Forbidden
  }).annotateMerge(
    operation(userAdministration, {
      summary: "List what the caller may grant",
      description:
        "Every function the caller holds, with the companies (or organizations without separate companies) they hold it for and their names: what the user profile offers, narrowed to the user's assigned organizations. Errors: 403 FUNCTION_NOT_ALLOWED without userAdministration."
    })
  ),
  HttpApiEndpoint.get("driverReportOptions", "/DriverReportOptions/GetByOrganizationId/:organizationId", {
    params: { organizationId: Id },
    query: { reportingCompanyId: Schema.optional(Id) },
    success: Schema.Array(DriverReportOption),
    error: Forbidden
  }).annotateMerge(
    operation(access.functions(FunctionId.userAdministration, FunctionId.companyAdministration), {
      summary: "List the driver report options of an organization or company",
      description:
        "The enabled driver report options (years of data; null is the maximum) of the organization, only those of reportingCompanyId when given, fewest years first, with how many users hold each. Errors: 403 COMPANIES_NOT_ALLOWED when the organization is not assigned to the caller."
    })
  ),
  HttpApiEndpoint.get("userDriverReportOptions", "/DriverReportOptions/list", {
    query: { userId: Id },
    success: Schema.Array(UserDriverReportOption),
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(userAdministration, {
      summary: "List the driver report options a user holds",
      description: `The driver report options (years of data; null is the maximum) held by the user whose id is userId, each with its note, organization and company and whether it is the user's default, fewest years first; an empty list for a user without the driverReport function. ${scope} Errors: 403 PRIVILEGES_NOT_ACCESSIBLE when the account holds a function, or a company for a function, the caller does not; 404 for an unknown user or one outside the caller's scope.`
    })
  )
)

/** Change of one's own password (document 2 section 2): bureau credentials only. */
export const PasswordGroup = authorizedGroup(
  "password",
  "The signed-in user's own password (bureau credentials).",
  passwordCall("changeMyPassword", "/Users/ChangeMyPassword", ChangePasswordPayload, {
    summary: "Change one's own password",
    description: `For accounts with bureau credentials, whose password the embedded identity provider keeps. The current password must be the account's; the new one 8 to 64 allowed characters with at least 3 of lower case, upper case, digit and special, not containing the User ID or the e-mail's local part, not among the common or breached passwords (checked offline), and equal to its confirmation. The old password stops working at once, and every other session of the account ends with its refresh tokens (their access tokens are refused with 401 at their next call) while the session that changed it goes on; the change is recorded in the user's history. Errors: 400 PASSWORD_CHANGE_FAILED with issues naming the refused field (wrongPassword, passwordCriteria, personalPassword, commonPassword, passwordMismatch); 403 NOT_ALLOWED_TO_MANAGE for an account without bureau credentials; ${throttled("wrong current passwords")}`
  })
)

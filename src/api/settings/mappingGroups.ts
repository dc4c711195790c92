import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { idParams, itemCalls } from "../shared/itemCalls"
import { access, operation } from "../access"
import { BadRequest, Conflict, NotFound } from "../errors"
import { FunctionId } from "../functions"
import { Organization, ReportingCompany } from "../platform/schemas"
import { recentAuthenticationRule } from "../users/reauthentication"
import {
  B2CClientOrganization,
  B2CClientOrganizationSave,
  B2CProvider,
  B2CProviderSave,
  MappableCompaniesQuery,
  MappableUsersQuery,
  MappedUser
} from "./mappingSchemas"

const manageSystem = access.functions(FunctionId.manageSystemFunction)

const fieldErrors = `400 ERROR_400_INVALID_REQUEST with issues naming each refused field and its rule (src/api/settings/mappingValidation.ts).`
const hostNames = `emailDomainName and b2cDomainName are host names in lower case without @ (letters, digits and inner hyphens in dotted labels ending in a top-level part of letters), trimmed, at most 60 and 100 characters.`
const providerDuplicate = `409 "Duplicate record" when another provider has this e-mail domain.`
const providerMissing = `404 for an unknown provider.`
const mappingFields = `clientId: letters, digits, dot, underscore and hyphen, trimmed, at most 100 characters. organizationId: any organization not deleted (those GET /B2CClientOrganizations/organizations lists), whoever calls; reportingCompanyId: one of its companies when it is a carrier (required, code required), null otherwise (code unknownValue). userAccountId: a live account employed by that organization and company (code userNotOfCompany otherwise).`
const mappingDuplicate = `409 "Duplicate record" when another enabled mapping has this client id (in any case).`
const mappingMissing = `404 for an unknown mapping.`
const recorded = "The change is recorded with who made it."

/** The settings' items are changed by manageSystemFunction holders, and nothing blocks a deletion. */
const settingsItem = { access: manageSystem, forbidden: false, deleteConflicts: false }

const providers = itemCalls(
  { create: "/B2CProviders/create", item: "/B2CProviders/:id" },
  { item: B2CProvider, create: B2CProviderSave, update: B2CProviderSave },
  settingsItem
)
const mappings = itemCalls(
  { create: "/B2CClientOrganizations/create", item: "/B2CClientOrganizations/:id" },
  { item: B2CClientOrganization, create: B2CClientOrganizationSave, update: B2CClientOrganizationSave },
  settingsItem
)

/** Settings tab 1: the claims providers of the sign-in service (document 2 sections 2, 3 and 7). */
export const B2CProvidersGroup = authorizedGroup(
  "b2cProviders",
  "Settings tab 1 (document 2): which sign-in domain the users of each e-mail domain are sent to by the sign-in lookup.",
  HttpApiEndpoint.get("list", "/B2CProviders/list", { success: Schema.Array(B2CProvider) }).annotateMerge(
    operation(manageSystem, {
      summary: "List the claims providers",
      description: "Every e-mail domain mapped to a sign-in domain, by e-mail domain."
    })
  ),
  HttpApiEndpoint.get("find", "/B2CProviders/find", {
    query: { email: Schema.String.check(Schema.isMaxLength(400)) },
    success: B2CProvider,
    error: [BadRequest, NotFound]
  }).annotateMerge(
    operation(manageSystem, {
      summary: "Find the claims provider of an e-mail",
      description:
        "The provider of the e-mail's domain (after its last @, in any case): the sign-in domain the sign-in lookup answers for its users. Errors: 400 ERROR_400_INVALID_REQUEST when email has no @; 404 when the domain is not mapped."
    })
  ),
  providers.create({
    summary: "Add a claims provider",
    description: `Maps an e-mail domain to a sign-in domain: from then on the sign-in lookup (GET /api/Users/SignInLookup) answers that sign-in domain for a user whose e-mail is on the domain, unless the account signs in with bureau credentials. ${hostNames} ${recorded} Errors: ${fieldErrors} ${providerDuplicate} ${recentAuthenticationRule}`
  }),
  providers.update({
    summary: "Change a claims provider",
    description: `Changes the e-mail domain or the sign-in domain of the provider. ${hostNames} ${recorded} Errors: ${fieldErrors} ${providerMissing} ${providerDuplicate} ${recentAuthenticationRule}`
  }),
  providers.delete({
    summary: "Delete a claims provider",
    description: `The domain's users sign in again where their organization does. ${recorded} Errors: ${providerMissing} ${recentAuthenticationRule}`
  })
)

/** Settings tab 2: the client identifier mappings (document 2 sections 2, 3, 4 and 7). */
export const B2CClientOrganizationsGroup = authorizedGroup(
  "b2cClientOrganizations",
  "Settings tab 2 (document 2): client ids mapped to the organization, company and user account a carrier's system acts as; disabled rather than deleted, and restorable.",
  HttpApiEndpoint.get("list", "/B2CClientOrganizations/list", { success: Schema.Array(B2CClientOrganization) }).annotateMerge(
    operation(manageSystem, {
      summary: "List the client identifier mappings",
      description:
        "Every mapping, enabled and disabled, by client id: the organization, the company (null for an organization without separate companies), the user account and isVendor."
    })
  ),
  HttpApiEndpoint.get("mappableOrganizations", "/B2CClientOrganizations/organizations", {
    success: Schema.Array(Organization)
  }).annotateMerge(
    operation(manageSystem, {
      summary: "List the organizations a mapping may name",
      description:
        "Every organization not deleted, by English name: the set create and update accept as organizationId, whichever organizations are assigned to the caller."
    })
  ),
  HttpApiEndpoint.get("mappableCompanies", "/B2CClientOrganizations/companies", {
    query: MappableCompaniesQuery,
    success: Schema.Array(ReportingCompany),
    error: NotFound
  }).annotateMerge(
    operation(manageSystem, {
      summary: "List the companies a mapping of an organization may name",
      description:
        "Every reporting company of the organization organizationId, by English name (a carrier's mapping names one of them; other organizations have none). Errors: 404 for an unknown or deleted organization."
    })
  ),
  HttpApiEndpoint.get("mappableUsers", "/B2CClientOrganizations/users", {
    query: MappableUsersQuery,
    success: Schema.Array(MappedUser),
    error: [BadRequest, NotFound]
  }).annotateMerge(
    operation(manageSystem, {
      summary: "List the accounts a mapping may name",
      description:
        "The live (not deleted) accounts employed by the organization and, for a carrier, its company reportingCompanyId, by last and first name. Errors: 400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing or not of the organization; 404 for an unknown organization."
    })
  ),
  mappings.create({
    summary: "Add a client identifier mapping",
    description: `Maps a client id to an organization, a company and the user account it acts as. ${mappingFields} ${recorded} Errors: ${fieldErrors} ${mappingDuplicate} ${recentAuthenticationRule}`
  }),
  mappings.update({
    summary: "Change a client identifier mapping",
    description: `Changes the client id, organization, company, user account or isVendor of an enabled or a disabled mapping (it stays as it was: enabled or disabled). ${mappingFields} ${recorded} Errors: ${fieldErrors} ${mappingMissing} ${mappingDuplicate} ${recentAuthenticationRule}`
  }),
  mappings.delete({
    summary: "Delete (disable) a client identifier mapping",
    description: `The mapping is disabled rather than deleted (document 2 section 4): it stays in the list, marked disabled, and may be restored; its client id may be mapped again meanwhile. ${recorded} Errors: 404 for an unknown or already disabled mapping. ${recentAuthenticationRule}`
  }),
  HttpApiEndpoint.patch("restore", "/B2CClientOrganizations/restore/:id", {
    params: idParams,
    success: B2CClientOrganization,
    error: [Conflict, NotFound]
  }).annotateMerge(
    operation(manageSystem, {
      summary: "Restore a client identifier mapping",
      description: `Enables a disabled mapping again (document 2 section 4); an enabled one is answered as it is. ${recorded} Errors: ${mappingMissing} 409 "Duplicate record" when another enabled mapping has taken the client id meanwhile. ${recentAuthenticationRule}`
    })
  )
)

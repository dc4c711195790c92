import { Schema } from "effect"
import { FormText, Id } from "../fields"
import { organizationAndCompany } from "../platform/schemas"
import { AccountRef, CompanyQuery, companyOwnerInput } from "../shared/records"

/**
 * Settings tabs 1 and 2 (document 2 sections 2 and 3): the claims providers of the sign-in service and
 * the client identifier mappings. The spec gives no limits; these are ours (docs/decisions.md).
 */
export const mappingLimits = {
  emailDomainName: 60,
  b2cDomainName: 100,
  clientId: 100
} as const

/** The 409 message of both tabs (document 2 section 8's wording for a duplicate). */
export const mappingConflicts = {
  /** The e-mail domain already has a provider, or the client id an enabled mapping. */
  duplicateRecord: "Duplicate record"
} as const

/** A claims provider: the users whose e-mail is on emailDomainName sign in through the sign-in domain b2CDomainName. */
export const B2CProvider = Schema.Struct({
  id: Schema.Int,
  /** A host name in lower case, without @: "northwind.example". */
  emailDomainName: Schema.String,
  /** The sign-in domain the sign-in lookup answers for those users. */
  b2CDomainName: Schema.String
})
export type B2CProvider = typeof B2CProvider.Type

/** POST create and PUT /{id}: document 2 section 7 spells the sign-in domain b2cDomainName in the payload. */
export const B2CProviderSave = Schema.Struct({
  emailDomainName: FormText(mappingLimits.emailDomainName),
  b2cDomainName: FormText(mappingLimits.b2cDomainName)
})
export type B2CProviderSave = typeof B2CProviderSave.Type

/** The user account a client id acts as. */
export const MappedUser = AccountRef
export type MappedUser = typeof MappedUser.Type

/** A client identifier mapping (document 2 section 3): a client id standing for an organization, a company and a user. */
export const B2CClientOrganization = Schema.Struct({
  id: Schema.Int,
  clientId: Schema.String,
  /** Disabled rather than deleted; a disabled mapping may be restored (section 4). */
  disabled: Schema.Boolean,
  /** The carrier's company; null for an organization without separate companies. */
  ...organizationAndCompany,
  user: MappedUser,
  isVendor: Schema.Boolean
})
export type B2CClientOrganization = typeof B2CClientOrganization.Type

/** POST create and PUT /{id}: section 7 names clientId and organizationId; the company, user and vendor flag complete it. */
export const B2CClientOrganizationSave = Schema.Struct({
  clientId: FormText(mappingLimits.clientId),
  ...companyOwnerInput,
  /** The portal id of the user account (not its User ID). */
  userAccountId: Id,
  isVendor: Schema.Boolean
})
export type B2CClientOrganizationSave = typeof B2CClientOrganizationSave.Type

/** The query of the accounts a mapping may name: the organization, and its company when it has separate ones. */
export const MappableCompaniesQuery = Schema.Struct({ organizationId: Id })

export const MappableUsersQuery = CompanyQuery

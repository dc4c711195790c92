import { Schema } from "effect"
import { FormText, Id, Text } from "../fields"
import { IsoDateTime, OrganizationType } from "../platform/schemas"
import {
  accountIdentity,
  AccountRef,
  bilingualName,
  companyOwner,
  companyOwnerInput,
  NamedRef,
  namedOrganizationAndCompany,
  organizationFilters,
  PagedResult,
  paging
} from "../shared/records"

/** Limits of document 2 section 9 for the user form. */
export const userLimits = {
  userId: 100,
  email: 100,
  name: 50,
  mfaPhone: 12,
  driverReportOptionNote: 100,
  password: { min: 8, max: 64 }
} as const

/** The prefix stored in front of a mobile phone number (document 2 section 9); shown without it. */
export const phonePrefix = "+1"

/** Access type of an account: company credentials (1), bureau credentials (2). */
export const AccessType = Schema.Literals([1, 2])
export type AccessType = typeof AccessType.Type
export const accessTypes = { company: 1, bureauCredentials: 2 } as const

/** Status filter of the user search (document 2 section 9): all 0, enabled 1, disabled 2. */
export const UserStatusFilter = Schema.Literals([0, 1, 2])
export type UserStatusFilter = typeof UserStatusFilter.Type
export const userStatusFilters = { all: 0, enabled: 1, disabled: 2 } as const

/** A name in both languages, as organizations, companies and units are shown. */
export { NamedRef }

/** The User ID and name filters of a search of users: a part of either; an empty one is sent as null. */
export const userFilters = {
  userId: Schema.optional(Schema.NullOr(Text(userLimits.userId))),
  userName: Schema.optional(Schema.NullOr(Text(userLimits.name * 3)))
}

/** User search filters (document 2 section 3); an empty User ID or name is sent as null. */
export const UserSearchQuery = Schema.Struct({
  ...organizationFilters,
  status: UserStatusFilter,
  ...userFilters,
  ...paging(100)
})
export type UserSearchQuery = typeof UserSearchQuery.Type

export const UserSearchRow = Schema.Struct({
  id: Schema.Int,
  userId: Schema.String,
  userName: Schema.String,
  ...namedOrganizationAndCompany,
  unit: Schema.NullOr(NamedRef),
  /** 1 enabled, 2 disabled. */
  status: Schema.Literals([1, 2])
})
export type UserSearchRow = typeof UserSearchRow.Type

export const UserSearchResult = PagedResult(UserSearchRow)
export type UserSearchResult = typeof UserSearchResult.Type

/**
 * One company a function is granted for. Organizations without separate companies (bureau, broker,
 * third party) are granted as the organization itself: reportingCompanyId null.
 */
export const GrantedCompany = Schema.Struct(companyOwnerInput)
export type GrantedCompany = typeof GrantedCompany.Type

export const FunctionGrant = Schema.Struct({ functionId: Id, companies: Schema.Array(GrantedCompany) })
export type FunctionGrant = typeof FunctionGrant.Type

/** A company record of years of data (document 2 section 3); yearsOfData null is the maximum. */
export const DriverReportOption = Schema.Struct({
  id: Schema.Int,
  yearsOfData: Schema.NullOr(Schema.Int),
  note: Schema.NullOr(Schema.String),
  ...companyOwner,
  hasUsers: Schema.Boolean,
  noOfUsers: Schema.Int
})
export type DriverReportOption = typeof DriverReportOption.Type

export const OptionChoice = Schema.Struct({ driverReportOptionId: Id, isDefault: Schema.Boolean })
export type OptionChoice = typeof OptionChoice.Type

/** What a profile grants: the organizations assigned (by `organizationRef`), the functions and the years-of-data options. */
const profileGrants = <Ref extends Schema.Top>(organizationRef: Ref) => ({
  assignedOrganizationsIds: Schema.Array(organizationRef),
  functions: Schema.Array(FunctionGrant),
  driverReportOptions: Schema.Array(OptionChoice)
})

/**
 * What an administrator saves (create and update): the fields of document 2 section 2. Its texts are
 * checked against their limits by the form's rule (./validation.ts), which names the field.
 */
export const UserProfileSave = Schema.Struct({
  /** Create only; only bureau staff choose it, others get company credentials. */
  userType: AccessType,
  /** Create only for company credentials; derived from the e-mail for bureau credentials. */
  userId: Schema.optional(Schema.NullOr(FormText(userLimits.userId))),
  firstName: FormText(userLimits.name),
  middleName: Schema.NullOr(FormText(userLimits.name)),
  lastName: FormText(userLimits.name),
  email: FormText(userLimits.email),
  /** Bureau credentials only: ten digits; stored with +1 in front. */
  mfaPhone: Schema.NullOr(FormText(userLimits.mfaPhone)),
  organizationId: Schema.NullOr(Id),
  reportingCompanyId: Schema.NullOr(Id),
  unitId: Schema.NullOr(Id),
  ...profileGrants(Id)
})
export type UserProfileSave = typeof UserProfileSave.Type

/** A user as their administrator edits them (GET and PATCH /Users/{id}). */
export const ManagedUser = Schema.Struct({
  id: Schema.Int,
  userType: AccessType,
  /** mfaPhone without the +1 prefix. */
  ...accountIdentity,
  isDisabled: Schema.Boolean,
  isIbcCredentials: Schema.Boolean,
  organizationId: Schema.Int,
  organizationType: OrganizationType,
  reportingCompanyId: Schema.NullOr(Schema.Int),
  unitId: Schema.NullOr(Schema.Int),
  ...profileGrants(Schema.Int),
  /** False until the first sign-in: the account has no sub yet and may be deleted. */
  hasSignedIn: Schema.Boolean,
  /** Whether the user has enrolled an authenticator (second factor); their User Administrator may reset it. */
  hasSecondFactor: Schema.Boolean,
  lastLogin: Schema.NullOr(IsoDateTime),
  createdDate: IsoDateTime
})
export type ManagedUser = typeof ManagedUser.Type

/** A user whose profile may be copied: found by e-mail (GET /Users/GetUsersCopyProfiles/{email}). */
export const CopyProfile = Schema.Struct({
  ...AccountRef.fields,
  organizationId: Schema.Int,
  reportingCompanyId: Schema.NullOr(Schema.Int),
  unitId: Schema.NullOr(Schema.Int),
  ...profileGrants(Schema.Int)
})
export type CopyProfile = typeof CopyProfile.Type

/**
 * A company or organization the caller may grant a function for: one of their own grants of that
 * function (document 2 section 6), with the names shown in the profile.
 */
export const GrantableCompany = Schema.Struct({ ...companyOwner, ...bilingualName })
export type GrantableCompany = typeof GrantableCompany.Type

export const GrantableFunction = Schema.Struct({ functionId: Schema.Int, companies: Schema.Array(GrantableCompany) })
export type GrantableFunction = typeof GrantableFunction.Type

/** Change of one's own password: the current one, the new one and its confirmation. */
export const ChangePasswordPayload = Schema.Struct({
  currentPassword: Schema.String.check(Schema.isMaxLength(userLimits.password.max * 4)),
  newPassword: Schema.String.check(Schema.isMaxLength(userLimits.password.max * 4)),
  confirmPassword: Schema.String.check(Schema.isMaxLength(userLimits.password.max * 4))
})
export type ChangePasswordPayload = typeof ChangePasswordPayload.Type

/** The query of DELETE /Users/{id}: hardDelete erases the account and its history too. */
export const DeleteUserQuery = Schema.Struct({ hardDelete: Schema.optional(Schema.Literals(["true", "false"])) })

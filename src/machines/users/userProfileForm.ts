import { FunctionId } from "../../api/functions"
import type { Organization, OrganizationType } from "../../api/platform/schemas"
import { grantableWithin } from "../../api/users/grants"
import {
  accessTypes,
  type AccessType,
  type CopyProfile,
  type DriverReportOption,
  type FunctionGrant,
  type GrantableFunction,
  type GrantedCompany,
  type ManagedUser,
  type OptionChoice,
  type UserProfileSave
} from "../../api/users/schemas"
import {
  functionsWithoutCompany,
  hasSeparateCompanies,
  saveIssueCodesOf,
  userIdFor,
  validateUserForm,
  type UserIssue
} from "../../api/users/validation"

/**
 * The user profile as the administrator edits it (document 2 sections 2, 4 and 5): its fields, the
 * clearing rules of section 4 and the payload checked by the shared validation before it is sent.
 */
export interface ProfileForm {
  /** Null until chosen (bureau staff choose; others get company credentials). */
  readonly userType: AccessType | null
  readonly userId: string
  readonly firstName: string
  readonly middleName: string
  readonly lastName: string
  readonly email: string
  /** Ten digits, shown without the +1 prefix. */
  readonly mfaPhone: string
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly assignedOrganizationsIds: ReadonlyArray<number>
  readonly functions: ReadonlyArray<FunctionGrant>
  readonly driverReportOptions: ReadonlyArray<OptionChoice>
}

export type ProfileTextField = "userId" | "firstName" | "middleName" | "lastName" | "email" | "mfaPhone"

/** A new user: bureau staff choose the access type, everyone else creates company-credentials users. */
export const emptyProfileForm = (isIbc: boolean): ProfileForm => ({
  userType: isIbc ? null : accessTypes.company,
  userId: "",
  firstName: "",
  middleName: "",
  lastName: "",
  email: "",
  mfaPhone: "",
  organizationId: null,
  reportingCompanyId: null,
  unitId: null,
  assignedOrganizationsIds: [],
  functions: [],
  driverReportOptions: []
})

/**
 * A new user's form once the lists are in (document 1 section 5, document 2 section 4): a single
 * organization is preselected, as the employer and as the one assigned.
 */
export const withSingleOrganization = (
  form: ProfileForm,
  organizations: ReadonlyArray<Organization>,
  assignable: ReadonlyArray<Organization>
): ProfileForm => ({
  ...form,
  organizationId: form.organizationId ?? (organizations.length === 1 ? organizations[0]!.id : null),
  assignedOrganizationsIds:
    form.assignedOrganizationsIds.length === 0 && assignable.length === 1 ? [assignable[0]!.id] : form.assignedOrganizationsIds
})

/** The company to preselect once the employer's companies are in: the only one, when none is chosen yet. */
export const singleCompanyOf = (
  form: ProfileForm,
  organizations: ReadonlyArray<Organization>,
  companies: ReadonlyArray<{ readonly id: number }>
): number | null =>
  form.reportingCompanyId === null && needsCompany(organizations, form.organizationId) && companies.length === 1
    ? companies[0]!.id
    : null

/** An existing user's form. */
export const profileFormOf = (user: ManagedUser): ProfileForm => ({
  userType: user.userType,
  userId: user.userId,
  firstName: user.firstName,
  middleName: user.middleName ?? "",
  lastName: user.lastName,
  email: user.email,
  mfaPhone: user.mfaPhone ?? "",
  organizationId: user.organizationId,
  reportingCompanyId: user.reportingCompanyId,
  unitId: user.unitId,
  assignedOrganizationsIds: user.assignedOrganizationsIds,
  functions: user.functions,
  driverReportOptions: user.driverReportOptions
})

/** The User ID shown: typed for company credentials, derived from the e-mail (and not editable) for bureau credentials. */
export const shownUserId = (form: ProfileForm): string =>
  form.userType === accessTypes.bureauCredentials
    ? form.email.trim() === ""
      ? ""
      : userIdFor(form.userType, null, form.email)
    : form.userId

/** Changing the access type: the MFA phone belongs to bureau credentials only. */
export const withAccessType = (form: ProfileForm, userType: AccessType): ProfileForm => ({
  ...form,
  userType,
  mfaPhone: userType === accessTypes.bureauCredentials ? form.mfaPhone : ""
})

/** Section 4: changing the employer organization clears the company and the unit. */
export const withOrganization = (form: ProfileForm, organizationId: number | null): ProfileForm =>
  organizationId === form.organizationId ? form : { ...form, organizationId, reportingCompanyId: null, unitId: null }

/** Section 4: changing the company clears the unit. */
export const withCompany = (form: ProfileForm, reportingCompanyId: number | null): ProfileForm =>
  reportingCompanyId === form.reportingCompanyId ? form : { ...form, reportingCompanyId, unitId: null }

/**
 * Section 4: removing an assigned organization removes the companies of its functions there, and the
 * report options of that organization (`options` are the option records the choices point to).
 */
export const withAssignedOrganizations = (
  form: ProfileForm,
  assignedOrganizationsIds: ReadonlyArray<number>,
  options: ReadonlyArray<DriverReportOption>
): ProfileForm => {
  const functions = form.functions.map((f) => ({
    functionId: f.functionId,
    companies: f.companies.filter((c) => assignedOrganizationsIds.includes(c.organizationId))
  }))
  const kept = (choice: OptionChoice) => {
    const option = options.find((o) => o.id === choice.driverReportOptionId)
    return option !== undefined && assignedOrganizationsIds.includes(option.organizationId)
  }
  return { ...form, assignedOrganizationsIds, functions, driverReportOptions: form.driverReportOptions.filter(kept) }
}

/** Checking or unchecking a function; section 4: removing driverReport clears the chosen options. */
export const withFunctionToggled = (form: ProfileForm, functionId: number): ProfileForm => {
  const held = form.functions.some((f) => f.functionId === functionId)
  if (!held) return { ...form, functions: [...form.functions, { functionId, companies: [] }] }
  return {
    ...form,
    functions: form.functions.filter((f) => f.functionId !== functionId),
    driverReportOptions: functionId === FunctionId.driverReport ? [] : form.driverReportOptions
  }
}

const sameCompany = (a: GrantedCompany, b: GrantedCompany) =>
  a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId

/** Checking or unchecking one company of a checked function. */
export const withFunctionCompanyToggled = (form: ProfileForm, functionId: number, company: GrantedCompany): ProfileForm => ({
  ...form,
  functions: form.functions.map((f) =>
    f.functionId !== functionId
      ? f
      : {
          functionId,
          companies: f.companies.some((c) => sameCompany(c, company))
            ? f.companies.filter((c) => !sameCompany(c, company))
            : [...f.companies, { organizationId: company.organizationId, reportingCompanyId: company.reportingCompanyId }]
        }
  )
})

/** The companies the driver report is granted for: where its options come from. */
export const driverReportCompanies = (form: ProfileForm): ReadonlyArray<GrantedCompany> =>
  form.functions.find((f) => f.functionId === FunctionId.driverReport)?.companies ?? []

export const holdsDriverReport = (form: ProfileForm): boolean =>
  form.functions.some((f) => f.functionId === FunctionId.driverReport)

/** Checking or unchecking an option; the first one chosen is the default, and a removed default passes to the first left. */
export const withOptionToggled = (form: ProfileForm, optionId: number): ProfileForm => {
  const chosen = form.driverReportOptions
  if (chosen.some((o) => o.driverReportOptionId === optionId)) {
    const left = chosen.filter((o) => o.driverReportOptionId !== optionId)
    const hasDefault = left.some((o) => o.isDefault)
    return { ...form, driverReportOptions: left.map((o, i) => (hasDefault || i > 0 ? o : { ...o, isDefault: true })) }
  }
  return { ...form, driverReportOptions: [...chosen, { driverReportOptionId: optionId, isDefault: chosen.length === 0 }] }
}

/** Section 4: only one option may be the default; choosing it as default chooses it too. */
export const withDefaultOption = (form: ProfileForm, optionId: number): ProfileForm => {
  const chosen = form.driverReportOptions.some((o) => o.driverReportOptionId === optionId)
    ? form.driverReportOptions
    : [...form.driverReportOptions, { driverReportOptionId: optionId, isDefault: false }]
  return { ...form, driverReportOptions: chosen.map((o) => ({ ...o, isDefault: o.driverReportOptionId === optionId })) }
}

/**
 * Section 4, once the options of the chosen companies are known: the choices outside them go (narrowing
 * companies drops their options), and for a new user with exactly one option available it is chosen
 * and made the default.
 */
export const withOptionsAvailable = (
  form: ProfileForm,
  available: ReadonlyArray<DriverReportOption>,
  isNew: boolean
): ProfileForm => {
  if (!holdsDriverReport(form)) return form.driverReportOptions.length === 0 ? form : { ...form, driverReportOptions: [] }
  const kept = form.driverReportOptions.filter((o) => available.some((a) => a.id === o.driverReportOptionId))
  const only = available.length === 1 ? available[0]! : undefined
  if (isNew && only !== undefined && kept.length === 0)
    return { ...form, driverReportOptions: [{ driverReportOptionId: only.id, isDefault: true }] }
  if (kept.length === form.driverReportOptions.length) return form
  const hasDefault = kept.some((o) => o.isDefault)
  return { ...form, driverReportOptions: kept.map((o, i) => (hasDefault || i > 0 ? o : { ...o, isDefault: true })) }
}

/** Section 4: copy-from takes the other user's organizations, company, unit, functions and options, for this user. */
export const withCopiedProfile = (form: ProfileForm, copy: CopyProfile): ProfileForm => ({
  ...form,
  organizationId: copy.organizationId,
  reportingCompanyId: copy.reportingCompanyId,
  unitId: copy.unitId,
  assignedOrganizationsIds: copy.assignedOrganizationsIds,
  functions: copy.functions.map((f) => ({ functionId: f.functionId, companies: f.companies.map((c) => ({ ...c })) })),
  driverReportOptions: copy.driverReportOptions.map((o) => ({ ...o }))
})

/** Section 4: enabling sends the profile as it is; disabling sends it without organizations, functions or options. */
export const accountStatusPayload = (form: ProfileForm, disable: boolean): UserProfileSave & { readonly isDisabled: boolean } =>
  disable ? disabledPayload(profilePayload(form)) : { ...profilePayload(form), isDisabled: false }

const disabledPayload = (payload: UserProfileSave): UserProfileSave & { readonly isDisabled: true } => ({
  ...payload,
  assignedOrganizationsIds: [],
  functions: [],
  driverReportOptions: [],
  isDisabled: true
})

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim())

/** What is sent: trimmed text, the User ID derived for bureau credentials, the phone only for bureau credentials. */
export const profilePayload = (form: ProfileForm): UserProfileSave => {
  const userType = form.userType ?? accessTypes.company
  return {
    userType,
    userId: userIdFor(userType, form.userId, form.email),
    firstName: form.firstName.trim(),
    middleName: orNull(form.middleName),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    mfaPhone: userType === accessTypes.bureauCredentials ? orNull(form.mfaPhone) : null,
    organizationId: form.organizationId,
    reportingCompanyId: form.reportingCompanyId,
    unitId: form.unitId,
    assignedOrganizationsIds: form.assignedOrganizationsIds,
    functions: form.functions,
    driverReportOptions: holdsDriverReport(form) ? form.driverReportOptions : []
  }
}

export const organizationTypeOf = (organizations: ReadonlyArray<Organization>, id: number | null): OrganizationType | null =>
  organizations.find((o) => o.id === id)?.organizationType ?? null

/** Only carriers have a company to choose; units load for a carrier once its company is chosen. */
export const needsCompany = (organizations: ReadonlyArray<Organization>, id: number | null): boolean => {
  const type = organizationTypeOf(organizations, id)
  return type !== null && hasSeparateCompanies(type)
}

/** The rules of section 5, by the shared validation: one message per field, the first rule broken. */
export const profileFormIssues = (
  form: ProfileForm,
  mode: "create" | "update",
  organizations: ReadonlyArray<Organization>
): ReadonlyArray<UserIssue> =>
  validateUserForm(profilePayload(form), { mode, organizationType: organizationTypeOf(organizations, form.organizationId) })

/** The companies offered for a function: the administrator's own, within the assigned organizations. */
export const companiesOffered = (
  grantable: ReadonlyArray<GrantableFunction>,
  assignedOrganizationsIds: ReadonlyArray<number>,
  functionId: number
) =>
  functionsWithoutCompany.has(functionId)
    ? []
    : (grantableWithin(grantable, assignedOrganizationsIds).find((f) => f.functionId === functionId)?.companies ?? [])

/** A function checkbox is disabled when the edited account is disabled or the administrator lacks the function. */
export const functionDisabled = (grantable: ReadonlyArray<GrantableFunction>, functionId: number, accountDisabled: boolean) =>
  accountDisabled || !grantable.some((f) => f.functionId === functionId)

/**
 * The form's field of a payload field a 400 names: the fields of the save's catalogue, each shown under
 * its own name (`functions.{functionId}` for one function's companies); any other gives the generic notice.
 */
export const profileFieldOf = (payloadField: string): string | undefined =>
  saveIssueCodesOf(payloadField).length > 0 ? payloadField : undefined

/** How the profile is drawn: the access type only in create mode, the company only for a carrier, the phone for bureau credentials. */
export interface ProfileLayout {
  readonly mode: "create" | "update"
  readonly companyShown: boolean
  readonly bureau: boolean
}

export const profileLayoutOf = (
  form: ProfileForm,
  mode: "create" | "update",
  organizations: ReadonlyArray<Organization>
): ProfileLayout => ({
  mode,
  companyShown: needsCompany(organizations, form.organizationId),
  bureau: form.userType === accessTypes.bureauCredentials
})

/** The fields the profile draws with a place for a message, in a layout (`functions.{id}` for each function shown). */
export const shownProfileFields = (layout: ProfileLayout): ReadonlyArray<string> => [
  ...(layout.mode === "create" ? ["userType"] : []),
  "userId",
  "firstName",
  "middleName",
  "lastName",
  "email",
  ...(layout.bureau ? ["mfaPhone"] : []),
  "organizationId",
  ...(layout.companyShown ? ["reportingCompanyId"] : []),
  "unitId",
  "assignedOrganizationsIds",
  "functions",
  "driverReportOptions"
]

/**
 * Where the profile shows an issue of a payload field (document 2 section 8): each at its own field,
 * but the access type's refusals (the company does not use these credentials) at the employer's
 * company in update mode, where the access type is not drawn, and a company's at the organization
 * when the organization has no companies to pick.
 */
export const shownFieldOf = (field: string, layout: ProfileLayout): string => {
  const employer = layout.companyShown ? "reportingCompanyId" : "organizationId"
  if (field === "userType") return layout.mode === "create" ? field : employer
  if (field === "reportingCompanyId") return employer
  return field
}

/**
 * The fields whose server messages a change answers: a function's change answers the functions messages,
 * the employer's the access type's (whether the company uses those credentials).
 */
export const fieldsAnsweredBy = (field: string): ReadonlyArray<string> =>
  field === "email"
    ? ["email", "userId"]
    : field.startsWith("functions")
      ? ["functions", field]
      : field === "organizationId" || field === "reportingCompanyId"
        ? [field, "userType"]
        : [field]

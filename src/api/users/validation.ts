import type { FieldIssueCode, userIssueCodes } from "../fieldIssues"
import { FunctionId } from "../functions"
import type { OrganizationType } from "../platform/schemas"
import { userIdPattern } from "../platform/userId"
import { accessTypes, type AccessType, type UserProfileSave, userLimits } from "./schemas"

/**
 * The user-form rules of document 2 section 5, one definition for the profile screen (each issue is a
 * field message) and the server (any issue refuses the save with 400 and the same issues).
 */
export type UserIssueCode = (typeof userIssueCodes)[number] | "blank" | "required" | "tooLong"

export interface UserIssue {
  /** A field of UserProfileSave; `functions.{functionId}` for a function without a company. */
  readonly field: string
  readonly code: UserIssueCode
}

/**
 * Every field issue a user save can be refused with, by payload field (document 2 sections 5 and 8): the
 * shared rules of this file, then what only the server's data can tell (src/server/domain/users/
 * profileChecks.ts). The profile screen shows each one at a field it shows, in both languages.
 */
export const userSaveIssues = {
  userType: ["companyNotIbcCr", "companyNotCompanyCr"],
  userId: ["required", "tooLong", "invalidUserId", "domainNotPermittedUserId", "userIdInUse"],
  firstName: ["blank", "tooLong"],
  middleName: ["tooLong"],
  lastName: ["blank", "tooLong"],
  email: ["required", "tooLong", "invalidEmail", "domainNotPermittedEmail", "emailInUse"],
  mfaPhone: ["required", "invalidPhone"],
  organizationId: ["required", "unknownValue", "brokerNoSponsor"],
  reportingCompanyId: ["required", "unknownValue"],
  unitId: ["unknownValue"],
  functions: ["noFunction"],
  /** One function's companies: `functions.{functionId}`. */
  "functions.{functionId}": ["noCompanySelected"],
  driverReportOptions: ["noOptionSelected", "noDefaultOption", "unknownValue"]
} as const satisfies Record<string, ReadonlyArray<FieldIssueCode>>

type SaveIssues = typeof userSaveIssues
/** One issue of the catalogue above, with a function's field as it is sent (`functions.8`). */
export type UserSaveIssue = {
  [F in keyof SaveIssues]: {
    readonly field: F extends "functions.{functionId}" ? `functions.${number}` : F
    readonly code: SaveIssues[F][number]
  }
}[keyof SaveIssues]

/** The catalogue's entry of a payload field (`functions.8` is a function's). */
export const saveIssueCodesOf = (field: string): ReadonlyArray<FieldIssueCode> =>
  /^functions\.\d+$/.test(field)
    ? userSaveIssues["functions.{functionId}"]
    : ((userSaveIssues as Record<string, ReadonlyArray<FieldIssueCode>>)[field] ?? [])

/** Functions held without a company (document 2 section 5): vehicle report, clients, system settings. */
export const functionsWithoutCompany: ReadonlySet<number> = new Set([
  FunctionId.vehicleReport,
  FunctionId.manageDashClients,
  FunctionId.manageSystemFunction
])

/** Only carriers have separate reporting companies; the others are their own company. */
export const hasSeparateCompanies = (organizationType: OrganizationType): boolean => organizationType === "Carrier"

/** The e-mail and User ID pattern: letters, digits, dot, accents, apostrophe, underscore or hyphen, @, a dotted domain. */
export const isValidEmail = (value: string): boolean => value.length <= userLimits.email && userIdPattern.test(value)

/** The domain of an address, with its @ and in lower case, as permitted domains are stored. */
export const domainOf = (address: string): string => address.slice(address.lastIndexOf("@")).toLowerCase()

/** Bureau accounts' User IDs end with this domain (document 2 section 2). */
export const bureauAccountDomain = "accounts.bureau.example"

/** The User ID of a bureau-credentials user: the e-mail with @ replaced by a dot, then the bureau account domain. */
export const bureauUserIdOf = (email: string): string => `${email.trim().replace("@", ".")}@${bureauAccountDomain}`.toLowerCase()

/** The copy-from lookup runs only for an e-mail with exactly one @, a dot and no spaces. */
export const canLookUpCopyFrom = (email: string): boolean =>
  email.split("@").length === 2 && email.includes(".") && !/\s/.test(email)

/** A phone as typed: ten digits, stored with the +1 prefix (12 characters). */
export const phoneDigitsPattern = /^\d{10}$/

const blank = (value: string | null | undefined) => (value ?? "").trim() === ""

export interface UserFormContext {
  readonly mode: "create" | "update"
  /** The type of the chosen employer organization, when one is chosen. */
  readonly organizationType: OrganizationType | null
}

/** Every rule of document 2 section 5 a form can check by itself, in field order. */
export const validateUserForm = (form: UserProfileSave, context: UserFormContext): ReadonlyArray<UserIssue> => {
  const issues: Array<UserIssue> = []
  const add = (field: string, code: UserIssueCode) => issues.push({ field, code })
  if (context.mode === "create" && form.userType === accessTypes.company) {
    const userId = (form.userId ?? "").trim()
    if (userId === "") add("userId", "required")
    else if (userId.length > userLimits.userId) add("userId", "tooLong")
    else if (!userIdPattern.test(userId)) add("userId", "invalidUserId")
  }
  for (const field of ["firstName", "lastName"] as const) {
    if (blank(form[field])) add(field, "blank")
    else if (form[field].trim().length > userLimits.name) add(field, "tooLong")
  }
  if ((form.middleName ?? "").trim().length > userLimits.name) add("middleName", "tooLong")
  const email = form.email.trim()
  if (email === "") add("email", "required")
  else if (email.length > userLimits.email) add("email", "tooLong")
  else if (!userIdPattern.test(email)) add("email", "invalidEmail")
  if (form.userType === accessTypes.bureauCredentials) {
    if (blank(form.mfaPhone)) add("mfaPhone", "required")
    else if (!phoneDigitsPattern.test(form.mfaPhone!.trim())) add("mfaPhone", "invalidPhone")
  }
  if (form.organizationId === null) add("organizationId", "required")
  else if (
    context.organizationType !== null &&
    hasSeparateCompanies(context.organizationType) &&
    form.reportingCompanyId === null
  )
    add("reportingCompanyId", "required")
  issues.push(...validateGrants(form))
  return issues
}

/** The functions and driver report options sections: skipped when an account is only enabled or disabled. */
export const validateGrants = (form: Pick<UserProfileSave, "functions" | "driverReportOptions">): ReadonlyArray<UserIssue> => {
  const issues: Array<UserIssue> = []
  if (form.functions.length === 0) issues.push({ field: "functions", code: "noFunction" })
  for (const grant of form.functions) {
    if (!functionsWithoutCompany.has(grant.functionId) && grant.companies.length === 0)
      issues.push({ field: `functions.${grant.functionId}`, code: "noCompanySelected" })
  }
  if (form.functions.some((f) => f.functionId === FunctionId.driverReport)) {
    const defaults = form.driverReportOptions.filter((o) => o.isDefault).length
    if (form.driverReportOptions.length === 0) issues.push({ field: "driverReportOptions", code: "noOptionSelected" })
    else if (defaults !== 1) issues.push({ field: "driverReportOptions", code: "noDefaultOption" })
  }
  return issues
}

/** The User ID a new account gets: typed for company credentials, derived for bureau credentials. */
export const userIdFor = (userType: AccessType, typedUserId: string | null | undefined, email: string): string =>
  userType === accessTypes.bureauCredentials ? bureauUserIdOf(email) : (typedUserId ?? "").trim()

/** Digits as typed, stored with the +1 prefix. */
export const storedPhone = (digits: string | null): string | null => (blank(digits) ? null : `+1${digits!.trim()}`)
/** A stored phone shown without its prefix. */
export const shownPhone = (stored: string | null): string | null =>
  stored === null ? null : stored.startsWith("+1") ? stored.slice(2) : stored

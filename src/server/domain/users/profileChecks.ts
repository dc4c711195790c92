import { Effect } from "effect"
import { BadRequest } from "../../../api/errors"
import type { FieldIssue } from "../../../api/fieldIssues"
import { FunctionId } from "../../../api/functions"
import type { OrganizationType } from "../../../api/platform/schemas"
import { ungrantedFunctions } from "../../../api/users/grants"
import { accessTypes, type AccessType, type OptionChoice, type UserProfileSave } from "../../../api/users/schemas"
import { domainOf, hasSeparateCompanies, validateUserForm, type UserSaveIssue } from "../../../api/users/validation"
import { UsersRepository, type ManagedUserRecord } from "../../db/users/usersRepository"
import { invalidFields } from "../invalidRequest"
import { companiesNotAllowed, manages, type Administrator } from "./administrator"
import type { Employer } from "./grantRows"

const grantFields = (field: string) => field === "functions" || field.startsWith("functions.") || field === "driverReportOptions"

/**
 * The form rules of document 2 section 5 (the same as the profile screen's), then what only the data
 * can tell: the employer organization exists, its company and unit are its own. The functions and
 * options sections are not checked for an enable or disable. 400 naming every refused field.
 */
export const checkForm = (form: UserProfileSave, options: { readonly mode: "create" | "update"; readonly toggle: boolean }) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const organization = form.organizationId === null ? undefined : yield* db.findOrganization(form.organizationId)
    const issues: Array<FieldIssue> = validateUserForm(form, {
      mode: options.mode,
      organizationType: organization?.organizationType ?? null
    }).filter((issue) => !(options.toggle && grantFields(issue.field)))
    if (form.organizationId !== null && organization === undefined) issues.push({ field: "organizationId", code: "unknownValue" })
    if (organization !== undefined && form.reportingCompanyId !== null) {
      const owner = hasSeparateCompanies(organization.organizationType)
        ? yield* db.companyOrganizationId(form.reportingCompanyId)
        : undefined
      if (owner !== organization.id) issues.push({ field: "reportingCompanyId", code: "unknownValue" })
    }
    if (organization !== undefined && form.unitId !== null && !issues.some((i) => i.field === "reportingCompanyId")) {
      if (!(yield* db.isUnitOf(form.unitId, organization.id, form.reportingCompanyId)))
        issues.push({ field: "unitId", code: "unknownValue" })
    }
    if (issues.length > 0)
      return yield* invalidFields(issues, `Invalid user: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)
    const employer: Employer & { readonly organizationType: OrganizationType } = {
      organizationId: organization!.id,
      reportingCompanyId: form.reportingCompanyId,
      hasCompanies: hasSeparateCompanies(organization!.organizationType),
      organizationType: organization!.organizationType
    }
    return employer
  })

/**
 * What the administrator may give (document 2 section 6): users of the companies they manage, within
 * their own assigned organizations, and only functions and companies they hold themselves. 403
 * COMPANIES_NOT_ALLOWED otherwise.
 */
export const checkGrants = (
  administrator: Administrator,
  form: Pick<UserProfileSave, "assignedOrganizationsIds" | "functions">,
  employer: Employer
) => {
  const assigned = new Set(administrator.user.assignedOrganizationsIds)
  const allowed =
    manages(administrator, employer) &&
    form.assignedOrganizationsIds.every((id) => assigned.has(id)) &&
    ungrantedFunctions(administrator.held, form.assignedOrganizationsIds, form.functions).length === 0
  return allowed ? Effect.void : Effect.fail(companiesNotAllowed)
}

/**
 * The options kept: none without driverReport; otherwise enabled options of the employer's company
 * (or organization), at most one of them default (400 at driverReportOptions otherwise).
 */
export const checkOptions = (form: Pick<UserProfileSave, "functions" | "driverReportOptions">, employer: Employer) =>
  Effect.gen(function* () {
    if (!form.functions.some((f) => f.functionId === FunctionId.driverReport)) return [] as ReadonlyArray<OptionChoice>
    const db = yield* UsersRepository
    const offered = new Set(
      (yield* db.driverReportOptionsOf(employer.organizationId, employer.reportingCompanyId)).map((o) => o.id)
    )
    const chosen = form.driverReportOptions.filter(
      (o, i) => form.driverReportOptions.findIndex((p) => p.driverReportOptionId === o.driverReportOptionId) === i
    )
    if (chosen.some((o) => !offered.has(o.driverReportOptionId)))
      return yield* invalidFields(
        [{ field: "driverReportOptions", code: "unknownValue" }],
        "Invalid user: driverReportOptions: an option of another company, disabled or unknown"
      )
    if (chosen.filter((o) => o.isDefault).length > 1)
      return yield* invalidFields(
        [{ field: "driverReportOptions", code: "noDefaultOption" }],
        "Invalid user: driverReportOptions: more than one default"
      )
    return chosen
  })

/** A refusal of section 8: one of the catalogue's issues (src/api/users/validation.ts) and the 400's code. */
type DataIssue = UserSaveIssue & { readonly badRequest: BadRequest["code"] }

/**
 * The refusals of document 2 section 8, each at its field; the 400's code is the first one's. On
 * update (`stored`, the account as it is) the e-mail is checked when it or the employer changes, the
 * credentials and sponsor when the employer does. Checked under the lock, so that a User ID or e-mail
 * taken by a save at the same moment is refused as it would be later.
 */
export const checkData = (check: {
  readonly userType: AccessType
  /** The User ID of a new account; null on update (it never changes). */
  readonly newUserId: string | null
  readonly email: string
  readonly employer: Employer & { readonly organizationType: OrganizationType }
  readonly stored: Pick<ManagedUserRecord, "id" | "email" | "organizationId" | "reportingCompanyId"> | null
}) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const { stored, employer } = check
    const employerChanged =
      stored === null ||
      employer.organizationId !== stored.organizationId ||
      employer.reportingCompanyId !== stored.reportingCompanyId
    const checkEmail = stored === null || employerChanged || check.email.toLowerCase() !== stored.email.toLowerCase()
    const exceptId = stored?.id ?? null
    yield* db.lockUserIdentities
    const issues: Array<DataIssue> = []
    const { organizationId, reportingCompanyId } = check.employer
    const domains = checkEmail || check.newUserId !== null ? yield* db.permittedDomains(organizationId, reportingCompanyId) : []
    if (checkEmail && !domains.includes(domainOf(check.email)))
      issues.push({ field: "email", code: "domainNotPermittedEmail", badRequest: "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_EMAIL" })
    if (check.newUserId !== null && check.userType === accessTypes.company && !domains.includes(domainOf(check.newUserId)))
      issues.push({ field: "userId", code: "domainNotPermittedUserId", badRequest: "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_USERID" })
    if (check.newUserId !== null && (yield* db.userIdInUse(check.newUserId, exceptId)))
      issues.push({ field: "userId", code: "userIdInUse", badRequest: "ERROR_400_USERID_IN_USE" })
    if (checkEmail && (yield* db.emailInUse(check.email, exceptId)))
      issues.push({ field: "email", code: "emailInUse", badRequest: "ERROR_400_EMAIL_IN_USE" })
    if (employerChanged) {
      const bureauCredentials = yield* db.hasBureauCredentials(organizationId, reportingCompanyId)
      if (check.userType === accessTypes.bureauCredentials && !bureauCredentials)
        issues.push({ field: "userType", code: "companyNotIbcCr", badRequest: "ERROR_400_COMPANY_NOT_IBCCR" })
      if (check.userType === accessTypes.company && bureauCredentials)
        issues.push({ field: "userType", code: "companyNotCompanyCr", badRequest: "ERROR_400_COMPANY_NOT_COMPANYCR" })
      if (check.employer.organizationType === "Broker" && !(yield* db.hasSponsor(organizationId)))
        issues.push({ field: "organizationId", code: "brokerNoSponsor", badRequest: "ERROR_400_BROKER_NO_SPONSOR" })
    }
    if (issues.length === 0) return
    return yield* invalidFields(
      issues.map(({ field, code }) => ({ field, code })),
      `User not saved: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`,
      issues[0]!.badRequest
    )
  })

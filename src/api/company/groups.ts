import { Schema, type Context } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { idParams, itemCalls, type OperationText } from "../shared/itemCalls"
import { access, operation } from "../access"
import { BadRequest, Conflict, Forbidden, NotFound } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import { Unit } from "../platform/schemas"
import { DriverReportOption } from "../users/schemas"
import {
  CompanyQuery,
  DriverReportOptionCreate,
  DriverReportOptionUpdate,
  NotificationRecipient,
  NotificationRecipientSave,
  OrganizationCompanySetting,
  OrganizationCompanySettingSave,
  PermittedDomain,
  PermittedDomainSave,
  UnitSave
} from "./schemas"

const companyAdministration = access.companyFunctions(FunctionId.companyAdministration)
const bureauStaff = access.bureauFunctions(FunctionId.companyAdministration)

const scope = `The caller manages only the companies (or organizations without separate companies, managed as themselves with reportingCompanyId null) they hold companyAdministration for.`
const owner = `organizationId and reportingCompanyId name the company: a carrier's company is required (400 ERROR_400_INVALID_REQUEST with issues, reportingCompanyId required), an organization without separate companies takes null (a company given is refused the same way, code unknownValue).`
const sameOwner = (item: string) =>
  `organizationId and reportingCompanyId must be the ${item}'s (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise).`
const ownerInvalid = `400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing or the company is not of the organization;`
const ownerRefused = `403 COMPANIES_NOT_ALLOWED for a company the caller does not hold companyAdministration for.`
const itemMissing = (item: string) => `404 for an unknown ${item}, a deleted one or one of a company outside the caller's scope.`
const fieldErrors = `400 ERROR_400_INVALID_REQUEST with issues naming each refused field and its rule (src/api/company/validation.ts).`
const duplicate = (what: string) => `409 "Duplicate record" when the company already has ${what}.`
const linked = (what: string) =>
  `409 "Linked to users" when ${what}: items linked to users cannot be deleted (document 2 section 4).`
const softDelete = `The item is disabled rather than deleted (document 2 section 4): it leaves the lists and may be added again.`

/** What one call on a profile item says beyond the rules every such call states. */
type ItemText = {
  readonly summary: string
  /** What the call does, before the caller's scope. */
  readonly rules?: string
  /** What the company already has when an addition or a change is a duplicate. */
  readonly duplicate?: string
  /** When the item is linked to users, so that it cannot be deleted or changed. */
  readonly linked?: string
}

const described = (text: ItemText, ...parts: ReadonlyArray<string | false | undefined>): OperationText => ({
  summary: text.summary,
  description: [text.rules, ...parts].filter(Boolean).join(" ")
})

/**
 * The calls on one kind of company profile item, under its path (document 2 section 7): POST {path}/create
 * answers the new item with 201; PUT and DELETE {path}/{id}; GET {path}/get/{id}; and, where the item has
 * one, the company's list GET {path}/getByOrganization/{organizationId}. Adding or changing an item may meet
 * a duplicate, and deleting one an item linked to users (409) where `deleteConflicts`. `changedBy` is the
 * access of the calls that add, change and delete; reading needs companyAdministration.
 */
const profileItem = <
  const Path extends `/${string}`,
  Item extends Schema.Top,
  Create extends Schema.Top,
  Update extends Schema.Top,
  I
>(
  path: Path,
  schemas: { readonly item: Item; readonly create: Create; readonly update: Update },
  rules: { readonly name: string; readonly changedBy: Context.Context<I>; readonly deleteConflicts: boolean }
) => {
  const calls = itemCalls({ create: `${path}/create`, item: `${path}/:id` }, schemas, {
    access: rules.changedBy,
    forbidden: true,
    deleteConflicts: rules.deleteConflicts
  })
  const missing = itemMissing(rules.name)
  return {
    create: (text: ItemText) =>
      calls.create(
        described(text, scope, owner, "Errors:", fieldErrors, ownerRefused, text.duplicate && duplicate(text.duplicate))
      ),
    update: (text: ItemText) =>
      calls.update(
        described(
          text,
          scope,
          "Errors:",
          fieldErrors,
          missing,
          text.duplicate && duplicate(text.duplicate),
          text.linked && linked(text.linked)
        )
      ),
    delete: (text: ItemText) =>
      calls.delete(
        described(
          { ...text, rules: undefined },
          softDelete,
          text.rules,
          scope,
          "Errors:",
          missing,
          text.linked && linked(text.linked)
        )
      ),
    get: (text: ItemText) =>
      HttpApiEndpoint.get("get", `${path}/get/:id`, {
        params: idParams,
        success: schemas.item,
        error: [Forbidden, NotFound]
      }).annotateMerge(operation(companyAdministration, described(text, scope, "Errors:", missing))),
    getByOrganization: (text: ItemText) =>
      HttpApiEndpoint.get("getByOrganization", `${path}/getByOrganization/:organizationId`, {
        params: { organizationId: Id },
        query: { reportingCompanyId: Schema.optional(Id) },
        success: Schema.Array(schemas.item),
        error: [BadRequest, Forbidden]
      }).annotateMerge(operation(companyAdministration, described(text, scope, "Errors:", ownerInvalid, ownerRefused)))
  }
}

const unit = profileItem(
  "/units",
  { item: Unit, create: UnitSave, update: UnitSave },
  { name: "unit", changedBy: companyAdministration, deleteConflicts: true }
)
const driverReportOption = profileItem(
  "/DriverReportOptions",
  { item: DriverReportOption, create: DriverReportOptionCreate, update: DriverReportOptionUpdate },
  { name: "option", changedBy: companyAdministration, deleteConflicts: true }
)
/** No user is linked to a recipient, so its deletion meets no 409. */
const notificationRecipient = profileItem(
  "/NotificationRecipients",
  { item: NotificationRecipient, create: NotificationRecipientSave, update: NotificationRecipientSave },
  { name: "recipient", changedBy: companyAdministration, deleteConflicts: false }
)
const permittedDomain = profileItem(
  "/PermittedDomains",
  { item: PermittedDomain, create: PermittedDomainSave, update: PermittedDomainSave },
  { name: "domain", changedBy: bureauStaff, deleteConflicts: true }
)

/** Units of a company (document 2 sections 2 and 7); the list is GET /units/getByOrganization. */
export const CompanyUnitsGroup = authorizedGroup(
  "companyUnits",
  "Adding, renaming and deleting a company's units (company profile, document 2).",
  unit.create({
    summary: "Add a unit",
    rules:
      "Adds a unit to the company, named in English (nameEn) and in French (nameFr); each name trimmed, 1 to 60 letters and digits, words separated by single spaces.",
    duplicate: "an enabled unit with either name in either language, in any case"
  }),
  unit.update({
    summary: "Rename a unit",
    rules: `Renames the unit: its English (nameEn) and French (nameFr) names; ${sameOwner("unit")}`,
    duplicate: "another enabled unit with either name in either language"
  }),
  unit.delete({
    summary: "Delete a unit",
    linked: "a user (enabled or disabled, not deleted) belongs to the unit"
  }),
  unit.get({ summary: "Read a unit", rules: "The unit with hasUsers." })
)

/** Driver report options of a company; the list is GET /DriverReportOptions/GetByOrganizationId/{organizationId}. */
export const CompanyDriverReportOptionsGroup = authorizedGroup(
  "companyDriverReportOptions",
  "Adding, editing and deleting a company's driver report options, and assigning one to all its users (company profile, document 2).",
  driverReportOption.create({
    summary: "Add a driver report option",
    rules:
      "Adds an option of yearsOfData (6 to 25, or null for the maximum) with a note of at most 100 characters. With assignToAllUsers every enabled user employed by the company gets the option; with makeDefaultDRO too (only allowed with assignToAllUsers) it becomes their default, the previous default stays held but is no longer default; without makeDefaultDRO it is the default only of users who had none. Each user given the option has it recorded in their history (the user access report).",
    duplicate: "an enabled option of these years of data"
  }),
  driverReportOption.update({
    summary: "Edit a driver report option",
    rules: `Changes the years of data and the note; users holding the option keep it with the new years. ${sameOwner("option")}`,
    duplicate: "another enabled option of these years of data"
  }),
  driverReportOption.delete({
    summary: "Delete a driver report option",
    linked: "a user (enabled or disabled, not deleted) holds the option"
  }),
  driverReportOption.get({
    summary: "Read a driver report option",
    rules: "The option with how many enabled users hold it."
  })
)

/** The addresses a company's correction mail goes to (document 2 sections 2 and 7). */
export const NotificationRecipientsGroup = authorizedGroup(
  "notificationRecipients",
  "The addresses a company's correction mail goes to (company profile, document 2; the data correction area sends the mail).",
  notificationRecipient.create({
    summary: "Add a notification recipient",
    rules:
      "Adds an address (the e-mail pattern, at most 60 characters, trimmed) that the company's correction mail goes to from now on.",
    duplicate: "this address, in any case"
  }),
  notificationRecipient.update({
    summary: "Change a notification recipient",
    rules: `Changes the address; ${sameOwner("recipient")}`,
    duplicate: "this address as another recipient"
  }),
  notificationRecipient.delete({
    summary: "Delete a notification recipient",
    rules: "Correction mail no longer goes to the address."
  }),
  notificationRecipient.getByOrganization({
    summary: "List a company's notification recipients",
    rules:
      "The enabled recipients of the company reportingCompanyId of the organization (of the organization itself when it has no separate companies), by address."
  }),
  notificationRecipient.get({ summary: "Read a notification recipient" })
)

const domainLinked = "the e-mail or User ID of a user of the company (not deleted) is on the domain"

/** The e-mail domains a company's users may have (document 2 sections 2 and 7). */
export const PermittedDomainsGroup = authorizedGroup(
  "permittedDomains",
  "The e-mail domains a company's users may have (company profile, document 2); bureau staff add and delete them.",
  permittedDomain.create({
    summary: "Add a permitted domain",
    rules:
      "Adds a domain (trimmed: @, lower case, a host name with a top-level part, at most 60 characters) the company's users' e-mails and User IDs may be on. Only bureau staff (document 2 section 6).",
    duplicate: "this domain"
  }),
  permittedDomain.update({
    summary: "Change a permitted domain",
    rules: `Changes the domain; ${sameOwner("domain")} Only bureau staff.`,
    duplicate: "this domain as another entry",
    linked: domainLinked
  }),
  permittedDomain.delete({
    summary: "Delete a permitted domain",
    rules: "Only bureau staff (document 2 section 6).",
    linked: domainLinked
  }),
  permittedDomain.getByOrganization({
    summary: "List a company's permitted domains",
    rules:
      "The enabled domains of the company reportingCompanyId of the organization (of the organization itself when it has no separate companies), by domain, with hasUsers."
  }),
  permittedDomain.get({ summary: "Read a permitted domain", rules: "The domain with hasUsers." })
)

/** Whether a company's users sign in with bureau credentials (document 2 sections 2 and 7). */
export const OrganizationCompanyGroup = authorizedGroup(
  "organizationCompany",
  "The bureau-credentials setting of a company (company profile, document 2); bureau staff change it.",
  HttpApiEndpoint.get("get", "/organizationCompany/get", {
    query: CompanyQuery,
    success: OrganizationCompanySetting,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(companyAdministration, {
      summary: "Read a company's credentials setting",
      description: `Whether the company's users sign in with bureau credentials (isIbcCredentials). ${scope} Errors: ${ownerInvalid} ${ownerRefused} 404 when the company has no setting yet (POST /organizationCompany/create/{organizationId} makes one).`
    })
  ),
  HttpApiEndpoint.put("update", "/organizationCompany/update/:id", {
    params: idParams,
    payload: OrganizationCompanySettingSave,
    success: OrganizationCompanySetting,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(bureauStaff, {
      summary: "Toggle bureau credentials for a company, or set its report reuse window",
      description: `Sets isIbcCredentials of the setting {id}; the users created afterwards get the matching access type, existing users keep theirs. reportReuse, when given, sets how long a driver report the company pulled answers again instead of a new one: none, sameDay (the same calendar day in the requester's time zone, the default) or hours24 (POST /DriverReports/GenerateReport). ${sameOwner("setting")} Only bureau staff (document 2 section 6). ${scope} Errors: ${itemMissing("setting")}`
    })
  ),
  HttpApiEndpoint.post("create", "/organizationCompany/create/:id", {
    params: idParams,
    payload: OrganizationCompanySettingSave,
    success: OrganizationCompanySetting.annotate({ httpApiStatus: 201 }),
    error: [BadRequest, Conflict, Forbidden]
  }).annotateMerge(
    operation(bureauStaff, {
      summary: "Make a company's credentials setting",
      description: `Makes the setting of a company that has none; {id} is the organization id and must equal organizationId (400 ERROR_400_INVALID_REQUEST otherwise). Only bureau staff (document 2 section 6). ${scope} ${owner} Errors: ${ownerRefused} ${duplicate("a setting")}`
    })
  )
)

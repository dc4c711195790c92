import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
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
const idParams = { id: Id }

const scope = `The caller manages only the companies (or organizations without separate companies, managed as themselves with reportingCompanyId null) they hold companyAdministration for.`
const owner = `organizationId and reportingCompanyId name the company: a carrier's company is required (400 ERROR_400_INVALID_REQUEST with issues, reportingCompanyId required), an organization without separate companies takes null (a company given is refused the same way, code unknownValue).`
const ownerRefused = `403 COMPANIES_NOT_ALLOWED for a company the caller does not hold companyAdministration for.`
const itemMissing = (item: string) => `404 for an unknown ${item}, a deleted one or one of a company outside the caller's scope.`
const fieldErrors = `400 ERROR_400_INVALID_REQUEST with issues naming each refused field and its rule (src/api/company/validation.ts).`
const duplicate = (what: string) => `409 "Duplicate record" when the company already has ${what}.`
const linked = (what: string) =>
  `409 "Linked to users" when ${what}: items linked to users cannot be deleted (document 2 section 4).`
const softDelete = `The item is disabled rather than deleted (document 2 section 4): it leaves the lists and may be added again.`

/**
 * The calls on one kind of company profile item, under its path (document 2 section 7): POST {path}/create
 * answers the new item with 201; PUT and DELETE {path}/{id}; GET {path}/get/{id}; and, where the item has
 * one, the company's list GET {path}/getByOrganization/{organizationId}. Adding or changing an item may meet
 * a duplicate, and deleting one an item linked to users (409).
 */
const profileItemCalls = <
  const Path extends `/${string}`,
  Item extends Schema.Top,
  Create extends Schema.Top,
  Update extends Schema.Top
>(
  path: Path,
  schemas: { readonly item: Item; readonly create: Create; readonly update: Update }
) => ({
  create: HttpApiEndpoint.post("create", `${path}/create` as const, {
    payload: schemas.create,
    success: schemas.item.annotate({ httpApiStatus: 201 }),
    error: [BadRequest, Conflict, Forbidden]
  }),
  update: HttpApiEndpoint.put("update", `${path}/:id` as const, {
    params: idParams,
    payload: schemas.update,
    success: schemas.item,
    error: [BadRequest, Conflict, Forbidden, NotFound]
  }),
  delete: HttpApiEndpoint.delete("delete", `${path}/:id` as const, { params: idParams, error: [Conflict, Forbidden, NotFound] }),
  get: HttpApiEndpoint.get("get", `${path}/get/:id` as const, {
    params: idParams,
    success: schemas.item,
    error: [Forbidden, NotFound]
  }),
  getByOrganization: HttpApiEndpoint.get("getByOrganization", `${path}/getByOrganization/:organizationId` as const, {
    params: { organizationId: Id },
    query: { reportingCompanyId: Schema.optional(Id) },
    success: Schema.Array(schemas.item),
    error: [BadRequest, Forbidden]
  })
})

const unit = profileItemCalls("/units", { item: Unit, create: UnitSave, update: UnitSave })
const driverReportOption = profileItemCalls("/DriverReportOptions", {
  item: DriverReportOption,
  create: DriverReportOptionCreate,
  update: DriverReportOptionUpdate
})
const notificationRecipient = profileItemCalls("/NotificationRecipients", {
  item: NotificationRecipient,
  create: NotificationRecipientSave,
  update: NotificationRecipientSave
})
const permittedDomain = profileItemCalls("/PermittedDomains", {
  item: PermittedDomain,
  create: PermittedDomainSave,
  update: PermittedDomainSave
})

/** Units of a company (document 2 sections 2 and 7); the list is GET /units/getByOrganization. */
export const CompanyUnitsGroup = authorizedGroup(
  "companyUnits",
  "Adding, renaming and deleting a company's units (company profile, document 2).",
  unit.create.annotateMerge(
    operation(companyAdministration, {
      summary: "Add a unit",
      description: `Adds a unit to the company, named in English (nameEn) and in French (nameFr); each name trimmed, 1 to 60 letters and digits, words separated by single spaces. ${scope} ${owner} Errors: ${fieldErrors} ${ownerRefused} ${duplicate("an enabled unit with either name in either language, in any case")}`
    })
  ),
  unit.update.annotateMerge(
    operation(companyAdministration, {
      summary: "Rename a unit",
      description: `Renames the unit: its English (nameEn) and French (nameFr) names; organizationId and reportingCompanyId must be the unit's (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise). ${scope} Errors: ${fieldErrors} ${itemMissing("unit")} ${duplicate("another enabled unit with either name in either language")}`
    })
  ),
  unit.delete.annotateMerge(
    operation(companyAdministration, {
      summary: "Delete a unit",
      description: `${softDelete} ${scope} Errors: ${itemMissing("unit")} ${linked("a user (enabled or disabled, not deleted) belongs to the unit")}`
    })
  ),
  unit.get.annotateMerge(
    operation(companyAdministration, {
      summary: "Read a unit",
      description: `The unit with hasUsers. ${scope} Errors: ${itemMissing("unit")}`
    })
  )
)

/** Driver report options of a company; the list is GET /DriverReportOptions/GetByOrganizationId/{organizationId}. */
export const CompanyDriverReportOptionsGroup = authorizedGroup(
  "companyDriverReportOptions",
  "Adding, editing and deleting a company's driver report options, and assigning one to all its users (company profile, document 2).",
  driverReportOption.create.annotateMerge(
    operation(companyAdministration, {
      summary: "Add a driver report option",
      description: `Adds an option of yearsOfData (6 to 25, or null for the maximum) with a note of at most 100 characters. With assignToAllUsers every enabled user employed by the company gets the option; with makeDefaultDRO too (only allowed with assignToAllUsers) it becomes their default, the previous default stays held but is no longer default; without makeDefaultDRO it is the default only of users who had none. Each user given the option has it recorded in their history (the user access report). ${scope} ${owner} Errors: ${fieldErrors} ${ownerRefused} ${duplicate("an enabled option of these years of data")}`
    })
  ),
  driverReportOption.update.annotateMerge(
    operation(companyAdministration, {
      summary: "Edit a driver report option",
      description: `Changes the years of data and the note; users holding the option keep it with the new years. organizationId and reportingCompanyId must be the option's (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise). ${scope} Errors: ${fieldErrors} ${itemMissing("option")} ${duplicate("another enabled option of these years of data")}`
    })
  ),
  driverReportOption.delete.annotateMerge(
    operation(companyAdministration, {
      summary: "Delete a driver report option",
      description: `${softDelete} ${scope} Errors: ${itemMissing("option")} ${linked("a user (enabled or disabled, not deleted) holds the option")}`
    })
  ),
  driverReportOption.get.annotateMerge(
    operation(companyAdministration, {
      summary: "Read a driver report option",
      description: `The option with how many enabled users hold it. ${scope} Errors: ${itemMissing("option")}`
    })
  )
)

/** The addresses a company's correction mail goes to (document 2 sections 2 and 7). */
export const NotificationRecipientsGroup = authorizedGroup(
  "notificationRecipients",
  "The addresses a company's correction mail goes to (company profile, document 2; the data correction area sends the mail).",
  notificationRecipient.create.annotateMerge(
    operation(companyAdministration, {
      summary: "Add a notification recipient",
      description: `Adds an address (the e-mail pattern, at most 60 characters, trimmed) that the company's correction mail goes to from now on. ${scope} ${owner} Errors: ${fieldErrors} ${ownerRefused} ${duplicate("this address, in any case")}`
    })
  ),
  notificationRecipient.update.annotateMerge(
    operation(companyAdministration, {
      summary: "Change a notification recipient",
      description: `Changes the address; organizationId and reportingCompanyId must be the recipient's (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise). ${scope} Errors: ${fieldErrors} ${itemMissing("recipient")} ${duplicate("this address as another recipient")}`
    })
  ),
  // Not the item calls' delete: no user is linked to a recipient, so its deletion meets no 409.
  HttpApiEndpoint.delete("delete", "/NotificationRecipients/:id", {
    params: idParams,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(companyAdministration, {
      summary: "Delete a notification recipient",
      description: `${softDelete} Correction mail no longer goes to the address. ${scope} Errors: ${itemMissing("recipient")}`
    })
  ),
  notificationRecipient.getByOrganization.annotateMerge(
    operation(companyAdministration, {
      summary: "List a company's notification recipients",
      description: `The enabled recipients of the company reportingCompanyId of the organization (of the organization itself when it has no separate companies), by address. ${scope} Errors: 400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing or the company is not of the organization; ${ownerRefused}`
    })
  ),
  notificationRecipient.get.annotateMerge(
    operation(companyAdministration, {
      summary: "Read a notification recipient",
      description: `${scope} Errors: ${itemMissing("recipient")}`
    })
  )
)

/** The e-mail domains a company's users may have (document 2 sections 2 and 7). */
export const PermittedDomainsGroup = authorizedGroup(
  "permittedDomains",
  "The e-mail domains a company's users may have (company profile, document 2); bureau staff add and delete them.",
  permittedDomain.create.annotateMerge(
    operation(bureauStaff, {
      summary: "Add a permitted domain",
      description: `Adds a domain (trimmed: @, lower case, a host name with a top-level part, at most 60 characters) the company's users' e-mails and User IDs may be on. Only bureau staff (document 2 section 6). ${scope} ${owner} Errors: ${fieldErrors} ${ownerRefused} ${duplicate("this domain")}`
    })
  ),
  permittedDomain.update.annotateMerge(
    operation(bureauStaff, {
      summary: "Change a permitted domain",
      description: `Changes the domain; organizationId and reportingCompanyId must be the domain's (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise). Only bureau staff. ${scope} Errors: ${fieldErrors} ${itemMissing("domain")} ${duplicate("this domain as another entry")} ${linked("the e-mail or User ID of a user of the company (not deleted) is on the domain")}`
    })
  ),
  permittedDomain.delete.annotateMerge(
    operation(bureauStaff, {
      summary: "Delete a permitted domain",
      description: `${softDelete} Only bureau staff (document 2 section 6). ${scope} Errors: ${itemMissing("domain")} ${linked("the e-mail or User ID of a user of the company (not deleted) is on the domain")}`
    })
  ),
  permittedDomain.getByOrganization.annotateMerge(
    operation(companyAdministration, {
      summary: "List a company's permitted domains",
      description: `The enabled domains of the company reportingCompanyId of the organization (of the organization itself when it has no separate companies), by domain, with hasUsers. ${scope} Errors: 400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing or the company is not of the organization; ${ownerRefused}`
    })
  ),
  permittedDomain.get.annotateMerge(
    operation(companyAdministration, {
      summary: "Read a permitted domain",
      description: `The domain with hasUsers. ${scope} Errors: ${itemMissing("domain")}`
    })
  )
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
      description: `Whether the company's users sign in with bureau credentials (isIbcCredentials). ${scope} Errors: 400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing or the company is not of the organization; ${ownerRefused} 404 when the company has no setting yet (POST /organizationCompany/create/{organizationId} makes one).`
    })
  ),
  HttpApiEndpoint.put("update", "/organizationCompany/update/:id", {
    params: idParams,
    payload: OrganizationCompanySettingSave,
    success: OrganizationCompanySetting,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(bureauStaff, {
      summary: "Toggle bureau credentials for a company",
      description: `Sets isIbcCredentials of the setting {id}; the users created afterwards get the matching access type, existing users keep theirs. organizationId and reportingCompanyId must be the setting's (400 ERROR_400_INVALID_REQUEST with issues, code unknownValue, otherwise). Only bureau staff (document 2 section 6). ${scope} Errors: ${itemMissing("setting")}`
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

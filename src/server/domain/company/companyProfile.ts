import { Effect } from "effect"
import type {
  DriverReportOptionCreate,
  DriverReportOptionUpdate,
  NotificationRecipientSave,
  OrganizationCompanySettingSave,
  PermittedDomainSave,
  UnitSave
} from "../../../api/company/schemas"
import { companyConflicts } from "../../../api/company/schemas"
import {
  storedNote,
  validateDomain,
  validateDriverReportOption,
  validateRecipientEmail,
  validateUnitNames,
  type CompanySaveIssue
} from "../../../api/company/validation"
import { Conflict, Forbidden, NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { Caller } from "../../../api/security"
import { CompanyRepository, type CompanyRepositoryShape, type Owner } from "../../db/company/companyRepository"
import { invalidFields } from "../invalidRequest"

/** The caller as a company administrator: the companies they hold companyAdministration for. */
export interface CompanyAdministrator {
  readonly user: Caller
  readonly companies: ReadonlyArray<Owner>
}

const companiesNotAllowed = new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
const duplicateRecord = new Conflict({ message: companyConflicts.duplicateRecord })
const linkedToUsers = new Conflict({ message: companyConflicts.linkedToUsers })
const notFound = (what: string) => new NotFound({ message: `No such ${what}` })

/** One call on the company profile's repository. */
const onRepository = <A, E, R>(call: (db: CompanyRepositoryShape) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(CompanyRepository, call)

/** The caller as a company administrator, from the grants the authorization loaded with their profile. */
export const companyAdministratorOf = (user: Caller): CompanyAdministrator => ({
  user,
  // A carrier's row without a company names no company (a function held without one).
  companies: user.grants
    .filter(
      (g) =>
        g.functionId === FunctionId.companyAdministration &&
        user.assignedOrganizationsIds.includes(g.organizationId) &&
        (g.reportingCompanyId !== null || g.organizationType !== "Carrier")
    )
    .map((g) => ({ organizationId: g.organizationId, reportingCompanyId: g.reportingCompanyId }))
})

const administers = (admin: CompanyAdministrator, owner: Owner) =>
  admin.companies.some((c) => c.organizationId === owner.organizationId && c.reportingCompanyId === owner.reportingCompanyId)

/** Only issues of the catalogue (src/api/company/validation.ts), which every dialog shows at a field. */
const refuse = (issues: ReadonlyArray<CompanySaveIssue>) =>
  invalidFields(issues, `Not saved: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)

/**
 * The company a request names, administered by the caller: a carrier's company is required, an
 * organization without separate companies is itself (400 with the field); not held, 403.
 */
export const requireOwner = (admin: CompanyAdministrator, owner: Owner) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const facts = yield* db.ownerFacts(owner)
    if (facts === undefined) return yield* companiesNotAllowed
    if (facts.organizationType === "Carrier" && owner.reportingCompanyId === null)
      return yield* refuse([{ field: "reportingCompanyId", code: "required" }])
    if (owner.reportingCompanyId !== null && (facts.organizationType !== "Carrier" || !facts.companyOfOrganization))
      return yield* refuse([{ field: "reportingCompanyId", code: "unknownValue" }])
    if (!administers(admin, owner)) return yield* companiesNotAllowed
    return { organizationId: owner.organizationId, reportingCompanyId: owner.reportingCompanyId }
  })

/** An item of a company the caller administers; any other answers as missing. */
const requireItem = <A extends Owner>(admin: CompanyAdministrator, item: A | undefined, what: string) =>
  item !== undefined && administers(admin, item) ? Effect.succeed(item) : Effect.fail(notFound(what))

/** An update names the item's own company. */
const requireSameOwner = (item: Owner, payload: Owner) =>
  item.organizationId === payload.organizationId && item.reportingCompanyId === payload.reportingCompanyId
    ? Effect.void
    : Effect.fail(refuse([{ field: "organizationId", code: "unknownValue" }]))

const requireValid = (issues: ReadonlyArray<CompanySaveIssue>) => (issues.length > 0 ? Effect.fail(refuse(issues)) : Effect.void)

const refuseIf = <E>(condition: boolean, error: E) => (condition ? Effect.fail(error) : Effect.void)

/** 409 Duplicate record when taken, checked under the organization's lock so that two saves at once cannot both pass. */
const refuseIfTaken = <E, R>(owner: Owner, taken: Effect.Effect<boolean, E, R>) =>
  Effect.andThen(
    onRepository((db) => db.lockCompanyItems(owner.organizationId)),
    Effect.flatMap(taken, (isTaken) => refuseIf(isTaken, duplicateRecord))
  )

// Units

const unitNames = (payload: UnitSave) => ({ nameEn: payload.nameEn.trim(), nameFr: payload.nameFr.trim() })

export const createUnit = (admin: CompanyAdministrator, payload: UnitSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    yield* requireValid(validateUnitNames(payload))
    const owner = yield* requireOwner(admin, payload)
    const names = unitNames(payload)
    yield* refuseIfTaken(owner, db.unitNameTaken(owner, names, null))
    return (yield* db.findUnit(yield* db.insertUnit(owner, names)))!
  })

export const openUnit = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findUnit(id)),
    (unit) => requireItem(admin, unit, "unit")
  )

export const renameUnit = (admin: CompanyAdministrator, id: number, payload: UnitSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const unit = yield* openUnit(admin, id)
    yield* requireValid(validateUnitNames(payload))
    yield* requireSameOwner(unit, payload)
    const names = unitNames(payload)
    yield* refuseIfTaken(unit, db.unitNameTaken(unit, names, id))
    yield* db.renameUnit(id, names)
    return (yield* db.findUnit(id))!
  })

export const deleteUnit = (admin: CompanyAdministrator, id: number) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const unit = yield* openUnit(admin, id)
    yield* refuseIf(unit.hasUsers, linkedToUsers)
    yield* db.disableUnit(id)
  })

// Driver report options

const yearsWording = (years: number | null) =>
  years === null ? { en: "maximum years", fr: "nombre maximal d'années" } : { en: `${years} years`, fr: `${years} ans` }

export const createOption = (admin: CompanyAdministrator, payload: DriverReportOptionCreate) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    yield* requireValid(validateDriverReportOption(payload))
    const owner = yield* requireOwner(admin, payload)
    yield* refuseIfTaken(owner, db.optionYearsTaken(owner, payload.yearsOfData, null))
    const id = yield* db.insertOption(owner, payload.yearsOfData, storedNote(payload.note))
    if (payload.assignToAllUsers) {
      const assigned = yield* db.assignOptionToAll(owner, id, payload.makeDefaultDRO)
      const years = yearsWording(payload.yearsOfData)
      for (const a of assigned)
        yield* db.recordUserHistory(a.userId, admin.user.id, {
          event: "driverReportOptionAssigned",
          detail: { driverReportOptionId: id, yearsOfData: payload.yearsOfData, isDefault: a.isDefault },
          descriptionEn: `Driver report option ${years.en} assigned${a.isDefault ? " as default" : ""}`,
          descriptionFr: `Option du rapport de conducteur ${years.fr} attribuée${a.isDefault ? " par défaut" : ""}`
        })
    }
    return (yield* db.findOption(id))!
  })

export const openOption = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findOption(id)),
    (option) => requireItem(admin, option, "driver report option")
  )

export const updateOption = (admin: CompanyAdministrator, id: number, payload: DriverReportOptionUpdate) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const option = yield* openOption(admin, id)
    yield* requireValid(validateDriverReportOption(payload))
    yield* requireSameOwner(option, payload)
    yield* refuseIfTaken(option, db.optionYearsTaken(option, payload.yearsOfData, id))
    yield* db.updateOption(id, payload.yearsOfData, storedNote(payload.note))
    return (yield* db.findOption(id))!
  })

export const deleteOption = (admin: CompanyAdministrator, id: number) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const option = yield* openOption(admin, id)
    yield* refuseIf(option.hasUsers, linkedToUsers)
    yield* db.disableOption(id)
  })

// Notification recipients

export const listRecipients = (admin: CompanyAdministrator, owner: Owner) =>
  Effect.flatMap(requireOwner(admin, owner), (owner) => onRepository((db) => db.recipientsOf(owner)))

export const openRecipient = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findRecipient(id)),
    (recipient) => requireItem(admin, recipient, "recipient")
  )

export const createRecipient = (admin: CompanyAdministrator, payload: NotificationRecipientSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    yield* requireValid(validateRecipientEmail(payload.email))
    const owner = yield* requireOwner(admin, payload)
    const email = payload.email.trim()
    yield* refuseIfTaken(owner, db.recipientTaken(owner, email, null))
    return (yield* db.findRecipient(yield* db.insertRecipient(owner, email)))!
  })

export const changeRecipient = (admin: CompanyAdministrator, id: number, payload: NotificationRecipientSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const recipient = yield* openRecipient(admin, id)
    yield* requireValid(validateRecipientEmail(payload.email))
    yield* requireSameOwner(recipient, payload)
    const email = payload.email.trim()
    yield* refuseIfTaken(recipient, db.recipientTaken(recipient, email, id))
    yield* db.changeRecipient(id, email)
    return (yield* db.findRecipient(id))!
  })

export const deleteRecipient = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(openRecipient(admin, id), () => onRepository((db) => db.disableRecipient(id)))

// Permitted domains

export const listDomains = (admin: CompanyAdministrator, owner: Owner) =>
  Effect.flatMap(requireOwner(admin, owner), (owner) => onRepository((db) => db.domainsOf(owner)))

export const openDomain = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findDomain(id)),
    (domain) => requireItem(admin, domain, "domain")
  )

export const createDomain = (admin: CompanyAdministrator, payload: PermittedDomainSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    yield* requireValid(validateDomain(payload.domain))
    const owner = yield* requireOwner(admin, payload)
    const domain = payload.domain.trim()
    yield* refuseIfTaken(owner, db.domainTaken(owner, domain, null))
    return (yield* db.findDomain(yield* db.insertDomain(owner, domain)))!
  })

export const changeDomain = (admin: CompanyAdministrator, id: number, payload: PermittedDomainSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const existing = yield* openDomain(admin, id)
    yield* requireValid(validateDomain(payload.domain))
    yield* requireSameOwner(existing, payload)
    const domain = payload.domain.trim()
    if (domain === existing.domain) return existing
    yield* refuseIfTaken(existing, db.domainTaken(existing, domain, id))
    yield* refuseIf(existing.hasUsers, linkedToUsers)
    yield* db.changeDomain(id, domain)
    return (yield* db.findDomain(id))!
  })

export const deleteDomain = (admin: CompanyAdministrator, id: number) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const domain = yield* openDomain(admin, id)
    yield* refuseIf(domain.hasUsers, linkedToUsers)
    yield* db.disableDomain(id)
  })

// Organization-company setting

export const readSetting = (admin: CompanyAdministrator, owner: Owner) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const company = yield* requireOwner(admin, owner)
    const setting = yield* db.settingOf(company)
    if (setting === undefined) return yield* notFound("setting")
    return setting
  })

export const updateSetting = (admin: CompanyAdministrator, id: number, payload: OrganizationCompanySettingSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    const setting = yield* requireItem(admin, yield* db.findSetting(id), "setting")
    yield* requireSameOwner(setting, payload)
    yield* db.updateSetting(id, payload.isIbcCredentials)
    return (yield* db.findSetting(id))!
  })

export const createSetting = (admin: CompanyAdministrator, organizationId: number, payload: OrganizationCompanySettingSave) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
    yield* refuseIf(organizationId !== payload.organizationId, refuse([{ field: "organizationId", code: "unknownValue" }]))
    const owner = yield* requireOwner(admin, payload)
    yield* refuseIfTaken(
      owner,
      Effect.map(db.settingOf(owner), (setting) => setting !== undefined)
    )
    return (yield* db.findSetting(yield* db.insertSetting(owner, payload.isIbcCredentials)))!
  })

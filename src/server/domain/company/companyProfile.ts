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
import { companyItemRules, storedNote, type CompanySaveIssue } from "../../../api/company/validation"
import { Conflict, NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { Caller } from "../../../api/security"
import { CompanyRepository, type CompanyRepositoryShape, type Owner } from "../../db/company/companyRepository"
import { invalidFields } from "../invalidRequest"
import { administeredOwner } from "../shared/companyOwner"

/** The caller as a company administrator: the companies they hold companyAdministration for. */
export interface CompanyAdministrator {
  readonly user: Caller
  readonly companies: ReadonlyArray<Owner>
}

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

/** The company a request names, administered by the caller (domain/shared/companyOwner.ts). */
export const requireOwner = (admin: CompanyAdministrator, owner: Owner) =>
  Effect.gen(function* () {
    const facts = yield* onRepository((db) => db.ownerFacts(owner))
    const { organizationId, reportingCompanyId } = yield* administeredOwner(facts, owner, administers(admin, owner))
    return { organizationId, reportingCompanyId }
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

/** An item of a company the caller administers, as `find` answers it; any other answers as missing. */
const openItem = <A extends Owner, E>(admin: CompanyAdministrator, what: string, find: Effect.Effect<A | undefined, E>) =>
  Effect.flatMap(find, (item) => requireItem(admin, item, what))

interface Stored<Id, A, E, R> {
  /** Whether the company holds the same already. */
  readonly taken: (owner: Owner) => Effect.Effect<boolean, E, R>
  /** Stores the item, answering its id. */
  readonly store: (owner: Owner) => Effect.Effect<Id, E, R>
  readonly find: (id: Id) => Effect.Effect<A | undefined, E, R>
}

/**
 * A new item: the shared rules, then the company it names, 409 when that company holds the same
 * already; stored, it is answered as read back.
 */
const createItem = <Id, A, E, R>(
  admin: CompanyAdministrator,
  payload: Owner,
  issues: ReadonlyArray<CompanySaveIssue>,
  item: Stored<Id, A, E, R>
) =>
  Effect.gen(function* () {
    yield* requireValid(issues)
    const owner = yield* requireOwner(admin, payload)
    yield* refuseIfTaken(owner, item.taken(owner))
    return (yield* item.find(yield* item.store(owner)))!
  })

/** A change of an item: the shared rules, the item's own company, 409 when the company holds the same elsewhere. */
const changeItem = <Id, A, E, R>(
  item: Owner,
  payload: Owner,
  issues: ReadonlyArray<CompanySaveIssue>,
  change: Stored<Id, A, E, R>
) =>
  Effect.gen(function* () {
    yield* requireValid(issues)
    yield* requireSameOwner(item, payload)
    yield* refuseIfTaken(item, change.taken(item))
    return (yield* change.find(yield* change.store(item)))!
  })

/** A deletion or change refused while users hold the item. */
const unlessInUse = <E>(item: { readonly hasUsers: boolean }, effect: Effect.Effect<void, E>) =>
  Effect.andThen(refuseIf(item.hasUsers, linkedToUsers), effect)

/** The list of a company, when the caller administers it. */
const listOf = <A, E>(
  admin: CompanyAdministrator,
  owner: Owner,
  list: (db: CompanyRepositoryShape, owner: Owner) => Effect.Effect<A, E>
) => Effect.flatMap(requireOwner(admin, owner), (owner) => onRepository((db) => list(db, owner)))

// Units

const unitNames = (payload: UnitSave) => ({ nameEn: payload.nameEn.trim(), nameFr: payload.nameFr.trim() })

export const createUnit = (admin: CompanyAdministrator, payload: UnitSave) =>
  onRepository((db) =>
    createItem(admin, payload, companyItemRules.unit(payload), {
      taken: (owner) => db.unitNameTaken(owner, unitNames(payload), null),
      store: (owner) => db.insertUnit(owner, unitNames(payload)),
      find: db.findUnit
    })
  )

export const openUnit = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => openItem(admin, "unit", db.findUnit(id)))

export const renameUnit = (admin: CompanyAdministrator, id: number, payload: UnitSave) =>
  onRepository((db) =>
    Effect.flatMap(openUnit(admin, id), (unit) =>
      changeItem(unit, payload, companyItemRules.unit(payload), {
        taken: () => db.unitNameTaken(unit, unitNames(payload), id),
        store: () => Effect.as(db.renameUnit(id, unitNames(payload)), id),
        find: db.findUnit
      })
    )
  )

export const deleteUnit = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => Effect.flatMap(openUnit(admin, id), (unit) => unlessInUse(unit, db.disableUnit(id))))

// Driver report options

const yearsWording = (years: number | null) =>
  years === null ? { en: "maximum years", fr: "nombre maximal d'années" } : { en: `${years} years`, fr: `${years} ans` }

/** A new option, assigned to every user of its company when asked (each assignment in their history). */
const storeOption = (admin: CompanyAdministrator, owner: Owner, payload: DriverReportOptionCreate) =>
  Effect.gen(function* () {
    const db = yield* CompanyRepository
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
    return id
  })

export const createOption = (admin: CompanyAdministrator, payload: DriverReportOptionCreate) =>
  onRepository((db) =>
    createItem(admin, payload, companyItemRules.option(payload), {
      taken: (owner) => db.optionYearsTaken(owner, payload.yearsOfData, null),
      store: (owner) => storeOption(admin, owner, payload),
      find: db.findOption
    })
  )

export const openOption = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => openItem(admin, "driver report option", db.findOption(id)))

export const updateOption = (admin: CompanyAdministrator, id: number, payload: DriverReportOptionUpdate) =>
  onRepository((db) =>
    Effect.flatMap(openOption(admin, id), (option) =>
      changeItem(option, payload, companyItemRules.option(payload), {
        taken: () => db.optionYearsTaken(option, payload.yearsOfData, id),
        store: () => Effect.as(db.updateOption(id, payload.yearsOfData, storedNote(payload.note)), id),
        find: db.findOption
      })
    )
  )

export const deleteOption = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => Effect.flatMap(openOption(admin, id), (option) => unlessInUse(option, db.disableOption(id))))

// Notification recipients

export const listRecipients = (admin: CompanyAdministrator, owner: Owner) =>
  listOf(admin, owner, (db, owner) => db.recipientsOf(owner))

export const openRecipient = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => openItem(admin, "recipient", db.findRecipient(id)))

export const createRecipient = (admin: CompanyAdministrator, payload: NotificationRecipientSave) =>
  onRepository((db) =>
    createItem(admin, payload, companyItemRules.recipient(payload), {
      taken: (owner) => db.recipientTaken(owner, payload.email.trim(), null),
      store: (owner) => db.insertRecipient(owner, payload.email.trim()),
      find: db.findRecipient
    })
  )

export const changeRecipient = (admin: CompanyAdministrator, id: number, payload: NotificationRecipientSave) =>
  onRepository((db) =>
    Effect.flatMap(openRecipient(admin, id), (recipient) =>
      changeItem(recipient, payload, companyItemRules.recipient(payload), {
        taken: () => db.recipientTaken(recipient, payload.email.trim(), id),
        store: () => Effect.as(db.changeRecipient(id, payload.email.trim()), id),
        find: db.findRecipient
      })
    )
  )

export const deleteRecipient = (admin: CompanyAdministrator, id: number) =>
  Effect.flatMap(openRecipient(admin, id), () => onRepository((db) => db.disableRecipient(id)))

// Permitted domains

export const listDomains = (admin: CompanyAdministrator, owner: Owner) => listOf(admin, owner, (db, owner) => db.domainsOf(owner))

export const openDomain = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => openItem(admin, "domain", db.findDomain(id)))

export const createDomain = (admin: CompanyAdministrator, payload: PermittedDomainSave) =>
  onRepository((db) =>
    createItem(admin, payload, companyItemRules.domain(payload), {
      taken: (owner) => db.domainTaken(owner, payload.domain.trim(), null),
      store: (owner) => db.insertDomain(owner, payload.domain.trim()),
      find: db.findDomain
    })
  )

/** An unchanged domain is answered as it is; a changed one is refused while users hold it. */
export const changeDomain = (admin: CompanyAdministrator, id: number, payload: PermittedDomainSave) =>
  onRepository((db) =>
    Effect.flatMap(openDomain(admin, id), (existing) => {
      const domain = payload.domain.trim()
      const issues = companyItemRules.domain(payload)
      return domain === existing.domain
        ? Effect.as(Effect.andThen(requireValid(issues), requireSameOwner(existing, payload)), existing)
        : changeItem(existing, payload, issues, {
            taken: () => db.domainTaken(existing, domain, id),
            store: () => Effect.as(unlessInUse(existing, db.changeDomain(id, domain)), id),
            find: db.findDomain
          })
    })
  )

export const deleteDomain = (admin: CompanyAdministrator, id: number) =>
  onRepository((db) => Effect.flatMap(openDomain(admin, id), (domain) => unlessInUse(domain, db.disableDomain(id))))

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
    yield* db.updateSetting(id, payload.isIbcCredentials, payload.reportReuse)
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
    return (yield* db.findSetting(yield* db.insertSetting(owner, payload.isIbcCredentials, payload.reportReuse)))!
  })

import { Effect, Layer } from "effect"
import { defaultReportReuseWindow, type ReportReuseWindow } from "../../src/api/reports/reportReuse"
import { describe, expect, it } from "vitest"
import { companyConflicts } from "../../src/api/company/schemas"
import type { OrganizationType } from "../../src/api/platform/schemas"
import type { Caller } from "../../src/api/security"
import { CompanyRepository, type CompanyRepositoryShape, type Owner } from "../../src/server/db/company/companyRepository"
import {
  changeDomain,
  createOption,
  createSetting,
  createUnit,
  deleteUnit,
  openUnit,
  renameUnit,
  type CompanyAdministrator
} from "../../src/server/domain/company/companyProfile"

interface Item extends Owner {
  readonly id: number
  disabled: boolean
}
interface StoredUnit extends Item {
  nameEn: string
  nameFr: string
}
interface StoredOption extends Item {
  yearsOfData: number | null
  note: string | null
}
interface StoredDomain extends Item {
  domain: string
}
interface StoredSetting extends Item {
  isIbcCredentials: boolean
  reportReuse: ReportReuseWindow
}
interface StoredUser extends Owner {
  readonly id: number
  readonly unitId: number | null
  readonly email: string
  readonly options: Array<{ optionId: number; isDefault: boolean }>
}
interface HistoryEntry {
  readonly userId: number
  readonly changedBy: number
  readonly event: string
  readonly descriptionEn: string
  readonly descriptionFr: string
}

const sameOwner = (a: Owner, b: Owner) => a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId
const owner = ({ organizationId, reportingCompanyId }: Owner): Owner => ({ organizationId, reportingCompanyId })

/** The company profile's repository kept in maps: what the rules read and write, without a database. */
const inMemoryCompany = () => {
  const organizations = new Map<number, { type: OrganizationType; companies: ReadonlyArray<number> }>()
  const units = new Map<number, StoredUnit>()
  const options = new Map<number, StoredOption>()
  const domains = new Map<number, StoredDomain>()
  const settings = new Map<number, StoredSetting>()
  const users: Array<StoredUser> = []
  const history: Array<HistoryEntry> = []
  let nextId = 100
  const enabled = <A extends Item>(store: Map<number, A>) => [...store.values()].filter((i) => !i.disabled)
  const find = <A extends Item>(store: Map<number, A>, id: number) => enabled(store).find((i) => i.id === id)
  const insert = <A extends Item>(store: Map<number, A>, values: Omit<A, "id" | "disabled">) => {
    const id = nextId++
    store.set(id, { ...values, id, disabled: false } as A)
    return id
  }
  const usersOf = (o: Owner) => users.filter((u) => sameOwner(u, o))
  const unitOf = (u: StoredUnit) => ({
    ...owner(u),
    id: u.id,
    nameEn: u.nameEn,
    nameFr: u.nameFr,
    hasUsers: users.some((p) => p.unitId === u.id)
  })
  const optionOf = (o: StoredOption) => {
    const holders = users.filter((u) => u.options.some((c) => c.optionId === o.id)).length
    return { ...owner(o), id: o.id, yearsOfData: o.yearsOfData, note: o.note, hasUsers: holders > 0, noOfUsers: holders }
  }
  const domainOf = (d: StoredDomain) => ({
    ...owner(d),
    id: d.id,
    domain: d.domain,
    hasUsers: usersOf(d).some((u) => u.email.endsWith(d.domain))
  })
  const settingOf = (s: StoredSetting) => ({
    ...owner(s),
    id: s.id,
    isIbcCredentials: s.isIbcCredentials,
    reportReuse: s.reportReuse
  })
  const lower = (text: string) => text.toLowerCase()

  const repository: CompanyRepositoryShape = {
    ownerFacts: (o) =>
      Effect.sync(() => {
        const org = organizations.get(o.organizationId)
        return org === undefined
          ? undefined
          : { organizationType: org.type, companyOfOrganization: org.companies.includes(o.reportingCompanyId ?? -1) }
      }),
    findUnit: (id) =>
      Effect.sync(() =>
        [find(units, id)]
          .filter((u) => u !== undefined)
          .map(unitOf)
          .at(0)
      ),
    unitNameTaken: (o, names, exceptId) =>
      Effect.sync(() => {
        const wanted = [lower(names.nameEn), lower(names.nameFr)]
        return enabled(units).some(
          (u) => sameOwner(u, o) && u.id !== exceptId && (wanted.includes(lower(u.nameEn)) || wanted.includes(lower(u.nameFr)))
        )
      }),
    insertUnit: (o, names) => Effect.sync(() => insert(units, { ...owner(o), ...names })),
    renameUnit: (id, names) => Effect.sync(() => void Object.assign(units.get(id)!, names)),
    disableUnit: (id) => Effect.sync(() => void (units.get(id)!.disabled = true)),
    findOption: (id) =>
      Effect.sync(() =>
        [find(options, id)]
          .filter((o) => o !== undefined)
          .map(optionOf)
          .at(0)
      ),
    optionYearsTaken: (o, yearsOfData, exceptId) =>
      Effect.sync(() => enabled(options).some((d) => sameOwner(d, o) && d.id !== exceptId && d.yearsOfData === yearsOfData)),
    insertOption: (o, yearsOfData, note) => Effect.sync(() => insert(options, { ...owner(o), yearsOfData, note })),
    updateOption: (id, yearsOfData, note) => Effect.sync(() => void Object.assign(options.get(id)!, { yearsOfData, note })),
    disableOption: (id) => Effect.sync(() => void (options.get(id)!.disabled = true)),
    assignOptionToAll: (o, optionId, makeDefault) =>
      Effect.sync(() =>
        usersOf(o).map((u) => {
          const isDefault = makeDefault || !u.options.some((c) => c.isDefault)
          if (makeDefault) for (const c of u.options) c.isDefault = false
          u.options.push({ optionId, isDefault })
          return { userId: u.id, isDefault }
        })
      ),
    recordUserHistory: (userId, changedBy, entry) => Effect.sync(() => void history.push({ userId, changedBy, ...entry })),
    recipientsOf: () => Effect.succeed([]),
    findRecipient: () => Effect.succeed(undefined),
    recipientTaken: () => Effect.succeed(false),
    insertRecipient: () => Effect.succeed(0),
    changeRecipient: () => Effect.void,
    disableRecipient: () => Effect.void,
    domainsOf: (o) =>
      Effect.sync(() =>
        enabled(domains)
          .filter((d) => sameOwner(d, o))
          .map(domainOf)
      ),
    findDomain: (id) =>
      Effect.sync(() =>
        [find(domains, id)]
          .filter((d) => d !== undefined)
          .map(domainOf)
          .at(0)
      ),
    domainTaken: (o, domain, exceptId) =>
      Effect.sync(() => enabled(domains).some((d) => sameOwner(d, o) && d.id !== exceptId && d.domain === domain)),
    insertDomain: (o, domain) => Effect.sync(() => insert(domains, { ...owner(o), domain })),
    changeDomain: (id, domain) => Effect.sync(() => void (domains.get(id)!.domain = domain)),
    disableDomain: (id) => Effect.sync(() => void (domains.get(id)!.disabled = true)),
    settingOf: (o) =>
      Effect.sync(() =>
        enabled(settings)
          .filter((s) => sameOwner(s, o))
          .map(settingOf)
          .at(0)
      ),
    findSetting: (id) =>
      Effect.sync(() =>
        [find(settings, id)]
          .filter((s) => s !== undefined)
          .map(settingOf)
          .at(0)
      ),
    insertSetting: (o, isIbcCredentials, reportReuse) =>
      Effect.sync(() =>
        insert(settings, { ...owner(o), isIbcCredentials, reportReuse: reportReuse ?? defaultReportReuseWindow })
      ),
    updateSetting: (id, isIbcCredentials, reportReuse) =>
      Effect.sync(() => {
        const setting = settings.get(id)!
        setting.isIbcCredentials = isIbcCredentials
        setting.reportReuse = reportReuse ?? setting.reportReuse
      }),
    lockCompanyItems: () => Effect.void
  }

  const run = <A, E>(effect: Effect.Effect<A, E, CompanyRepository>) =>
    Effect.runPromise(Effect.provide(effect, Layer.succeed(CompanyRepository, repository)))
  const refusal = <A, E>(effect: Effect.Effect<A, E, CompanyRepository>) => run(Effect.flip(effect))

  // A carrier with two companies, and a broker (no separate companies).
  organizations.set(1, { type: "Carrier", companies: [11, 12] })
  organizations.set(2, { type: "Broker", companies: [] })
  const maple: Owner = { organizationId: 1, reportingCompanyId: 11 }
  const birch: Owner = { organizationId: 1, reportingCompanyId: 12 }
  const broker: Owner = { organizationId: 2, reportingCompanyId: null }
  return { run, refusal, units, users, history, domains, insert, maple, birch, broker, stores: { units, domains } }
}

/** An administrator of the companies given (only their id reaches the records they leave). */
const administratorOf = (...companies: ReadonlyArray<Owner>): CompanyAdministrator => ({
  user: { id: 7 } as Caller,
  companies
})

describe("the company profile's units (document 2 section 3)", () => {
  it("refuses a unit name the company already has, in either language and any case; another company may use it", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple, world.birch)
    await world.run(createUnit(admin, { ...world.maple, nameEn: "Claims", nameFr: "Sinistres" }))
    const duplicate = await world.refusal(createUnit(admin, { ...world.maple, nameEn: "Field office", nameFr: "CLAIMS" }))
    expect(duplicate).toMatchObject({ _tag: "Conflict", message: companyConflicts.duplicateRecord })
    const other = await world.run(createUnit(admin, { ...world.birch, nameEn: "Claims", nameFr: "Sinistres" }))
    expect(other).toMatchObject({ nameEn: "Claims", reportingCompanyId: 12 })
  })

  it("renames a unit to its own name in another case, but not to a sibling's", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple)
    const claims = await world.run(createUnit(admin, { ...world.maple, nameEn: "Claims", nameFr: "Sinistres" }))
    await world.run(createUnit(admin, { ...world.maple, nameEn: "Sales", nameFr: "Ventes" }))
    expect(
      await world.run(renameUnit(admin, claims.id, { ...world.maple, nameEn: "CLAIMS", nameFr: "Sinistres" }))
    ).toMatchObject({
      nameEn: "CLAIMS"
    })
    const taken = await world.refusal(renameUnit(admin, claims.id, { ...world.maple, nameEn: "Claims", nameFr: "Ventes" }))
    expect(taken).toMatchObject({ message: companyConflicts.duplicateRecord })
  })

  it("names a blank name's field", async () => {
    const world = inMemoryCompany()
    const refused = await world.refusal(
      createUnit(administratorOf(world.maple), { ...world.maple, nameEn: " ", nameFr: "Ventes" })
    )
    expect(refused).toMatchObject({ _tag: "BadRequest", issues: [{ field: "nameEn", code: "blank" }] })
    expect(world.units.size).toBe(0)
  })

  it("keeps a unit its users belong to; one without users is deleted and answers as missing", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple)
    const held = await world.run(createUnit(admin, { ...world.maple, nameEn: "Claims", nameFr: "Sinistres" }))
    const empty = await world.run(createUnit(admin, { ...world.maple, nameEn: "Sales", nameFr: "Ventes" }))
    world.users.push({ ...world.maple, id: 1, unitId: held.id, email: "ana@maple.example", options: [] })
    expect(await world.refusal(deleteUnit(admin, held.id))).toMatchObject({
      _tag: "Conflict",
      message: companyConflicts.linkedToUsers
    })
    await world.run(deleteUnit(admin, empty.id))
    expect(await world.refusal(openUnit(admin, empty.id))).toMatchObject({ _tag: "NotFound" })
    expect((await world.run(openUnit(admin, held.id))).hasUsers).toBe(true)
  })
})

describe("whose profile an administrator changes", () => {
  it("refuses a company the caller does not administer, and answers another company's unit as missing", async () => {
    const world = inMemoryCompany()
    const birchUnit = await world.run(
      createUnit(administratorOf(world.birch), { ...world.birch, nameEn: "Claims", nameFr: "Sinistres" })
    )
    const mapleAdmin = administratorOf(world.maple)
    const other = await world.refusal(createUnit(mapleAdmin, { ...world.birch, nameEn: "Sales", nameFr: "Ventes" }))
    expect(other).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    expect(await world.refusal(openUnit(mapleAdmin, birchUnit.id))).toMatchObject({ _tag: "NotFound" })
  })

  it("asks a carrier's request for its company, and refuses a company of another organization, at that field", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple, world.broker)
    const names = { nameEn: "Sales", nameFr: "Ventes" }
    const noCompany = await world.refusal(createUnit(admin, { ...names, organizationId: 1, reportingCompanyId: null }))
    expect(noCompany).toMatchObject({ _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "required" }] })
    const notItsOwn = await world.refusal(createUnit(admin, { ...names, organizationId: 2, reportingCompanyId: 11 }))
    expect(notItsOwn).toMatchObject({ _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "unknownValue" }] })
    expect(await world.run(createUnit(admin, { ...names, ...world.broker }))).toMatchObject({ organizationId: 2 })
  })
})

describe("driver report options, domains and the credentials setting", () => {
  it("gives an option assigned to all users to each of them, default for those without one, and records it in both languages", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple)
    const first = await world.run(
      createOption(admin, { ...world.maple, yearsOfData: 10, note: null, assignToAllUsers: false, makeDefaultDRO: false })
    )
    world.users.push(
      { ...world.maple, id: 1, unitId: null, email: "ana@maple.example", options: [{ optionId: first.id, isDefault: true }] },
      { ...world.maple, id: 2, unitId: null, email: "ben@maple.example", options: [] },
      { ...world.birch, id: 3, unitId: null, email: "cy@birch.example", options: [] }
    )
    const option = await world.run(
      createOption(admin, { ...world.maple, yearsOfData: 15, note: null, assignToAllUsers: true, makeDefaultDRO: false })
    )
    expect(option).toMatchObject({ yearsOfData: 15, noOfUsers: 2 })
    expect(world.history.map((h) => [h.userId, h.changedBy, h.descriptionEn, h.descriptionFr])).toEqual([
      [1, 7, "Driver report option 15 years assigned", "Option du rapport de conducteur 15 ans attribuée"],
      [2, 7, "Driver report option 15 years assigned as default", "Option du rapport de conducteur 15 ans attribuée par défaut"]
    ])
    const again = await world.refusal(
      createOption(admin, { ...world.maple, yearsOfData: 15, note: "again", assignToAllUsers: false, makeDefaultDRO: false })
    )
    expect(again).toMatchObject({ message: companyConflicts.duplicateRecord })
  })

  it("does not change a domain users sign in with, but answers an unchanged one as it is", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple)
    const id = world.insert(world.stores.domains, { ...world.maple, domain: "@maple.example" })
    world.users.push({ ...world.maple, id: 1, unitId: null, email: "ana@maple.example", options: [] })
    expect(await world.run(changeDomain(admin, id, { ...world.maple, domain: "@maple.example" }))).toMatchObject({
      domain: "@maple.example"
    })
    const changed = await world.refusal(changeDomain(admin, id, { ...world.maple, domain: "@maple.ca" }))
    expect(changed).toMatchObject({ _tag: "Conflict", message: companyConflicts.linkedToUsers })
    expect(world.domains.get(id)!.domain).toBe("@maple.example")
  })

  it("keeps one credentials setting per company", async () => {
    const world = inMemoryCompany()
    const admin = administratorOf(world.maple)
    await world.run(createSetting(admin, 1, { ...world.maple, isIbcCredentials: true }))
    const second = await world.refusal(createSetting(admin, 1, { ...world.maple, isIbcCredentials: false }))
    expect(second).toMatchObject({ message: companyConflicts.duplicateRecord })
    const wrongPath = await world.refusal(createSetting(admin, 2, { ...world.birch, isIbcCredentials: false }))
    expect(wrongPath).toMatchObject({ _tag: "BadRequest", issues: [{ field: "organizationId", code: "unknownValue" }] })
  })
})

import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import type { Organization, ReportingCompany } from "../../src/api/platform/schemas"
import type { B2CClientOrganization, B2CClientOrganizationSave, B2CProvider } from "../../src/api/settings/mappingSchemas"
import { mappingConflicts } from "../../src/api/settings/mappingSchemas"
import {
  SettingsRepository,
  type MappingValues,
  type SettingsChange,
  type SettingsRepositoryShape
} from "../../src/server/db/settings/settingsRepository"
import { issueClientSecret } from "../../src/server/domain/settings/machineClients"
import {
  createMapping,
  createProvider,
  deleteProvider,
  disableMapping,
  findProviderOfEmail,
  listMappings,
  listProviders,
  mappableCompanies,
  mappableUsers,
  restoreMapping,
  updateMapping,
  updateProvider
} from "../../src/server/domain/settings/signInMappings"
import { hashClientSecret } from "../../src/server/identity/machineClientSecrets"

interface StoredMapping extends MappingValues {
  readonly id: number
  disabled: boolean
  secretHash: string | null
}

interface StoredUser {
  readonly id: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly lastName: string
  readonly deleted: boolean
}

interface Change {
  readonly content: SettingsChange
  readonly changedBy: number
  readonly previous: unknown
  readonly current: unknown
}

/** Settings tabs 1 and 2 kept in maps: providers, mappings, the organizations they name, and the record of each change. */
const inMemorySettings = () => {
  const providers = new Map<number, B2CProvider>()
  const mappings = new Map<number, StoredMapping>()
  const organizations = new Map<number, Organization>()
  const deletedOrganizations = new Set<number>()
  const companies = new Map<number, ReportingCompany>()
  const users: Array<StoredUser> = []
  const changes: Array<Change> = []
  let nextId = 1
  const lowered = (text: string) => text.toLowerCase()

  const toMapping = (m: StoredMapping): B2CClientOrganization => {
    const organization = organizations.get(m.organizationId)!
    const user = users.find((u) => u.id === m.userAccountId)!
    return {
      id: m.id,
      clientId: m.clientId,
      disabled: m.disabled,
      isVendor: m.isVendor,
      organization,
      reportingCompany: m.reportingCompanyId === null ? null : companies.get(m.reportingCompanyId)!,
      user: { id: user.id, userId: `user${user.id}`, firstName: "A", lastName: user.lastName, email: `user${user.id}@x.example` }
    }
  }
  const mappable = (id: number) => (deletedOrganizations.has(id) ? undefined : organizations.get(id))
  const liveUsersOf = (organizationId: number, reportingCompanyId: number | null) =>
    users.filter((u) => u.organizationId === organizationId && u.reportingCompanyId === reportingCompanyId && !u.deleted)

  const repository: SettingsRepositoryShape = {
    listProviders: Effect.sync(() => [...providers.values()]),
    findProvider: (id) => Effect.sync(() => providers.get(id)),
    providerOfDomain: (domain) =>
      Effect.sync(() => [...providers.values()].find((p) => lowered(p.emailDomainName) === lowered(domain))),
    providerDomainTaken: (domain, exceptId) =>
      Effect.sync(() => [...providers.values()].some((p) => lowered(p.emailDomainName) === lowered(domain) && p.id !== exceptId)),
    insertProvider: (emailDomainName, b2CDomainName) =>
      Effect.sync(() => {
        const id = nextId++
        providers.set(id, { id, emailDomainName, b2CDomainName })
        return id
      }),
    updateProvider: (id, emailDomainName, b2CDomainName) =>
      Effect.sync(() => void providers.set(id, { id, emailDomainName, b2CDomainName })),
    deleteProvider: (id) => Effect.sync(() => void providers.delete(id)),
    listMappings: Effect.sync(() => [...mappings.values()].map(toMapping)),
    findMapping: (id) => Effect.sync(() => (mappings.has(id) ? toMapping(mappings.get(id)!) : undefined)),
    clientIdTaken: (clientId, exceptId) =>
      Effect.sync(() =>
        [...mappings.values()].some((m) => lowered(m.clientId) === lowered(clientId) && !m.disabled && m.id !== (exceptId ?? 0))
      ),
    insertMapping: (values) =>
      Effect.sync(() => {
        const id = nextId++
        mappings.set(id, { ...values, id, disabled: false, secretHash: null })
        return id
      }),
    updateMapping: (id, values) => Effect.sync(() => void Object.assign(mappings.get(id)!, values)),
    setMappingDisabled: (id, disabled) =>
      Effect.sync(() => {
        mappings.get(id)!.disabled = disabled
      }),
    mappableOrganizations: Effect.sync(() => [...organizations.values()].filter((o) => !deletedOrganizations.has(o.id))),
    companiesOfOrganization: (organizationId) =>
      Effect.sync(() => [...companies.values()].filter((c) => c.organizationId === organizationId)),
    organizationFacts: (organizationId, reportingCompanyId) =>
      Effect.sync(() => {
        const organization = mappable(organizationId)
        if (organization === undefined) return undefined
        return {
          organizationType: organization.organizationType,
          companyOfOrganization: companies.get(reportingCompanyId ?? 0)?.organizationId === organizationId
        }
      }),
    usersOf: (organizationId, reportingCompanyId) =>
      Effect.sync(() =>
        liveUsersOf(organizationId, reportingCompanyId).map((u) => ({
          id: u.id,
          userId: `user${u.id}`,
          firstName: "A",
          lastName: u.lastName,
          email: `user${u.id}@x.example`
        }))
      ),
    userOfCompany: (userAccountId, organizationId, reportingCompanyId) =>
      Effect.sync(() => liveUsersOf(organizationId, reportingCompanyId).some((u) => u.id === userAccountId)),
    recordMappingChange: (content, changedBy, previous, current) =>
      Effect.sync(() => void changes.push({ content, changedBy, previous, current })),
    storeClientSecretHash: (id, hash) =>
      Effect.sync(() => {
        const mapping = mappings.get(id)
        if (mapping === undefined || mapping.disabled) return false
        mapping.secretHash = hash
        return true
      }),
    lockSignInMappings: Effect.void
  }

  const addOrganization = (organizationType: Organization["organizationType"], nameEn: string, deleted = false) => {
    const id = nextId++
    organizations.set(id, { id, organizationType, nameEn, nameFr: nameEn, code: nameEn.slice(0, 3).toUpperCase() })
    if (deleted) deletedOrganizations.add(id)
    return id
  }
  const addCompany = (organizationId: number, nameEn: string) => {
    const id = nextId++
    companies.set(id, { id, organizationId, code: nameEn.slice(0, 3).toUpperCase(), nameEn, nameFr: nameEn })
    return id
  }
  const addUser = (organizationId: number, reportingCompanyId: number | null, lastName: string, deleted = false) => {
    const id = nextId++
    users.push({ id, organizationId, reportingCompanyId, lastName, deleted })
    return id
  }
  const run = <A, E>(effect: Effect.Effect<A, E, SettingsRepository>) =>
    Effect.runPromise(Effect.provide(effect, Layer.succeed(SettingsRepository, repository)))
  /** The error the rule answers with; fails the test if it succeeded. */
  const refusal = <A, E>(effect: Effect.Effect<A, E, SettingsRepository>) => run(Effect.flip(effect))
  return { providers, mappings, changes, addOrganization, addCompany, addUser, run, refusal }
}

const admin = { id: 7 }

describe("claims providers (settings tab 1)", () => {
  const provider = { emailDomainName: " laurentian.example ", b2cDomainName: "login.laurentian.example" }

  it("adds a provider trimmed, finds it by any e-mail of its domain, and records who added it", async () => {
    const world = inMemorySettings()
    const created = await world.run(createProvider(admin, provider))
    expect(created).toMatchObject({ emailDomainName: "laurentian.example", b2CDomainName: "login.laurentian.example" })
    expect(await world.run(findProviderOfEmail("Reviewer@Laurentian.Example"))).toEqual(created)
    expect(world.changes).toEqual([{ content: "claimsProvider", changedBy: admin.id, previous: null, current: created }])
  })

  it("refuses a second provider for a domain in any case, and an e-mail without a domain or without a provider", async () => {
    const world = inMemorySettings()
    await world.run(createProvider(admin, provider))
    const again = await world.refusal(createProvider(admin, { ...provider, emailDomainName: "LAURENTIAN.example" }))
    // The rule runs before the duplicate: an upper-case domain is no host name as stored.
    expect(again).toMatchObject({ _tag: "BadRequest", issues: [{ field: "emailDomainName", code: "invalidDomain" }] })
    expect(await world.refusal(createProvider(admin, provider))).toMatchObject({
      _tag: "Conflict",
      message: mappingConflicts.duplicateRecord
    })
    expect(await world.refusal(findProviderOfEmail("no-domain"))).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "email", code: "invalidEmail" }]
    })
    expect(await world.refusal(findProviderOfEmail("someone@maple.example"))).toMatchObject({ _tag: "NotFound" })
    expect((await world.run(listProviders)).length).toBe(1)
    expect(world.changes.length).toBe(1)
  })

  it("names each field a save breaks and stores nothing", async () => {
    const world = inMemorySettings()
    const refused = await world.refusal(createProvider(admin, { emailDomainName: " ", b2cDomainName: "https://login.example" }))
    expect(refused).toMatchObject({
      _tag: "BadRequest",
      issues: [
        { field: "emailDomainName", code: "required" },
        { field: "b2cDomainName", code: "invalidDomain" }
      ]
    })
    expect(world.providers.size).toBe(0)
    expect(world.changes).toEqual([])
  })

  it("changes a provider to a domain no other has and records both values; deleting it records it gone", async () => {
    const world = inMemorySettings()
    const first = await world.run(createProvider(admin, provider))
    const second = await world.run(
      createProvider(admin, { emailDomainName: "maple.example", b2cDomainName: "sso.maple.example" })
    )
    expect(
      await world.refusal(updateProvider(admin, second.id, { ...provider, emailDomainName: "laurentian.example" }))
    ).toMatchObject({ _tag: "Conflict" })
    // Its own domain does not stop a provider's save.
    const changed = await world.run(updateProvider(admin, first.id, { ...provider, b2cDomainName: "sso.laurentian.example" }))
    expect(changed.b2CDomainName).toBe("sso.laurentian.example")
    expect(world.changes.at(-1)).toEqual({ content: "claimsProvider", changedBy: admin.id, previous: first, current: changed })
    await world.run(deleteProvider(admin, first.id))
    expect(world.changes.at(-1)).toEqual({ content: "claimsProvider", changedBy: admin.id, previous: changed, current: null })
    expect(await world.refusal(deleteProvider(admin, first.id))).toMatchObject({ _tag: "NotFound" })
    expect((await world.run(listProviders)).map((p) => p.emailDomainName)).toEqual(["maple.example"])
  })
})

describe("client identifier mappings (settings tab 2)", () => {
  const withCarrier = () => {
    const world = inMemorySettings()
    const carrier = world.addOrganization("Carrier", "Northwind")
    const company = world.addCompany(carrier, "Northwind General")
    const otherCompany = world.addCompany(world.addOrganization("Carrier", "Maple"), "Maple Mutual")
    const thirdParty = world.addOrganization("ThirdParty", "Claims Data")
    const underwriter = world.addUser(carrier, company, "Underwriter")
    const analyst = world.addUser(thirdParty, null, "Analyst")
    const mapping = (values: Partial<B2CClientOrganizationSave> = {}): B2CClientOrganizationSave => ({
      clientId: "northwind-system",
      organizationId: carrier,
      reportingCompanyId: company,
      userAccountId: underwriter,
      isVendor: false,
      ...values
    })
    return { world, carrier, company, otherCompany, thirdParty, underwriter, analyst, mapping }
  }

  it("maps a client id to a carrier's company and one of its accounts, and records who did", async () => {
    const { world, mapping } = withCarrier()
    const created = await world.run(createMapping(admin, mapping({ clientId: " northwind-system " })))
    expect(created).toMatchObject({
      clientId: "northwind-system",
      disabled: false,
      organization: { nameEn: "Northwind" },
      reportingCompany: { nameEn: "Northwind General" },
      user: { lastName: "Underwriter" }
    })
    expect(world.changes).toEqual([{ content: "clientMapping", changedBy: admin.id, previous: null, current: created }])
  })

  it("asks a carrier for its own company, and an organization without companies for none", async () => {
    const { world, mapping, otherCompany, thirdParty, analyst } = withCarrier()
    const cases = [
      [mapping({ reportingCompanyId: null }), "reportingCompanyId", "required"],
      [mapping({ reportingCompanyId: otherCompany }), "reportingCompanyId", "unknownValue"],
      [
        mapping({ organizationId: thirdParty, reportingCompanyId: otherCompany, userAccountId: analyst }),
        "reportingCompanyId",
        "unknownValue"
      ],
      [mapping({ organizationId: 999 }), "organizationId", "unknownValue"]
    ] as const
    for (const [payload, field, code] of cases)
      expect(await world.refusal(createMapping(admin, payload)), `${field} ${code}`).toMatchObject({
        _tag: "BadRequest",
        issues: [{ field, code }]
      })
    const own = await world.run(
      createMapping(admin, mapping({ organizationId: thirdParty, reportingCompanyId: null, userAccountId: analyst }))
    )
    expect(own.reportingCompany).toBeNull()
    expect(world.mappings.size).toBe(1)
  })

  it("refuses an account the organization and company do not employ, or one deleted", async () => {
    const { world, mapping, carrier, company, analyst } = withCarrier()
    const gone = world.addUser(carrier, company, "Gone", true)
    for (const userAccountId of [analyst, gone])
      expect(await world.refusal(createMapping(admin, mapping({ userAccountId })))).toMatchObject({
        _tag: "BadRequest",
        issues: [{ field: "userAccountId", code: "userNotOfCompany" }]
      })
    expect(await world.refusal(createMapping(admin, mapping({ clientId: "two words" })))).toMatchObject({
      issues: [{ field: "clientId", code: "invalidClientId" }]
    })
    expect(world.mappings.size).toBe(0)
  })

  it("offers the companies and live accounts a mapping may name, and no deleted organization", async () => {
    const { world, carrier, company } = withCarrier()
    world.addUser(carrier, company, "Gone", true)
    const deleted = world.addOrganization("Broker", "Closed Brokers", true)
    expect((await world.run(mappableCompanies(carrier))).map((c) => c.nameEn)).toEqual(["Northwind General"])
    expect((await world.run(mappableUsers(carrier, company))).map((u) => u.lastName)).toEqual(["Underwriter"])
    expect(await world.refusal(mappableUsers(carrier, null))).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "reportingCompanyId", code: "required" }]
    })
    expect(await world.refusal(mappableCompanies(deleted))).toMatchObject({ _tag: "NotFound" })
  })

  it("keeps a client id to one enabled mapping in any case; a disabled one frees it and comes back only while it is free", async () => {
    const { world, mapping } = withCarrier()
    const first = await world.run(createMapping(admin, mapping()))
    expect(await world.refusal(createMapping(admin, mapping({ clientId: "NORTHWIND-SYSTEM" })))).toMatchObject({
      _tag: "Conflict",
      message: mappingConflicts.duplicateRecord
    })
    await world.run(disableMapping(admin, first.id))
    expect(world.changes.at(-1)).toMatchObject({ previous: { disabled: false }, current: { disabled: true } })
    expect(await world.refusal(disableMapping(admin, first.id))).toMatchObject({ _tag: "NotFound" })
    const second = await world.run(createMapping(admin, mapping({ clientId: "Northwind-System" })))
    expect(await world.refusal(restoreMapping(admin, first.id))).toMatchObject({ _tag: "Conflict" })
    await world.run(disableMapping(admin, second.id))
    const restored = await world.run(restoreMapping(admin, first.id))
    expect(restored.disabled).toBe(false)
    expect((await world.run(listMappings)).map((m) => [m.clientId, m.disabled])).toEqual([
      ["northwind-system", false],
      ["Northwind-System", true]
    ])
  })

  it("lets a disabled mapping take a client id an enabled one holds, and not an enabled mapping", async () => {
    const { world, mapping } = withCarrier()
    const held = await world.run(createMapping(admin, mapping({ clientId: "held" })))
    const other = await world.run(createMapping(admin, mapping({ clientId: "other" })))
    expect(await world.refusal(updateMapping(admin, other.id, mapping({ clientId: "HELD" })))).toMatchObject({ _tag: "Conflict" })
    await world.run(disableMapping(admin, other.id))
    const changed = await world.run(updateMapping(admin, other.id, mapping({ clientId: "held", isVendor: true })))
    expect(changed).toMatchObject({ clientId: "held", disabled: true, isVendor: true })
    expect(world.changes.at(-1)).toMatchObject({ previous: { clientId: "other" }, current: { clientId: "held" } })
    expect((await world.run(listMappings)).map((m) => [m.id, m.clientId, m.disabled])).toEqual([
      [held.id, "held", false],
      [other.id, "held", true]
    ])
  })
})

describe("machine clients (settings tab 2, client secrets)", () => {
  it("issues a secret for an enabled mapping: only its hash is kept, the record says a secret was issued without it", async () => {
    const world = inMemorySettings()
    const carrier = world.addOrganization("ThirdParty", "Claims Data")
    const user = world.addUser(carrier, null, "Robot")
    const created = await world.run(
      createMapping(admin, {
        clientId: "claims-robot",
        organizationId: carrier,
        reportingCompanyId: null,
        userAccountId: user,
        isVendor: true
      })
    )
    const issued = await world.run(issueClientSecret(admin, created.id))
    expect(issued.clientId).toBe("claims-robot")
    expect(world.mappings.get(created.id)!.secretHash).toBe(hashClientSecret(issued.clientSecret))
    const again = await world.run(issueClientSecret(admin, created.id))
    expect(again.clientSecret).not.toBe(issued.clientSecret)
    expect(world.mappings.get(created.id)!.secretHash).toBe(hashClientSecret(again.clientSecret))
    expect(world.changes.at(-1)).toEqual({
      content: "clientMapping",
      changedBy: admin.id,
      previous: { id: created.id, clientId: "claims-robot" },
      current: { id: created.id, clientId: "claims-robot", clientSecret: "issued" }
    })
    expect(JSON.stringify(world.changes)).not.toContain(again.clientSecret)
  })

  it("issues none for a disabled or unknown mapping, and records nothing", async () => {
    const world = inMemorySettings()
    const carrier = world.addOrganization("ThirdParty", "Claims Data")
    const user = world.addUser(carrier, null, "Robot")
    const created = await world.run(
      createMapping(admin, {
        clientId: "claims-robot",
        organizationId: carrier,
        reportingCompanyId: null,
        userAccountId: user,
        isVendor: false
      })
    )
    await world.run(disableMapping(admin, created.id))
    const recorded = world.changes.length
    for (const id of [created.id, 999])
      expect(await world.refusal(issueClientSecret(admin, id))).toMatchObject({ _tag: "NotFound" })
    expect(world.mappings.get(created.id)!.secretHash).toBeNull()
    expect(world.changes.length).toBe(recorded)
  })
})

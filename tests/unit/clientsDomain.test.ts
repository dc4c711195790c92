import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ClientTypeId, clientConflicts, type Client, type ClientSave, type Sponsor } from "../../src/api/clients/schemas"
import type { OrganizationType } from "../../src/api/platform/schemas"
import {
  ClientsRepository,
  type ClientTypeRecord,
  type ClientsRepositoryShape
} from "../../src/server/db/clients/clientsRepository"
import {
  createClient,
  createSponsor,
  deleteClient,
  deleteSponsor,
  listClients,
  listSponsors,
  openClient,
  updateClient
} from "../../src/server/domain/clients/clients"

/** The client types as migration 0024 stores them. */
const clientTypes: ReadonlyArray<ClientTypeRecord> = [
  { id: 1, nameEn: "IBC", nameFr: "BAC", organizationType: "IBC", canHaveSponsors: false, isModifiableOrDeletable: false },
  {
    id: 2,
    nameEn: "Organization",
    nameFr: "Organisation",
    organizationType: "Carrier",
    canHaveSponsors: false,
    isModifiableOrDeletable: false
  },
  {
    id: 3,
    nameEn: "Company",
    nameFr: "Entreprise",
    organizationType: "Carrier",
    canHaveSponsors: false,
    isModifiableOrDeletable: false
  },
  {
    id: 4,
    nameEn: "Broker",
    nameFr: "Courtier",
    organizationType: "Broker",
    canHaveSponsors: true,
    isModifiableOrDeletable: true
  },
  {
    id: 5,
    nameEn: "Third party",
    nameFr: "Tiers",
    organizationType: "ThirdParty",
    canHaveSponsors: false,
    isModifiableOrDeletable: true
  }
]

interface StoredOrganization {
  id: number
  code: string
  nameEn: string
  nameFr: string
  clientTypeId: number
  isActive: boolean
  deleted: boolean
  /** Users employed by the organization. */
  employees: number
  /** Users who have it among their assigned organizations. */
  assignedUsers: number
}

interface StoredCompany {
  readonly id: number
  readonly organizationId: number
  readonly code: string
  readonly nameEn: string
  readonly nameFr: string
}

interface StoredSponsor {
  readonly id: number
  readonly clientId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  disabled: boolean
}

/** The clients' repository kept in maps: the records the rules read and write, without a database. */
const inMemoryClients = () => {
  const organizations = new Map<number, StoredOrganization>()
  const companies = new Map<number, StoredCompany>()
  const sponsors = new Map<number, StoredSponsor>()
  let nextId = 1
  const typeOf = (org: StoredOrganization) => clientTypes.find((t) => t.id === org.clientTypeId)!
  const organizationTypeOf = (org: StoredOrganization): OrganizationType => typeOf(org).organizationType

  const toSponsor = (s: StoredSponsor): Sponsor => {
    const org = organizations.get(s.organizationId)!
    const company = s.reportingCompanyId === null ? null : companies.get(s.reportingCompanyId)!
    return {
      id: s.id,
      clientId: s.clientId,
      organization: {
        id: org.id,
        organizationType: organizationTypeOf(org),
        nameEn: org.nameEn,
        nameFr: org.nameFr,
        code: org.code
      },
      reportingCompany: company,
      hasUser: organizations.get(s.clientId)!.employees > 0
    }
  }
  const enabledSponsors = () => [...sponsors.values()].filter((s) => !s.disabled)
  const toClient = (org: StoredOrganization): Client => {
    const { id, nameEn, nameFr, canHaveSponsors, isModifiableOrDeletable } = typeOf(org)
    const clientType = { id, nameEn, nameFr, canHaveSponsors, isModifiableOrDeletable }
    return {
      id: org.id,
      code: org.code,
      nameEn: org.nameEn,
      nameFr: org.nameFr,
      clientType,
      isActive: org.isActive,
      hasUser: org.employees > 0 || org.assignedUsers > 0,
      hasEmployedUser: org.employees > 0,
      isSponsor: enabledSponsors().some((s) => s.organizationId === org.id),
      hasDriverReport: false,
      sponsors: enabledSponsors()
        .filter((s) => s.clientId === org.id)
        .map(toSponsor)
    }
  }
  const living = () => [...organizations.values()].filter((o) => !o.deleted)

  const repository: ClientsRepositoryShape = {
    listClientTypes: Effect.sync(() => [...clientTypes]),
    listClients: Effect.sync(() => living().map(toClient)),
    findClient: (id) =>
      Effect.sync(
        () =>
          living()
            .filter((o) => o.id === id)
            .map(toClient)[0]
      ),
    clientNameTaken: (names, exceptId) =>
      Effect.sync(() => {
        const lowered = names.map((n) => n.toLowerCase())
        return living().some(
          (o) => o.id !== exceptId && (lowered.includes(o.nameEn.toLowerCase()) || lowered.includes(o.nameFr.toLowerCase()))
        )
      }),
    clientCodeTaken: (code, exceptId) =>
      Effect.sync(() =>
        [...organizations.values()].some((o) => o.id !== exceptId && o.code.toLowerCase() === code.toLowerCase())
      ),
    insertClient: (values) =>
      Effect.sync(() => {
        const id = nextId++
        organizations.set(id, {
          id,
          code: values.code,
          nameEn: values.nameEn,
          nameFr: values.nameFr,
          clientTypeId: values.clientType.id,
          isActive: values.isActive,
          deleted: false,
          employees: 0,
          assignedUsers: 0
        })
        return id
      }),
    updateClient: (id, values) =>
      Effect.sync(() => {
        Object.assign(organizations.get(id)!, {
          code: values.code,
          nameEn: values.nameEn,
          nameFr: values.nameFr,
          clientTypeId: values.clientType.id,
          isActive: values.isActive
        })
        if (!values.clientType.canHaveSponsors) for (const s of sponsors.values()) if (s.clientId === id) s.disabled = true
      }),
    markClientDeleted: (id) =>
      Effect.sync(() => {
        organizations.get(id)!.deleted = true
      }),
    findSponsor: (id) =>
      Effect.sync(
        () =>
          enabledSponsors()
            .filter((s) => s.id === id)
            .map(toSponsor)[0]
      ),
    sponsorsOf: (clientId) =>
      Effect.sync(() =>
        enabledSponsors()
          .filter((s) => s.clientId === clientId)
          .map(toSponsor)
      ),
    sponsorFacts: (organizationId, reportingCompanyId) =>
      Effect.sync(() => {
        const org = organizations.get(organizationId)
        if (org === undefined || org.deleted) return undefined
        return {
          organizationType: organizationTypeOf(org),
          companyOfOrganization: companies.get(reportingCompanyId ?? 0)?.organizationId === organizationId
        }
      }),
    sponsorTaken: (clientId, organizationId, reportingCompanyId) =>
      Effect.sync(() =>
        enabledSponsors().some(
          (s) => s.clientId === clientId && s.organizationId === organizationId && s.reportingCompanyId === reportingCompanyId
        )
      ),
    insertSponsor: (clientId, organizationId, reportingCompanyId) =>
      Effect.sync(() => {
        const id = nextId++
        sponsors.set(id, { id, clientId, organizationId, reportingCompanyId, disabled: false })
        return id
      }),
    countSponsors: (clientId) => Effect.sync(() => enabledSponsors().filter((s) => s.clientId === clientId).length),
    disableSponsor: (id) =>
      Effect.sync(() => {
        sponsors.get(id)!.disabled = true
      }),
    lockClients: Effect.void
  }

  /** A client stored as the bureau's screens would have made it, or a carrier with its companies. */
  const add = (values: Partial<StoredOrganization> & { readonly nameEn: string }) => {
    const id = nextId++
    organizations.set(id, {
      id,
      code: values.nameEn.replace(/\W/g, "").toUpperCase(),
      nameFr: `${values.nameEn} (fr)`,
      clientTypeId: ClientTypeId.thirdParty,
      isActive: true,
      deleted: false,
      employees: 0,
      assignedUsers: 0,
      ...values
    })
    return id
  }
  const addCompany = (organizationId: number, nameEn: string) => {
    const id = nextId++
    companies.set(id, { id, organizationId, code: nameEn.slice(0, 3).toUpperCase(), nameEn, nameFr: nameEn })
    return id
  }
  const run = <A, E>(effect: Effect.Effect<A, E, ClientsRepository>) =>
    Effect.runPromise(Effect.provide(effect, Layer.succeed(ClientsRepository, repository)))
  /** The error the rule answers with; fails the test if it succeeded. */
  const refusal = <A, E>(effect: Effect.Effect<A, E, ClientsRepository>) => run(Effect.flip(effect))
  return { add, addCompany, organizations, run, refusal }
}

const broker = (values: Partial<ClientSave> = {}): ClientSave => ({
  code: "BRK1",
  nameEn: "Northern Brokers",
  nameFr: "Courtiers du Nord",
  clientTypeId: ClientTypeId.broker,
  isActive: true,
  ...values
})

describe("clients (document 2 sections 4 and 8)", () => {
  it("creates a client that then appears in the list with its type", async () => {
    const world = inMemoryClients()
    const created = await world.run(createClient(broker({ nameEn: "  Northern Brokers " })))
    expect(created).toMatchObject({ code: "BRK1", nameEn: "Northern Brokers", clientType: { nameEn: "Broker" } })
    expect((await world.run(listClients)).map((c) => c.nameEn)).toEqual(["Northern Brokers"])
  })

  it("refuses a save naming each field that breaks a rule, and a type the bureau may not choose", async () => {
    const world = inMemoryClients()
    const blank = await world.refusal(createClient(broker({ code: "", nameFr: " " })))
    expect(blank).toMatchObject({
      _tag: "BadRequest",
      issues: [
        { field: "code", code: "blank" },
        { field: "nameFr", code: "blank" }
      ]
    })
    const ibc = await world.refusal(createClient(broker({ clientTypeId: ClientTypeId.ibc })))
    expect(ibc).toMatchObject({ _tag: "BadRequest", issues: [{ field: "clientTypeId", code: "typeNotAllowed" }] })
    const unknown = await world.refusal(createClient(broker({ clientTypeId: 99 })))
    expect(unknown).toMatchObject({ _tag: "BadRequest", issues: [{ field: "clientTypeId", code: "unknownValue" }] })
    expect(await world.run(listClients)).toEqual([])
  })

  it("refuses a name another client has in either language and any case, and a Client ID even a deleted client had", async () => {
    const world = inMemoryClients()
    world.add({ nameEn: "Maple Insurance", nameFr: "Assurances Érable" })
    world.add({ nameEn: "Gone Brokers", code: "GONE", deleted: true })
    const name = await world.refusal(createClient(broker({ nameFr: "assurances érable" })))
    expect(name).toMatchObject({ _tag: "Conflict", message: clientConflicts.duplicateName })
    const code = await world.refusal(createClient(broker({ code: "gone" })))
    expect(code).toMatchObject({ _tag: "Conflict", message: clientConflicts.duplicateClientId })
    // A deleted client's name is free again; its own name does not stop a client's save.
    const created = await world.run(createClient(broker({ nameEn: "Gone Brokers" })))
    expect((await world.run(updateClient(created.id, broker({ nameEn: "Gone Brokers", isActive: false })))).isActive).toBe(false)
  })

  it("does not delete a client with users; one without users is deleted and leaves the list", async () => {
    const world = inMemoryClients()
    const employer = world.add({ nameEn: "Busy Brokers", clientTypeId: ClientTypeId.broker, employees: 2 })
    const assigned = world.add({ nameEn: "Assigned Third Party", assignedUsers: 1 })
    const idle = world.add({ nameEn: "Idle Third Party" })
    for (const id of [employer, assigned])
      expect(await world.refusal(deleteClient(id))).toMatchObject({ _tag: "Conflict", message: clientConflicts.assignedToUser })
    await world.run(deleteClient(idle))
    expect((await world.run(listClients)).map((c) => c.nameEn)).toEqual(["Busy Brokers", "Assigned Third Party"])
    expect(await world.refusal(openClient(idle, 0))).toMatchObject({ _tag: "NotFound" })
  })

  it("neither changes nor deletes the bureau, a carrier or a company", async () => {
    const world = inMemoryClients()
    const carrier = world.add({ nameEn: "Maple Insurance", clientTypeId: ClientTypeId.organization })
    expect(await world.refusal(deleteClient(carrier))).toMatchObject({ message: clientConflicts.notModifiable })
    expect(await world.refusal(updateClient(carrier, broker()))).toMatchObject({ message: clientConflicts.notModifiable })
    expect(world.organizations.get(carrier)!.deleted).toBe(false)
  })

  it("opens a client only under its own type", async () => {
    const world = inMemoryClients()
    const id = world.add({ nameEn: "Northern Brokers", clientTypeId: ClientTypeId.broker })
    expect((await world.run(openClient(id, ClientTypeId.broker))).nameEn).toBe("Northern Brokers")
    expect(await world.refusal(openClient(id, ClientTypeId.thirdParty))).toMatchObject({ _tag: "NotFound" })
  })
})

describe("sponsors (document 2 section 4)", () => {
  const withCarrier = () => {
    const world = inMemoryClients()
    const carrier = world.add({ nameEn: "Maple Insurance", clientTypeId: ClientTypeId.organization })
    const company = world.addCompany(carrier, "Maple General")
    const otherCarrier = world.add({ nameEn: "Birch Mutual", clientTypeId: ClientTypeId.organization })
    const otherCompany = world.addCompany(otherCarrier, "Birch Auto")
    return { world, carrier, company, otherCarrier, otherCompany }
  }

  it("gives a broker a carrier's company as sponsor, once", async () => {
    const { world, carrier, company } = withCarrier()
    const brokerId = world.add({ nameEn: "Northern Brokers", clientTypeId: ClientTypeId.broker })
    const sponsor = await world.run(createSponsor({ clientId: brokerId, organizationId: carrier, reportingCompanyId: company }))
    expect(sponsor).toMatchObject({ organization: { nameEn: "Maple Insurance" }, reportingCompany: { nameEn: "Maple General" } })
    const again = await world.refusal(createSponsor({ clientId: brokerId, organizationId: carrier, reportingCompanyId: company }))
    expect(again).toMatchObject({ _tag: "Conflict", message: clientConflicts.duplicateSponsor })
    expect((await world.run(listSponsors(brokerId))).length).toBe(1)
  })

  it("names the field of a sponsor that cannot be: not a broker, not a carrier, no company, another carrier's company", async () => {
    const { world, carrier, company, otherCompany } = withCarrier()
    const brokerId = world.add({ nameEn: "Northern Brokers", clientTypeId: ClientTypeId.broker })
    const thirdParty = world.add({ nameEn: "Claims Services" })
    const cases = [
      [{ clientId: thirdParty, organizationId: carrier, reportingCompanyId: company }, "clientId", "sponsorsNotAllowed"],
      [{ clientId: brokerId, organizationId: thirdParty, reportingCompanyId: null }, "organizationId", "unknownValue"],
      [{ clientId: brokerId, organizationId: carrier, reportingCompanyId: null }, "reportingCompanyId", "blank"],
      [{ clientId: brokerId, organizationId: carrier, reportingCompanyId: otherCompany }, "reportingCompanyId", "unknownValue"]
    ] as const
    for (const [payload, field, code] of cases)
      expect(await world.refusal(createSponsor(payload))).toMatchObject({ _tag: "BadRequest", issues: [{ field, code }] })
    expect(await world.run(listSponsors(brokerId))).toEqual([])
  })

  it("keeps the last sponsor of a broker with employees, and lets one of two go", async () => {
    const { world, carrier, company, otherCarrier, otherCompany } = withCarrier()
    const brokerId = world.add({ nameEn: "Northern Brokers", clientTypeId: ClientTypeId.broker, employees: 1 })
    const first = await world.run(createSponsor({ clientId: brokerId, organizationId: carrier, reportingCompanyId: company }))
    const second = await world.run(
      createSponsor({ clientId: brokerId, organizationId: otherCarrier, reportingCompanyId: otherCompany })
    )
    await world.run(deleteSponsor(first.id))
    expect(await world.refusal(deleteSponsor(second.id))).toMatchObject({
      _tag: "Conflict",
      message: clientConflicts.lastSponsor
    })
    expect((await world.run(listSponsors(brokerId))).map((s) => s.organization.nameEn)).toEqual(["Birch Mutual"])
  })

  it("does not turn a broker with employees and sponsors into a client without sponsors; one without employees loses them", async () => {
    const { world, carrier, company } = withCarrier()
    const busy = world.add({ nameEn: "Busy Brokers", code: "BUSY", clientTypeId: ClientTypeId.broker, employees: 1 })
    const quiet = world.add({ nameEn: "Quiet Brokers", code: "QUIET", clientTypeId: ClientTypeId.broker })
    for (const clientId of [busy, quiet])
      await world.run(createSponsor({ clientId, organizationId: carrier, reportingCompanyId: company }))
    const asThirdParty = (nameEn: string, code: string) =>
      broker({ nameEn, nameFr: `${nameEn} Fr`, code, clientTypeId: ClientTypeId.thirdParty })
    expect(await world.refusal(updateClient(busy, asThirdParty("Busy Brokers", "BUSY")))).toMatchObject({
      message: clientConflicts.lastSponsor
    })
    const changed = await world.run(updateClient(quiet, asThirdParty("Quiet Brokers", "QUIET")))
    expect(changed).toMatchObject({ clientType: { nameEn: "Third party" }, sponsors: [] })
  })
})

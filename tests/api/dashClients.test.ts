import { describe, expect, it } from "vitest"
import { ClientTypeId, type ClientSave } from "../../src/api/clients/schemas"
import { validateClient } from "../../src/api/clients/validation"
import { usePortal } from "./support/portal"
import { useUserAdministration } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused } = useUserAdministration(portal)

let counter = 0
/** A fresh word of letters only, so that each client is new. */
const fresh = (base: string) => `${base}${String.fromCharCode(65 + (counter % 26))}${Date.now().toString(36)}${counter++}`

const newClient = (overrides: Partial<ClientSave> = {}): ClientSave => {
  const word = fresh("Client")
  return {
    code: word.slice(0, 20),
    nameEn: `${word} Brokers`,
    nameFr: `Courtiers ${word}`,
    clientTypeId: ClientTypeId.broker,
    isActive: true,
    ...overrides
  }
}

const create = (payload: ClientSave = newClient()) => ok("admin", (c) => c.clients.create({ payload }))
const general = () => ({
  organizationId: ids.companies["NWD-GEN"]!.organizationId,
  reportingCompanyId: ids.companies["NWD-GEN"]!.id
})
const maple = () => ({
  organizationId: ids.companies["MPL-MUT"]!.organizationId,
  reportingCompanyId: ids.companies["MPL-MUT"]!.id
})

describe("the client rules shared with the browser", () => {
  it("accepts letters, digits and accented letters, and names each refused field", () => {
    expect(validateClient({ code: "QC2", nameEn: "Éclair Brokers 2", nameFr: "Courtiers Éclair" })).toEqual([])
    expect(validateClient({ code: " ", nameEn: "A-B", nameFr: "x".repeat(101) })).toEqual([
      { field: "code", code: "blank" },
      { field: "nameEn", code: "notAlphanumeric" },
      { field: "nameFr", code: "tooLong" }
    ])
    expect(validateClient({ code: "A B", nameEn: "Two  spaces", nameFr: "d'Anjou" }).map((i) => i.code)).toEqual([
      "notAlphanumeric",
      "notAlphanumeric",
      "notAlphanumeric"
    ])
  })
})

describe("clients", () => {
  it("lists every client with its type and sponsors; the demo broker has one sponsor and employees", async () => {
    const clients = await ok("admin", (c) => c.clients.list())
    const broker = clients.find((c) => c.code === "HBR")!
    expect(broker).toMatchObject({
      clientType: { id: ClientTypeId.broker, canHaveSponsors: true },
      hasEmployedUser: true,
      isActive: true
    })
    expect(broker.sponsors).toHaveLength(1)
    expect(broker.sponsors[0]).toMatchObject({
      organization: { code: "NWD" },
      reportingCompany: { code: "NWD-GEN" },
      hasUser: true
    })
    expect(clients.find((c) => c.code === "IBC")!.clientType).toMatchObject({
      id: ClientTypeId.ibc,
      isModifiableOrDeletable: false
    })
    expect(clients.find((c) => c.code === "NWD")!).toMatchObject({
      clientType: { id: ClientTypeId.organization, isModifiableOrDeletable: false },
      isSponsor: true
    })
    expect(clients.find((c) => c.code === "CDP")!.clientType.id).toBe(ClientTypeId.thirdParty)
    // The demo's second broker has two sponsors and no employees yet.
    const lakeshore = clients.find((c) => c.code === "LKB")!
    expect(lakeshore).toMatchObject({ hasEmployedUser: false })
    expect(lakeshore.sponsors.map((s) => s.reportingCompany?.code)).toEqual(["MPL-MUT", "NWD-AUTO"])
    const types = await ok("admin", (c) => c.clients.clientTypes())
    expect(types.map((t) => [t.nameEn, t.canHaveSponsors, t.isModifiableOrDeletable])).toEqual([
      ["IBC", false, false],
      ["Organization", false, false],
      ["Company", false, false],
      ["Broker", true, true],
      ["Third party", false, true]
    ])
  })

  it("adds, reads, changes and deletes a client; the deleted client is kept, out of the list, and its names are free again", async () => {
    const payload = newClient()
    const client = await create({ ...payload, nameEn: `  ${payload.nameEn} ` })
    expect(client).toMatchObject({
      code: payload.code,
      nameEn: payload.nameEn,
      nameFr: payload.nameFr,
      clientType: { id: ClientTypeId.broker },
      isActive: true,
      hasUser: false,
      sponsors: []
    })
    expect(await ok("admin", (c) => c.clients.get({ params: { id: client.id, typeId: ClientTypeId.broker } }))).toEqual(client)
    expect(await ok("admin", (c) => c.clients.get({ params: { id: client.id, typeId: 0 } }))).toEqual(client)
    expect(
      await refused("admin", (c) => c.clients.get({ params: { id: client.id, typeId: ClientTypeId.thirdParty } }))
    ).toMatchObject({ _tag: "NotFound" })

    const changed = await ok("admin", (c) =>
      c.clients.update({
        params: { id: client.id },
        payload: { ...payload, nameFr: `${payload.nameFr} Québec`, clientTypeId: ClientTypeId.thirdParty, isActive: false }
      })
    )
    expect(changed).toMatchObject({
      nameFr: `${payload.nameFr} Québec`,
      clientType: { id: ClientTypeId.thirdParty },
      isActive: false
    })
    const [row] = await portal.sql(
      (sql) => sql<{ organizationType: string }>`SELECT organization_type FROM organization WHERE id = ${client.id}`
    )
    expect(row!.organizationType).toBe("ThirdParty")

    await ok("admin", (c) => c.clients.delete({ params: { id: client.id } }))
    expect((await ok("admin", (c) => c.clients.list())).map((c) => c.id)).not.toContain(client.id)
    expect(await refused("admin", (c) => c.clients.get({ params: { id: client.id, typeId: 0 } }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(await refused("admin", (c) => c.clients.delete({ params: { id: client.id } }))).toMatchObject({ _tag: "NotFound" })
    const [kept] = await portal.sql(
      (sql) => sql<{ deleted: boolean }>`SELECT deleted_at IS NOT NULL AS deleted FROM organization WHERE id = ${client.id}`
    )
    expect(kept!.deleted).toBe(true)
    // Its names are free again (the Client ID stays taken by the kept record).
    expect((await create({ ...payload, code: fresh("Again").slice(0, 20) })).nameEn).toBe(payload.nameEn)
  })

  it("makes a new client administrable at once by the bureau's administrators, in every organization list, and by no one else", async () => {
    const client = await create()
    const connected = await ok("admin", (c) => c.users.getUserConnected())
    expect(connected.assignedOrganizationsIds).toContain(client.id)
    expect((await ok("admin", (c) => c.organizations.list())).map((o) => o.id)).toContain(client.id)
    // Company profile, user administration, usage report and user access report.
    for (const functionId of [7, 8, 9, 6]) {
      const listed = await ok("admin", (c) => c.organizations.getByFunction({ params: { functionId } }))
      expect(listed.map((o) => o.id)).toContain(client.id)
    }
    const domain = `@${client.code.toLowerCase()}.example`
    const owner = { organizationId: client.id, reportingCompanyId: null }
    expect(await ok("admin", (c) => c.permittedDomains.create({ payload: { domain, ...owner } }))).toMatchObject({ domain })
    await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: client.id, ...general() } }))
    const email = `robin${Date.now().toString(36)}${domain}`
    const user = await ok("admin", (c) =>
      c.userAdministration.create({
        payload: {
          userType: 1,
          userId: email,
          firstName: "Robin",
          middleName: null,
          lastName: "Ouellet",
          email,
          mfaPhone: null,
          organizationId: client.id,
          reportingCompanyId: null,
          unitId: null,
          assignedOrganizationsIds: [client.id],
          functions: [{ functionId: 3, companies: [owner] }],
          driverReportOptions: []
        }
      })
    )
    expect(user).toMatchObject({ organizationId: client.id, organizationType: "Broker" })
    // A carrier's administrator is not given it.
    const managers = await ok("manager", (c) => c.organizations.getByFunction({ params: { functionId: 8 } }))
    expect(managers.map((o) => o.id)).not.toContain(client.id)
  })

  it("refuses every call without manageDashClients (403 FUNCTION_NOT_ALLOWED)", async () => {
    for (const call of [
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.clients.list(),
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.clients.clientTypes(),
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.clients.create({ payload: newClient() }),
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.clients.delete({ params: { id: ids.organizations["HBR"]! } })
    ])
      expect(await refused("manager", call)).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })

  it("refuses a duplicate name in either language and any case, and a duplicate Client ID (409)", async () => {
    const first = await create()
    for (const payload of [
      newClient({ nameEn: first.nameEn.toUpperCase() }),
      newClient({ nameFr: first.nameEn }),
      newClient({ nameEn: first.nameFr.toLowerCase() }),
      newClient({ nameEn: "Harbour Brokers" })
    ])
      expect(await refused("admin", (c) => c.clients.create({ payload }))).toMatchObject({
        _tag: "Conflict",
        message: "Duplicate client name"
      })
    expect(
      await refused("admin", (c) => c.clients.create({ payload: newClient({ code: first.code.toLowerCase() }) }))
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate client ID" })
    const second = await create()
    expect(
      await refused("admin", (c) =>
        c.clients.update({
          params: { id: second.id },
          payload: {
            code: second.code,
            nameEn: first.nameEn,
            nameFr: second.nameFr,
            clientTypeId: ClientTypeId.broker,
            isActive: true
          }
        })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate client name" })
    // Its own names are not a duplicate.
    await ok("admin", (c) =>
      c.clients.update({
        params: { id: second.id },
        payload: {
          code: second.code,
          nameEn: second.nameEn,
          nameFr: second.nameFr,
          clientTypeId: ClientTypeId.broker,
          isActive: true
        }
      })
    )
  })

  it("refuses names and a Client ID other than letters and digits, and the types that cannot be chosen (400 with the fields)", async () => {
    expect(
      await refused("admin", (c) => c.clients.create({ payload: newClient({ code: "A-1", nameEn: "", nameFr: "Cie d'Anjou" }) }))
    ).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST",
      issues: [
        { field: "code", code: "notAlphanumeric" },
        { field: "nameEn", code: "blank" },
        { field: "nameFr", code: "notAlphanumeric" }
      ]
    })
    for (const clientTypeId of [ClientTypeId.ibc, ClientTypeId.organization, ClientTypeId.company])
      expect(await refused("admin", (c) => c.clients.create({ payload: newClient({ clientTypeId }) }))).toMatchObject({
        _tag: "BadRequest",
        issues: [{ field: "clientTypeId", code: "typeNotAllowed" }]
      })
    expect(await refused("admin", (c) => c.clients.create({ payload: newClient({ clientTypeId: 99 }) }))).toMatchObject({
      issues: [{ field: "clientTypeId", code: "unknownValue" }]
    })
  })

  it("neither changes nor deletes a client of the types IBC, Organization or Company (409)", async () => {
    for (const code of ["IBC", "NWD"]) {
      const id = ids.organizations[code]!
      expect(await refused("admin", (c) => c.clients.delete({ params: { id } }))).toMatchObject({
        _tag: "Conflict",
        message: "Client cannot be changed or deleted"
      })
      expect(
        await refused("admin", (c) =>
          c.clients.update({ params: { id }, payload: newClient({ code, clientTypeId: ClientTypeId.broker }) })
        )
      ).toMatchObject({ _tag: "Conflict", message: "Client cannot be changed or deleted" })
    }
  })

  it("refuses to delete a client with users: employed or assigned (409 Client assigned to user)", async () => {
    expect(await refused("admin", (c) => c.clients.delete({ params: { id: ids.organizations["HBR"]! } }))).toMatchObject({
      _tag: "Conflict",
      message: "Client assigned to user"
    })
    const client = await create()
    // The bureau's administrators hold every client by their scope: that assigns the client to no user.
    expect(await ok("admin", (c) => c.clients.get({ params: { id: client.id, typeId: 0 } }))).toMatchObject({ hasUser: false })
    const analyst = ids.users["analyst@northwind.example"]!
    await portal.sql((sql) => sql`INSERT INTO user_organization (user_id, organization_id) VALUES (${analyst}, ${client.id})`)
    expect(await ok("admin", (c) => c.clients.get({ params: { id: client.id, typeId: 0 } }))).toMatchObject({
      hasUser: true,
      hasEmployedUser: false
    })
    expect(await refused("admin", (c) => c.clients.delete({ params: { id: client.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Client assigned to user"
    })
    await portal.sql((sql) => sql`DELETE FROM user_organization WHERE organization_id = ${client.id} AND user_id = ${analyst}`)
    await ok("admin", (c) => c.clients.delete({ params: { id: client.id } }))
    // Gone from the administrators' organizations with it.
    expect((await ok("admin", (c) => c.organizations.list())).map((o) => o.id)).not.toContain(client.id)
  })
})

describe("sponsors", () => {
  it("adds, reads, lists and removes the sponsors of a broker", async () => {
    const client = await create()
    const sponsor = await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: client.id, ...general() } }))
    expect(sponsor).toMatchObject({
      clientId: client.id,
      organization: { code: "NWD" },
      reportingCompany: { code: "NWD-GEN" },
      hasUser: false
    })
    expect(await ok("admin", (c) => c.clients.sponsor({ params: { id: sponsor.id } }))).toEqual(sponsor)
    const second = await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: client.id, ...maple() } }))
    // By organization name: Maple Leaf Mutual before Northwind Insurance.
    expect((await ok("admin", (c) => c.clients.sponsors({ params: { id: client.id } }))).map((s) => s.id)).toEqual([
      second.id,
      sponsor.id
    ])
    expect((await ok("admin", (c) => c.clients.get({ params: { id: client.id, typeId: 0 } }))).sponsors).toHaveLength(2)
    // No employees: even the last sponsor may go.
    await ok("admin", (c) => c.clients.deleteSponsor({ params: { id: sponsor.id } }))
    await ok("admin", (c) => c.clients.deleteSponsor({ params: { id: second.id } }))
    expect(await ok("admin", (c) => c.clients.sponsors({ params: { id: client.id } }))).toEqual([])
    expect(await refused("admin", (c) => c.clients.sponsor({ params: { id: sponsor.id } }))).toMatchObject({ _tag: "NotFound" })
    expect(await refused("admin", (c) => c.clients.deleteSponsor({ params: { id: sponsor.id } }))).toMatchObject({
      _tag: "NotFound"
    })
  })

  it("keeps the last sponsor of a broker with employees (409), and lets one go while another stays", async () => {
    const broker = ids.organizations["HBR"]!
    const [last] = await ok("admin", (c) => c.clients.sponsors({ params: { id: broker } }))
    expect(await refused("admin", (c) => c.clients.deleteSponsor({ params: { id: last!.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Last sponsor of a broker with employees"
    })
    // Nor may the broker stop being one, which would take its sponsors.
    const hbr = await ok("admin", (c) => c.clients.get({ params: { id: broker, typeId: ClientTypeId.broker } }))
    expect(
      await refused("admin", (c) =>
        c.clients.update({
          params: { id: broker },
          payload: {
            code: hbr.code,
            nameEn: hbr.nameEn,
            nameFr: hbr.nameFr,
            clientTypeId: ClientTypeId.thirdParty,
            isActive: true
          }
        })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Last sponsor of a broker with employees" })
    const other = await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: broker, ...maple() } }))
    await ok("admin", (c) => c.clients.deleteSponsor({ params: { id: last!.id } }))
    expect(await refused("admin", (c) => c.clients.deleteSponsor({ params: { id: other.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Last sponsor of a broker with employees"
    })
    // The demo's sponsor back, as the other tests expect it.
    await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: broker, ...general() } }))
    await ok("admin", (c) => c.clients.deleteSponsor({ params: { id: other.id } }))
  })

  it("refuses a sponsor for a client that is not a broker, one that is not a carrier's company, and a duplicate", async () => {
    const partner = ids.organizations["CDP"]!
    expect(
      await refused("admin", (c) => c.clients.createSponsor({ payload: { clientId: partner, ...general() } }))
    ).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "clientId", code: "sponsorsNotAllowed" }]
    })
    const client = await create()
    expect(
      await refused("admin", (c) =>
        c.clients.createSponsor({ payload: { clientId: client.id, organizationId: partner, reportingCompanyId: null } })
      )
    ).toMatchObject({ issues: [{ field: "organizationId", code: "unknownValue" }] })
    expect(
      await refused("admin", (c) =>
        c.clients.createSponsor({
          payload: { clientId: client.id, organizationId: general().organizationId, reportingCompanyId: null }
        })
      )
    ).toMatchObject({ issues: [{ field: "reportingCompanyId", code: "blank" }] })
    expect(
      await refused("admin", (c) =>
        c.clients.createSponsor({
          payload: {
            clientId: client.id,
            organizationId: general().organizationId,
            reportingCompanyId: maple().reportingCompanyId
          }
        })
      )
    ).toMatchObject({ issues: [{ field: "reportingCompanyId", code: "unknownValue" }] })
    await ok("admin", (c) => c.clients.createSponsor({ payload: { clientId: client.id, ...general() } }))
    expect(
      await refused("admin", (c) => c.clients.createSponsor({ payload: { clientId: client.id, ...general() } }))
    ).toMatchObject({
      _tag: "Conflict",
      message: "Duplicate record"
    })
    expect(
      await refused("admin", (c) => c.clients.createSponsor({ payload: { clientId: 2_000_000, ...general() } }))
    ).toMatchObject({ _tag: "NotFound" })
  })
})

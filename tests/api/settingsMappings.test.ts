import { describe, expect, it } from "vitest"
import type { B2CClientOrganizationSave } from "../../src/api/settings/mappingSchemas"
import { demoClaimsProviders, demoClientMappings } from "../../src/server/demo/demoSignInMappings"
import { usePortal } from "./support/portal"
import { api, send } from "./support/signIn"
import { useUserAdministration } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused, tokens } = useUserAdministration(portal)

let counter = 0
const fresh = (base: string) => `${base}${Date.now().toString(36)}${counter++}`

const lookup = (userId: string) => api(portal.baseUrl).ok((client) => client.publicContent.signInLookup({ query: { userId } }))

/** The same request twice at the same moment, as the bureau administrator: the statuses, in order. */
const twiceAtOnce = async (path: string, body: unknown) =>
  (await Promise.all([1, 2].map(() => send(portal.baseUrl, path, { method: "POST", token: tokens.admin, body }))))
    .map((r) => r.status)
    .sort()

const changesOf = (content: string) =>
  portal.sql(
    (sql) => sql<{ changedBy: number; previous: unknown; current: unknown }>`
      SELECT changed_by, previous, current FROM content_change WHERE content = ${content} ORDER BY id`
  )

describe("claims providers (settings tab 1)", () => {
  it("lists the demo providers by e-mail domain", async () => {
    const list = await ok("admin", (c) => c.b2cProviders.list())
    for (const p of demoClaimsProviders)
      expect(list).toContainEqual(expect.objectContaining({ emailDomainName: p.emailDomainName, b2CDomainName: p.b2cDomainName }))
    const domains = list.map((p) => p.emailDomainName)
    expect(domains).toEqual([...domains].sort())
  })

  it("adds (trimmed), finds by e-mail, changes and deletes a provider, recording each change with who made it", async () => {
    const domain = `${fresh("carrier")}.example`
    const created = await ok("admin", (c) =>
      c.b2cProviders.create({ payload: { emailDomainName: ` ${domain} `, b2cDomainName: "login.carrier.example" } })
    )
    expect(created).toMatchObject({ emailDomainName: domain, b2CDomainName: "login.carrier.example" })
    expect(await ok("admin", (c) => c.b2cProviders.find({ query: { email: `Someone@${domain.toUpperCase()}` } }))).toEqual(
      created
    )

    const changed = await ok("admin", (c) =>
      c.b2cProviders.update({
        params: { id: created.id },
        payload: { emailDomainName: domain, b2cDomainName: "sso.carrier.example" }
      })
    )
    expect(changed).toEqual({ ...created, b2CDomainName: "sso.carrier.example" })

    await ok("admin", (c) => c.b2cProviders.delete({ params: { id: created.id } }))
    expect(await refused("admin", (c) => c.b2cProviders.find({ query: { email: `someone@${domain}` } }))).toMatchObject({
      _tag: "NotFound"
    })
    const changes = (await changesOf("claimsProvider")).filter(
      (c) => JSON.stringify(c.previous).includes(domain) || JSON.stringify(c.current).includes(domain)
    )
    expect(changes).toHaveLength(3)
    expect(changes.every((c) => c.changedBy === ids.users["admin@bureau.example"])).toBe(true)
    expect(changes[0]!.previous).toBeNull()
    expect(changes[2]!.current).toBeNull()
  })

  it("refuses 400 with the field and its rule: required, too long, not a lower-case host name", async () => {
    const cases: ReadonlyArray<[string, string, ReadonlyArray<{ field: string; code: string }>]> = [
      ["", "login.example", [{ field: "emailDomainName", code: "required" }]],
      ["@northwind.example", "login.example", [{ field: "emailDomainName", code: "invalidDomain" }]],
      ["Northwind.Example", "login.example", [{ field: "emailDomainName", code: "invalidDomain" }]],
      ["localhost", "login.example", [{ field: "emailDomainName", code: "invalidDomain" }]],
      [`${"a".repeat(57)}.com`, "login.example", [{ field: "emailDomainName", code: "tooLong" }]],
      ["ok.example", "  ", [{ field: "b2cDomainName", code: "required" }]],
      ["ok.example", "https://login.example", [{ field: "b2cDomainName", code: "invalidDomain" }]]
    ]
    for (const [emailDomainName, b2cDomainName, issues] of cases) {
      const refusal = await refused("admin", (c) => c.b2cProviders.create({ payload: { emailDomainName, b2cDomainName } }))
      expect(refusal, `${emailDomainName} → ${b2cDomainName}`).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST",
        issues
      })
    }
    expect(await refused("admin", (c) => c.b2cProviders.find({ query: { email: "no-at-sign" } }))).toMatchObject({
      _tag: "BadRequest"
    })
  })

  it("answers 409 Duplicate record for an e-mail domain another provider has, in any case", async () => {
    const domain = `${fresh("dup")}.example`
    const first = await ok("admin", (c) =>
      c.b2cProviders.create({ payload: { emailDomainName: domain, b2cDomainName: "a.example" } })
    )
    expect(
      await refused("admin", (c) => c.b2cProviders.create({ payload: { emailDomainName: domain, b2cDomainName: "b.example" } }))
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    const second = await ok("admin", (c) =>
      c.b2cProviders.create({ payload: { emailDomainName: `other-${domain}`, b2cDomainName: "b.example" } })
    )
    expect(
      await refused("admin", (c) =>
        c.b2cProviders.update({ params: { id: second.id }, payload: { emailDomainName: domain, b2cDomainName: "b.example" } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    // Its own domain, unchanged, is no duplicate.
    expect(
      await ok("admin", (c) =>
        c.b2cProviders.update({ params: { id: first.id }, payload: { emailDomainName: domain, b2cDomainName: "c.example" } })
      )
    ).toMatchObject({ b2CDomainName: "c.example" })
  })

  it("refuses the second of two adds of one e-mail domain at the same moment as a duplicate, never a 500", async () => {
    const domain = `${fresh("race")}.example`
    expect(await twiceAtOnce("/api/B2CProviders/create", { emailDomainName: domain, b2cDomainName: "login.example" })).toEqual([
      201, 409
    ])
  })

  it("answers 404 for an unknown provider", async () => {
    const payload = { emailDomainName: "x.example", b2cDomainName: "y.example" }
    expect(await refused("admin", (c) => c.b2cProviders.update({ params: { id: 999_999 }, payload }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(await refused("admin", (c) => c.b2cProviders.delete({ params: { id: 999_999 } }))).toMatchObject({ _tag: "NotFound" })
  })

  it("refuses every call with 403 FUNCTION_NOT_ALLOWED to a user without manageSystemFunction", async () => {
    const payload = { emailDomainName: "x.example", b2cDomainName: "y.example" }
    const calls = [
      () => refused("manager", (c) => c.b2cProviders.list()),
      () => refused("manager", (c) => c.b2cProviders.find({ query: { email: "a@laurentian.example" } })),
      () => refused("manager", (c) => c.b2cProviders.create({ payload })),
      () => refused("manager", (c) => c.b2cProviders.update({ params: { id: 1 }, payload })),
      () => refused("manager", (c) => c.b2cProviders.delete({ params: { id: 1 } }))
    ]
    for (const call of calls) expect(await call()).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

describe("the sign-in lookup with claims providers", () => {
  it("answers the mapped sign-in domain for a user whose e-mail domain is mapped (the demo's Laurentian)", async () => {
    expect(await lookup("reviewer@laurentian.example")).toEqual({ b2CDomainName: "login.laurentian.example" })
  })

  it("answers the mapping from when it is added, and the organization's domain again once it is deleted", async () => {
    expect(await lookup("newcomer@maple.example")).toEqual({ b2CDomainName: "maple.example" })
    const provider = await ok("admin", (c) =>
      c.b2cProviders.create({ payload: { emailDomainName: "maple.example", b2cDomainName: "sso.maple.example" } })
    )
    expect(await lookup("newcomer@maple.example")).toEqual({ b2CDomainName: "sso.maple.example" })
    expect(await lookup("C.Lavoie@Maple.Example")).toEqual({ b2CDomainName: "sso.maple.example" })
    await ok("admin", (c) => c.b2cProviders.delete({ params: { id: provider.id } }))
    expect(await lookup("newcomer@maple.example")).toEqual({ b2CDomainName: "maple.example" })
  })

  it("keeps bureau credentials for an account that signs in with them, whatever its domain maps to", async () => {
    const provider = await ok("admin", (c) =>
      c.b2cProviders.create({ payload: { emailDomainName: "bureau.example", b2cDomainName: "sso.bureau.example" } })
    )
    expect(await lookup("admin@bureau.example")).toEqual({ b2CDomainName: "bureau-credentials" })
    await ok("admin", (c) => c.b2cProviders.delete({ params: { id: provider.id } }))
  })

  it("leaves an unmapped domain where its organization signs in", async () => {
    expect(await lookup("analyst@northwind.example")).toEqual({ b2CDomainName: "northwind.example" })
  })
})

describe("client identifier mappings (settings tab 2)", () => {
  const general = () => ({
    organizationId: ids.companies["NWD-GEN"]!.organizationId,
    reportingCompanyId: ids.companies["NWD-GEN"]!.id
  })
  const mapping = (overrides: Partial<B2CClientOrganizationSave> = {}): B2CClientOrganizationSave => ({
    clientId: fresh("client-"),
    ...general(),
    userAccountId: ids.users["analyst@northwind.example"]!,
    isVendor: false,
    ...overrides
  })

  it("lists every mapping, the disabled ones too, with organization, company and user", async () => {
    const list = await ok("admin", (c) => c.b2cClientOrganizations.list())
    for (const m of demoClientMappings) {
      const row = list.find((r) => r.clientId === m.clientId)
      expect(row, m.clientId).toMatchObject({ disabled: m.disabled, isVendor: m.isVendor, user: { email: m.email } })
      expect(row!.reportingCompany?.code ?? null).toBe(m.company)
    }
  })

  it("adds, changes, deletes (disables) and restores a mapping, recording each change", async () => {
    const payload = mapping({ clientId: `  ${fresh("Carrier-System.")}  ` })
    const created = await ok("admin", (c) => c.b2cClientOrganizations.create({ payload }))
    expect(created).toMatchObject({
      clientId: payload.clientId.trim(),
      disabled: false,
      isVendor: false,
      organization: { id: general().organizationId, code: "NWD" },
      reportingCompany: { id: general().reportingCompanyId, code: "NWD-GEN" },
      user: { id: payload.userAccountId, email: "analyst@northwind.example" }
    })

    const auto = { organizationId: ids.companies["NWD-AUTO"]!.organizationId, reportingCompanyId: ids.companies["NWD-AUTO"]!.id }
    const changed = await ok("admin", (c) =>
      c.b2cClientOrganizations.update({
        params: { id: created.id },
        payload: { ...payload, ...auto, userAccountId: ids.users["m.alvarez@northwind.example"]!, isVendor: true }
      })
    )
    expect(changed).toMatchObject({
      id: created.id,
      isVendor: true,
      reportingCompany: { code: "NWD-AUTO" },
      user: { email: "m.alvarez@northwind.example" }
    })

    await ok("admin", (c) => c.b2cClientOrganizations.delete({ params: { id: created.id } }))
    const listed = (await ok("admin", (c) => c.b2cClientOrganizations.list())).find((m) => m.id === created.id)
    expect(listed).toEqual({ ...changed, disabled: true })
    expect(await refused("admin", (c) => c.b2cClientOrganizations.delete({ params: { id: created.id } }))).toMatchObject({
      _tag: "NotFound"
    })

    const restored = await ok("admin", (c) => c.b2cClientOrganizations.restore({ params: { id: created.id } }))
    expect(restored).toEqual(changed)
    // Restoring an enabled mapping answers it as it is.
    expect(await ok("admin", (c) => c.b2cClientOrganizations.restore({ params: { id: created.id } }))).toEqual(changed)

    const changes = (await changesOf("clientMapping")).filter(
      (c) =>
        JSON.stringify(c.current).includes(payload.clientId.trim()) ||
        JSON.stringify(c.previous).includes(payload.clientId.trim())
    )
    expect(changes).toHaveLength(4)
    expect(changes.every((c) => c.changedBy === ids.users["admin@bureau.example"])).toBe(true)
  })

  it("restores the demo's disabled mapping", async () => {
    const list = await ok("admin", (c) => c.b2cClientOrganizations.list())
    const legacy = list.find((m) => m.clientId === "maple-legacy")!
    expect(legacy.disabled).toBe(true)
    expect(await ok("admin", (c) => c.b2cClientOrganizations.restore({ params: { id: legacy.id } }))).toEqual({
      ...legacy,
      disabled: false
    })
    await ok("admin", (c) => c.b2cClientOrganizations.delete({ params: { id: legacy.id } }))
  })

  it("answers 409 Duplicate record for a client id an enabled mapping has, in any case; a disabled one frees it", async () => {
    const first = await ok("admin", (c) => c.b2cClientOrganizations.create({ payload: mapping() }))
    expect(
      await refused("admin", (c) =>
        c.b2cClientOrganizations.create({ payload: mapping({ clientId: first.clientId.toUpperCase() }) })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    const second = await ok("admin", (c) => c.b2cClientOrganizations.create({ payload: mapping() }))
    expect(
      await refused("admin", (c) =>
        c.b2cClientOrganizations.update({ params: { id: second.id }, payload: mapping({ clientId: first.clientId }) })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })

    await ok("admin", (c) => c.b2cClientOrganizations.delete({ params: { id: first.id } }))
    const reused = await ok("admin", (c) => c.b2cClientOrganizations.create({ payload: mapping({ clientId: first.clientId }) }))
    expect(reused.clientId).toBe(first.clientId)
    // The disabled one cannot come back while its client id is taken.
    expect(await refused("admin", (c) => c.b2cClientOrganizations.restore({ params: { id: first.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Duplicate record"
    })
  })

  it("refuses 400 naming the field: a user account not of the organization and company, a company missing or not its own", async () => {
    const cases: ReadonlyArray<[string, Partial<B2CClientOrganizationSave>, { field: string; code: string }]> = [
      [
        "another company's user",
        { userAccountId: ids.users["m.alvarez@northwind.example"]! },
        { field: "userAccountId", code: "userNotOfCompany" }
      ],
      [
        "another organization's user",
        { userAccountId: ids.users["newcomer@maple.example"]! },
        { field: "userAccountId", code: "userNotOfCompany" }
      ],
      ["a carrier without its company", { reportingCompanyId: null }, { field: "reportingCompanyId", code: "required" }],
      [
        "another organization's company",
        { reportingCompanyId: ids.companies["MPL-MUT"]!.id },
        { field: "reportingCompanyId", code: "unknownValue" }
      ],
      ["an unknown organization", { organizationId: 999_999 }, { field: "organizationId", code: "unknownValue" }],
      ["a client id with a space", { clientId: "two words" }, { field: "clientId", code: "invalidClientId" }],
      ["a blank client id", { clientId: "  " }, { field: "clientId", code: "required" }],
      ["a client id over 100", { clientId: "c".repeat(101) }, { field: "clientId", code: "tooLong" }]
    ]
    for (const [what, overrides, issue] of cases) {
      const refusal = await refused("admin", (c) => c.b2cClientOrganizations.create({ payload: mapping(overrides) }))
      expect(refusal, what).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST", issues: [issue] })
    }
    const existing = await ok("admin", (c) => c.b2cClientOrganizations.create({ payload: mapping() }))
    expect(
      await refused("admin", (c) =>
        c.b2cClientOrganizations.update({
          params: { id: existing.id },
          payload: mapping({ userAccountId: ids.users["newcomer@maple.example"]! })
        })
      )
    ).toMatchObject({ _tag: "BadRequest", issues: [{ field: "userAccountId", code: "userNotOfCompany" }] })
  })

  it("takes an organization without separate companies as itself, with one of its own accounts", async () => {
    const partner = await ok("admin", (c) =>
      c.b2cClientOrganizations.create({
        payload: mapping({
          organizationId: ids.organizations["CDP"]!,
          reportingCompanyId: null,
          userAccountId: ids.users["partner@claimsdata.example"]!,
          isVendor: true
        })
      })
    )
    expect(partner).toMatchObject({ reportingCompany: null, organization: { code: "CDP" }, isVendor: true })
  })

  it("offers the dialog every organization a save accepts, the administrator's own or not, and no deleted one", async () => {
    const offered = await ok("admin", (c) => c.b2cClientOrganizations.mappableOrganizations())
    const live = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM organization WHERE deleted_at IS NULL`)
    expect(offered.map((o) => o.id).sort((a, b) => a - b)).toEqual(live.map((o) => o.id).sort((a, b) => a - b))
    // Beyond the organizations assigned to the administrator: a carrier of theirs or not is offered all the same.
    const assigned = await ok("admin", (c) => c.organizations.list())
    expect(offered.length).toBeGreaterThanOrEqual(assigned.length)
    expect(offered.map((o) => o.code)).toEqual(expect.arrayContaining(["NWD", "MPL", "CDP"]))
    const maple = offered.find((o) => o.code === "MPL")!
    const mapleCompanies = await ok("admin", (c) =>
      c.b2cClientOrganizations.mappableCompanies({ query: { organizationId: maple.id } })
    )
    expect(mapleCompanies.map((c) => c.code)).toContain("MPL-MUT")
    expect(mapleCompanies.every((c) => c.organizationId === maple.id)).toBe(true)
    expect(
      await ok("admin", (c) =>
        c.b2cClientOrganizations.mappableCompanies({ query: { organizationId: ids.organizations["CDP"]! } })
      )
    ).toEqual([])

    // A deleted organization is neither offered nor accepted.
    const code = fresh("DEL").slice(0, 20)
    const [deleted] = await portal.sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain, deleted_at)
        VALUES ('ThirdParty', ${code}, ${code}, ${code}, 'deleted.example', now()) RETURNING id`
    )
    expect((await ok("admin", (c) => c.b2cClientOrganizations.mappableOrganizations())).map((o) => o.id)).not.toContain(
      deleted!.id
    )
    expect(
      await refused("admin", (c) => c.b2cClientOrganizations.mappableCompanies({ query: { organizationId: deleted!.id } }))
    ).toMatchObject({ _tag: "NotFound" })
    expect(
      await refused("admin", (c) =>
        c.b2cClientOrganizations.create({ payload: mapping({ organizationId: deleted!.id, reportingCompanyId: null }) })
      )
    ).toMatchObject({ _tag: "BadRequest", issues: [{ field: "organizationId", code: "unknownValue" }] })
  })

  it("lists the live accounts of an organization's company for the dialog", async () => {
    const users = await ok("admin", (c) => c.b2cClientOrganizations.mappableUsers({ query: general() }))
    const emails = users.map((u) => u.email)
    expect(emails).toContain("analyst@northwind.example")
    expect(emails).not.toContain("m.alvarez@northwind.example")
    expect(
      await refused("admin", (c) =>
        c.b2cClientOrganizations.mappableUsers({ query: { organizationId: general().organizationId } })
      )
    ).toMatchObject({ _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "required" }] })
    expect(
      await refused("admin", (c) => c.b2cClientOrganizations.mappableUsers({ query: { organizationId: 999_999 } }))
    ).toMatchObject({ _tag: "NotFound" })
  })

  it("refuses the second of two adds of one client id at the same moment as a duplicate, never a 500", async () => {
    expect(await twiceAtOnce("/api/B2CClientOrganizations/create", mapping())).toEqual([201, 409])
  })

  it("answers 404 for an unknown mapping", async () => {
    expect(
      await refused("admin", (c) => c.b2cClientOrganizations.update({ params: { id: 999_999 }, payload: mapping() }))
    ).toMatchObject({ _tag: "NotFound" })
    expect(await refused("admin", (c) => c.b2cClientOrganizations.delete({ params: { id: 999_999 } }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(await refused("admin", (c) => c.b2cClientOrganizations.restore({ params: { id: 999_999 } }))).toMatchObject({
      _tag: "NotFound"
    })
  })

  it("refuses every call with 403 FUNCTION_NOT_ALLOWED to a user without manageSystemFunction", async () => {
    const calls = [
      () => refused("manager", (c) => c.b2cClientOrganizations.list()),
      () => refused("manager", (c) => c.b2cClientOrganizations.mappableUsers({ query: general() })),
      () => refused("manager", (c) => c.b2cClientOrganizations.mappableOrganizations()),
      () =>
        refused("manager", (c) =>
          c.b2cClientOrganizations.mappableCompanies({ query: { organizationId: general().organizationId } })
        ),
      () => refused("manager", (c) => c.b2cClientOrganizations.create({ payload: mapping() })),
      () => refused("manager", (c) => c.b2cClientOrganizations.update({ params: { id: 1 }, payload: mapping() })),
      () => refused("manager", (c) => c.b2cClientOrganizations.delete({ params: { id: 1 } })),
      () => refused("manager", (c) => c.b2cClientOrganizations.restore({ params: { id: 1 } }))
    ]
    for (const call of calls) expect(await call()).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { bureauUserId } from "../../src/server/demo/demoWorld"
import { loadUserProfile } from "../../src/server/db/users"
import { readGrantRows } from "../../src/server/db/users/managedUsers"
import { usePortal } from "./support/portal"
import { api, apiAs, signIn } from "./support/signIn"

const portal = usePortal()

const idsByCode = (table: "organization" | "reporting_company") =>
  portal
    .sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM ${sql(table)}`)
    .then((rows) => new Map(rows.map((row) => [row.code, row.id])))

describe("Users/GetUserConnected", () => {
  it("gives the bureau administrator isIbc, bureau credentials, all 13 functions and every organization", async () => {
    const organizations = await idsByCode("organization")
    const companies = await idsByCode("reporting_company")
    const admin = await (await apiAs(portal.baseUrl, "admin@bureau.example")).ok((client) => client.users.getUserConnected())

    expect(admin).toMatchObject({
      email: "admin@bureau.example",
      userId: bureauUserId("admin@bureau.example"),
      userType: 2,
      isIbc: true,
      isIbcCredentials: true,
      isDisabled: false,
      organizationId: organizations.get("IBC"),
      isLastTermsOfServiceAccepted: true
    })
    expect(admin.userFunctions.map((f) => f.functionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    for (const grant of admin.userFunctions) {
      expect(grant.userId).toBe(admin.id)
      expect(grant.reportingCompanies.map((c) => c.id).sort()).toEqual([...companies.values()].sort())
    }
    expect([...admin.assignedOrganizationsIds].sort()).toEqual([...organizations.values()].sort())
  })

  it("gives the Northwind analyst functions 1, 2 and 3 for company NWD-GEN only, in Northwind only", async () => {
    const organizations = await idsByCode("organization")
    const analyst = await (
      await apiAs(portal.baseUrl, "analyst@northwind.example")
    ).ok((client) => client.users.getUserConnected())

    expect(analyst).toMatchObject({
      userId: "analyst@northwind.example",
      firstName: "Morgan",
      lastName: "Lee",
      userType: 1,
      isIbc: false,
      isIbcCredentials: false,
      organizationId: organizations.get("NWD"),
      assignedOrganizationsIds: [organizations.get("NWD")]
    })
    expect(analyst.userFunctions.map((f) => f.functionId)).toEqual([1, 2, 3])
    for (const grant of analyst.userFunctions) {
      expect(grant.reportingCompanies.map((c) => [c.code, c.organizationId])).toEqual([["NWD-GEN", organizations.get("NWD")]])
    }
  })

  it("has no previousLogin on a user's first sign-in", async () => {
    // The demo world's newcomer has not yet accepted the terms: they have never signed in.
    const newcomer = await (await apiAs(portal.baseUrl, "newcomer@maple.example")).ok((client) => client.users.getUserConnected())
    expect(newcomer.previousLogin).toBeNull()
  })

  it("sets the analyst's previousLogin to the time of the earlier sign-in on the second one", async () => {
    await signIn(portal.baseUrl, "analyst@northwind.example")
    const [recorded] = await portal.sql(
      (sql) => sql<{ lastLogin: Date }>`SELECT last_login FROM portal_user WHERE email = 'analyst@northwind.example'`
    )

    const analyst = await (
      await apiAs(portal.baseUrl, "analyst@northwind.example")
    ).ok((client) => client.users.getUserConnected())
    expect(analyst.previousLogin).not.toBeNull()
    expect(Date.parse(analyst.previousLogin!)).toBe(recorded!.lastLogin.getTime())
  })

  it("answers 403 ACCOUNT_DISABLED to a user disabled after signing in, on the very next call", async () => {
    const { accessToken } = await signIn(portal.baseUrl, "manager@northwind.example")
    const manager = api(portal.baseUrl, accessToken)
    expect((await manager.ok((client) => client.users.getUserConnected())).isDisabled).toBe(false)

    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = true WHERE email = 'manager@northwind.example'`)

    expect(await manager.error((client) => client.users.getUserConnected())).toMatchObject({
      _tag: "Forbidden",
      token: "ACCOUNT_DISABLED"
    })
    expect(await manager.error((client) => client.functions.list())).toMatchObject({
      _tag: "Forbidden",
      token: "ACCOUNT_DISABLED"
    })
  })
})

describe("the grants loaded with the caller's profile", () => {
  it("are the stored grants, row for row, for the bureau administrator, a carrier manager and a broker", async () => {
    for (const email of ["admin@bureau.example", "manager@northwind.example", "broker@harbour.example"]) {
      const [user] = await portal.sql(
        (sql) => sql<{ id: number; sub: string }>`SELECT id, sub FROM portal_user WHERE email = ${email}`
      )
      const loaded = await portal.sql((sql) => loadUserProfile(user!.sub).pipe(Effect.provideService(SqlClient.SqlClient, sql)))
      const stored = await portal.sql((sql) => readGrantRows(user!.id).pipe(Effect.provideService(SqlClient.SqlClient, sql)))
      expect(stored.length).toBeGreaterThan(0)
      expect(loaded!.grants).toEqual(stored)
    }
  })

  it("stay on the server: the profile answered has none", async () => {
    const admin = await (await apiAs(portal.baseUrl, "admin@bureau.example")).ok((client) => client.users.getUserConnected())
    expect(admin).not.toHaveProperty("grants")
    expect(admin).not.toHaveProperty("harvestCodes")
  })
})

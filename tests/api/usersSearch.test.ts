import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { useUserAdministration } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused } = useUserAdministration(portal)

const search = (who: string, query: Record<string, unknown>) =>
  ok(who, (client) => client.userAdministration.search({ query: { status: 1, ...query } }))

describe("the user search", () => {
  it("lists the users of the companies the administrator manages, enabled by default, by last then first name", async () => {
    const result = await search("manager", {})
    const ids = result.data.map((r) => r.userId)
    expect(ids).toContain("analyst@northwind.example")
    expect(ids).toContain("manager@northwind.example")
    // The disabled account is not enabled; the bureau admin and other carriers' users are not the manager's.
    expect(ids).not.toContain("disabled@northwind.example")
    expect(ids.some((id) => id.endsWith("bureau.example"))).toBe(false)
    expect(ids).not.toContain("reviewer@laurentian.example")
    expect(result.count).toBe(result.data.length)
    const names = result.data.map((r) => r.userName.split(" ").reverse().join(" ").toLowerCase())
    expect(names).toEqual([...names].sort())
    const analyst = result.data.find((r) => r.userId === "analyst@northwind.example")!
    expect(analyst).toMatchObject({
      userName: "Morgan Lee",
      organization: { nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
      reportingCompany: { nameEn: "Northwind General - Ontario" },
      unit: { nameEn: "Toronto Underwriting", nameFr: "Souscription Toronto" },
      status: 1
    })
  })

  it("filters by status, user id and name (a part, in any case) and pages with the true count", async () => {
    const disabled = await search("manager", { status: 2 })
    expect(disabled.data.map((r) => r.userId)).toEqual(["disabled@northwind.example"])
    expect(disabled.data[0]!.status).toBe(2)
    const all = await search("manager", { status: 0 })
    expect(all.count).toBe((await search("manager", {})).count + 1)

    expect((await search("manager", { userName: "LEE" })).data.map((r) => r.userId)).toEqual(["analyst@northwind.example"])
    expect((await search("manager", { userName: "morgan l" })).data.map((r) => r.userId)).toEqual(["analyst@northwind.example"])
    expect((await search("manager", { userId: "ANALYST@" })).data.map((r) => r.userId)).toEqual(["analyst@northwind.example"])
    expect((await search("manager", { userName: null, userId: null })).count).toBe((await search("manager", {})).count)

    const first = await search("manager", { pageNumber: 1, pageSize: 1 })
    const second = await search("manager", { pageNumber: 2, pageSize: 1 })
    expect(first.count).toBe(all.count - 1)
    expect(first.data).toHaveLength(1)
    expect(second.data).toHaveLength(1)
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id)
  })

  it("filters by organization, company and unit of the administrator's, and refuses another's", async () => {
    const general = ids.companies["NWD-GEN"]!
    const byCompany = await search("manager", { organizationId: general.organizationId, reportingCompanyId: general.id })
    expect(byCompany.data.length).toBeGreaterThan(0)
    expect(byCompany.data.every((r) => r.reportingCompany?.id === general.id)).toBe(true)
    const auto = await search("manager", { reportingCompanyId: ids.companies["NWD-AUTO"]!.id })
    expect(auto.data.map((r) => r.userId)).toEqual([
      "m.alvarez@northwind.example",
      "g.okafor@northwind.example",
      "invited@northwind.example"
    ])
    const unit = byCompany.data.find((r) => r.userId === "analyst@northwind.example")!.unit!
    expect((await search("manager", { unitId: unit.id })).data.map((r) => r.userId)).toEqual([
      "o.fraser@northwind.example",
      "analyst@northwind.example"
    ])

    for (const query of [{ organizationId: ids.organizations.LAU }, { reportingCompanyId: ids.companies["LAU-GEN"]!.id }]) {
      const refusal = await refused("manager", (client) => client.userAdministration.search({ query: { status: 1, ...query } }))
      expect(refusal).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    }
  })

  it("shows bureau staff every organization's users, those without separate companies included", async () => {
    const result = await search("admin", { status: 0, pageSize: 100, pageNumber: 1 })
    const userIds = result.data.map((r) => r.userId)
    expect(userIds).toEqual(
      expect.arrayContaining([
        "admin.bureau.example@accounts.bureau.example",
        "broker@harbour.example",
        "partner@claimsdata.example",
        "reviewer@laurentian.example",
        "disabled@northwind.example"
      ])
    )
    expect(result.data.find((r) => r.userId === "broker@harbour.example")!.reportingCompany).toBeNull()
  })

  it("refuses a user without userAdministration", async () => {
    const refusal = await refused("analyst", (client) => client.userAdministration.search({ query: { status: 1 } }))
    expect(refusal).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

describe("what the profile offers", () => {
  it("lists the functions the administrator holds with the companies and their names", async () => {
    const grantable = await ok("manager", (client) => client.userAdministration.grantable())
    expect(grantable.map((f) => f.functionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13])
    const driverReport = grantable.find((f) => f.functionId === 1)!
    expect(driverReport.companies.map((c) => c.nameEn).sort()).toEqual([
      "Northwind Auto - West",
      "Northwind General - Ontario",
      "Northwind Québec - Québec"
    ])
    expect(driverReport.companies.find((c) => c.nameEn === "Northwind Auto - West")!.nameFr).toBe("Northwind Auto - Ouest")

    const bureau = await ok("admin", (client) => client.userAdministration.grantable())
    const broker = bureau.find((f) => f.functionId === 1)!.companies.find((c) => c.organizationId === ids.organizations.HBR)
    expect(broker).toMatchObject({ reportingCompanyId: null, nameEn: "Harbour Brokers", nameFr: "Courtiers du Havre" })
  })

  it("lists the driver report options of an organization assigned to the caller, fewest years first", async () => {
    const general = ids.companies["NWD-GEN"]!
    const options = await ok("manager", (client) =>
      client.userAdministration.driverReportOptions({
        params: { organizationId: general.organizationId },
        query: { reportingCompanyId: general.id }
      })
    )
    expect(options.length).toBeGreaterThan(0)
    expect(options.every((o) => o.reportingCompanyId === general.id && o.organizationId === general.organizationId)).toBe(true)
    const years = options.map((o) => o.yearsOfData ?? 99)
    expect(years).toEqual([...years].sort((a, b) => a - b))
    // The analyst and the manager point to the company's options.
    expect(options.every((o) => o.hasUsers && o.noOfUsers >= 2)).toBe(true)

    const refusal = await refused("manager", (client) =>
      client.userAdministration.driverReportOptions({ params: { organizationId: ids.organizations.LAU! }, query: {} })
    )
    expect(refusal).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
  })

  it("finds the profile to copy by e-mail, in any case, only within the administrator's scope and privileges", async () => {
    const [analyst, ...others] = await ok("manager", (client) =>
      client.userAdministration.copyProfiles({ params: { email: "Analyst@Northwind.example" } })
    )
    expect(others).toEqual([])
    expect(analyst).toMatchObject({
      userId: "analyst@northwind.example",
      firstName: "Morgan",
      lastName: "Lee",
      organizationId: ids.organizations.NWD,
      reportingCompanyId: ids.companies["NWD-GEN"]!.id,
      assignedOrganizationsIds: [ids.organizations.NWD]
    })
    expect(analyst!.functions.map((f) => f.functionId)).toEqual([1, 2, 3])
    expect(analyst!.driverReportOptions.filter((o) => o.isDefault)).toHaveLength(1)

    for (const email of [
      "admin@bureau.example",
      "reviewer@laurentian.example",
      "disabled@northwind.example",
      "nobody@northwind.example"
    ]) {
      expect(await ok("manager", (client) => client.userAdministration.copyProfiles({ params: { email } }))).toEqual([])
    }
  })
})

describe("the user lists of document 2 section 7", () => {
  it("lists every user the administrator manages, enabled and disabled (GET /Users)", async () => {
    const listed = await ok("manager", (client) => client.userAdministration.list())
    expect(listed).toEqual((await search("manager", { status: 0 })).data)
    expect(listed.map((r) => r.userId)).toContain("disabled@northwind.example")
    expect(listed.map((r) => r.userId)).not.toContain("reviewer@laurentian.example")
    const bureau = await ok("admin", (client) => client.userAdministration.list())
    expect(bureau.map((r) => r.userId)).toContain("reviewer@laurentian.example")
    expect(await refused("analyst", (client) => client.userAdministration.list())).toMatchObject({
      _tag: "Forbidden",
      token: "FUNCTION_NOT_ALLOWED"
    })
  })

  it("lists the users of one organization the administrator manages, and refuses another's (GET /Users/FindByOrganization/{id})", async () => {
    const northwind = ids.organizations.NWD!
    const listed = await ok("manager", (client) => client.userAdministration.findByOrganization({ params: { id: northwind } }))
    expect(listed).toEqual((await search("manager", { status: 0, organizationId: northwind })).data)
    expect(listed.map((r) => r.userId)).toEqual(
      expect.arrayContaining(["analyst@northwind.example", "disabled@northwind.example"])
    )
    expect(new Set(listed.map((r) => r.organization.id))).toEqual(new Set([northwind]))
    const maple = ids.companies["MPL-MUT"]!.organizationId
    expect(
      await refused("manager", (client) => client.userAdministration.findByOrganization({ params: { id: maple } }))
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    const harbour = await ok("admin", (client) =>
      client.userAdministration.findByOrganization({ params: { id: ids.organizations.HBR! } })
    )
    expect(harbour.map((r) => r.userId)).toContain("broker@harbour.example")
  })

  it("lists the driver report options a user holds with the default, only for a user the administrator manages (GET /DriverReportOptions/list)", async () => {
    const analyst = ids.users["analyst@northwind.example"]!
    const held = await ok("manager", (client) =>
      client.userAdministration.userDriverReportOptions({ query: { userId: analyst } })
    )
    const stored = await portal.sql(
      (sql) => sql<{ id: number; isDefault: boolean }>`
        SELECT driver_report_option_id AS id, is_default FROM user_driver_report_option WHERE user_id = ${analyst}`
    )
    expect(held.length).toBeGreaterThan(0)
    expect(held.map((o) => [o.driverReportOption.id, o.isDefault]).sort()).toEqual(stored.map((o) => [o.id, o.isDefault]).sort())
    expect(held.filter((o) => o.isDefault)).toHaveLength(1)
    expect(
      held.every((o) => o.userId === analyst && o.driverReportOption.reportingCompanyId === ids.companies["NWD-GEN"]!.id)
    ).toBe(true)
    const newcomer = ids.users["newcomer@maple.example"]!
    expect(
      await refused("manager", (client) => client.userAdministration.userDriverReportOptions({ query: { userId: newcomer } }))
    ).toMatchObject({ _tag: "NotFound" })
    expect(
      await refused("analyst", (client) => client.userAdministration.userDriverReportOptions({ query: { userId: analyst } }))
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

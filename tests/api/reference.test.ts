import type { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { ReportingCompany } from "../../src/api/platform/schemas"
import { usePortal } from "./support/portal"
import { apiAs, type PortalClient } from "./support/signIn"

const portal = usePortal()

let analyst: Awaited<ReturnType<typeof apiAs>>
let admin: Awaited<ReturnType<typeof apiAs>>
let org: Map<string, number>

const codes = (companies: ReadonlyArray<ReportingCompany>) => companies.map((c) => c.code).sort()

beforeAll(async () => {
  analyst = await apiAs(portal.baseUrl, "analyst@northwind.example")
  admin = await apiAs(portal.baseUrl, "admin@bureau.example")
  const rows = await portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM organization`)
  org = new Map(rows.map((row) => [row.code, row.id]))
})

describe("Functions", () => {
  it("lists the 13 application functions in sortOrder, named in English and French", async () => {
    const functions = await analyst.ok((client) => client.functions.list())
    expect(functions.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(functions.map((f) => f.sortOrder)).toEqual([...functions.map((f) => f.sortOrder)].sort((a, b) => a - b))
    expect(functions[0]).toEqual({ id: 1, nameEn: "Driver Report", nameFr: "Rapport de conducteur", sortOrder: 1 })
    for (const f of functions) {
      expect(f.nameEn).not.toBe("")
      expect(f.nameFr).not.toBe("")
    }
  })
})

describe("organizations", () => {
  it("lists only the organizations the user is assigned to: the analyst sees Northwind alone", async () => {
    const organizations = await analyst.ok((client) => client.organizations.list())
    expect(organizations.map((o) => o.code)).toEqual(["NWD"])
    expect(organizations[0]).toMatchObject({
      organizationType: "Carrier",
      nameEn: "Northwind Insurance",
      nameFr: "Assurances Northwind"
    })
  })

  it("lists every organization for the bureau administrator", async () => {
    const organizations = await admin.ok((client) => client.organizations.list())
    expect(organizations.map((o) => o.code).sort()).toEqual(["CDP", "HBR", "IBC", "LAU", "LKB", "MPL", "NWD"])
  })

  it("gives the organizations where the user holds a function", async () => {
    const organizations = await analyst.ok((client) => client.organizations.getByFunction({ params: { functionId: 1 } }))
    expect(organizations.map((o) => o.code)).toEqual(["NWD"])
  })

  it("answers 403 FUNCTION_NOT_ALLOWED for a function the user does not hold", async () => {
    expect(await analyst.error((client) => client.organizations.getByFunction({ params: { functionId: 9 } }))).toMatchObject({
      _tag: "Forbidden",
      token: "FUNCTION_NOT_ALLOWED"
    })
  })
})

describe("reportingCompanies", () => {
  /** Every variant that answers the companies held for one function, as the analyst calls it. */
  const heldFor = (
    functionId: number
  ): Record<string, (client: PortalClient) => Effect.Effect<ReadonlyArray<ReportingCompany>, unknown>> => ({
    getByOrganization: (client) =>
      client.reportingCompanies.getByOrganization({ params: { functionId }, query: { organizationId: org.get("NWD")! } }),
    getByOrganizations: (client) =>
      client.reportingCompanies.getByOrganizations({ params: { functionId }, payload: [org.get("NWD")!, org.get("MPL")!] }),
    getByFunction: (client) => client.reportingCompanies.getByFunction({ params: { functionId } }),
    getUserFunctionCompanies: (client) => client.reportingCompanies.getUserFunctionCompanies({ params: { functionId } }),
    getCompaniesByUserFunction: (client) => client.reportingCompanies.getCompaniesByUserFunction({ params: { id: functionId } }),
    getUserFunctionCompaniesByOrganizations: (client) =>
      client.reportingCompanies.getUserFunctionCompaniesByOrganizations({
        params: { functionId },
        payload: [org.get("NWD")!, org.get("MPL")!, org.get("LAU")!]
      })
  })

  it("answers only NWD-GEN, in every variant, for the functions the analyst holds for NWD-GEN alone", async () => {
    for (const functionId of [1, 2, 3]) {
      for (const [variant, call] of Object.entries(heldFor(functionId))) {
        expect(codes(await analyst.ok(call)), `${variant}/${functionId}`).toEqual(["NWD-GEN"])
      }
    }
  })

  it("answers no company of an organization the analyst is not assigned to, even when asked for it", async () => {
    const maple = await analyst.ok((client) =>
      client.reportingCompanies.getByOrganization({ params: { functionId: 1 }, query: { organizationId: org.get("MPL")! } })
    )
    expect(maple).toEqual([])
    const byOrganizations = await analyst.ok((client) =>
      client.reportingCompanies.getByOrganizations({ params: { functionId: 1 }, payload: [org.get("MPL")!, org.get("LAU")!] })
    )
    expect(byOrganizations).toEqual([])
  })

  it("answers 403 FUNCTION_NOT_ALLOWED in every variant for a function the analyst does not hold", async () => {
    for (const [variant, call] of Object.entries(heldFor(9))) {
      expect(await analyst.error(call), variant).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    }
  })

  it("lists the companies of the user's organizations: Northwind's three for the analyst, never Maple Leaf", async () => {
    expect(codes(await analyst.ok((client) => client.reportingCompanies.list()))).toEqual(["NWD-AUTO", "NWD-GEN", "NWD-QC"])
  })

  it("gives an assigned organization's companies without a user function", async () => {
    const companies = await analyst.ok((client) =>
      client.reportingCompanies.getByOrganizationWithoutUserFunction({ query: { organizationId: org.get("NWD")! } })
    )
    expect(codes(companies)).toEqual(["NWD-AUTO", "NWD-GEN", "NWD-QC"])
  })

  it("answers 403 COMPANIES_NOT_ALLOWED for an organization not assigned to the user", async () => {
    const refused = await analyst.error((client) =>
      client.reportingCompanies.getByOrganizationWithoutUserFunction({ query: { organizationId: org.get("MPL")! } })
    )
    expect(refused).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
  })

  it("gives the bureau administrator every company for a function it holds everywhere", async () => {
    const companies = await admin.ok((client) => client.reportingCompanies.getByFunction({ params: { functionId: 10 } }))
    expect(codes(companies)).toEqual(["LAU-GEN", "MPL-MUT", "NWD-AUTO", "NWD-GEN", "NWD-QC"])
  })
})

describe("jurisdictions", () => {
  it("lists the 13 provinces and territories with English and French descriptions", async () => {
    const jurisdictions = await analyst.ok((client) => client.jurisdictions.list())
    expect(jurisdictions).toHaveLength(13)
    expect(jurisdictions.map((j) => j.jurisdictionCode)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT"
    ])
    // Document 3 section 3 names the descriptions jurisdictionDescriptionEn and jurisdictionDescriptionFr.
    expect(jurisdictions.find((j) => j.jurisdictionCode === "QC")).toEqual({
      id: expect.any(Number),
      jurisdictionCode: "QC",
      jurisdictionDescriptionEn: "Quebec",
      jurisdictionDescriptionFr: "Québec"
    })
    for (const j of jurisdictions) {
      expect(j.jurisdictionDescriptionEn).not.toBe("")
      expect(j.jurisdictionDescriptionFr).not.toBe("")
    }
  })
})

describe("units/getByOrganization", () => {
  it("lists an assigned organization's units, or one company's, named in English and French", async () => {
    const all = await analyst.ok((client) => client.units.getByOrganization({ query: { organizationId: org.get("NWD")! } }))
    expect(all.map((u) => u.nameEn).sort()).toEqual([
      "Calgary Underwriting",
      "Ottawa Claims",
      "Quebec Underwriting",
      "Toronto Underwriting"
    ])
    const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
    const ofCompany = await analyst.ok((client) =>
      client.units.getByOrganization({ query: { organizationId: org.get("NWD")!, reportingCompanyId: company!.id } })
    )
    expect(ofCompany.map((u) => u.nameFr).sort()).toEqual(["Sinistres Ottawa", "Souscription Toronto"])
    expect(ofCompany.find((u) => u.nameEn === "Toronto Underwriting")?.hasUsers).toBe(true)
  })

  it("refuses an organization the user is not assigned to with 403 COMPANIES_NOT_ALLOWED", async () => {
    const error = await analyst.error((client) => client.units.getByOrganization({ query: { organizationId: org.get("MPL")! } }))
    expect(error).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
  })
})

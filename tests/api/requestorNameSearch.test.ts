import { beforeAll, describe, expect, it } from "vitest"
import type { RequestorNameQuery } from "../../src/api/reports/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, send, signIn } from "./support/signIn"

const portal = usePortal()

const tokens: Record<string, string> = {}
const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  reviewer: "reviewer@laurentian.example",
  newcomer: "newcomer@maple.example",
  admin: "admin@bureau.example"
} as const
type Who = keyof typeof logins

const ids = { organizations: new Map<string, number>(), companies: new Map<string, number>(), units: new Map<string, number>() }

const as = (who: Who) => api(portal.baseUrl, tokens[who])
const names = (who: Who, query: RequestorNameQuery) => as(who).ok((client) => client.driverReports.requestorNameSearch({ query }))
const refused = (who: Who, query: RequestorNameQuery) =>
  as(who).error((client) => client.driverReports.requestorNameSearch({ query }))

const generate = (who: Who, ref: { licenceNumber: string; jurisdiction: string }) =>
  as(who).ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: {
        jurisdictionCode: ref.jurisdiction,
        driverLicenceNumber: ref.licenceNumber,
        comment: null,
        driverReportOption: null
      }
    })
  )

/** Reports of Northwind General filed under made-up requestors, copies of one of the analyst's reports. */
const fileAs = (reportId: number, requestorNames: ReadonlyArray<string>) =>
  portal.sql(
    (sql) => sql`
      INSERT INTO driver_report (driver_id, requestor_user_id, requestor_name, organization_id, reporting_company_id, unit_id,
        reference_number, report_date, iana_timezone, years_of_data, driver_licence_number, driver_jurisdiction_code, driver_name, snapshot)
      SELECT driver_id, requestor_user_id, n.name, organization_id, reporting_company_id, unit_id, reference_number, report_date,
        iana_timezone, years_of_data, driver_licence_number, driver_jurisdiction_code, driver_name, snapshot
      FROM driver_report, unnest(${requestorNames}::text[]) AS n(name)
      WHERE id = ${reportId}`
  )

beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
  const [organizations, companies, units] = await Promise.all([
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM organization`),
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company`),
    portal.sql((sql) => sql<{ id: number; nameEn: string }>`SELECT id, name_en FROM unit`)
  ])
  organizations.forEach((o) => ids.organizations.set(o.code, o.id))
  companies.forEach((c) => ids.companies.set(c.code, c.id))
  units.forEach((u) => ids.units.set(u.nameEn, u.id))
  await generate("reviewer", namedDriverRefs.wilson)
  const analysts = await generate("analyst", namedDriverRefs.chen)
  await fileAs(
    analysts.id,
    Array.from({ length: 25 }, (_, i) => `Zed Requestor ${String(25 - i).padStart(2, "0")}`)
  )
})

describe("requestor name search", () => {
  it("suggests the names of requestors within the caller's scope, matching case and accents aside", async () => {
    expect(await names("analyst", { name: "MORGAN" })).toEqual(["Morgan Lee"])
    expect(await names("manager", { name: "lee" })).toContain("Morgan Lee")
    expect(await names("reviewer", { name: "elise" })).toEqual(["Élise Arsenault"])
    expect(await names("admin", { name: "élise ars" })).toEqual(["Élise Arsenault"])
  })

  it("never answers another organization's requestors", async () => {
    expect(await names("analyst", { name: "arsenault" })).toEqual([])
    expect(await names("manager", { name: "élise" })).toEqual([])
    expect(await names("reviewer", { name: "morgan" })).toEqual([])
  })

  it("names exactly what the report history's requestor filter finds", async () => {
    const [name] = await names("manager", { name: "org" })
    const history = await as("manager").ok((client) =>
      client.driverReports.historySearch({ query: { reportRequestor: name!, fromDate: "2000-01-01" } })
    )
    expect(history.count).toBeGreaterThan(0)
    expect(new Set(history.data.map((r) => r.reportRequestor))).toEqual(new Set([name]))
  })

  it("narrows to the organization, company and unit chosen", async () => {
    const northwind = ids.organizations.get("NWD")!
    const general = ids.companies.get("NWD-GEN")!
    const autoCompany = ids.companies.get("NWD-AUTO")!
    expect(await names("manager", { name: "morgan", organizationId: northwind, reportingCompanyId: general })).toEqual([
      "Morgan Lee"
    ])
    expect(await names("manager", { name: "morgan", reportingCompanyId: autoCompany })).toEqual([])
    expect(await names("manager", { name: "morgan", unitId: ids.units.get("Toronto Underwriting")! })).toEqual(["Morgan Lee"])
    expect(await names("admin", { name: "morgan", organizationId: ids.organizations.get("LAU")! })).toEqual([])
  })

  it("answers at most 20 distinct names, sorted", async () => {
    const found = await names("analyst", { name: "zed requestor" })
    expect(found).toHaveLength(20)
    expect(found[0]).toBe("Zed Requestor 01")
    expect(found.at(-1)).toBe("Zed Requestor 20")
    expect(new Set(found).size).toBe(20)
  })

  it("sends the names no-store", async () => {
    const response = await fetch(`${portal.baseUrl}/api/Users/RequestorNameSearch?name=morgan`, {
      headers: { authorization: `Bearer ${tokens.analyst}` }
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toContain("no-store")
  })

  it("refuses a name shorter than 2 or longer than 100 characters, a missing name and invalid ids", async () => {
    for (const query of [
      "name=m",
      "name=",
      `name=${"a".repeat(101)}`,
      "organizationId=1",
      "name=morgan&organizationId=abc",
      "name=morgan&unitId=0",
      "name=morgan&reportingCompanyId=-3",
      "name=mor%00gan"
    ]) {
      const response = await send(portal.baseUrl, `/api/Users/RequestorNameSearch?${query}`, { token: tokens.analyst })
      expect(response.status, query).toBe(400)
      expect((response.json() as { code?: string }).code, query).toBe("ERROR_400_INVALID_REQUEST")
    }
  })

  it("answers 401 without a token, 403 without reportHistory or ninetyDaysReport, 403 for an organization not held", async () => {
    expect((await send(portal.baseUrl, "/api/Users/RequestorNameSearch?name=morgan")).status).toBe(401)
    expect(await refused("newcomer", { name: "morgan" })).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    expect(await refused("analyst", { name: "morgan", organizationId: ids.organizations.get("MPL")! })).toMatchObject({
      _tag: "Forbidden",
      token: "COMPANIES_NOT_ALLOWED"
    })
    expect(await refused("analyst", { name: "morgan", reportingCompanyId: ids.companies.get("NWD-AUTO")! })).toMatchObject({
      _tag: "Forbidden",
      token: "COMPANIES_NOT_ALLOWED"
    })
  })
})

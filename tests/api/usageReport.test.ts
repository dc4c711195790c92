import type { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { beforeAll, describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import type { UsageReportRequest, UsageRow } from "../../src/api/usage/schemas"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { driverInfoAsShown } from "./support/driverInfo"
import { usePortal } from "./support/portal"
import { api, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const tokens: Record<string, string> = {}
const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  admin: "admin@bureau.example"
} as const
type Who = keyof typeof logins

const companies = new Map<string, number>()
const organizations = new Map<string, number>()

beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
  const [orgs, rcs] = await Promise.all([
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM organization`),
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company`)
  ])
  orgs.forEach((o) => organizations.set(o.code, o.id))
  rcs.forEach((c) => companies.set(c.code, c.id))
})

const zone = "America/Toronto"
const today = () => Temporal.Now.plainDateISO(zone).toString()
const as = (who: Who) => api(portal.baseUrl, tokens[who])
const usage = (who: Who, request: Partial<UsageReportRequest> = {}) =>
  as(who).ok((client) =>
    client.usageReport.usageReport({ payload: { fromDate: today(), toDate: today(), ianaTimezone: zone, ...request } })
  )
const refused = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => as(who).error(call)

const pull = (who: Who): Promise<DriverReport> =>
  as(who).ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: zone },
      payload: {
        jurisdictionCode: namedDriverRefs.chen.jurisdiction,
        driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
        comment: null,
        driverReportOption: null
      }
    })
  )

/** The count of one user's row for Northwind General today (0 when they have no row). */
const countFor = async (who: Who, userId: string) => {
  const result = await usage(who, { userId })
  return result.data
    .filter((row) => row.userId === userId && row.reportingCompany?.nameEn === "Northwind General - Ontario")
    .reduce((sum, row) => sum + row.numberOfRequest, 0)
}

describe("usage report", () => {
  it("counts a driver report just pulled, for its requestor, organization, company and unit", async () => {
    const before = await countFor("manager", logins.analyst)
    await pull("analyst")
    expect(await countFor("manager", logins.analyst)).toBe(before + 1)
    const result = await usage("manager", { userId: logins.analyst })
    const row = result.data.find((r) => r.reportingCompany?.nameEn === "Northwind General - Ontario")!
    expect(row).toMatchObject({
      organization: { nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
      reportingCompany: { nameEn: "Northwind General - Ontario" },
      userId: logins.analyst,
      userName: "Morgan Lee"
    })
    expect(row.unit?.nameEn).toBe("Toronto Underwriting")
  })

  it("counts the stored vehicle reports too", async () => {
    const before = await countFor("manager", logins.analyst)
    await as("analyst").ok((client) =>
      client.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: { ianaTimezone: zone } })
    )
    expect(await countFor("manager", logins.analyst)).toBe(before + 1)
  })

  it("does not count the working copy a correction generates", async () => {
    const report = await pull("manager")
    const pulled = await countFor("manager", logins.manager)
    await as("manager").ok((client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(report), fullAddress: "77 King Street West, Toronto ON M5K 1A1" }
      })
    )
    const [copies] = await portal.sql(
      (sql) =>
        sql<{ n: number }>`SELECT count(*)::int AS n FROM driver_report WHERE regenerated_from = ${report.id} AND from_correction`
    )
    expect(copies!.n).toBe(1)
    expect(await countFor("manager", logins.manager)).toBe(pulled)
  })

  it("agrees with the stored reports counted straight from the tables", async () => {
    const from = Temporal.PlainDate.from(today()).subtract({ days: 30 }).toString()
    const result = await usage("manager", { fromDate: from })
    const [expected] = await portal.sql(
      (sql) => sql<{ n: number }>`
        SELECT (SELECT count(*) FROM driver_report r JOIN reporting_company c ON c.id = r.reporting_company_id
                WHERE c.code IN ('NWD-GEN', 'NWD-AUTO', 'NWD-QC') AND NOT r.from_correction
                  AND r.report_date >= (${from}::date::timestamp AT TIME ZONE 'America/Toronto'))
             + (SELECT count(*) FROM vehicle_report r JOIN reporting_company c ON c.id = r.reporting_company_id
                WHERE c.code IN ('NWD-GEN', 'NWD-AUTO', 'NWD-QC')
                  AND r.report_date >= (${from}::date::timestamp AT TIME ZONE 'America/Toronto'))::int AS n`
    )
    expect(result.data.reduce((sum, row) => sum + row.numberOfRequest, 0)).toBe(Number(expected!.n))
    expect(result.data).toHaveLength(result.count)
    expect(new Set(result.data.map((r) => r.organization.nameEn))).toEqual(new Set(["Northwind Insurance"]))
  })

  it("sorts by each column both ways, organization first by default, and pages", async () => {
    const from = Temporal.PlainDate.from(today()).subtract({ days: 30 }).toString()
    const all = await usage("admin", { fromDate: from })
    expect(all.count).toBeGreaterThan(2)
    const names = (rows: ReadonlyArray<UsageRow>) => rows.map((r) => r.organization.nameEn.toLowerCase())
    const sorted = (values: ReadonlyArray<string | number>, direction: "asc" | "desc") =>
      values.every((v, i) => i === 0 || (direction === "asc" ? values[i - 1]! <= v : values[i - 1]! >= v))
    expect(sorted(names(all.data), "asc")).toBe(true)
    const byCount = await usage("admin", { fromDate: from, sortColumn: "numberOfRequest", sortDirection: "desc" })
    expect(
      sorted(
        byCount.data.map((r) => r.numberOfRequest),
        "desc"
      )
    ).toBe(true)
    const byUser = await usage("admin", { fromDate: from, sortColumn: "userId", sortDirection: "asc" })
    expect(
      sorted(
        byUser.data.map((r) => r.userId.toLowerCase()),
        "asc"
      )
    ).toBe(true)
    const byUserDesc = await usage("admin", { fromDate: from, sortColumn: "userId", sortDirection: "desc" })
    expect(
      sorted(
        byUserDesc.data.map((r) => r.userId.toLowerCase()),
        "desc"
      )
    ).toBe(true)
    const page2 = await usage("admin", { fromDate: from, sortColumn: "userId", pageNumber: 2, pageSize: 2 })
    expect(page2.count).toBe(all.count)
    expect(page2.data).toEqual(byUser.data.slice(2, 4))
    const beyond = await usage("admin", { fromDate: from, pageNumber: 1000, pageSize: 10 })
    expect(beyond).toEqual({ count: all.count, data: [] })
  })

  it("filters by User ID and name, a part of either in any case", async () => {
    const from = Temporal.PlainDate.from(today()).subtract({ days: 30 }).toString()
    const byName = await usage("manager", { fromDate: from, userName: "morgan LEE" })
    expect(byName.data.length).toBeGreaterThan(0)
    expect(new Set(byName.data.map((r) => r.userId))).toEqual(new Set([logins.analyst]))
    const byId = await usage("manager", { fromDate: from, userId: "ANALYST@north" })
    expect(new Set(byId.data.map((r) => r.userId))).toEqual(new Set([logins.analyst]))
  })

  it("refuses invalid and future dates and a from date after the to date with 400", async () => {
    const tomorrow = Temporal.PlainDate.from(today()).add({ days: 1 }).toString()
    const yesterday = Temporal.PlainDate.from(today()).subtract({ days: 1 }).toString()
    for (const request of [
      { toDate: tomorrow },
      { fromDate: tomorrow, toDate: tomorrow },
      { fromDate: today(), toDate: yesterday },
      { ianaTimezone: "Mars/Olympus" }
    ]) {
      expect(
        await refused("manager", (client) =>
          client.usageReport.usageReport({ payload: { fromDate: today(), toDate: today(), ianaTimezone: zone, ...request } })
        )
      ).toMatchObject({ _tag: "BadRequest" })
    }
    const raw = await fetch(`${portal.baseUrl}/api/DriverReports/UsageReport`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.manager}`, "content-type": "application/json" },
      body: JSON.stringify({ fromDate: "2025-02-30", toDate: today() })
    })
    expect(raw.status).toBe(400)
  })

  it("answers 403 COMPANIES_NOT_ALLOWED for a company or organization the caller does not hold usageReport for", async () => {
    expect(
      await refused("manager", (client) =>
        client.usageReport.usageReport({
          payload: { fromDate: today(), toDate: today(), reportingCompanyId: companies.get("MPL-MUT")! }
        })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    expect(
      await refused("manager", (client) =>
        client.usageReport.usageReport({
          payload: { fromDate: today(), toDate: today(), organizationId: organizations.get("MPL")! }
        })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
  })

  it("answers 403 FUNCTION_NOT_ALLOWED to a user without usageReport", async () => {
    expect(
      await refused("analyst", (client) => client.usageReport.usageReport({ payload: { fromDate: today(), toDate: today() } }))
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

import type { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { beforeAll, describe, expect, it } from "vitest"
import type { ReportHistoryQuery, ReportHistoryRow } from "../../src/api/reports/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, send, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const tokens: Record<string, string> = {}
const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  newcomer: "newcomer@maple.example",
  admin: "admin@bureau.example",
  broker: "broker@harbour.example"
} as const
type Who = keyof typeof logins

const ids = { organizations: new Map<string, number>(), companies: new Map<string, number>(), units: new Map<string, number>() }

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
})

const as = (who: Who) => api(portal.baseUrl, tokens[who])
const history = (who: Who, query: ReportHistoryQuery = {}) =>
  as(who).ok((client) => client.driverReports.historySearch({ query: { ianaTimezone: "America/Toronto", ...query } }))
const refused = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => as(who).error(call)

const today = (zone = "America/Toronto") => Temporal.Now.plainDateISO(zone)
const newestFirst = (rows: ReadonlyArray<ReportHistoryRow>) =>
  rows.map((r) => r.reportDate).every((d, i, all) => i === 0 || all[i - 1]! >= d)

/** The true number of reports a filter should find, counted straight from the table. */
const countReports = (companyCodes: ReadonlyArray<string>, fromDate: string, extra = "") =>
  portal
    .sql((sql) =>
      sql.unsafe<{ count: number }>(
        `SELECT count(*)::int AS count FROM driver_report r JOIN reporting_company c ON c.id = r.reporting_company_id
         WHERE c.code = ANY($1::text[]) AND r.report_date >= ($2::date::timestamp AT TIME ZONE 'America/Toronto') ${extra}`,
        [companyCodes, fromDate]
      )
    )
    .then(([row]) => row!.count)

const generate = (who: Who, ref: { licenceNumber: string; jurisdiction: string }, comment: string | null = null) =>
  as(who).ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: { jurisdictionCode: ref.jurisdiction, driverLicenceNumber: ref.licenceNumber, comment, driverReportOption: null }
    })
  )

describe("report history search", () => {
  it("lists the last 3 months of reports of the companies held, newest first, with the true count", async () => {
    const threeMonthsAgo = today().subtract({ months: 3 }).toString()
    const result = await history("analyst")
    expect(result.count).toBe(await countReports(["NWD-GEN"], threeMonthsAgo))
    expect(result.count).toBeGreaterThan(10)
    expect(result.data).toHaveLength(result.count)
    expect(newestFirst(result.data)).toBe(true)
    expect(new Set(result.data.map((r) => r.companyEn))).toEqual(new Set(["Northwind General - Ontario"]))
    expect(result.data[0]).toMatchObject({
      reportId: expect.any(Number),
      ianaTimezone: "America/Toronto",
      organizationEn: "Northwind Insurance",
      organizationFr: "Assurances Northwind",
      driverLicenseNumber: expect.any(String),
      driverName: expect.any(String),
      licenseJurisdiction: expect.stringMatching(/^[A-Z]{2}$/)
    })
  })

  it("pages the result, 1-based, keeping the count of the whole result", async () => {
    const all = await history("analyst")
    const first = await history("analyst", { pageNumber: 1, pageSize: 5 })
    const second = await history("analyst", { pageNumber: 2, pageSize: 5 })
    expect(first.count).toBe(all.count)
    expect(second.count).toBe(all.count)
    expect(first.data.map((r) => r.reportId)).toEqual(all.data.slice(0, 5).map((r) => r.reportId))
    expect(second.data.map((r) => r.reportId)).toEqual(all.data.slice(5, 10).map((r) => r.reportId))
    const beyond = await history("analyst", { pageNumber: 1000, pageSize: 5 })
    expect(beyond).toEqual({ count: all.count, data: [] })
  })

  it("exports everything without paging", async () => {
    const fromDate = today().subtract({ months: 12 }).toString()
    const everything = await history("manager", { fromDate })
    expect(everything.count).toBe(await countReports(["NWD-GEN", "NWD-AUTO", "NWD-QC"], fromDate))
    expect(everything.data).toHaveLength(everything.count)
    expect(everything.count).toBeGreaterThan((await history("manager")).count)
  })

  it("shows the bureau administrator every company's reports and the bureau's own", async () => {
    await generate("admin", namedDriverRefs.murphy)
    const result = await history("admin")
    const companies = new Set(result.data.map((r) => r.companyEn))
    expect(companies.has("Northwind General - Ontario")).toBe(true)
    expect(companies.has("Maple Leaf Mutual - National")).toBe(true)
    expect(result.data.some((r) => r.companyEn === null && r.organizationEn === "Insurance Data Bureau")).toBe(true)
  })

  it("filters by driver licence, driver name, requestor, reference, unit and company", async () => {
    const report = await generate("analyst", namedDriverRefs.chen, "HIST-4242")
    const byLicence = await history("analyst", { driverLicenseNumber: "c9001-23456-70004" })
    expect(byLicence.data.map((r) => r.reportId)).toContain(report.id)
    expect(new Set(byLicence.data.map((r) => r.driverName))).toEqual(new Set(["Olivia Chen"]))
    const byName = await history("analyst", { driverName: "olivia ch" })
    expect(byName.data.every((r) => r.driverName.toLowerCase().includes("olivia ch"))).toBe(true)
    expect(byName.data.map((r) => r.reportId)).toContain(report.id)
    const byReference = await history("analyst", { referenceNumber: "hist-42" })
    expect(byReference.data.map((r) => r.reportId)).toEqual([report.id])
    const byRequestor = await history("manager", { reportRequestor: "morgan" })
    expect(byRequestor.count).toBeGreaterThan(0)
    expect(new Set(byRequestor.data.map((r) => r.reportRequestor))).toEqual(new Set(["Morgan Lee"]))
    const byUnit = await history("manager", { unitId: ids.units.get("Toronto Underwriting")! })
    expect(byUnit.count).toBe(byRequestor.count)
    expect(new Set(byUnit.data.map((r) => r.unitEn))).toEqual(new Set(["Toronto Underwriting"]))
    const byCompany = await history("manager", {
      reportingCompanyId: ids.companies.get("NWD-GEN")!,
      organizationId: ids.organizations.get("NWD")!
    })
    expect(byCompany.count).toBe((await history("manager")).count)
    expect(await history("analyst", { driverName: "nobody like this" })).toEqual({ count: 0, data: [] })
  })

  it("reads the date range in the given time zone, the to date running to the end of its day", async () => {
    const report = await generate("analyst", namedDriverRefs.sharma, "ZONE-TEST")
    // File the report at 02:30 UTC yesterday: still the day before in Toronto, already yesterday in UTC.
    const yesterdayUtc = today("UTC").subtract({ days: 1 })
    const instant = `${yesterdayUtc.toString()}T02:30:00Z`
    await portal.sql((sql) => sql`UPDATE driver_report SET report_date = ${instant}::timestamptz WHERE id = ${report.id}`)
    const dayBefore = yesterdayUtc.subtract({ days: 1 }).toString()
    const find = (zone: string, fromDate: string, toDate: string) =>
      history("analyst", { ianaTimezone: zone, fromDate, toDate, referenceNumber: "ZONE-TEST" }).then((r) =>
        r.data.map((row) => row.reportId)
      )
    expect(await find("America/Toronto", dayBefore, dayBefore)).toEqual([report.id])
    expect(await find("UTC", dayBefore, dayBefore)).toEqual([])
    expect(await find("UTC", yesterdayUtc.toString(), yesterdayUtc.toString())).toEqual([report.id])
  })

  it("leaves reports older than 3 months out by default", async () => {
    const fromDate = today().subtract({ months: 6 }).toString()
    const sixMonths = await history("analyst", { fromDate })
    const threeMonths = await history("analyst")
    expect(sixMonths.count).toBeGreaterThan(threeMonths.count)
  })

  it("refuses invalid and future dates, a from date after the to date and an unknown time zone", async () => {
    const tomorrow = today().add({ days: 1 }).toString()
    const bad: ReadonlyArray<ReportHistoryQuery> = [
      { toDate: tomorrow },
      { fromDate: today().toString(), toDate: today().subtract({ days: 1 }).toString() },
      { ianaTimezone: "Atlantis/Capital" }
    ]
    for (const query of bad) {
      expect(
        await refused("analyst", (client) => client.driverReports.historySearch({ query })),
        JSON.stringify(query)
      ).toMatchObject({
        _tag: "BadRequest"
      })
    }
    // The typed client refuses to send a date that does not exist; a raw request gets 400.
    for (const path of ["fromDate=2024-02-30", "fromDate=2024-1-1", "pageNumber=0", "pageSize=101", "pageSize=abc"]) {
      expect(
        (await send(portal.baseUrl, `/api/DriverReports/HistorySearch?${path}`, { token: tokens.analyst })).status,
        path
      ).toBe(400)
    }
  })

  it("never shows another company's reports, and refuses a company or organization not held", async () => {
    const maple = await generate("newcomer", namedDriverRefs.wilson)
    const broker = await generate("broker", namedDriverRefs.wilson)
    const analystIds = (await history("analyst")).data.map((r) => r.reportId)
    expect(analystIds).not.toContain(maple.id)
    expect(analystIds).not.toContain(broker.id)
    expect(
      await refused("analyst", (client) =>
        client.driverReports.historySearch({ query: { reportingCompanyId: ids.companies.get("MPL-MUT")! } })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    expect(
      await refused("analyst", (client) =>
        client.driverReports.historySearch({ query: { reportingCompanyId: ids.companies.get("NWD-AUTO")! } })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    expect(
      await refused("analyst", (client) =>
        client.driverReports.historySearch({ query: { organizationId: ids.organizations.get("MPL")! } })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
  })

  it("answers 403 FUNCTION_NOT_ALLOWED to users without the reportHistory function", async () => {
    for (const who of ["newcomer", "broker"] as const) {
      expect(await refused(who, (client) => client.driverReports.historySearch({ query: {} }))).toMatchObject({
        _tag: "Forbidden",
        token: "FUNCTION_NOT_ALLOWED"
      })
    }
  })

  it("opens a report from its history row", async () => {
    const [row] = (await history("analyst", { pageNumber: 1, pageSize: 1 })).data
    const report = await as("analyst").ok((client) =>
      client.driverReports.getById({ params: { reportId: row!.reportId, contextId: row!.reportId } })
    )
    expect(report).toMatchObject({ id: row!.reportId, reportDate: row!.reportDate, dln: row!.driverLicenseNumber })
  })
})

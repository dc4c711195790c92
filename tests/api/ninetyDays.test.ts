import { Temporal } from "temporal-polyfill"
import { beforeAll, describe, expect, it } from "vitest"
import { correctionFieldIds } from "../../src/api/corrections/correctionFields"
import type { NinetyDaysResult, NinetyDaysRow, NinetyDaysSearchPayload } from "../../src/api/corrections/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { driverInfoAsShown } from "./support/driverInfo"
import { api, send, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const logins = {
  manager: "manager@northwind.example",
  analyst: "analyst@northwind.example",
  admin: "admin@bureau.example",
  newcomer: "newcomer@maple.example"
} as const
type Who = keyof typeof logins

const tokens: Record<string, string> = {}
const ids = { organizations: new Map<string, number>(), companies: new Map<string, number>(), units: new Map<string, number>() }
const zone = "America/Toronto"

const as = (who: Who) => api(portal.baseUrl, tokens[who])
const search = (
  who: Who,
  payload: Partial<NinetyDaysSearchPayload> = {},
  paging: { PageNumber?: number; PageSize?: number } = {}
) =>
  as(who).ok((client) =>
    client.ninetyDays.search({ payload: { reviewStatus: 0, ianaTimezone: zone, ...payload }, query: paging })
  ) as Promise<NinetyDaysResult>
const unread = (who: Who) =>
  as(who)
    .ok((client) => client.ninetyDays.unreadCount())
    .then((r) => r.unreadCount)
const refused = <A, E>(who: Who, call: (client: PortalClient) => import("effect").Effect.Effect<A, E>) => as(who).error(call)

const today = (z = zone) => Temporal.Now.plainDateISO(z)

const generate = (who: Who, ref: { licenceNumber: string; jurisdiction: string }, comment: string | null = null) =>
  as(who).ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: zone },
      payload: { jurisdictionCode: ref.jurisdiction, driverLicenceNumber: ref.licenceNumber, comment, driverReportOption: null }
    })
  )

/**
 * A 90-day row for a stored report, filed under the report's company as a correction files it; a
 * report has at most one row not reviewed, so an earlier one may be given as reviewed by someone.
 */
const addRow = (reportId: number, changeDate: string, fieldIds: ReadonlyArray<number>, reviewedBy: string | null = null) =>
  portal
    .sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids,
          reviewed_by_user_id, reviewed_by_name, reviewed_at)
        SELECT r.id, r.organization_id, r.reporting_company_id, r.unit_id, ${changeDate}::timestamptz, ${fieldIds}::int[],
          CASE WHEN ${reviewedBy}::text IS NULL THEN NULL ELSE u.id END, ${reviewedBy}::text,
          CASE WHEN ${reviewedBy}::text IS NULL THEN NULL ELSE now() END
        FROM driver_report r, portal_user u
        WHERE r.id = ${reportId} AND u.email = 'admin@bureau.example'
        RETURNING id`
    )
    .then(([row]) => row!.id)

/** Rows the database holds for some companies, counted straight from the table (the independent expectation). */
const countRows = (companyCodes: ReadonlyArray<string>, extra = "") =>
  portal
    .sql((sql) =>
      sql.unsafe<{ count: number }>(
        `SELECT count(*)::int AS count FROM ninety_days_data_correction n JOIN reporting_company c ON c.id = n.reporting_company_id
         WHERE c.code = ANY($1::text[]) ${extra}`,
        [companyCodes]
      )
    )
    .then(([row]) => row!.count)

const northwind = ["NWD-GEN", "NWD-AUTO", "NWD-QC"]
/** Unreviewed rows first (issue 19: the list opens on what is news), each part newest change first. */
const unreviewedThenNewest = (rows: ReadonlyArray<NinetyDaysRow>) => {
  const unreviewed = (r: NinetyDaysRow) => (r.reviewedBy === null ? 1 : 0)
  return rows.every(
    (r, i) =>
      i === 0 ||
      unreviewed(rows[i - 1]!) > unreviewed(r) ||
      (unreviewed(rows[i - 1]!) === unreviewed(r) && rows[i - 1]!.changeDate >= r.changeDate)
  )
}

/** The rows this file adds, by what they stand for. */
const rows = { recent: 0, older: 0, reviewedElsewhere: 0, maple: 0 }
const reports = { manager: 0, analyst: 0, maple: 0 }

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

  reports.manager = (await generate("manager", namedDriverRefs.chen, "NINETY-1")).id
  reports.analyst = (await generate("analyst", namedDriverRefs.sharma, "NINETY-2")).id
  reports.maple = (await generate("newcomer", namedDriverRefs.chen)).id
  const daysAgo = (days: number, time = "12:00:00") => `${today().subtract({ days }).toString()}T${time}-05:00`
  rows.recent = await addRow(reports.manager, daysAgo(1), [correctionFieldIds.fullName, correctionFieldIds.dateOfBirth])
  rows.older = await addRow(reports.analyst, daysAgo(40), [correctionFieldIds.policyStatus])
  rows.maple = await addRow(reports.maple, daysAgo(1), [correctionFieldIds.fullName])
  // An earlier row of the manager's report, already reviewed by someone else.
  rows.reviewedElsewhere = await addRow(reports.manager, daysAgo(10), [correctionFieldIds.vehicleLoss], "Pat Reviewer")
})

describe("90-day report search", () => {
  it("lists the rows of the caller's companies, unreviewed first, then newest change first, naming the changed fields in both languages", async () => {
    const result = await search("manager")
    expect(result.count).toBe(await countRows(northwind))
    expect(result.data).toHaveLength(result.count)
    expect(unreviewedThenNewest(result.data)).toBe(true)
    // Both kinds are there, so the order is put to the test.
    expect(new Set(result.data.map((r) => r.reviewedBy === null))).toEqual(new Set([true, false]))
    const found = result.data.map((r) => r.ninetyDaysDataCorrectionId)
    expect(found).toEqual(expect.arrayContaining([rows.recent, rows.older, rows.reviewedElsewhere]))
    expect(found).not.toContain(rows.maple)
    const recent = result.data.find((r) => r.ninetyDaysDataCorrectionId === rows.recent)!
    expect(recent).toMatchObject({
      reportId: reports.manager,
      organizationEn: "Northwind Insurance",
      organizationFr: "Assurances Northwind",
      companyEn: "Northwind General - Ontario",
      reportRequestor: "Camille Gagnon",
      ianaTimezone: zone,
      referenceNumber: "NINETY-1",
      driverLicenseNumber: "C90012345670004",
      reviewedBy: null,
      changes: [
        { id: correctionFieldIds.fullName, nameEn: "Driver name", nameFr: "Nom du conducteur" },
        { id: correctionFieldIds.dateOfBirth, nameEn: "Date of birth", nameFr: "Date de naissance" }
      ]
    })
    expect(result.data.find((r) => r.ninetyDaysDataCorrectionId === rows.reviewedElsewhere)!.reviewedBy).toBe("Pat Reviewer")
  })

  it("shows the bureau every company's rows, and Maple's row to nobody at Northwind", async () => {
    const everything = await search("admin")
    expect(everything.data.map((r) => r.ninetyDaysDataCorrectionId)).toEqual(expect.arrayContaining([rows.recent, rows.maple]))
    expect(everything.count).toBe(
      await portal
        .sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM ninety_days_data_correction`)
        .then(([r]) => r!.count)
    )
  })

  it("filters by review status: 1 reviewed, 2 not reviewed, 0 all", async () => {
    const reviewed = await search("manager", { reviewStatus: 1 })
    const notReviewed = await search("manager", { reviewStatus: 2 })
    const all = await search("manager", { reviewStatus: 0 })
    expect(reviewed.data.every((r) => r.reviewedBy !== null)).toBe(true)
    expect(notReviewed.data.every((r) => r.reviewedBy === null)).toBe(true)
    expect(reviewed.count).toBe(await countRows(northwind, "AND n.reviewed_at IS NOT NULL"))
    expect(reviewed.count + notReviewed.count).toBe(all.count)
    expect(reviewed.data.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rows.reviewedElsewhere)
    expect(notReviewed.data.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rows.recent)
  })

  it("filters by company, unit and requestor (contains, any case)", async () => {
    const general = await search("manager", {
      organizationId: ids.organizations.get("NWD")!,
      reportingCompanyId: ids.companies.get("NWD-GEN")!
    })
    expect(general.count).toBe(await countRows(["NWD-GEN"]))
    expect(new Set(general.data.map((r) => r.companyEn))).toEqual(new Set(["Northwind General - Ontario"]))
    const auto = await search("manager", { reportingCompanyId: ids.companies.get("NWD-AUTO")! })
    expect(auto.data.map((r) => r.ninetyDaysDataCorrectionId)).not.toContain(rows.recent)
    const toronto = await search("manager", { unitId: ids.units.get("Toronto Underwriting")! })
    expect(toronto.data.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rows.older)
    expect(toronto.data.map((r) => r.ninetyDaysDataCorrectionId)).not.toContain(rows.recent)
    const byRequestor = await search("manager", { reportRequestor: "  morgan L " })
    expect(byRequestor.data.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rows.older)
    expect(new Set(byRequestor.data.map((r) => r.reportRequestor))).toEqual(new Set(["Morgan Lee"]))
    expect(await search("manager", { reportRequestor: "nobody like this" })).toEqual({ count: 0, data: [] })
  })

  it("reads the change date range in the given time zone, the to date running to the end of its day", async () => {
    const day = today().subtract({ days: 20 })
    // 03:30 UTC on the day: still the day before in Toronto.
    const report = await generate("manager", namedDriverRefs.gagnon)
    const id = await addRow(report.id, `${day.toString()}T03:30:00Z`, [correctionFieldIds.gender])
    const find = (z: string, fromDate: string, toDate: string) =>
      search("manager", { ianaTimezone: z, fromDate, toDate }).then((r) => r.data.map((row) => row.ninetyDaysDataCorrectionId))
    const before = day.subtract({ days: 1 }).toString()
    expect(await find("America/Toronto", before, before)).toContain(id)
    expect(await find("America/Toronto", day.toString(), day.toString())).not.toContain(id)
    expect(await find("UTC", day.toString(), day.toString())).toContain(id)
    expect(await find("UTC", before, before)).not.toContain(id)
    const last90 = await search("manager", { fromDate: today().subtract({ days: 90 }).toString(), toDate: today().toString() })
    expect(last90.data.map((r) => r.ninetyDaysDataCorrectionId)).toEqual(expect.arrayContaining([rows.recent, rows.older, id]))
  })

  it("pages the result, 1-based, keeping the count of the whole result", async () => {
    const all = await search("manager")
    expect(all.count).toBeGreaterThanOrEqual(4)
    const first = await search("manager", {}, { PageNumber: 1, PageSize: 2 })
    const second = await search("manager", {}, { PageNumber: 2, PageSize: 2 })
    expect(first.count).toBe(all.count)
    expect(first.data.map((r) => r.ninetyDaysDataCorrectionId)).toEqual(
      all.data.slice(0, 2).map((r) => r.ninetyDaysDataCorrectionId)
    )
    expect(second.data.map((r) => r.ninetyDaysDataCorrectionId)).toEqual(
      all.data.slice(2, 4).map((r) => r.ninetyDaysDataCorrectionId)
    )
    expect(await search("manager", {}, { PageNumber: 1000, PageSize: 10 })).toEqual({ count: all.count, data: [] })
    const defaultSize = await search("manager", {}, { PageNumber: 1 })
    expect(defaultSize.data).toHaveLength(Math.min(10, all.count))
  })

  it("counts a page's matches exactly up to 1,000 and says more than 1,000 beyond, the export counting them all", async () => {
    const [maple] = await portal.sql(
      (sql) =>
        sql<{ companyId: number }>`SELECT reporting_company_id AS company_id FROM driver_report WHERE id = ${reports.maple}`
    )
    const inMaple = { reportingCompanyId: maple!.companyId }
    const countMaple = (extra: string) =>
      portal
        .sql((sql) =>
          sql.unsafe<{ count: number }>(
            `SELECT count(*)::int AS count FROM ninety_days_data_correction n WHERE n.reporting_company_id = $1 ${extra}`,
            [maple!.companyId]
          )
        )
        .then(([r]) => r!.count)
    // Reviewed rows of Maple's report, enough to pass the limit with the row it holds already.
    const added = await portal.sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids,
          reviewed_by_user_id, reviewed_by_name, reviewed_at)
        SELECT r.id, r.organization_id, r.reporting_company_id, r.unit_id, now() - g * interval '1 second', ARRAY[1], NULL, 'Pat Reviewer', now()
        FROM driver_report r, generate_series(1, 1000) g WHERE r.id = ${reports.maple}
        RETURNING id`
    )
    try {
      const total = await countMaple("")
      expect(total).toBeGreaterThan(1_000)
      const page = await search("admin", inMaple, { PageNumber: 1, PageSize: 10 })
      expect(page.count).toBe(1_000)
      expect(page.countCapped).toBe(true)
      expect(page.data).toHaveLength(10)
      const notReviewed = await search("admin", { ...inMaple, reviewStatus: 2 }, { PageNumber: 1, PageSize: 10 })
      expect(notReviewed.count).toBe(await countMaple("AND n.reviewed_at IS NULL"))
      expect(notReviewed).not.toHaveProperty("countCapped")
      const exported = await search("admin", inMaple)
      expect(exported.count).toBe(total)
      expect(exported.data).toHaveLength(total)
      expect(exported).not.toHaveProperty("countCapped")
    } finally {
      await portal.sql((sql) => sql`DELETE FROM ninety_days_data_correction WHERE id = ANY(${added.map((r) => r.id)}::int[])`)
    }
  })

  it("finds a requestor's few rows, and none for a name no row carries, among more rows than a search walks", async () => {
    const morgan = { reportRequestor: "morgan" }
    const paging = { PageNumber: 1, PageSize: 10 }
    const before = await search("admin", morgan, paging)
    expect(before.count).toBeGreaterThan(0)
    // Rows of another requestor's report, newer than every other row: the list's first 10,000 rows hold no Morgan.
    const added = await portal.sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids,
          reviewed_by_user_id, reviewed_by_name, reviewed_at)
        SELECT r.id, r.organization_id, r.reporting_company_id, r.unit_id, now() + g * interval '1 second', ARRAY[1], NULL, 'Pat Reviewer', now()
        FROM driver_report r, generate_series(1, 10050) g WHERE r.id = ${reports.maple}
        RETURNING id`
    )
    try {
      const after = await search("admin", morgan, paging)
      expect(after).toEqual(before)
      expect(after.data.every((r) => r.reportRequestor.toLowerCase().includes("morgan"))).toBe(true)
      expect(await search("admin", { reportRequestor: "nobody like this" }, paging)).toEqual({ count: 0, data: [] })
      const [maple] = await portal.sql(
        (sql) => sql<{ name: string }>`SELECT requestor_name AS name FROM driver_report WHERE id = ${reports.maple}`
      )
      const theirs = await search("admin", { reportRequestor: maple!.name }, paging)
      expect(theirs).toMatchObject({ count: 1_000, countCapped: true })
      expect(theirs.data).toHaveLength(10)
      expect(new Set(theirs.data.map((r) => r.reportRequestor))).toEqual(new Set([maple!.name]))
    } finally {
      await portal.sql((sql) => sql`DELETE FROM ninety_days_data_correction WHERE id = ANY(${added.map((r) => r.id)}::int[])`)
    }
  })

  it("refuses an invalid date, a from date after the to date and an unknown time zone", async () => {
    const bad: ReadonlyArray<Partial<NinetyDaysSearchPayload>> = [
      { fromDate: today().toString(), toDate: today().subtract({ days: 1 }).toString() },
      { ianaTimezone: "Atlantis/Capital" }
    ]
    for (const payload of bad) {
      expect(
        await refused("manager", (client) => client.ninetyDays.search({ payload: { reviewStatus: 0, ...payload }, query: {} })),
        JSON.stringify(payload)
      ).toMatchObject({ _tag: "BadRequest" })
    }
    const raw = (body: unknown, query = "") =>
      send(portal.baseUrl, `/api/DriverReports/NinetyDaysReportSearch${query}`, { token: tokens.manager, method: "POST", body })
    expect((await raw({ reviewStatus: 3 })).status).toBe(400)
    expect((await raw({ reviewStatus: 0, fromDate: "2024-1-1" })).status).toBe(400)
    // A date that matches yyyy-MM-dd but does not exist: the client's own schema refuses to send it.
    expect((await raw({ reviewStatus: 0, fromDate: "2024-02-30" })).status).toBe(400)
    expect((await raw({ reviewStatus: 0 }, "?PageSize=101")).status).toBe(400)
    expect((await raw({ reviewStatus: 0 }, "?PageNumber=0")).status).toBe(400)
  })

  it("refuses a company or organization not held, and users without the ninetyDaysReport function", async () => {
    for (const payload of [
      { reportingCompanyId: ids.companies.get("MPL-MUT")! },
      { organizationId: ids.organizations.get("MPL")! }
    ]) {
      expect(
        await refused("manager", (client) => client.ninetyDays.search({ payload: { reviewStatus: 0, ...payload }, query: {} }))
      ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    }
    for (const who of ["analyst", "newcomer"] as const) {
      expect(await refused(who, (client) => client.ninetyDays.search({ payload: { reviewStatus: 0 }, query: {} }))).toMatchObject(
        {
          _tag: "Forbidden",
          token: "FUNCTION_NOT_ALLOWED"
        }
      )
      expect(await refused(who, (client) => client.ninetyDays.unreadCount())).toMatchObject({
        _tag: "Forbidden",
        token: "FUNCTION_NOT_ALLOWED"
      })
    }
  })
})

describe("review by regeneration", () => {
  const regenerate = (who: Who, reportId: number, ninetyDaysDataCorrectionId?: number) =>
    as(who).ok((client) =>
      client.driverReports.regenerateReport({
        params: { id: reportId },
        query: { ianaTimezone: zone, ...(ninetyDaysDataCorrectionId === undefined ? {} : { ninetyDaysDataCorrectionId }) }
      })
    )
  const rowById = async (who: Who, id: number) => (await search(who)).data.find((r) => r.ninetyDaysDataCorrectionId === id)

  it("counts the rows nobody has reviewed in the caller's companies", async () => {
    expect(await unread("manager")).toBe(await countRows(northwind, "AND n.reviewed_at IS NULL"))
    const all = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM ninety_days_data_correction WHERE reviewed_at IS NULL`
    )
    expect(await unread("admin")).toBe(all[0]!.count)
  })

  it("opens the report with the 90-day correction id, and refuses a row of another report", async () => {
    const report = await as("manager").ok((client) =>
      client.driverReports.getById({ params: { reportId: reports.manager, contextId: rows.recent } })
    )
    expect(report.id).toBe(reports.manager)
    expect(
      await refused("manager", (client) =>
        client.driverReports.getById({ params: { reportId: reports.analyst, contextId: rows.recent } })
      )
    ).toMatchObject({ _tag: "NotFound" })
    // Maple's row is not in Northwind's list, even on a report Northwind may read.
    expect(
      await refused("manager", (client) =>
        client.driverReports.getById({ params: { reportId: reports.manager, contextId: rows.maple } })
      )
    ).toMatchObject({ _tag: "NotFound" })
    // The analyst reads the report, but holds no 90-day list.
    expect(
      await refused("analyst", (client) =>
        client.driverReports.getById({ params: { reportId: reports.analyst, contextId: rows.older } })
      )
    ).toMatchObject({ _tag: "NotFound" })
  })

  it("refuses to regenerate from a row of another report, of another company, or without the function, and marks nothing", async () => {
    const before = await unread("manager")
    expect(
      await refused("manager", (client) =>
        client.driverReports.regenerateReport({
          params: { id: reports.analyst },
          query: { ianaTimezone: zone, ninetyDaysDataCorrectionId: rows.recent }
        })
      )
    ).toMatchObject({ _tag: "NotFound" })
    expect(
      await refused("manager", (client) =>
        client.driverReports.regenerateReport({
          params: { id: reports.manager },
          query: { ianaTimezone: zone, ninetyDaysDataCorrectionId: rows.maple }
        })
      )
    ).toMatchObject({ _tag: "NotFound" })
    expect(
      await refused("analyst", (client) =>
        client.driverReports.regenerateReport({
          params: { id: reports.analyst },
          query: { ianaTimezone: zone, ninetyDaysDataCorrectionId: rows.older }
        })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    expect(await unread("manager")).toBe(before)
    expect((await rowById("manager", rows.older))!.reviewedBy).toBeNull()
  })

  it("marks the row reviewed by the user who regenerates the report from it, and the unread count goes down", async () => {
    const before = await unread("manager")
    const adminBefore = await unread("admin")
    const regenerated = await regenerate("manager", reports.manager, rows.recent)
    expect(regenerated.id).not.toBe(reports.manager)
    expect(regenerated).toMatchObject({ dln: "C90012345670004", referenceNumber: "NINETY-1" })
    expect((await rowById("manager", rows.recent))!.reviewedBy).toBe("Camille Gagnon")
    expect(await unread("manager")).toBe(before - 1)
    expect(await unread("admin")).toBe(adminBefore - 1)
    const stored = await portal.sql(
      (sql) => sql<{ regeneratedFrom: number; ninetyDaysDataCorrectionId: number }>`
        SELECT regenerated_from, ninety_days_data_correction_id FROM driver_report WHERE id = ${regenerated.id}`
    )
    expect(stored[0]).toEqual({ regeneratedFrom: reports.manager, ninetyDaysDataCorrectionId: rows.recent })
    expect((await search("manager", { reviewStatus: 1 })).data.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rows.recent)
    expect((await search("manager", { reviewStatus: 2 })).data.map((r) => r.ninetyDaysDataCorrectionId)).not.toContain(
      rows.recent
    )
  })

  it("keeps the first reviewer when the report is regenerated from the row again", async () => {
    await regenerate("admin", reports.manager, rows.recent)
    expect((await rowById("manager", rows.recent))!.reviewedBy).toBe("Camille Gagnon")
  })

  it("marks nothing when the report is regenerated without a 90-day row", async () => {
    const before = await unread("manager")
    await regenerate("manager", reports.analyst)
    expect(await unread("manager")).toBe(before)
    expect((await rowById("manager", rows.older))!.reviewedBy).toBeNull()
  })
})

describe("rows and records from a real correction", () => {
  it("lists a corrected driver's recent report for its company, and the correction with its old and new value", async () => {
    // Northwind's analyst, Maple and Northwind's manager pull Sophie Leblanc (her latest policy is Northwind General's);
    // the manager corrects her address from their own pull.
    const pulled = await generate("analyst", namedDriverRefs.leblanc, "NINETY-REAL")
    const maple = await generate("newcomer", namedDriverRefs.leblanc)
    const own = await generate("manager", namedDriverRefs.leblanc, "NINETY-OWN")
    const address = "77 Sparks Street, Ottawa ON K1P 5B5"
    const unreadBefore = await unread("manager")
    const corrected = await as("manager").ok((client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(own), fullAddress: address }
      })
    )
    expect(corrected.fullAddress).toBe(address)

    const listed = (await search("manager")).data.find((r) => r.reportId === pulled.id)!
    expect(listed).toMatchObject({
      referenceNumber: "NINETY-REAL",
      reportRequestor: "Morgan Lee",
      reviewedBy: null,
      changes: [{ id: correctionFieldIds.fullAddress, nameEn: "Address", nameFr: "Adresse" }]
    })
    // The corrector's own pulls are not news to them: only the analyst's report joins the unread rows.
    const ownRows = await portal.sql(
      (sql) => sql<{ id: number }>`
        SELECT n.id FROM ninety_days_data_correction n JOIN driver_report r ON r.id = n.report_id
        WHERE r.driver_id = ${own.driverId} AND r.requestor_user_id = (SELECT requestor_user_id FROM driver_report WHERE id = ${own.id})
          AND n.change_date >= ${corrected.reportDate}::timestamptz`
    )
    expect(ownRows).toEqual([])
    expect(await unread("manager")).toBe(unreadBefore + 1)
    // Maple's report on the same driver is Maple's row, not Northwind's.
    expect((await search("manager")).data.map((r) => r.reportId)).not.toContain(maple.id)
    expect((await search("admin")).data.map((r) => r.reportId)).toEqual(expect.arrayContaining([pulled.id, maple.id]))

    const today = Temporal.Now.plainDateISO(zone).toString()
    const records = await as("manager").ok((client) =>
      client.correctionReport.search({ payload: { fromDate: today, toDate: today, ianaTimezone: zone }, query: {} })
    )
    expect(records.data.find((r) => r.correction.newValue.valueEn === address)).toMatchObject({
      correctorUserName: "Camille Gagnon",
      dln: namedDriverRefs.leblanc.licenceNumber,
      correction: { fieldId: correctionFieldIds.fullAddress, oldValue: { valueEn: pulled.fullAddress } }
    })

    // Regenerating from the row reviews it.
    await as("manager").ok((client) =>
      client.driverReports.regenerateReport({
        params: { id: pulled.id },
        query: { ianaTimezone: zone, ninetyDaysDataCorrectionId: listed.ninetyDaysDataCorrectionId }
      })
    )
    expect((await search("manager")).data.find((r) => r.reportId === pulled.id)!.reviewedBy).toBe("Camille Gagnon")
  })
})

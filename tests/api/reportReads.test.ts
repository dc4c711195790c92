import { beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"

const portal = usePortal()

const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  reviewer: "reviewer@laurentian.example"
} as const
type Who = keyof typeof logins
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
})
const as = (who: Who) => api(portal.baseUrl, tokens[who])

interface ReadRow {
  readonly readerName: string
  readonly organizationCode: string
  readonly companyCode: string | null
  readonly kind: string
  readonly ninetyDaysDataCorrectionId: number | null
  readonly readAt: Date
}
const readsOf = (reportId: number) =>
  portal.sql(
    (sql) => sql<ReadRow>`
      SELECT rr.reader_name, o.code AS organization_code, rc.code AS company_code, rr.kind,
        rr.ninety_days_data_correction_id, rr.read_at
      FROM driver_report_read rr
      JOIN organization o ON o.id = rr.organization_id
      LEFT JOIN reporting_company rc ON rc.id = rr.reporting_company_id
      WHERE rr.driver_report_id = ${reportId}
      ORDER BY rr.id`
  )
const storedReports = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then((rows) => rows[0]!.count)

const generate = (reference: string) =>
  as("analyst").ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: {
        jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
        driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
        comment: reference,
        driverReportOption: null
      }
    })
  )
const historyRow = (reference: string) =>
  as("manager")
    .ok((client) =>
      client.driverReports.historySearch({ query: { ianaTimezone: "America/Toronto", referenceNumber: reference } })
    )
    .then((result) => result.data.find((row) => row.referenceNumber === reference)!)

describe("reads of stored reports (ASVS 8.3.5)", () => {
  it("records opening a report and asking for its PDF, with who, when and from which company, and report history counts them", async () => {
    const reference = `READS-${Date.now()}`
    const report = await generate(reference)
    expect(await readsOf(report.id)).toEqual([])
    expect((await historyRow(reference)).reads).toBe(0)
    const reportsBefore = await storedReports()

    const started = Date.now()
    await as("manager").ok((client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
    await as("analyst").ok((client) =>
      client.driverReports.generateReportPdf({ params: { id: report.id }, query: { lng: "french" } })
    )

    const reads = await readsOf(report.id)
    expect(reads).toMatchObject([
      {
        readerName: "Camille Gagnon",
        organizationCode: "NWD",
        companyCode: "NWD-GEN",
        kind: "open",
        ninetyDaysDataCorrectionId: null
      },
      { readerName: "Morgan Lee", organizationCode: "NWD", companyCode: "NWD-GEN", kind: "pdf" }
    ])
    expect(reads[0]!.readAt.getTime()).toBeGreaterThanOrEqual(started - 5_000)
    expect((await historyRow(reference)).reads).toBe(2)
    // Reads are not generations: no report is added, so the usage report's counts stay as they were.
    expect(await storedReports()).toBe(reportsBefore)
  })

  it("records opening a report from a 90-day row with the row", async () => {
    const [row] = await portal.sql(
      (sql) => sql<{ id: number; reportId: number }>`
        SELECT n.id, n.report_id FROM ninety_days_data_correction n
        JOIN reporting_company rc ON rc.id = n.reporting_company_id
        WHERE rc.code = 'NWD-GEN' ORDER BY n.id LIMIT 1`
    )
    const before = (await readsOf(row!.reportId)).length
    await as("manager").ok((client) => client.driverReports.getById({ params: { reportId: row!.reportId, contextId: row!.id } }))
    const reads = await readsOf(row!.reportId)
    expect(reads).toHaveLength(before + 1)
    expect(reads.at(-1)).toMatchObject({ readerName: "Camille Gagnon", kind: "open", ninetyDaysDataCorrectionId: row!.id })
  })

  it("records nothing when the report is refused as missing to another company's user", async () => {
    const report = await generate(`READS-REFUSED-${Date.now()}`)
    const refused = await as("reviewer").error((client) =>
      client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } })
    )
    expect(refused).toMatchObject({ _tag: "NotFound" })
    expect(await readsOf(report.id)).toEqual([])
  })
})

import { beforeAll, describe, expect, it } from "vitest"
import { formatReportDate } from "../../src/i18n/reportFormat"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { usePortal } from "./support/portal"
import { withoutRequestId } from "./support/requestIds"
import { api, send, signIn } from "./support/signIn"

const portal = usePortal()

type Client = ReturnType<typeof api>
let analystToken: string
let analyst: Client
let manager: Client
let partner: Client
let admin: Client
const as = async (login: string) => api(portal.baseUrl, (await signIn(portal.baseUrl, login)).accessToken)

const zone = { ianaTimezone: "America/Toronto" }
const vehicleReportCount = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM vehicle_report`).then((rows) => rows[0]!.count)

beforeAll(async () => {
  analystToken = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  analyst = api(portal.baseUrl, analystToken)
  manager = await as("manager@northwind.example")
  partner = await as("partner@claimsdata.example")
  admin = await as("admin@bureau.example")
})

describe("POST /vehicleReport/generate/{vin}", () => {
  it("reports a vehicle sold between carriers: both owners' policies, each claim with its losses and the totals", async () => {
    const report = await analyst.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: zone }))
    expect(report).toMatchObject({ vin: demoVins.transferred, makeEn: "Honda", modelEn: "Accord", modelYear: 1996 })
    expect(report.requestor).toBe("Morgan Lee")
    expect(report.companyNameEn).toBe("Northwind General - Ontario")
    expect(new Set(report.policies.map((p) => p.carrier.code))).toEqual(new Set(["NWD-GEN", "LAU-GEN"]))
    const periods = report.policies.map((p) => p.coveragePeriod.startDate)
    expect(periods).toEqual([...periods].sort().reverse())
    for (const policy of report.policies) {
      expect(policy.coveragePeriod.endDate > policy.coveragePeriod.startDate).toBe(true)
      expect(policy.policyStatus.descriptionFr).not.toBe("")
    }
    expect(report.claims.map((c) => c.claimNumber)).toContain("NWDC9000000900")
    const transferClaim = report.claims.find((c) => c.claimNumber === "NWDC9000000900")!
    expect(transferClaim).toMatchObject({ totalLoss: 8450.75, totalExpense: 465.5, status: "closed" })
    expect(transferClaim.losses.map((l) => l.code).sort()).toEqual(["COLL", "DCPD"])
    expect(report.totalClaimsLoss).toBeCloseTo(
      report.claims.reduce((sum, c) => sum + c.totalLoss, 0),
      2
    )
    expect(report.totalClaimsExpense).toBeCloseTo(
      report.claims.reduce((sum, c) => sum + c.totalExpense, 0),
      2
    )
  })

  it("flags a price-coded vehicle by its code and shows a vehicle's branding", async () => {
    const priceCoded = await analyst.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.priceCoded }, query: zone }))
    expect(priceCoded.vehicleCode?.startsWith("P")).toBe(true)
    const branded = await analyst.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.branded }, query: zone }))
    expect(branded.branding).toMatchObject({ code: "SALVAGE", descriptionEn: "Salvage", descriptionFr: "Récupérable" })
    expect(branded.grossVehicleWeight).toBeGreaterThan(0)
  })

  it("stores every report generated, filed under the requester's company, for the usage report", async () => {
    const before = await vehicleReportCount()
    const report = await manager.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.branded }, query: zone }))
    expect(await vehicleReportCount()).toBe(before + 1)
    const [row] = await portal.sql(
      (sql) => sql<{ vin: string; reportingCompanyId: number | null; requestorName: string }>`
      SELECT vin, reporting_company_id, requestor_name FROM vehicle_report WHERE id = ${report.id}`
    )
    expect(row).toMatchObject({ vin: demoVins.branded, requestorName: "Camille Gagnon" })
    expect(row!.reportingCompanyId).not.toBeNull()
  })

  it("answers 404 for a VIN with no data, and stores nothing", async () => {
    const before = await vehicleReportCount()
    const error = await analyst.error((c) => c.vehicleReports.generate({ params: { vin: demoVins.unknown }, query: zone }))
    expect(error).toMatchObject({ _tag: "NotFound" })
    expect(await vehicleReportCount()).toBe(before)
  })

  it("refuses a VIN with letters a VIN cannot hold, a VIN shorter than 17 and a bad time zone with 400", async () => {
    const raw = (path: string) => send(portal.baseUrl, path, { method: "POST", token: analystToken })
    expect((await raw(`/api/vehicleReport/generate/1HGDM0A1XT99O0001`)).status).toBe(400)
    expect((await raw(`/api/vehicleReport/generate/${demoVins.transferred.slice(0, 16)}`)).status).toBe(400)
    expect((await raw(`/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=Not/AZone`)).status).toBe(400)
  })

  it("needs the vehicleReport function: a user without it gets 403 FUNCTION_NOT_ALLOWED", async () => {
    const noVehicle = await as("newcomer@maple.example")
    await portal.sql(
      (sql) =>
        sql`DELETE FROM user_function WHERE function_id = 2 AND user_id = (SELECT id FROM portal_user WHERE email = 'newcomer@maple.example')`
    )
    const error = await noVehicle.error((c) => c.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: zone }))
    expect(error).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })

  it("refuses a request without a token with 401", async () => {
    const response = await fetch(`${portal.baseUrl}/api/vehicleReport/generate/${demoVins.transferred}`, { method: "POST" })
    expect(response.status).toBe(401)
  })
})

describe("POST /vehicleReport/GeneratePdf", () => {
  it("returns a link that serves the report as a PDF without a token, in the chosen language", async () => {
    const report = await partner.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: zone }))
    const { link } = await partner.ok((c) =>
      c.vehicleReports.generatePdf({ query: { lng: "french" }, payload: { reportId: report.id } })
    )
    expect(link).toMatch(/^\/api\/vehicleReport\/Pdf\/[0-9a-f-]{36}$/)
    const response = await fetch(`${portal.baseUrl}${link}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    const day = formatReportDate(report.reportDate, zone.ianaTimezone)
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="rapport-vehicule_${demoVins.transferred}_${day}_fr.pdf"`
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-")
    const { extractText } = await import("unpdf")
    const { text } = await extractText(bytes, { mergePages: true })
    expect(text).toContain("Rapport de véhicule")
    expect(text).toContain(demoVins.transferred)
    expect(text).toContain("8 450,75 $")
    expect(text).toContain(`N° de rapport : ${report.id}`)
    expect(text).toContain("Confidentiel")
  })

  it("renders a report once per language and answers a new link each time", async () => {
    const report = await analyst.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: zone }))
    const pdfLink = (lng: "english" | "french") =>
      analyst
        .ok((c) => c.vehicleReports.generatePdf({ query: { lng }, payload: { reportId: report.id } }))
        .then(({ link }) => link)
    const download = async (link: string) => Buffer.from(await (await fetch(`${portal.baseUrl}${link}`)).arrayBuffer())
    const first = await pdfLink("english")
    const second = await pdfLink("english")
    expect(second).not.toBe(first)
    const english = await download(first)
    expect((await download(second)).equals(english)).toBe(true)
    expect((await download(await pdfLink("french"))).equals(english)).toBe(false)
    const rendered = await portal.sql(
      (sql) =>
        sql<{
          language: string
        }>`SELECT language FROM vehicle_report_pdf_document WHERE report_id = ${report.id} ORDER BY language`
    )
    expect(rendered.map((row) => row.language)).toEqual(["en", "fr"])
    await portal.sql(
      (sql) =>
        sql`UPDATE vehicle_report_pdf SET expires_at = now() - interval '1 second' WHERE id = ${first.split("/").pop()!}::uuid`
    )
    expect((await fetch(`${portal.baseUrl}${first}`)).status).toBe(404)
    expect((await fetch(`${portal.baseUrl}${second}`)).status).toBe(200)
  })

  it("never hands another company's vehicle report to a user", async () => {
    const report = await admin.ok((c) => c.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: zone }))
    const error = await analyst.error((c) =>
      c.vehicleReports.generatePdf({ query: { lng: "english" }, payload: { reportId: report.id } })
    )
    const missing = await analyst.error((c) =>
      c.vehicleReports.generatePdf({ query: { lng: "english" }, payload: { reportId: 999999 } })
    )
    expect(error).toMatchObject({ _tag: "NotFound" })
    expect(withoutRequestId(error)).toEqual(withoutRequestId(missing))
  })

  it("answers 404 for an unknown report and for an unknown or expired link", async () => {
    const error = await analyst.error((c) =>
      c.vehicleReports.generatePdf({ query: { lng: "english" }, payload: { reportId: 999999 } })
    )
    expect(error).toMatchObject({ _tag: "NotFound" })
    const response = await fetch(`${portal.baseUrl}/api/vehicleReport/Pdf/00000000-0000-0000-0000-000000000000`)
    expect(response.status).toBe(404)
  })
})

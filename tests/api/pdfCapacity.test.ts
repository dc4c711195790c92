import { describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { runAdmin } from "./support/adminSql"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"

/** One PDF worker and no queue: a second PDF request while one renders is past capacity. */
const portal = usePortal({ PDF_WORKERS: "1", PDF_QUEUE: "0" })

const drivers = [namedDriverRefs.chen, namedDriverRefs.roy, namedDriverRefs.sharma] as const

describe("PDFs past the workers' capacity", () => {
  it("answer 503 with Retry-After at once, in both languages, and the PDF once the worker is free", async () => {
    const token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
    const analyst = api(portal.baseUrl, token)
    const reports = await Promise.all(
      drivers.map((driver) =>
        analyst.ok((client) =>
          client.driverReports.generateReport({
            query: { ianaTimezone: "America/Toronto" },
            payload: {
              jurisdictionCode: driver.jurisdiction,
              driverLicenceNumber: driver.licenceNumber,
              comment: null,
              driverReportOption: null
            }
          })
        )
      )
    )
    const askPdf = async (reportId: number, lng: "english" | "french") => {
      const started = performance.now()
      const response = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateReportPdf/${reportId}?lng=${lng}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` }
      })
      return {
        reportId,
        lng,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: (await response.json()) as Record<string, unknown>,
        milliseconds: performance.now() - started
      }
    }
    // Six first renders at once (three reports, two languages) on one worker without a queue.
    const answers = await Promise.all(reports.flatMap((report) => [askPdf(report.id, "english"), askPdf(report.id, "french")]))
    const refused = answers.filter((a) => a.status === 503)
    const served = answers.filter((a) => a.status === 200)
    expect(refused.length + served.length).toBe(answers.length)
    expect(served.length).toBeGreaterThanOrEqual(1)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(10)
      expect(answer.body).toMatchObject({
        _tag: "ServiceUnavailable",
        reason: "PDF_BUSY",
        retryAfterSeconds: Number(answer.retryAfter)
      })
      expect(answer.body.message).toMatch(/^Many reports are being printed; send the request again in \d+ seconds\.$/)
      expect(answer.body.messageFr).toMatch(
        /^Beaucoup de rapports sont en cours d'impression; renvoyez la demande dans \d+ secondes\.$/
      )
      expect(typeof answer.body.requestId).toBe("string")
    }
    // Refused at once, not after waiting for the worker.
    expect(Math.min(...refused.map((a) => a.milliseconds))).toBeLessThan(Math.max(...served.map((a) => a.milliseconds)))

    // Sent again one at a time, as the browser does after Retry-After: each gets its PDF.
    for (const answer of refused) {
      const again = await askPdf(answer.reportId, answer.lng)
      expect(again.status).toBe(200)
      const pdf = await fetch(`${portal.baseUrl}${String(again.body.link)}`)
      expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"])
    }
  }, 120_000)
})

describe.skipIf(!process.env.DATABASE_URL)("a PDF request whose database connection is cut (PostgreSQL)", () => {
  it("answers 503 with Retry-After, to send again, not 500; sent again once the database is back, it gets the PDF", async () => {
    const token = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
    const manager = api(portal.baseUrl, token)
    const report = await manager.ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: {
          jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
          driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      })
    )
    const askPdf = () =>
      fetch(`${portal.baseUrl}/api/DriverReports/GenerateReportPdf/${report.id}?lng=french`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` }
      })
    const database = new URL(portal.config.databaseUrl!).pathname.slice(1)
    const asked = askPdf()
    // While the PDF renders, the database ends the portal's connections and takes no new ones.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await runAdmin(process.env.DATABASE_URL!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
    try {
      await runAdmin(
        process.env.DATABASE_URL!,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`
      )
      const response = await asked
      expect([response.status, response.headers.get("retry-after")]).toEqual([503, "2"])
      expect(await response.json()).toMatchObject({
        _tag: "ServiceUnavailable",
        reason: "DATABASE_UNAVAILABLE",
        retryAfterSeconds: 2
      })
    } finally {
      await runAdmin(process.env.DATABASE_URL!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
    }
    const again = await askPdf()
    expect(again.status).toBe(200)
  }, 60_000)
})

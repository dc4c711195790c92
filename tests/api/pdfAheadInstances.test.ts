import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { sharedSettings, startInstance, stopInstances, waitUntilReady, type Instance } from "./support/instances"
import { driverPdfRenders } from "./support/pdfRenderCounts"
import { freePort, freshDatabase } from "./support/portal"
import { signIn } from "./support/signIn"

/**
 * Two server processes on one PostgreSQL database, each rendering PDFs ahead: a report opened on both
 * at once has its PDF rendered ahead by one of them only.
 */
const databaseUrl = process.env.DATABASE_URL
const metricsToken = "metrics-token-for-tests"

const instances: Array<Instance> = []
let dropDatabase: (() => Promise<void>) | undefined
let portalDatabase = ""
let token = ""

const query = <A extends object>(statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.unsafe<A>(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(portalDatabase), maxConnections: 1 })), Effect.scoped)
  )

const pdfLanguages = async (reportId: number) =>
  (await query<{ language: string }>(`SELECT language FROM report_pdf_document WHERE report_id = ${reportId}`)).map(
    (row) => row.language
  )

const waitForPdf = async (reportId: number, language: "en" | "fr") => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if ((await pdfLanguages(reportId)).includes(language)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const printed = instances.map((instance) => `${instance.name}:\n${instance.output.slice(-3000)}`).join("\n")
  throw new Error(`No PDF of report ${reportId} in ${language} was rendered ahead\n${printed}`)
}

const metrics = async (instance: Instance) =>
  (await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()

/** PDFs rendered ahead by both instances together. */
const renderedAhead = async () => {
  const counts = await Promise.all(instances.map(async (instance) => driverPdfRenders(await metrics(instance), "driver ahead")))
  return counts.reduce((sum, count) => sum + count, 0)
}

/** Until neither instance renders a PDF. */
const bothIdle = async () => {
  for (;;) {
    const texts = await Promise.all(instances.map(metrics))
    if (texts.every((text) => /portal_pdf_renders_in_progress(\{[^}]*\})? 0\b/.test(text))) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The portal's screens, in `screenLanguage`. */
const screen = (instance: Instance, path: string, screenLanguage: "en" | "fr", init: RequestInit = {}) =>
  fetch(`${instance.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", cookie: `lang=${screenLanguage}` }
  }).then(async (response) => {
    expect(response.status).toBe(200)
    return (await response.json()) as { id: number }
  })

const describeOnPostgres = databaseUrl ? describe : describe.skip

beforeAll(async () => {
  if (!databaseUrl) return
  const database = await freshDatabase(databaseUrl, true)
  dropDatabase = database.drop
  portalDatabase = database.url
  const [portA, portB] = [await freePort(), await freePort()]
  const shared = {
    ...sharedSettings(database.url, `http://127.0.0.1:${portA}`),
    PDF_WORKERS: "1",
    PDF_AHEAD: "10",
    METRICS_TOKEN: metricsToken
  }
  instances.push(startInstance("a", portA!, shared), startInstance("b", portB!, shared))
  await Promise.all(instances.map(waitUntilReady))
  token = (await signIn(instances[0]!.baseUrl, "analyst@northwind.example")).accessToken
}, 180_000)

afterAll(async () => {
  await stopInstances(instances)
  await dropDatabase?.()
}, 60_000)

describe.skipIf(databaseUrl)("PDFs rendered ahead by two instances", () => {
  it.skip("need PostgreSQL: PGlite is one process's embedded database, which a second process cannot share", () => {})
})

describeOnPostgres("two instances on one database", () => {
  it("render ahead once the PDF of a report opened on both at once", async () => {
    const [a, b] = [instances[0]!, instances[1]!]
    const drivers = [namedDriverRefs.chen, namedDriverRefs.roy]
    /** French PDFs rendered ahead, by both instances together. */
    let french = 0
    for (const driver of drivers) {
      const report = await screen(a, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", "en", {
        method: "POST",
        body: JSON.stringify({
          jurisdictionCode: driver.jurisdiction,
          driverLicenceNumber: driver.licenceNumber,
          comment: null,
          driverReportOption: null
        })
      })
      await waitForPdf(report.id, "en")
      await bothIdle()
      const before = await renderedAhead()
      // Opened in French on both instances at once: both offer its French PDF ahead, one renders it.
      await Promise.all([a, b].map((on) => screen(on, `/api/DriverReports/GetById/${report.id}/0`, "fr")))
      await waitForPdf(report.id, "fr")
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await bothIdle()
      french += (await renderedAhead()) - before
    }
    expect(french).toBe(drivers.length)
    // Every claim was let go once its render ended.
    expect(await query(`SELECT * FROM pdf_ahead_claim`)).toEqual([])
  }, 180_000)
})

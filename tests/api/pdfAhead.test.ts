import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { beforeAll, describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { aheadPdf } from "../../src/server/db/shared/reportPdfs"
import { driverInfoAsShown } from "./support/driverInfo"
import { driverPdfRenders } from "./support/pdfRenderCounts"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"

const metricsToken = "metrics-token-for-tests"
/** PDFs rendered ahead as the portal's default has them (the test portal's default is 0). */
const portal = usePortal({ METRICS_TOKEN: metricsToken, PDF_AHEAD: "10" })

const tokens: Record<"analyst" | "admin", string> = { analyst: "", admin: "" }
beforeAll(async () => {
  tokens.analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  tokens.admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
})

type Ref = { readonly licenceNumber: string; readonly jurisdiction: string }

/**
 * A new report pulled from the portal's screens: the browser sends the language cookie the portal keeps.
 * Fresh: the same one asked again the same day would be the stored report, with the PDFs it has.
 */
const generate = async (ref: Ref, screenLanguage: "en" | "fr", who: keyof typeof tokens = "analyst") => {
  const response = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[who]}`, "content-type": "application/json", cookie: `lang=${screenLanguage}` },
    body: JSON.stringify({
      jurisdictionCode: ref.jurisdiction,
      driverLicenceNumber: ref.licenceNumber,
      comment: null,
      driverReportOption: null,
      fresh: true
    })
  })
  expect(response.status).toBe(200)
  return (await response.json()) as DriverReport
}

type Kind = "driver" | "vehicle"
const documents = { driver: "report_pdf_document", vehicle: "vehicle_report_pdf_document" } as const

const storedPdfs = (reportId: number, kind: Kind = "driver") =>
  portal.sql((sql) =>
    sql<{ language: string; unclaimed: boolean }>`
      SELECT language, unclaimed FROM ${sql(documents[kind])} WHERE report_id = ${reportId} ORDER BY language`.pipe(
      Effect.map((rows) => rows.map((row) => ({ ...row })))
    )
  )

const waitForPdf = async (reportId: number, language: "en" | "fr", kind: Kind = "driver") => {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if ((await storedPdfs(reportId, kind)).some((pdf) => pdf.language === language)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No PDF of ${kind} report ${reportId} in ${language} was rendered ahead`)
}

/** PDFs rendered as asked for (or ahead), from the server's own metrics. */
const rendersAsAsked = async (kind: Parameters<typeof driverPdfRenders>[1] = "driver") => {
  const text = await (await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
  return driverPdfRenders(text, kind)
}

/** The report as the portal's screens open it again from the history, in `screenLanguage`. */
const openFromHistory = async (reportId: number, screenLanguage: "en" | "fr") => {
  const response = await fetch(`${portal.baseUrl}/api/DriverReports/GetById/${reportId}/0`, {
    headers: { authorization: `Bearer ${tokens.analyst}`, cookie: `lang=${screenLanguage}` }
  })
  expect(response.status).toBe(200)
  await response.arrayBuffer()
}

/** The PDF link the Print button asks for, of a driver report or of a vehicle report. */
const pdfLink = (reportId: number, lng: "english" | "french", kind: Kind) =>
  kind === "driver"
    ? fetch(`${portal.baseUrl}/api/DriverReports/GenerateReportPdf/${reportId}?lng=${lng}`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.analyst}` }
      })
    : fetch(`${portal.baseUrl}/api/vehicleReport/GeneratePdf?lng=${lng}`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.analyst}`, "content-type": "application/json" },
        body: JSON.stringify({ reportId })
      })

const pdfText = async (reportId: number, lng: "english" | "french", kind: Kind = "driver") => {
  const response = await pdfLink(reportId, lng, kind)
  expect(response.status).toBe(200)
  const { link } = (await response.json()) as { link: string }
  const { extractText } = await import("unpdf")
  const bytes = new Uint8Array(await (await fetch(`${portal.baseUrl}${link}`)).arrayBuffer())
  return (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, " ")
}

describe("a new driver report's PDF", () => {
  it("is rendered ahead in the language of the screen that pulled the report, and Print gets it without a render", async () => {
    const report = await generate(namedDriverRefs.chen, "fr")
    await waitForPdf(report.id, "fr")
    expect(await storedPdfs(report.id)).toEqual([{ language: "fr", unclaimed: true }])

    const rendered = await rendersAsAsked()
    expect(await pdfText(report.id, "french")).toContain(`N° de rapport : ${report.id}`)
    expect(await rendersAsAsked()).toBe(rendered)
    expect(await storedPdfs(report.id)).toEqual([{ language: "fr", unclaimed: false }])

    // The other language was not rendered ahead: Print renders it.
    expect(await pdfText(report.id, "english")).toContain(`Report ID: ${report.id}`)
    expect(await rendersAsAsked()).toBe(rendered + 1)
  }, 60_000)

  it("rendered ahead and not asked for within the hour is dropped; one asked for is kept", async () => {
    const asked = await generate(namedDriverRefs.roy, "en")
    const unasked = await generate(namedDriverRefs.sharma, "en")
    await waitForPdf(asked.id, "en")
    await waitForPdf(unasked.id, "en")
    await pdfText(asked.id, "english")
    await portal.sql(
      (sql) => sql`
        UPDATE report_pdf_document SET rendered_at = now() - interval '2 hours' WHERE report_id IN (${asked.id}, ${unasked.id})`
    )
    // The next report rendered ahead clears those left unasked.
    const next = await generate(namedDriverRefs.chen, "en")
    await waitForPdf(next.id, "en")
    expect(await storedPdfs(unasked.id)).toEqual([])
    expect(await storedPdfs(asked.id)).toEqual([{ language: "en", unclaimed: false }])
  }, 60_000)

  it("rendered ahead once the driver's data was corrected is not kept: Print renders it saying so", async () => {
    const report = await generate(namedDriverRefs.bergeron, "en")
    await waitForPdf(report.id, "en")
    const bureau = await api(portal.baseUrl, tokens.admin).ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: {
          jurisdictionCode: namedDriverRefs.bergeron.jurisdiction,
          driverLicenceNumber: namedDriverRefs.bergeron.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      })
    )
    await api(portal.baseUrl, tokens.admin).ok((client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(bureau), fullAddress: "21 rue Champlain, Dieppe NB E1A 1N4" }
      })
    )
    // The correction dropped the PDF; a render ahead finishing late would not keep it.
    expect(await storedPdfs(report.id)).toEqual([])
    await portal.sql((sql) =>
      Effect.flatMap(aheadPdf("driver", report.id, "en"), (pdf) => pdf.keep(new TextEncoder().encode("%PDF-late"))).pipe(
        Effect.provideService(SqlClient.SqlClient, sql)
      )
    )
    expect(await storedPdfs(report.id)).toEqual([])
    expect(await pdfText(report.id, "english")).toContain("The driver's data was corrected on")
  }, 60_000)
})

describe("a driver report opened again from the history", () => {
  it("has its PDF rendered ahead in the reader's language when it has none in it, and Print gets it without a render", async () => {
    const report = await generate(namedDriverRefs.roy, "en")
    await waitForPdf(report.id, "en")
    const ahead = await rendersAsAsked("driver ahead")

    await openFromHistory(report.id, "fr")
    await waitForPdf(report.id, "fr")
    expect(await rendersAsAsked("driver ahead")).toBe(ahead + 1)
    const rendered = await rendersAsAsked()
    expect(await pdfText(report.id, "french")).toContain(`N° de rapport : ${report.id}`)
    expect(await rendersAsAsked()).toBe(rendered)

    // Opened again in a language it has a PDF in: nothing more is rendered.
    await openFromHistory(report.id, "en")
    await openFromHistory(report.id, "fr")
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await rendersAsAsked("driver ahead")).toBe(ahead + 1)
  }, 60_000)
})

describe("a new vehicle report's PDF", () => {
  it("is rendered ahead in the language of the screen that pulled the report, and Print gets it without a render", async () => {
    const response = await fetch(
      `${portal.baseUrl}/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=America%2FToronto`,
      { method: "POST", headers: { authorization: `Bearer ${tokens.analyst}`, cookie: "lang=fr" } }
    )
    expect(response.status).toBe(200)
    const report = (await response.json()) as { id: number }
    await waitForPdf(report.id, "fr", "vehicle")
    expect(await storedPdfs(report.id, "vehicle")).toEqual([{ language: "fr", unclaimed: true }])

    const rendered = await rendersAsAsked("vehicle")
    expect(await pdfText(report.id, "french", "vehicle")).toContain(demoVins.transferred)
    expect(await rendersAsAsked("vehicle")).toBe(rendered)
    expect(await storedPdfs(report.id, "vehicle")).toEqual([{ language: "fr", unclaimed: false }])
  }, 60_000)
})

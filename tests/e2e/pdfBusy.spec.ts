import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { api, signIn as signInOverHttp } from "../api/support/signIn"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

/**
 * The e2e portal runs with one PDF worker and no queue (PDF_WORKERS=1, PDF_QUEUE=0 in
 * playwright.config.ts), so a PDF asked for while another renders is past capacity: the server
 * answers 503 with Retry-After at once, as it does under load.
 */
const drivers = [namedDriverRefs.chen, namedDriverRefs.roy, namedDriverRefs.sharma] as const

/**
 * Another user of the same carrier keeps the worker busy: six first renders (three new reports, two
 * languages), each sent again at once while it is refused, until all six are rendered or `enough`
 * (the render under way then ends, and the worker is free whatever the machine's pace).
 */
const keepWorkerBusy = async (baseUrl: string, enough: () => boolean) => {
  const token = (await signInOverHttp(baseUrl, "o.fraser@northwind.example")).accessToken
  const other = api(baseUrl, token)
  const reports = await Promise.all(
    drivers.map((driver) =>
      other.ok((client) =>
        client.driverReports.generateReport({
          query: { ianaTimezone: "America/Toronto" },
          payload: {
            jurisdictionCode: driver.jurisdiction,
            driverLicenceNumber: driver.licenceNumber,
            comment: null,
            driverReportOption: null,
            // New reports, with no PDF yet: the same ones asked again today would be the stored ones.
            fresh: true
          }
        })
      )
    )
  )
  const pending = reports.flatMap((report) => [`${report.id}?lng=english`, `${report.id}?lng=french`])
  let refused = 0
  const renders = Array.from({ length: 3 }, async () => {
    for (let next = pending.shift(); next !== undefined && !enough(); next = pending.shift()) {
      const answer = await fetch(`${baseUrl}/api/DriverReports/GenerateReportPdf/${next}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` }
      })
      await answer.arrayBuffer()
      if (answer.status === 503) {
        refused++
        pending.push(next)
      } else expect(answer.status).toBe(200)
    }
  })
  return { refused: () => refused, done: Promise.all(renders) }
}

test("a PDF asked for while the server's PDF workers are busy follows by itself after the wait, which the screen tells", async ({
  page,
  baseURL
}) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("tile-vehicleReport").click()
  await page.getByTestId("vin").fill(demoVins.transferred)
  await page.getByTestId("vin").press("Enter")
  await expect(page.getByTestId("vehicle-header")).toContainText(demoVins.transferred)

  const answers: Array<{ status: number; retryAfter: string | null }> = []
  page.on("response", (response) => {
    if (response.url().includes("/api/vehicleReport/GeneratePdf"))
      answers.push({ status: response.status(), retryAfter: response.headers()["retry-after"] ?? null })
  })
  // Busy until the portal's first request is refused: its tries after the wait then find the worker free.
  const busy = await keepWorkerBusy(baseURL!, () => answers.some((answer) => answer.status === 503))
  await expect.poll(() => busy.refused()).toBeGreaterThan(0)

  const popup = page.waitForEvent("popup")
  await page.getByTestId("vehicle-to-pdf").click()
  await expect(
    page
      .getByTestId("toast")
      .filter({ hasText: /^Many reports are being printed; yours will follow in \d+ seconds?\./ })
      .last()
  ).toBeVisible()
  // The window opens at once, while the click allows it, and receives the PDF after the wait.
  const pdfPage = await popup
  await pdfPage.waitForURL(/\/api\/vehicleReport\/Pdf\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const response = await page.request.get(pdfPage.url())
  expect(response.headers()["content-type"]).toBe("application/pdf")
  // The first answer was the server's refusal, with the wait it asked for; the last, the PDF's link.
  expect(answers[0]!.status).toBe(503)
  expect(Number(answers[0]!.retryAfter)).toBeGreaterThanOrEqual(1)
  expect(answers.at(-1)!.status).toBe(200)
  await busy.done
  await pdfPage.close()
})

import { demoVins } from "../../src/server/db/demo/demoVehicles"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

test("a PDF asked for while the server's PDF workers are busy follows by itself after the wait, which the screen tells", async ({
  page
}) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("tile-vehicleReport").click()
  await page.getByTestId("vin").fill(demoVins.transferred)
  await page.getByTestId("vin").press("Enter")
  await expect(page.getByTestId("vehicle-header")).toContainText(demoVins.transferred)

  // The server answers the first PDF request as it does when its workers and queue are full.
  let asked = 0
  await page.route("**/api/vehicleReport/GeneratePdf**", async (route) => {
    asked++
    if (asked > 1) return route.continue()
    return route.fulfill({
      status: 503,
      headers: { "retry-after": "2", "content-type": "application/json" },
      body: JSON.stringify({
        _tag: "ServiceUnavailable",
        reason: "PDF_BUSY",
        retryAfterSeconds: 2,
        message: "Many reports are being printed; send the request again in 2 seconds.",
        messageFr: "Beaucoup de rapports sont en cours d'impression; renvoyez la demande dans 2 secondes."
      })
    })
  })

  const popup = page.waitForEvent("popup")
  await page.getByTestId("vehicle-to-pdf").click()
  await expect(
    page.getByTestId("toast").filter({ hasText: "Many reports are being printed; yours will follow in 2 seconds." }).last()
  ).toBeVisible()
  // The window opens at once, while the click allows it, and receives the PDF after the wait.
  const pdfPage = await popup
  expect(asked).toBe(1)
  await pdfPage.waitForURL(/\/api\/vehicleReport\/Pdf\/[0-9a-f-]{36}$/)
  const response = await page.request.get(pdfPage.url())
  expect(response.headers()["content-type"]).toBe("application/pdf")
  expect(asked).toBe(2)
  await pdfPage.close()
})

import { extractText } from "unpdf"
import { demoVins } from "../../src/server/db/demo/demoVehicles"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

test("the analyst pulls a vehicle report by VIN, reads it in English and French, and gets its PDF", async ({ page }) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("tile-vehicleReport").click()
  await expect(page).toHaveURL(/\/vehicle-report$/)
  await expect(page.getByRole("heading", { name: "Vehicle Report" })).toBeVisible()
  await expectAccessible(page)

  const vin = page.getByTestId("vin")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByRole("alert")).toHaveText("This field cannot be blank")
  await vin.fill("1hg-dm0a1 xt99i00o001 q")
  await expect(vin).toHaveValue("1HGDM0A1XT9900001")
  await page.getByRole("button", { name: "Reset" }).click()
  await expect(vin).toHaveValue("")

  await vin.fill(demoVins.transferred)
  await vin.press("Enter")
  await expect(page).toHaveURL(new RegExp(`/vehicle-report/${demoVins.transferred}$`))
  const header = page.getByTestId("vehicle-header")
  await expect(header).toContainText(demoVins.transferred)
  await expect(header).toContainText("Honda")
  await expect(header).toContainText("Accord")
  await expect(header).toContainText("2,050 kg")
  await expect(page.getByTestId("vehicle-claims")).toContainText("NWDC9000000900")
  await expect(page.getByTestId("vehicle-claims")).toContainText("$8,450.75")
  await expect(page.getByTestId("vehicle-policies")).toContainText("Laurentian General - Atlantic")
  await expect(page.getByTestId("vehicle-policies")).toContainText("Northwind General - Ontario")
  await expectAccessible(page)

  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de véhicule" })).toBeVisible()
  await expect(page.getByTestId("vehicle-claims")).toContainText(/8\s450,75\s\$/)
  await expect(page.getByTestId("vehicle-policies")).toContainText("Laurentienne générale - Atlantique")
  await expectAccessible(page)

  const popup = page.waitForEvent("popup")
  await page.getByTestId("vehicle-to-pdf").click()
  const pdfPage = await popup
  const pdfUrl = pdfPage.url()
  expect(pdfUrl).toMatch(/\/api\/vehicleReport\/Pdf\/[0-9a-f-]{36}$/)
  const response = await page.request.get(pdfUrl)
  expect(response.headers()["content-type"]).toBe("application/pdf")
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true })
  expect(text).toContain("Rapport de véhicule")
  expect(text).toContain("NWDC9000000900")
  await pdfPage.close()

  await page.getByTestId("vehicle-back").click()
  await expect(page).toHaveURL(/\/vehicle-report$/)
  await page.getByTestId("language-toggle").click()
})

test("shows the price-coded flag and the branding", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: "/vehicle-report" })
  await page.getByTestId("vin").fill(demoVins.priceCoded)
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("price-coded")).toHaveText("Price-coded vehicle")
  await page.getByTestId("vehicle-back").click()
  await page.getByTestId("vin").fill(demoVins.branded)
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("vehicle-header")).toContainText("Salvage")
  await expect(page.getByTestId("price-coded")).toHaveCount(0)
})

test("a VIN with no data opens the OK-only No Results Found dialog", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: "/vehicle-report" })
  await page.getByTestId("vin").fill(demoVins.unknown)
  await page.getByRole("button", { name: "Search" }).click()
  const dialog = page.getByTestId("no-results-dialog")
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("No Results Found")
  await expect(dialog.getByRole("button")).toHaveText(["OK"])
  await page.keyboard.press("Escape")
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId("vin")).toHaveValue(demoVins.unknown)
})

test("a vehicle report opened without one in navigation state says it cannot be found", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: `/vehicle-report/${demoVins.transferred}` })
  await expect(page.getByTestId("vehicle-report-missing")).toBeVisible()
  await page.getByRole("link", { name: "Back to the vehicle search" }).click()
  await expect(page).toHaveURL(/\/vehicle-report$/)
})

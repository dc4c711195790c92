import { readFile } from "node:fs/promises"
import type { Page } from "@playwright/test"
import Papa from "papaparse"
import { extractText } from "unpdf"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/** Hand-made demo drivers (docs/demo-data.md). */
const margaret = { licence: "W90012345670001", jurisdiction: "ON", name: "Margaret Anne Wilson" }
const johnSmith = "John Smith"

const csvColumns = [
  "reportId",
  "reportDate",
  "ianaTimezone",
  "referenceNumber",
  "reportRequestor",
  "unit",
  "organization",
  "company",
  "driverLicenseNumber",
  "driverName",
  "licenseJurisdiction",
  "machineClient"
]
/** The same columns as the English screen names them, in the export's header row. */
const csvHeader = [
  "Report",
  "Report date",
  "Time zone",
  "Reference number",
  "Requestor",
  "Unit",
  "Organization",
  "Company",
  "Licence number",
  "Driver name",
  "Jurisdiction",
  "System"
]

const openFromMenu = async (page: Page, name: RegExp) => {
  await page.getByRole("button", { name: /^(Menu)$/ }).click()
  await page.getByTestId("side-drawer").getByRole("link", { name }).click()
}

test("the driver search checks its fields and shows each result case in a dialog that only a button closes", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  const form = page.getByTestId("driver-search-form")
  // The legal consent applies to every search: it shows with the advanced section closed.
  await expect(page.getByTestId("advanced-search")).toHaveCount(0)
  await expect(page.getByTestId("legal-consent")).toBeVisible()

  await form.getByRole("button", { name: "Search" }).click()
  await expect(form).toContainText("Enter a driver's licence number or at least one advanced criterion.")

  // A policy insurer without its policy number opens the advanced section and stops.
  await form.getByRole("button", { name: "Show advanced" }).click()
  await expect(page.getByTestId("legal-consent")).toBeVisible()
  // The comment says its limit and how much of it is used, rather than silently stopping.
  const comment = form.getByTestId("driver-search-comment")
  await comment.fill("Claim review for the Ottawa office, March")
  await expect(comment).toHaveValue("Claim review for the Ottawa of")
  await expect(form).toContainText("30 of 30 characters used.")
  await expect(form.getByRole("status").filter({ hasText: "limit of 30 characters" })).toHaveCount(1)
  await comment.fill("")
  await expect(form).toContainText("0 of 30 characters used.")
  await form.getByLabel("Insurer of the policy").selectOption({ label: "Northwind General - Ontario" })
  await form.getByRole("button", { name: "Hide advanced" }).click()
  await expect(page.getByTestId("advanced-search")).toHaveCount(0)
  await form.getByLabel("Driver's licence number").fill(margaret.licence)
  await form.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("advanced-search")).toBeVisible()
  await expect(form).toContainText("Enter the policy number for the selected insurer.")
  await expect(page.getByTestId("result-dialog")).toHaveCount(0)

  // The year of birth takes digits only: e . + - never reach it; it starts at 1900.
  const year = form.getByLabel("Year of birth")
  await year.pressSequentially("1e8.+-9")
  await expect(year).toHaveValue("189")
  await year.fill("1899")
  await form.getByLabel("VIN").fill("  2HGFC2F59JH000001  ")
  await expect(form.getByLabel("VIN")).toHaveValue("2HGFC2F59JH000001")
  await form.getByRole("button", { name: "Search" }).click()
  await expect(form).toContainText("The year of birth must be 1900 or later.")
  await expectAccessible(page)

  await form.getByRole("button", { name: "Clear" }).click()
  await expect(form.getByLabel("Driver's licence number")).toHaveValue("")
  await expect(year).toHaveValue("")
  await expect(form.getByLabel("Insurer of the policy")).toHaveValue("")
  await expect(form).not.toContainText("The year of birth must be 1900 or later.")
  await expect(form.getByLabel("Number of years")).toHaveValue("25")

  // Several records: refine the criteria.
  await form.getByLabel("Full name").fill(johnSmith)
  await form.getByLabel("Full name").press("Enter")
  const dialog = page.getByTestId("result-dialog")
  await expect(dialog).toContainText("Several records found")
  await expect(dialog).toContainText("Please refine your search criteria.")
  await expectAccessible(page)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "OK" }).click()
  await expect(dialog).toHaveCount(0)

  // None found.
  await form.getByRole("button", { name: "Clear" }).click()
  await form.getByLabel("Driver's licence number").fill("NOSUCH0000000")
  await form.getByLabel("Driver's licence number").press("Enter")
  await expect(dialog).toContainText("No Results Found")
  await expect(dialog).toContainText("No driver matches your search criteria.")
  await expect(dialog.getByRole("button")).toHaveText(["OK"])
  // Focus starts on the confirm button, so Enter confirms.
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(dialog).toHaveCount(0)
  await expect(form.getByLabel("Driver's licence number")).toHaveValue("NOSUCH0000000")

  // The same screen in French.
  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de conducteur" })).toBeVisible()
  await form.getByRole("button", { name: "Effacer" }).click()
  await form.getByRole("button", { name: "Rechercher" }).click()
  await expect(form).toContainText("Saisissez un numéro de permis de conduire ou au moins un critère de recherche avancée.")
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
})

test("a driver is found by her name as an application gives it: surname first, the middle name last", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  const form = page.getByTestId("driver-search-form")
  await form.getByRole("button", { name: "Show advanced" }).click()
  await form.getByLabel("Full name").fill("wilson margaret anne")
  await form.getByLabel("Full name").press("Enter")
  const dialog = page.getByTestId("result-dialog")
  await expect(dialog).toContainText(margaret.name)
  await expect(dialog).toContainText(margaret.licence)
  await expect(dialog.getByRole("button", { name: "Get report" })).toBeVisible()
})

test("the advanced section opens as it was for the last search, until sign-out", async ({ page }) => {
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  const form = page.getByTestId("driver-search-form")
  await expect(page.getByTestId("advanced-search")).toHaveCount(0)
  await form.getByRole("button", { name: "Show advanced" }).click()
  await form.getByLabel("Driver's licence number").fill(margaret.licence)
  await form.getByRole("button", { name: "Search" }).click()
  await page.getByTestId("result-dialog").getByRole("button", { name: "Cancel" }).click()

  await page.goto("/")
  await openFromMenu(page, /^Driver Report$/)
  await expect(page.getByTestId("advanced-search")).toBeVisible()

  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  await expect(page.getByTestId("advanced-search")).toHaveCount(0)
})

test("the analyst finds a driver, reads the report in both languages, gets its PDF, then finds it in the report history and exports it", async ({
  page
}) => {
  test.setTimeout(120_000)
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`

  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("tile-driverReport").click()
  await expect(page).toHaveURL(/\/driver-report$/)
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  await expectAccessible(page)

  const form = page.getByTestId("driver-search-form")
  await form.getByLabel("Driver's licence number").fill(margaret.licence)
  await form.getByLabel("Jurisdiction").selectOption(margaret.jurisdiction)
  await form.getByRole("button", { name: "Show advanced" }).click()
  await form.getByLabel("Comment").fill(reference)
  await form.getByLabel("Number of years").selectOption({ label: "Maximum" })
  await expectAccessible(page)
  await form.getByLabel("Driver's licence number").press("Enter")

  const dialog = page.getByTestId("result-dialog")
  await expect(dialog).toContainText("Driver found")
  await expect(page.getByTestId("result-name")).toHaveText(margaret.name)
  await expect(page.getByTestId("result-licence")).toHaveText(`${margaret.licence} (Ontario)`)
  await expect(page.getByTestId("result-birth")).toHaveText(/^\d{2}\/\d{4}$/)
  await expectAccessible(page)

  // Cancel returns to the form as it was; Enter then confirms Get report.
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(form.getByLabel("Comment")).toHaveValue(reference)
  await form.getByRole("button", { name: "Search" }).click()
  await expect(dialog).toContainText("Driver found")
  await expect(dialog.getByRole("button", { name: "Get report" })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(/\/reports\/\d+$/)
  const reportId = Number(new URL(page.url()).pathname.split("/").pop())
  const summary = page.getByTestId("report-summary")
  await expect(summary).toContainText(margaret.name)
  await expect(summary).toContainText(margaret.licence)
  await expect(summary).toContainText(reference)
  await expect(summary).toContainText("Driver summary")
  await expect(page.getByTestId("report-policies")).toContainText("Policies")
  await expect(page.getByTestId("report-claims")).toContainText("Claims")
  await expect(page.getByTestId("report-inquiries")).toContainText("Previous inquiries")
  await expectAccessible(page)

  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de conducteur" })).toBeVisible()
  await expect(summary).toContainText("Sommaire du conducteur")
  await expect(summary).toContainText(margaret.name)
  await expect(page.getByTestId("report-policies")).toContainText("Polices")
  await expect(page.getByTestId("report-claims")).toContainText("Sinistres")
  await expect(page.getByTestId("report-inquiries")).toContainText("Demandes antérieures")
  await expectAccessible(page)

  const popup = page.waitForEvent("popup")
  await page.getByTestId("to-pdf").click()
  const pdfPage = await popup
  await pdfPage.waitForLoadState()
  const pdfUrl = pdfPage.url()
  expect(pdfUrl).toMatch(/\/api\/DriverReports\/Pdf\/[0-9a-f-]{36}$/)
  const response = await page.request.get(pdfUrl)
  expect(response.ok()).toBe(true)
  expect(response.headers()["content-type"]).toBe("application/pdf")
  const bytes = new Uint8Array(await response.body())
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
  const { text } = await extractText(bytes, { mergePages: true })
  expect(text).toContain(margaret.name)
  expect(text).toContain(margaret.licence)
  await pdfPage.close()

  // Go back returns to the driver search, which remembers the jurisdiction.
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/driver-report$/)
  await expect(page.getByRole("heading", { name: "Rapport de conducteur" })).toBeVisible()
  await expect(page.getByTestId("driver-search-form").getByLabel("Province ou territoire")).toHaveValue(margaret.jurisdiction)
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()

  // Report history.
  await openFromMenu(page, /^Report History$/)
  await expect(page).toHaveURL(/\/report-history$/)
  await expect(page.getByRole("heading", { name: "Report History" })).toBeVisible()
  const filters = page.getByTestId("history-filters")
  await expect(filters.getByLabel("Organization")).toHaveValue(/\d+/)
  await expect(filters.getByLabel("Organization").locator("option:checked")).toHaveText("Northwind Insurance")
  await expect(filters.getByLabel("Company").locator("option:checked")).toHaveText("Northwind General - Ontario")
  await expect(filters.getByTestId("export-csv")).toBeDisabled()
  await expectAccessible(page)

  // Dates read yyyy-MM-dd whatever the browser's language; a future date says why it is refused.
  await expect(filters.getByLabel("Report date from")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await expect(filters.getByLabel("Report date to")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await expect(filters).toContainText("Format: yyyy-mm-dd")
  await filters.getByLabel("Report date to").fill("2999-01-01")
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(filters).toContainText(/Invalid Date: \d{4}-\d{2}-\d{2} is today, and a report cannot come from a later date\./)
  await filters.getByLabel("Report date from").fill("08/23/2026")
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(filters.getByText("Invalid Date", { exact: true })).toBeVisible()
  // Reset clears every field, the dates included (document 2 section 2).
  await filters.getByLabel("Driver name").fill("Someone")
  await filters.getByRole("button", { name: "Reset" }).click()
  await expect(filters).not.toContainText("Invalid Date")
  await expect(filters.getByLabel("Report date from")).toHaveValue("")
  await expect(filters.getByLabel("Report date to")).toHaveValue("")
  await expect(filters.getByLabel("Driver name")).toHaveValue("")

  await filters.getByLabel("Reference number").fill("NO-SUCH-REFERENCE")
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("no-results")).toHaveText("No results found")
  await expect(filters.getByTestId("export-csv")).toBeDisabled()
  await expectAccessible(page)

  await filters.getByLabel("Reference number").fill(reference)
  await filters.getByLabel("Reference number").press("Enter")
  await expect(page.getByTestId("result-count")).toHaveText("1 result found")
  // The focus moves to the results, whose heading is read with the count.
  await expect(page.getByRole("heading", { name: "Results" })).toBeFocused()
  const table = page.getByTestId("history-table")
  const row = table.getByTestId("data-row")
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(margaret.licence)
  await expect(row).toContainText(margaret.name)
  await expect(row).toContainText(reference)
  await expect(row).toContainText("Morgan Lee")
  await expectAccessible(page)

  // The only company's units are offered, none chosen; the search keeps to the unit chosen.
  const unit = filters.getByLabel("Unit")
  await expect(unit).toBeEnabled()
  await expect(unit.locator("option:checked")).toHaveText("Select a unit")
  await unit.selectOption({ label: "Ottawa Claims" })
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("no-results")).toHaveText("No results found")
  await unit.selectOption({ label: "Toronto Underwriting" })
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("result-count")).toHaveText("1 result found")
  await expect(row).toContainText("Toronto Underwriting")

  // The requestor field suggests names from 2 letters on; the name chosen filters the history.
  const requestor = filters.getByLabel("Requestor name")
  await requestor.fill("nobody like this")
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("no-results")).toHaveText("No results found")
  await requestor.fill("")
  await requestor.pressSequentially("morg")
  const suggestion = page.getByRole("option", { name: "Morgan Lee" })
  await expect(suggestion).toBeVisible()
  await expectAccessible(page)
  await suggestion.click()
  await expect(requestor).toHaveValue("Morgan Lee")
  await expect(suggestion).toBeHidden()
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("result-count")).toHaveText("1 result found")
  await expect(row).toContainText("Morgan Lee")

  const download = page.waitForEvent("download")
  await filters.getByTestId("export-csv").click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^report-history-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, "")
  const [header, ...lines] = Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
  expect(header).toEqual(csvHeader)
  expect(lines).toHaveLength(1)
  const record = Object.fromEntries(csvColumns.map((column, i) => [column, lines[0]![i]]))
  expect(record).toMatchObject({
    reportId: String(reportId),
    referenceNumber: reference,
    reportRequestor: "Morgan Lee",
    organization: "Northwind Insurance",
    company: "Northwind General - Ontario",
    unit: "Toronto Underwriting",
    driverLicenseNumber: margaret.licence,
    driverName: margaret.name,
    machineClient: ""
  })
  expect(record.reportDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  expect(record.ianaTimezone).toBeTruthy()

  // The row opens the report; Go back returns to the list as it was.
  await table.getByTestId(`view-report-${reportId}`).click()
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`))
  await expect(page.getByTestId("report-summary")).toContainText(margaret.name)
  await expectAccessible(page)
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/report-history$/)
  await expect(filters.getByLabel("Reference number")).toHaveValue(reference)
  await expect(unit.locator("option:checked")).toHaveText("Toronto Underwriting")
  await expect(requestor).toHaveValue("Morgan Lee")
  await expect(page.getByTestId("result-count")).toHaveText("1 result found")
  await expect(table.getByTestId("data-row")).toContainText(margaret.name)
  await expectAccessible(page)

  // Names follow the language in use.
  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Historique des rapports" })).toBeVisible()
  await expect(page.getByTestId("result-count")).toHaveText("1 résultat trouvé")
  await expect(table.getByTestId("data-row")).toContainText("Assurances Northwind")
  await expect(table.getByTestId("data-row")).toContainText("Northwind Générale - Ontario")
  await expect(table.getByTestId("data-row")).toContainText("Souscription Toronto")
  await expect(filters.getByLabel("Unité").locator("option:checked")).toHaveText("Souscription Toronto")
  await expect(filters).toContainText("Format : aaaa-mm-jj")
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
})

test("in French, a broker, who reports for no insurer, is offered no policy or claim number search and is told why", async ({
  page
}) => {
  await signIn(page, "broker@harbour.example", { from: "/driver-report" })
  await acceptCookies(page)
  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de conducteur" })).toBeVisible()
  const form = page.getByTestId("driver-search-form")
  if ((await page.getByTestId("advanced-search").count()) === 0)
    await form.getByRole("button", { name: "Afficher la recherche avancée" }).click()
  const advanced = page.getByTestId("advanced-search")
  await expect(advanced.getByTestId("no-number-search")).toHaveText(
    "La recherche par numéro de police ou de sinistre est réservée aux comptes liés à un assureur ; le vôtre n'en a aucun."
  )
  await expect(advanced.getByLabel("Numéro de police")).toHaveCount(0)
  await expect(advanced.getByLabel("Numéro de sinistre")).toHaveCount(0)
  // The other advanced criteria stay: a name search still runs.
  await expect(advanced.getByLabel("Nom complet")).toBeVisible()
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
})

test("a report that does not exist says so, in the shell, with a way back home", async ({ page }) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.goto("/reports/2147483000")
  await expect(page.getByTestId("report-failed")).toContainText("Report not found.")
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible()
  await expectAccessible(page)
  await page.getByTestId("back-home").click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("welcome")).toBeVisible()
})

test("a report the company already pulled today is shown again without a new charge, and a fresh one can be had", async ({
  page
}) => {
  const lee = { licence: "9001235", jurisdiction: "BC" }
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  const pull = async () => {
    const form = page.getByTestId("driver-search-form")
    await form.getByLabel("Driver's licence number").fill(lee.licence)
    await form.getByLabel("Jurisdiction").selectOption(lee.jurisdiction)
    await form.getByLabel("Driver's licence number").press("Enter")
    await page.getByTestId("result-dialog").getByRole("button", { name: "Get report" }).click()
    await expect(page).toHaveURL(/\/reports\/\d+$/)
    await expect(page.getByTestId("report-summary")).toBeVisible()
    return Number(new URL(page.url()).pathname.split("/").pop())
  }
  const first = await pull()
  await page.getByTestId("go-back").click()
  const again = await pull()
  expect(again).toBe(first)
  const notice = page.getByTestId("report-reused")
  await expect(notice).toContainText(
    /This report was already pulled on \d{4}-\d{2}-\d{2} at \d{2}:\d{2}; it is shown again without a new charge\./
  )
  await expectAccessible(page)

  await notice.getByRole("button", { name: "Get a fresh report" }).click()
  await expect(page).not.toHaveURL(new RegExp(`/reports/${first}$`))
  await expect(page.getByTestId("report-summary")).toBeVisible()
  await expect(page.getByTestId("report-reused")).toHaveCount(0)
})

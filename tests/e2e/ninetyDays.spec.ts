import { readFile } from "node:fs/promises"
import type { Download, Locator, Page } from "@playwright/test"
import Papa from "papaparse"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The demo corrections (docs/demo-data.md): Sophie Leblanc's reports pulled by Laurentian General
 * (LAU-RENEW-77, already reviewed, and LAU-RENEW-78) and by Northwind, then corrected by Northwind's
 * manager (her address) and by the bureau.
 */
const leblanc = { licence: "L90012345670007", newAddress: "118 Bank Street, Ottawa ON K1P 5N4" }
const reviewer = { login: "reviewer@laurentian.example", name: "Élise Arsenault" }

const readCsv = async (download: Download) => {
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "")
  return Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
}

const isBold = (row: Locator) => row.evaluate((element) => Number(getComputedStyle(element).fontWeight) >= 700)

/** The home tile's unread count: the badge's number, 0 when it shows none. */
const badgeCount = async (page: Page) => {
  await expect(page.getByTestId("tile-ninetyDaysReport")).toBeVisible()
  // The count arrives after the tiles; a badge that never comes means 0.
  const badge = page.getByTestId("tile-ninetyDaysReport").getByTestId("unread-badge")
  await badge.waitFor({ timeout: 3_000 }).catch(() => undefined)
  if ((await badge.count()) === 0) return 0
  const text = (await badge.textContent()) ?? ""
  return text === "9+" ? 10 : Number(text)
}

test("a company whose report was corrected reviews it from the 90-day list by regenerating it", async ({ page }) => {
  await signIn(page, reviewer.login)
  await acceptCookies(page)
  const before = await badgeCount(page)
  expect(before).toBeGreaterThanOrEqual(1)
  await expect(page.getByTestId("unread-badge")).toHaveAttribute(
    "aria-label",
    `${before} ${before === 1 ? "report" : "reports"} not reviewed`
  )
  await expectAccessible(page)

  await page.getByTestId("tile-ninetyDaysReport").click()
  await expect(page.getByRole("heading", { name: "90-Day Report" })).toBeVisible()
  const filters = page.getByTestId("ninety-filters")
  // The change range opens on the last 90 days, and its rows show without pressing Search.
  const from = await filters.getByLabel("Change date from").inputValue()
  const to = await filters.getByLabel("Change date to").inputValue()
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(90)
  const table = page.getByTestId("ninety-table")
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ results? found$/)
  const open = table.getByTestId("data-row").filter({ hasText: "LAU-RENEW-78" })
  const reviewed = table.getByTestId("data-row").filter({ hasText: "LAU-RENEW-77" })
  await expect(open).toHaveCount(1)
  await expect(open).toContainText("Not reviewed")
  await expect(open).toContainText(leblanc.licence)
  expect(await isBold(open)).toBe(true)
  await expect(reviewed).toContainText(reviewer.name)
  expect(await isBold(reviewed)).toBe(false)
  await expectAccessible(page)

  // Not reviewed only; an invalid date says so.
  await filters.getByLabel("Review status").selectOption({ label: "Not reviewed" })
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(open).toHaveCount(1)
  await expect(reviewed).toHaveCount(0)
  const download = page.waitForEvent("download")
  await filters.getByTestId("export-csv").click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^ninety-days-report-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...lines] = await readCsv(file)
  expect(header).toEqual([
    "Change date",
    "Report date",
    "Organization",
    "Company",
    "Requestor",
    "Reference number",
    "Licence number",
    "Changes",
    "Reviewed by"
  ])
  const line = lines.find((l) => l[5] === "LAU-RENEW-78")!
  expect(line).toBeDefined()
  expect(line.slice(2, 7)).toEqual([
    "Laurentian General",
    "Laurentian General - Atlantic",
    reviewer.name,
    "LAU-RENEW-78",
    leblanc.licence
  ])
  expect(line[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  expect(line[8]).toBe("")
  await filters.getByLabel("Review status").selectOption({ label: "All" })
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(reviewed).toHaveCount(1)

  // Opening the row: the report, with the way to regenerate it.
  await open.getByRole("link", { name: "View" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  const originalUrl = page.url()
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  await expect(page.getByText(leblanc.licence).first()).toBeVisible()
  const regenerate = page.getByTestId("regenerate-report")
  await expect(regenerate).toHaveText("Regenerate report")
  await expectAccessible(page)
  await regenerate.click()
  await expect(
    page.getByText("The report was regenerated from the current data and the change is marked as reviewed.")
  ).toBeVisible()
  await expect(page).not.toHaveURL(originalUrl)
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await expect(page.getByText(leblanc.newAddress).first()).toBeVisible()
  await expect(regenerate).toHaveCount(0)

  // Back on the list, the kept rows show and are fetched again: the row is reviewed now.
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/ninetydays-report$/)
  await expect(filters.getByLabel("Review status")).toHaveValue("0")
  // The kept rows show first; the row reads reviewed once the page is fetched again.
  await expect(open).not.toContainText("Not reviewed")
  await expect(open).toContainText(reviewer.name)
  await expect.poll(() => isBold(open)).toBe(false)

  // The same screen in French.
  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de 90 jours" })).toBeVisible()
  await expect(table.getByRole("columnheader", { name: "Révisé par" })).toBeVisible()
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ résultats? trouvés?$/)
  await filters.getByLabel("Date de modification, du").fill("")
  await filters.getByLabel("Date de modification, au").fill("2025-01-01")
  await filters.getByLabel("Date de modification, du").fill("2025-02-01")
  await filters.getByRole("button", { name: "Rechercher" }).click()
  await expect(filters).toContainText("La date de début doit précéder ou égaler la date de fin.")
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()

  // Home counts one row fewer.
  await page.goto("/")
  expect(await badgeCount(page)).toBe(before - 1)
})

test("the 90-day page lists its rows on arrival and shows them again, as they were, back from a report", async ({ page }) => {
  await signIn(page, "manager@northwind.example")
  await acceptCookies(page)
  await page.getByTestId("tile-ninetyDaysReport").click()
  await expect(page).toHaveURL(/\/ninetydays-report$/)
  const filters = page.getByTestId("ninety-filters")
  const table = page.getByTestId("ninety-table")
  const count = page.getByTestId("result-count")
  // Nothing pressed: the last 90 days are listed, the unreviewed first.
  await expect(count).toHaveText(/^\d+ results? found$/)
  await expect(filters.getByLabel("Review status")).toHaveValue("0")
  await expect(table.getByTestId("data-row").first()).toContainText("Not reviewed")

  // A search of the user's own, then a report opened from it.
  await filters.getByLabel("Review status").selectOption({ label: "Not reviewed" })
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(table.getByTestId("data-row").first()).toContainText("Not reviewed")
  const counted = (await count.textContent())!
  const rows = await table.getByTestId("data-row").allTextContents()
  expect(rows.length).toBeGreaterThan(0)
  await table.getByTestId("data-row").first().getByRole("link", { name: "View" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()

  // Go back: the filters, the count and the rows as they were.
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/ninetydays-report$/)
  await expect(filters.getByLabel("Review status")).toHaveValue("2")
  await expect(count).toHaveText(counted)
  await expect(table.getByTestId("data-row")).toHaveText(rows)
  await expectAccessible(page)

  // The browser's Back does the same.
  await table.getByTestId("data-row").first().getByRole("link", { name: "View" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/ninetydays-report$/)
  await expect(filters.getByLabel("Review status")).toHaveValue("2")
  await expect(table.getByTestId("data-row")).toHaveText(rows)
})

test("the correction report lists corrections with their old and new values and exports them", async ({ page }) => {
  await signIn(page, "manager@northwind.example", { from: "/correction-report" })
  await acceptCookies(page)
  await expect(page.getByRole("heading", { name: "Correction Report" })).toBeVisible()
  const filters = page.getByTestId("correction-filters")
  await expect(filters.getByLabel("Organization")).toHaveValue(/\d+/)

  // No future dates.
  const toDate = filters.getByLabel("Correction date to")
  const today = await toDate.inputValue()
  const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10)
  await toDate.fill(tomorrow)
  await filters.getByRole("button", { name: "Search" }).click()
  await expect(filters).toContainText("Invalid Date")
  await filters.getByRole("button", { name: "Clear" }).click()
  await expect(toDate).toHaveValue(today)
  await expect(filters).not.toContainText("Invalid Date")

  await filters.getByRole("button", { name: "Search" }).click()
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ corrections? found$/)
  const table = page.getByTestId("correction-table")
  const headers = [
    "Company",
    "Correction date",
    "Corrected by",
    "Field",
    "Licence number",
    "Policy number",
    "Policy effective date",
    "Claim number",
    "Accident date",
    "Old value",
    "New value"
  ]
  await expect(table.getByRole("columnheader")).toHaveText(headers)
  const moved = table.getByTestId("data-row").filter({ hasText: leblanc.newAddress })
  await expect(moved).toHaveCount(1)
  await expect(moved).toContainText("Camille Gagnon")
  await expect(moved).toContainText("31 Elgin Street, Ottawa ON K1P 5K1")
  await expect(moved).toContainText(leblanc.licence)
  await expectAccessible(page)

  const download = page.waitForEvent("download")
  await filters.getByTestId("export-csv").click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^correction-report-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...lines] = await readCsv(file)
  expect(header).toEqual(headers)
  const line = lines.find((l) => l[10] === leblanc.newAddress)!
  expect(line).toBeDefined()
  expect(line[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  expect([line[2], line[4], line[9]]).toEqual(["Camille Gagnon", leblanc.licence, "31 Elgin Street, Ottawa ON K1P 5K1"])

  // In French: the wording, the count and the file's headers.
  await page.getByTestId("language-toggle").click()
  await expect(page.getByRole("heading", { name: "Rapport de corrections" })).toBeVisible()
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ corrections? trouvées?$/)
  await expect(table.getByRole("columnheader", { name: "Nouvelle valeur" })).toBeVisible()
  const french = page.waitForEvent("download")
  await filters.getByTestId("export-csv").click()
  const [frenchHeader] = await readCsv(await french)
  expect(frenchHeader).toEqual([
    "Entreprise",
    "Date de correction",
    "Corrigé par",
    "Champ",
    "Numéro de permis",
    "Numéro de police",
    "Date d'effet de la police",
    "Numéro de sinistre",
    "Date de l'accident",
    "Ancienne valeur",
    "Nouvelle valeur"
  ])
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
})

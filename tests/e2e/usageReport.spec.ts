import { readFile } from "node:fs/promises"
import type { Browser, Download, Page } from "@playwright/test"
import Papa from "papaparse"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The usage report as the demo world's Northwind manager reads it (README): the analyst pulls a
 * driver report, and the manager, who holds usageReport for Northwind's companies, sees the analyst's
 * count for today go up by one, sorts the table both ways and exports it.
 */
const manager = "manager@northwind.example"
const analyst = "analyst@northwind.example"
const margaret = { licence: "W90012345670001", jurisdiction: "ON" }

const words = {
  en: {
    title: "Usage Report",
    userId: "User ID",
    company: "Northwind General - Ontario",
    exportCsv: "Export CSV",
    header: ["Organization", "Company", "Unit", "User ID", "Name", "Number of requests", "System"],
    found: /^\d+ results? found$/,
    none: "No results found",
    today: /Today: \d{4}-\d{2}-\d{2}/
  },
  fr: {
    title: "Rapport d'utilisation",
    userId: "Code d'utilisateur",
    company: "Northwind Générale - Ontario",
    exportCsv: "Exporter en CSV",
    header: ["Organisation", "Entreprise", "Unité", "Code d'utilisateur", "Nom", "Nombre de demandes", "Système"],
    found: /^\d+ résultats? trouvés?$/,
    none: "Aucun résultat trouvé",
    today: /Aujourd'hui : \d{4}-\d{2}-\d{2}/
  }
} as const
type Language = keyof typeof words

test.describe.configure({ timeout: 90_000 })

/**
 * The analyst, in a browser of their own, pulls Margaret Wilson's report: a new one, under a reference
 * of its own, since the same report asked again the same day is answered again without a count.
 */
const pullAsAnalyst = async (browser: Browser) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, analyst)
  await acceptCookies(page)
  await page.getByTestId("tile-driverReport").click()
  const form = page.getByTestId("driver-search-form")
  await form.getByLabel("Driver's licence number").fill(margaret.licence)
  await form.getByLabel("Jurisdiction").selectOption(margaret.jurisdiction)
  await form.getByRole("button", { name: "Show advanced" }).click()
  await form.getByLabel("Comment").fill(`USAGE-${Date.now().toString(36).toUpperCase()}`)
  await form.getByLabel("Driver's licence number").press("Enter")
  const dialog = page.getByTestId("result-dialog")
  await dialog.getByRole("button", { name: "Get report" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await expect(page.getByTestId("report-reused")).toHaveCount(0)
  await context.close()
}

/** The analyst's count for Northwind General today, as the table shows it (0 without a row). */
const analystCount = async (page: Page, language: Language) => {
  await page.getByTestId("usage-search").click()
  const table = page.getByTestId("usage-table")
  await expect(page.getByTestId("result-count").or(page.getByText(/No results found|Aucun résultat trouvé/))).toBeVisible()
  if ((await table.count()) === 0) return 0
  const row = table.getByTestId("data-row").filter({ hasText: words[language].company })
  if ((await row.count()) === 0) return 0
  return Number(await row.first().locator("td").last().textContent())
}

const readCsv = async (download: Download) => {
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "")
  return Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
}

for (const language of ["en", "fr"] as const) {
  test(`in ${language === "en" ? "English" : "French"}, the manager sees the analyst's report just pulled counted, sorts and exports`, async ({
    page,
    browser
  }) => {
    const t = words[language]
    await signIn(page, manager)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await page.getByTestId("tile-usageReport").click()
    await expect(page).toHaveURL(/\/usage-report$/)
    await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible()
    // It counts today on arrival: a count, or no results when nobody pulled a report yet today.
    await expect(page.getByTestId("result-count").or(page.getByRole("status").filter({ hasText: t.none }))).toBeVisible()
    await expectAccessible(page)

    await page.getByLabel(t.userId, { exact: true }).fill(analyst)
    const before = await analystCount(page, language)
    await pullAsAnalyst(browser)
    await expect.poll(() => analystCount(page, language)).toBe(before + 1)
    await expect(page.getByTestId("result-count")).toHaveText(t.found)
    await expect(page.getByTestId("usage-header")).toContainText(t.today)
    // Sorted by organization first.
    await expect(page.getByTestId("usage-table").locator("th").first()).toHaveAttribute("aria-sort", "ascending")

    // A header sorts by its column, then the other way.
    const byCount = page.getByTestId("sort-numberOfRequest")
    await byCount.click()
    await expect(page.getByTestId("usage-table").locator("th").last()).toHaveAttribute("aria-sort", "ascending")
    await page.getByTestId("sort-numberOfRequest").click()
    await expect(page.getByTestId("usage-table").locator("th").last()).toHaveAttribute("aria-sort", "descending")

    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: t.exportCsv }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = await readCsv(file)
    expect(rows[0]).toEqual(t.header)
    const analystRow = rows.find((row) => row[1] === t.company && row[3] === analyst)
    expect(Number(analystRow?.[5])).toBe(before + 1)
  })
}

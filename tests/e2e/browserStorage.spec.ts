import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

/** A hand-made demo driver (docs/demo-data.md). */
const margaret = { licence: "W90012345670001", jurisdiction: "ON", name: "Margaret Anne Wilson" }

/** What the portal may keep in local storage: preferences and the User ID the user asked to remember. */
const persistentKeys = ["lang", "rememberedUserId", "driverSearch.jurisdiction"]

const browserStorage = (page: Page) =>
  page.evaluate(() => ({
    local: { ...localStorage } as Record<string, string>,
    session: { ...sessionStorage } as Record<string, string>,
    cookies: document.cookie
  }))

const expectNoPersonalData = async (page: Page) => {
  const stored = JSON.stringify(await browserStorage(page))
  for (const personal of [margaret.licence, "Margaret", "Wilson"]) expect(stored).not.toContain(personal)
}

test("the browser keeps no driver's name or licence number, and sign-out leaves only preferences", async ({ page }) => {
  test.setTimeout(90_000)
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)

  const form = page.getByTestId("driver-search-form")
  await form.getByLabel("Driver's licence number").fill(margaret.licence)
  await form.getByLabel("Jurisdiction").selectOption(margaret.jurisdiction)
  await form.getByRole("button", { name: "Show advanced" }).click()
  await form.getByLabel("Comment").fill(reference)
  await form.getByRole("button", { name: "Search" }).click()
  const dialog = page.getByTestId("result-dialog")
  await expect(page.getByTestId("result-name")).toHaveText(margaret.name)
  await expectNoPersonalData(page)
  await dialog.getByRole("button", { name: "Get report" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  const reportId = Number(new URL(page.url()).pathname.split("/").pop())
  await expect(page.getByTestId("report-summary")).toContainText(margaret.name)
  await expectNoPersonalData(page)

  // The report history's list is kept while a report is open, in the page's memory only.
  await page.goto("/report-history")
  const filters = page.getByTestId("history-filters")
  await filters.getByLabel("Reference number").fill(reference)
  await filters.getByRole("button", { name: "Search" }).click()
  const row = page.getByTestId("history-table").getByTestId("data-row")
  await expect(row).toContainText(margaret.name)
  await page.getByTestId("history-table").getByTestId(`view-report-${reportId}`).click()
  await expect(page.getByTestId("report-summary")).toContainText(margaret.licence)
  await expectNoPersonalData(page)
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/report-history$/)
  await expect(filters.getByLabel("Reference number")).toHaveValue(reference)
  await expect(row).toContainText(margaret.name)
  await expectNoPersonalData(page)

  // Sign-out clears the tab's storage; local storage keeps preferences only.
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  const after = await browserStorage(page)
  expect(after.session).toEqual({})
  expect(Object.keys(after.local).filter((key) => !persistentKeys.includes(key))).toEqual([])
  expect(after.local["driverSearch.jurisdiction"]).toBe(margaret.jurisdiction)
  expect(after.cookies).not.toContain("search-with-advanced=true")
  await expectNoPersonalData(page)
})

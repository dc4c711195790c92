import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The user access report as the Northwind manager uses it (document 2 section 2): a function granted
 * today shows as of today and not as of an earlier day, the details page lists the change, and To PDF
 * prints.
 */
const manager = "manager@northwind.example"

const words = {
  en: {
    title: "User Access Report",
    details: "User Access Details",
    function: "90-Day Report",
    granted: /Function 90-Day Report granted for /,
    search: "Search"
  },
  fr: {
    title: "Rapport d'accès des utilisateurs",
    details: "Détails de l'accès",
    function: "Rapport de 90 jours",
    granted: /Fonction Rapport de 90 jours accordée pour /,
    search: "Rechercher"
  }
} as const
type Language = keyof typeof words

const users = { en: "o.fraser@northwind.example", fr: "m.alvarez@northwind.example" } as const

test.describe.configure({ timeout: 90_000 })

/** yyyy-MM-dd some days from today in the browser's zone, as the report reads its dates. */
const day = (page: Page, offset: number) =>
  page.evaluate((days) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA"), offset)

/** Through the user administration: the user's profile, the 90-day report for the first company offered, saved. */
const grantNinetyDays = async (page: Page, language: Language, userId: string) => {
  await page.goto("/user-administration")
  await page.locator("#users-userId").fill(userId)
  await page.getByRole("button", { name: words[language].search, exact: true }).click()
  await page.locator("[data-testid^='view-user-']").first().click()
  await expect(page.getByTestId("user-profile")).toBeVisible()
  await page.getByTestId("function-4").check()
  await page.getByTestId("function-4-companies").getByRole("checkbox").first().check()
  await page.getByTestId("user-profile-save").click()
  await page.waitForURL(/\/user-administration$/)
}

/** The report for one user as of a day: the functions cell of their row. */
const functionsAsOf = async (page: Page, language: Language, userId: string, asOfDate: string) => {
  await page.locator("#user-access-userId").fill(userId)
  await page.getByTestId("user-access-asOfDate").fill(asOfDate)
  await page.getByRole("button", { name: words[language].search, exact: true }).click()
  const row = page.getByTestId("data-row")
  await expect(row).toHaveCount(1)
  return row
}

for (const language of ["en", "fr"] as const) {
  test(`in ${language === "en" ? "English" : "French"}, a function granted today shows as of today, not before, and the details print`, async ({
    page
  }) => {
    const t = words[language]
    const userId = users[language]
    await signIn(page, manager)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await grantNinetyDays(page, language, userId)

    await page.goto("/user-access-report")
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible()
    await expect(page.getByTestId("user-access-asOfDate")).toHaveValue(await day(page, 0))
    await expect(await functionsAsOf(page, language, userId, await day(page, 0))).toContainText(t.function)
    await expectAccessible(page)
    await expect(await functionsAsOf(page, language, userId, await day(page, -2))).not.toContainText(t.function)
    await expect(await functionsAsOf(page, language, userId, await day(page, 0))).toContainText(t.function)

    await page.locator("[data-testid^='user-access-details-']").first().click()
    await expect(page.getByRole("heading", { name: t.details })).toBeVisible()
    await expect(page.getByTestId("user-access-functions")).toContainText(t.function)
    await expect(page.getByTestId("user-access-history")).toContainText(t.granted)
    await expectAccessible(page)
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => void counted.printed++
    })
    await page.getByTestId("user-access-print").click()
    await page.locator("h1").click()
    await page.keyboard.press("Enter")
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2)

    // Back shows the report as it was left.
    await page.getByTestId("user-access-back").click()
    await expect(page.locator("#user-access-userId")).toHaveValue(userId)
    await expect(page.getByTestId("data-row")).toHaveCount(1)
  })
}

test("a details address that names no user shows the user as missing, as an unknown id does", async ({ page }) => {
  await signIn(page, manager)
  await acceptCookies(page)
  for (const id of ["2147483000", "abc"]) {
    await page.goto(`/user-access-report-details/${id}`)
    await expect(page.getByTestId("user-access-details")).toContainText("The user's access could not be loaded.")
    await expect(page.getByText("System error [404]")).toBeVisible()
    await expect(page.getByText("System error [500]")).toHaveCount(0)
  }
})

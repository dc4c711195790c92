import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

/**
 * What a form does with what is typed (document 2 sections 4, 5 and 8): an over-long value is refused
 * at its field and kept whole, the server's refusals reach their fields, a single organization is
 * preselected, and notices never cover the form's own buttons.
 */
const manager = "manager@northwind.example"
const admin = "admin@bureau.example"

const words = {
  en: {
    tooLong: "This value is too long",
    notIbcCr: "This company does not use bureau credentials",
    notSaved: "The user was not saved. Check the fields marked and try again."
  },
  fr: {
    tooLong: "Cette valeur est trop longue",
    notIbcCr: /n'utilise pas les identifiants du Bureau/,
    notSaved: "L'utilisateur n'a pas été enregistré. Vérifiez les champs indiqués et réessayez."
  }
} as const

test.describe.configure({ timeout: 90_000 })

const signInAs = async (page: Page, userId: string, language: "en" | "fr") => {
  await signIn(page, userId)
  await acceptCookies(page)
  if (language === "fr") await page.getByTestId("language-toggle").click()
}

/** Chooses the option of a select whose text contains `text`. */
const choose = async (select: Locator, text: string) => {
  const option = select.locator("option", { hasText: text }).first()
  await expect(option).toBeAttached()
  await select.selectOption((await option.getAttribute("value"))!)
}

const openNewUser = async (page: Page) => {
  await page.goto("/user-administration/userProfile?mode=create")
  await expect(page.getByTestId("user-profile")).toBeVisible()
}

for (const language of ["en", "fr"] as const) {
  const t = words[language]

  test(`in ${language}, a 64-character notification recipient is refused at its field and kept whole`, async ({ page }) => {
    await signInAs(page, manager, language)
    await page.goto("/company-profile")
    const company = page.getByTestId("company-profile-company")
    await expect(company).toBeEnabled()
    await choose(company, "Northwind")
    await page.getByTestId("company-recipient-add").click()
    const dialog = page.getByTestId("company-item-dialog")
    const address = `${"r".repeat(51)}@northwind.ca`
    expect(address).toHaveLength(64)
    await dialog.getByTestId("company-item-text").fill(address)
    await expect(dialog.getByTestId("company-item-text")).toHaveValue(address)
    await dialog.getByTestId("company-item-dialog-confirm").click()
    await expect(dialog.locator("#company-item-text-error")).toHaveText(t.tooLong)
    await expect(dialog.getByTestId("company-item-text")).toHaveValue(address)
    await expect(page.getByTestId("company-recipient-list")).not.toContainText(address.slice(0, 60))
  })

  test(`in ${language}, a bureau-credentials user for a company without them is refused at the access type`, async ({ page }) => {
    await signInAs(page, admin, language)
    await openNewUser(page)
    await page.getByTestId("user-profile-access-type").selectOption("2")
    await page.getByTestId("user-profile-first-name").fill("Sam")
    await page.getByTestId("user-profile-last-name").fill("Rivers")
    await page.getByTestId("user-profile-email").fill(`sam.rivers.${language}.${Date.now()}@northwind.example`)
    await page.getByTestId("user-profile-mfa-phone").fill("4165550123")
    await choose(page.getByTestId("user-profile-organization"), "Northwind")
    await choose(page.getByTestId("user-profile-company"), "Northwind")
    await page.getByTestId("function-2").check()
    await page.getByTestId("user-profile-save").click()
    await expect(page.getByTestId("toast").filter({ hasText: t.notSaved })).toBeVisible()
    await expect(page.locator("#user-profile-access-type-error")).toHaveText(t.notIbcCr)
  })
}

test("a 65-character new password is refused at its field and kept whole", async ({ page }) => {
  await signInAs(page, "helpdesk@bureau.example", "en")
  await page.goto("/change-password")
  const form = page.getByTestId("change-password-form")
  const long = `Aa1!${"x".repeat(61)}`
  expect(long).toHaveLength(65)
  await form.getByLabel("Current password").fill("Portal-demo-1")
  await form.getByLabel("New password", { exact: true }).fill(long)
  await form.getByLabel("Confirm the new password").fill(long)
  await expect(form.getByLabel("New password", { exact: true })).toHaveValue(long)
  await page.getByTestId("change-password-submit").click()
  await expect(form.locator("#change-password-newPassword-error")).toHaveText("The password does not meet the required criteria.")
  await expect(page.getByTestId("toast").filter({ hasText: "Your password has been changed." })).toHaveCount(0)
})

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 }
])
  test(`at ${viewport.width}×${viewport.height}, the manager's new user has the one organization chosen, and the notice leaves Save and Cancel clear`, async ({
    page
  }) => {
    await page.setViewportSize(viewport)
    await signInAs(page, manager, "en")
    await openNewUser(page)
    // A single organization is preselected (document 1 section 5), as the employer and as the one assigned.
    await expect(page.getByTestId("user-profile-organization")).not.toHaveValue("")
    await expect(page.getByTestId("user-profile-organization").locator("option:checked")).toContainText("Northwind")
    await page.getByTestId("user-profile-save").click()
    const notice = page.getByTestId("toast").filter({ hasText: words.en.notSaved })
    await expect(notice).toBeVisible()
    for (const id of ["user-profile-save", "user-profile-cancel"]) {
      const button = page.getByTestId(id)
      // Scrolled until the button just shows at the bottom of the screen, where the notices sit.
      await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8))
      // Let the notices settle where they go.
      await expect
        .poll(async () => overlaps((await notice.boundingBox())!, (await button.boundingBox())!), { timeout: 5_000 })
        .toBe(false)
      await button.click({ trial: true })
    }
    await page.getByTestId("user-profile-cancel").click()
    await expect(page.getByTestId("user-profile")).toHaveCount(0)
  })

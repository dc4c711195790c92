import en from "../../src/i18n/en"
import enSettings from "../../src/i18n/en/settings"
import fr from "../../src/i18n/fr"
import frSettings from "../../src/i18n/fr/settings"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * Publishing new terms of service from the settings (document 2 section 2), in English and French:
 * the tab asks first, since every user must accept the new terms again, and the administrator is the
 * first to be asked. playwright.config.ts runs this spec after all the others, whose users would
 * otherwise meet the new terms.
 */
const admin = "admin@bureau.example"
const words = { en: { ...en, settings: enSettings }, fr: { ...fr, settings: frSettings } } as const

test.describe.configure({ timeout: 90_000 })

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const s = t.settings
  test(`in ${language === "en" ? "English" : "French"}, the administrator publishes new terms after confirming, and is asked to accept them`, async ({
    page
  }) => {
    await signIn(page, admin)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await page.goto("/settings")
    await page.getByRole("tab", { name: s.tabs.termsOfService }).click()
    const publish = page.getByTestId("settings-termsOfService-save")
    await expect(publish).toHaveText(s.termsOfService.publish)
    await expect(page.getByTestId("settings-textEn")).not.toHaveValue("")
    await expectAccessible(page)

    // A blank text is refused at its field before anything is asked.
    await page.getByTestId("settings-textFr").fill("")
    await publish.click()
    await expect(page.locator("#settings-textFr-error")).toHaveText(s.messages.blank)
    await expect(page.getByTestId("toast").filter({ hasText: s.notices.notSaved }).last()).toBeVisible()
    await expect(page.getByTestId("settings-terms-confirm")).toHaveCount(0)

    const textEn = `Terms of service, edition published in ${language}.`
    const textFr = `Conditions d'utilisation, édition publiée en ${language}.`
    await page.getByTestId("settings-textEn").fill(textEn)
    await page.getByTestId("settings-textFr").fill(textFr)

    // Cancel publishes nothing; Publish in the confirmation does.
    await publish.click()
    const confirm = page.getByTestId("settings-terms-confirm")
    await expect(confirm).toContainText(s.termsOfService.confirmText)
    await expectAccessible(page)
    await confirm.getByRole("button", { name: t.common.cancel }).click()
    await expect(confirm).toHaveCount(0)
    await publish.click()
    await confirm.getByTestId("settings-terms-confirm-confirm").click()
    await expect(page.getByTestId("toast").filter({ hasText: s.notices.termsPublished }).last()).toBeVisible()

    // The next page asks the administrator, as every user, to accept the new terms.
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: t.termsAcceptance.title })).toBeVisible()
    await expect(page.getByTestId("terms-text")).toHaveText(language === "fr" ? textFr : textEn)
    await page.getByRole("button", { name: t.termsAcceptance.accept }).click()
    await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible()
  })
}

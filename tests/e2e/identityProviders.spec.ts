import en from "../../src/i18n/en"
import enSettings from "../../src/i18n/en/settings"
import fr from "../../src/i18n/fr"
import frSettings from "../../src/i18n/fr/settings"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * /b2c, the identity-provider settings (document 2 section 2 lists the route without its content): the
 * claims providers and the client identifier mappings on one page, for those who keep the settings.
 */
const words = {
  en: { ...en, settings: enSettings },
  fr: { ...fr, settings: frSettings }
} as const

test.describe.configure({ timeout: 90_000 })

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const s = t.settings

  test(`the bureau administrator finds the claims providers and client mappings at /b2c, in ${language}`, async ({ page }) => {
    await signIn(page, "admin@bureau.example")
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await page.goto("/b2c")
    await expect(page.getByRole("heading", { level: 1, name: s.identityProviders.title })).toBeVisible()
    await expect(page.getByRole("heading", { name: t.notFound.title })).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 2, name: s.tabs.claimsProviders })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: s.tabs.clientMappings })).toBeVisible()
    // The demo's claims provider: Laurentian's users sign in at Laurentian's own service.
    const claims = page.getByTestId("identity-providers-claims")
    await expect(claims.getByRole("row", { name: /laurentian\.example/ })).toBeVisible()
    await expect(page.getByTestId("identity-providers-clients").getByTestId("client-mapping-status").first()).toBeVisible()
    await expectAccessible(page)

    await page.getByTestId("identity-providers-settings").click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible()
  })
}

test("a user who does not keep the settings is sent home from /b2c", async ({ page }) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await page.goto("/b2c")
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("identity-providers")).toHaveCount(0)
  await expect(page.getByRole("heading", { name: en.notFound.title })).toHaveCount(0)
})

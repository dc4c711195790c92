import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { e2eMailDir } from "./support/e2ePorts"
import { acceptCookies, demoPassword, expectAccessible, signIn } from "./support/portal"

/**
 * Password fields as a person uses them (ASVS 2.1.7, 2.1.8, 2.1.12), in English and in French: every
 * password field can be shown, a new password has a strength meter that moves as one types, and a
 * common password is refused at its field, on the Change password screen and on the provider's pages.
 */
const words = {
  en: {
    changeUser: "broker@harbour.example",
    resetUser: "analyst@northwind.example",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm the new password",
    confirmOnProvider: "Confirm the new password",
    change: "Change password",
    show: "Show password",
    meter: "Password strength",
    weak: "Weak",
    veryStrong: "Very strong",
    common: "This password is too common or has appeared in a data breach.",
    userId: /^User ID$/,
    next: /^Next$/,
    password: /^Password$/,
    forgot: "Forgot your password?",
    send: "Send the link",
    chooseTitle: "Choose a new password"
  },
  fr: {
    changeUser: "e.wright@maple.example",
    resetUser: "manager@northwind.example",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmez le nouveau mot de passe",
    confirmOnProvider: "Confirmer le nouveau mot de passe",
    change: "Changer le mot de passe",
    show: "Afficher le mot de passe",
    meter: "Robustesse du mot de passe",
    weak: "Faible",
    veryStrong: "Très bonne",
    common: "Ce mot de passe est trop courant ou a déjà été exposé lors d'une fuite de données.",
    userId: /^Code d.utilisateur$/,
    next: /^Suivant$/,
    password: /^Mot de passe$/,
    forgot: "Mot de passe oublié?",
    send: "Envoyer le lien",
    chooseTitle: "Choisir un nouveau mot de passe"
  }
} as const

const strong = "Zt8v-Lm2q-Rb5x"

/** The reset links mailed to `to` that the e2e mail server holds (it keeps those of earlier runs). */
const resetLinksTo = (to: string): ReadonlyArray<string> =>
  existsSync(e2eMailDir)
    ? readdirSync(e2eMailDir).flatMap((file) => {
        const raw = readFileSync(join(e2eMailDir, file), "utf8")
        if (!raw.startsWith(`X-Envelope-To: ${to}\n`) && !raw.startsWith(`X-Envelope-To: ${to}\r\n`)) return []
        // Quoted-printable: a line ending in "=" goes on at the next.
        return [...raw.replace(/=\r?\n/g, "").matchAll(/https?:\/\/\S+?\/oidc\/password-reset\/[A-Za-z0-9_-]+/g)].map((m) => m[0])
      })
    : []

/** The toggle of a field: the button that controls it, named "Show password" whatever its state. */
const toggleOf = (page: Page, id: string) => page.locator(`button[aria-controls="${id}"]`)

const expectToggleShows = async (page: Page, field: Locator, id: string, name: string) => {
  const toggle = toggleOf(page, id)
  await expect(toggle).toHaveAccessibleName(name)
  await expect(toggle).toHaveAttribute("aria-pressed", "false")
  await expect(field).toHaveAttribute("type", "password")
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-pressed", "true")
  await expect(field).toHaveAttribute("type", "text")
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-pressed", "false")
  await expect(field).toHaveAttribute("type", "password")
}

const expectMeterMoves = async (page: Page, field: Locator, t: (typeof words)["en" | "fr"]) => {
  const meter = page.getByRole("meter", { name: t.meter })
  await expect(meter).toBeVisible({ timeout: 20_000 })
  await field.pressSequentially("Password123!")
  await expect(meter).toHaveAttribute("aria-valuetext", t.weak)
  await expect(page.getByText(`${t.meter}${t === words.fr ? " : " : ": "}${t.weak}`)).toBeVisible()
  await field.fill(strong)
  await expect(meter).toHaveAttribute("aria-valuenow", "4")
  await expect(meter).toHaveAttribute("aria-valuetext", t.veryStrong)
}

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const inLanguage = language === "en" ? "English" : "French"

  test(`in ${inLanguage}, Change password shows each field on demand, a meter that moves as one types, and refuses a common password`, async ({
    page,
    baseURL
  }) => {
    await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }])
    await signIn(page, t.changeUser)
    await acceptCookies(page)
    await page.goto("/change-password")
    const current = page.getByLabel(t.currentPassword, { exact: true })
    const next = page.getByLabel(t.newPassword, { exact: true })
    const confirm = page.getByLabel(t.confirmPassword, { exact: true })
    await current.fill(demoPassword)
    await expectToggleShows(page, current, "change-password-currentPassword", t.show)
    await expectToggleShows(page, confirm, "change-password-confirmPassword", t.show)
    await expectMeterMoves(page, next, t)
    await expectToggleShows(page, next, "change-password-newPassword", t.show)
    await expectAccessible(page)

    await next.fill("Password123!")
    await confirm.fill("Password123!")
    await page.getByRole("button", { name: t.change, exact: true }).click()
    await expect(page.locator("#change-password-newPassword-error")).toContainText(t.common)
    await expect(next).toHaveAttribute("aria-invalid", "true")
    await expectAccessible(page)
  })

  test(`in ${inLanguage}, the provider's sign-in and reset pages show a password on demand and the reset page has a meter`, async ({
    page,
    baseURL
  }) => {
    await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }])
    await page.goto("/login")
    await acceptCookies(page)
    await page.getByRole("textbox", { name: t.userId }).fill(t.resetUser)
    await page.getByRole("button", { name: t.next }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/oidc/interaction/"))
    const password = page.getByLabel(t.password)
    await password.fill(demoPassword)
    await expectToggleShows(page, password, "password", t.show)
    await expectAccessible(page)

    const before = new Set(resetLinksTo(t.resetUser))
    await page.getByRole("link", { name: t.forgot }).click()
    await page.getByRole("textbox", { name: t.userId }).fill(t.resetUser)
    await page.getByRole("button", { name: t.send }).click()
    let link: string | undefined
    await expect
      .poll(() => (link = resetLinksTo(t.resetUser).find((sent) => !before.has(sent))), {
        message: "the reset link by mail",
        timeout: 30_000
      })
      .toBeDefined()
    await page.goto(link!)
    await expect(page.getByRole("heading", { name: t.chooseTitle })).toBeVisible()
    const next = page.getByLabel(t.newPassword, { exact: true })
    await expectMeterMoves(page, next, t)
    await expectToggleShows(page, next, "newPassword", t.show)
    await expectToggleShows(page, page.getByLabel(t.confirmOnProvider, { exact: true }), "confirmPassword", t.show)
    await expectAccessible(page)
  })
}

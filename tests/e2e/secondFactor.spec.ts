import type { Browser, Page } from "@playwright/test"
import { Secret, TOTP } from "otpauth"
import { demoSecondFactors } from "../../src/server/demo/demoSecondFactors"
import { expect, test } from "./support/fixtures"
import { acceptCookies, demoPassword, expectAccessible } from "./support/portal"

/**
 * The administrators' second factor (README, "Demo accounts"), on the portal that asks for it: the
 * bureau administrator signs in with the code of the key `npm start` prints and resets the Maple Leaf
 * administrator's second factor; she enrols again (the key read off the page, the recovery codes shown
 * once), then signs in with a code, then with a recovery code.
 */
const bureauAdmin = demoSecondFactors.find((d) => d.email === "admin@bureau.example")!
const mapleAdmin = { email: "c.lavoie@maple.example", name: "Chloé Lavoie" }

const words = {
  en: {
    codeTitle: "Second factor",
    code: "Code",
    verify: "Verify",
    enrolTitle: "Set up your authenticator",
    enrolCode: "Six-digit code",
    confirm: "Confirm",
    recoveryTitle: "Your recovery codes",
    continue: "Continue",
    reset: "Reset second factor",
    resetDone: "The second factor was reset.",
    invalid: "The code is incorrect or has already been used."
  },
  fr: {
    codeTitle: "Deuxième facteur",
    code: "Code",
    verify: "Vérifier",
    enrolTitle: "Configurer votre application d'authentification",
    enrolCode: "Code à six chiffres",
    confirm: "Confirmer",
    recoveryTitle: "Vos codes de récupération",
    continue: "Continuer",
    reset: "Réinitialiser le deuxième facteur",
    resetDone: "Le deuxième facteur a été réinitialisé.",
    invalid: "Le code est incorrect ou a déjà été utilisé."
  }
} as const

type Language = keyof typeof words

// Three people's sign-ins, an enrolment and waits for the next 30-second step: longer than one screen's test.
test.describe.configure({ timeout: 180_000 })

/** The last time step whose code each key gave, so that no code is given twice (the portal refuses it). */
const usedSteps = new Map<string, number>()

/** An authenticator app's code for the key: of the current step, or the next one, waiting for it if both were used. */
const nextCode = async (key: string) => {
  const now = Date.now()
  const current = Math.floor(now / 30_000)
  const step = Math.max(current, (usedSteps.get(key) ?? 0) + 1)
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - now + 200))
  usedSteps.set(key, step)
  return new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: step * 30_000 })
}

/** A code of the key ten steps ahead: outside the one step of drift accepted, so refused. */
const farCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: Date.now() + 300_000 })

/** The portal's login screen in the language, the User ID, then the provider's password page. */
const passwordStep = async (page: Page, userId: string, language: Language) => {
  await page.goto("/login")
  await page.waitForURL(/\/login/)
  if (language === "fr") await page.getByTestId("language-toggle").click()
  await page.getByRole("textbox", { name: /^(User ID|Code d.utilisateur)$/ }).fill(userId)
  await page.getByRole("button", { name: /^(Next|Suivant)$/ }).click()
  await page.waitForURL(/\/oidc\/interaction\//)
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(demoPassword)
  await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click()
}

const inPortal = (url: URL) =>
  !url.pathname.startsWith("/oidc") && !url.pathname.startsWith("/authentication") && !url.pathname.startsWith("/login")

/** The code page after the password: a code (TOTP or recovery), then the portal. */
const giveCode = async (page: Page, language: Language, code: string) => {
  const t = words[language]
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible()
  await page.getByLabel(t.code, { exact: true }).fill(code)
  await page.getByRole("button", { name: t.verify }).click()
  await page.waitForURL(inPortal)
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage()

for (const language of ["en", "fr"] as const) {
  test(`in ${language === "en" ? "English" : "French"}, an administrator resets another's second factor, who enrols again and signs in with a code, then with a recovery code`, async ({
    browser,
    page
  }) => {
    const t = words[language]

    // The bureau administrator: password, then the code of the key npm start prints.
    await passwordStep(page, bureauAdmin.email, language)
    await expectAccessible(page)
    await giveCode(page, language, await nextCode(bureauAdmin.totpKey))
    await acceptCookies(page)

    // User administration: the Maple Leaf administrator's profile, and Reset second factor.
    await page.getByTestId("tile-userAdministration").click()
    await page.locator("#users-userId").fill(mapleAdmin.email)
    await page.getByRole("button", { name: /^(Search|Rechercher)$/ }).click()
    const row = page.getByTestId("data-row").filter({ hasText: mapleAdmin.email })
    await expect(row).toHaveCount(1)
    await row.getByRole("link").click()
    await page.getByTestId("user-profile-reset-second-factor").click()
    await page.getByTestId("account-resetSecondFactor-confirm").getByRole("button", { name: t.reset }).click()
    // The reset waits for the server's answer, which takes longer while the api tests load both cores.
    await expect(page.getByTestId("toast").filter({ hasText: t.resetDone })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId("user-profile-reset-second-factor")).toHaveCount(0)

    // She enrols at her next sign-in: the QR code and the key, the first code, the recovery codes once.
    const maple = await newPage(browser)
    await passwordStep(maple, mapleAdmin.email, language)
    await expect(maple.getByRole("heading", { name: t.enrolTitle })).toBeVisible()
    await expect(maple.locator("figure.qr svg")).toBeVisible()
    await expectAccessible(maple)
    const key = ((await maple.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "")
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    await maple.getByLabel(t.enrolCode).fill(farCode(key))
    await maple.getByRole("button", { name: t.confirm }).click()
    await expect(maple.getByRole("alert")).toHaveText(t.invalid)
    await maple.getByLabel(t.enrolCode).fill(await nextCode(key))
    await maple.getByRole("button", { name: t.confirm }).click()
    await expect(maple.getByRole("heading", { name: t.recoveryTitle })).toBeVisible()
    const recoveryCodes = (await maple.locator("#recovery-codes code").allTextContents()).map((c) => c.trim())
    expect(recoveryCodes).toHaveLength(10)
    await maple.getByRole("button", { name: t.continue }).click()
    await maple.waitForURL(inPortal)

    // Her next sign-in asks a code of her authenticator.
    const again = await newPage(browser)
    await passwordStep(again, mapleAdmin.email, language)
    await giveCode(again, language, await nextCode(key))

    // And a recovery code works once in its place.
    const recovery = await newPage(browser)
    await passwordStep(recovery, mapleAdmin.email, language)
    await giveCode(recovery, language, recoveryCodes[0]!)
    const reused = await newPage(browser)
    await passwordStep(reused, mapleAdmin.email, language)
    await reused.getByLabel(t.code, { exact: true }).fill(recoveryCodes[0]!)
    await reused.getByRole("button", { name: t.verify }).click()
    await expect(reused.getByRole("alert")).toHaveText(t.invalid)
  })
}

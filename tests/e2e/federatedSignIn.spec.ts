import { expect, test } from "./support/fixtures"
import { acceptCookies, demoCarrierPath, demoPassword, expectAccessible } from "./support/portal"

/**
 * Settings tab 1 made real: laurentian.example maps to login.laurentian.example, which the issuer
 * registry names, so Laurentian General's people sign in on their carrier's own page (the demo's
 * in-process provider) and land in the portal account with their e-mail.
 */
const startAt = async (page: import("@playwright/test").Page, userId: string) => {
  await page.getByRole("textbox", { name: /^(User ID|Code d.utilisateur)$/ }).fill(userId)
  await page.getByRole("button", { name: /^(Next|Suivant)$/ }).click()
  await page.waitForURL((url) => url.pathname.startsWith(`${demoCarrierPath}/interaction/`))
}

test("a Laurentian user signs in on Laurentian General's own page and lands in the portal", async ({ page }) => {
  await page.goto("/login")
  await startAt(page, "reviewer@laurentian.example")
  await expect(page.getByRole("banner")).toHaveText("Laurentian General")
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible()
  await expect(page.getByLabel("E-mail address")).toHaveValue("reviewer@laurentian.example")
  await expectAccessible(page)
  await page.getByLabel("Password").fill(demoPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Élise")
  await expect(page.getByTestId("organization")).toHaveText("Laurentian General")
  await acceptCookies(page)
})

test("en français : la page de connexion de Laurentienne générale, puis le portail", async ({ page }) => {
  await page.goto("/about")
  await page.getByTestId("language-toggle").click()
  await page.goto("/login")
  await startAt(page, "f.macleod@laurentian.example")
  await expect(page.getByRole("banner")).toHaveText("Laurentienne générale")
  await expect(page.getByRole("heading", { name: "Connexion du personnel" })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel("Mot de passe").fill("not-the-password")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page.getByRole("alert")).toHaveText("L'adresse courriel ou le mot de passe est incorrect.")
  await page.getByLabel("Mot de passe").fill(demoPassword)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Fiona")
  await expect(page.getByTestId("organization")).toHaveText("Laurentienne générale")
})

test("the carrier's person without a portal account is refused with a clear page", async ({ page }) => {
  await page.goto("/login")
  await startAt(page, "reviewer@laurentian.example")
  await page.getByLabel("E-mail address").fill("j.tremblay@laurentian.example")
  await page.getByLabel("Password").fill(demoPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Sign-in refused" })).toBeVisible()
  await expect(page.getByRole("alert")).toContainText("No portal account has the e-mail address")
  await expect(page.getByRole("link", { name: "Back to the portal" })).toHaveAttribute("href", /\/login$/)
  await expectAccessible(page)
})

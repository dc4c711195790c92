import { expect, test } from "./support/fixtures"
import { waitForMail } from "./support/mailbox"
import { acceptCookies } from "./support/portal"

/**
 * "Forgot your password?" as a carrier's people live it, in English and in French: from the provider's
 * sign-in page to the reset page, the link by mail, a new password chosen there, and a sign-in with it.
 */
const words = {
  en: {
    user: { email: "e.wright@maple.example", welcome: "Welcome, Ethan" },
    userId: /^User ID$/,
    next: /^Next$/,
    forgot: "Forgot your password?",
    resetTitle: "Reset your password",
    send: "Send the link",
    sent: "Check your e-mail",
    chooseTitle: "Choose a new password",
    newPassword: "New password",
    confirmPassword: "Confirm the new password",
    save: "Change the password",
    done: "Password changed",
    signInLink: "Sign in",
    password: /^Password$/,
    signIn: /^Sign in$/,
    newOne: "Reset-e2e-41x"
  },
  fr: {
    user: { email: "m.belanger@northwind.example", welcome: "Bienvenue, Mathieu" },
    userId: /^Code d.utilisateur$/,
    next: /^Suivant$/,
    forgot: "Mot de passe oublié?",
    resetTitle: "Réinitialiser votre mot de passe",
    send: "Envoyer le lien",
    sent: "Consultez vos courriels",
    chooseTitle: "Choisir un nouveau mot de passe",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    save: "Modifier le mot de passe",
    done: "Mot de passe modifié",
    signInLink: "Se connecter",
    password: /^Mot de passe$/,
    signIn: /^Se connecter$/,
    newOne: "Reinit-e2e-42y"
  }
} as const

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  test(`in ${language === "en" ? "English" : "French"}, a user who forgot the password resets it by the mailed link and signs in with the new one`, async ({
    page,
    baseURL
  }) => {
    await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }])
    await page.goto("/login")
    await acceptCookies(page)
    await page.getByRole("textbox", { name: t.userId }).fill(t.user.email)
    await page.getByRole("button", { name: t.next }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/oidc/interaction/"))
    await page.getByRole("link", { name: t.forgot }).click()

    await expect(page.getByRole("heading", { name: t.resetTitle })).toBeVisible()
    await page.getByRole("textbox", { name: t.userId }).fill(t.user.email)
    await page.getByRole("button", { name: t.send }).click()
    await expect(page.getByRole("heading", { name: t.sent })).toBeVisible()

    const mail = await waitForMail(t.user.email)
    expect(mail.subject).toContain("Choose a new portal password")
    const link = /https?:\/\/\S+\/oidc\/password-reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
    expect(link, "the reset link in the mail").toBeDefined()
    await page.goto(link!)
    await expect(page.getByRole("heading", { name: t.chooseTitle })).toBeVisible()
    await page.getByLabel(t.newPassword, { exact: true }).fill(t.newOne)
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(t.newOne)
    await page.getByRole("button", { name: t.save }).click()
    await expect(page.getByRole("heading", { name: t.done })).toBeVisible()
    // The notice that the password changed follows the link's mail.
    expect((await waitForMail(t.user.email, 1)).text).toContain("The password of your Driver and Vehicle Data Portal account")

    await page.getByRole("link", { name: t.signInLink }).click()
    await page.getByRole("textbox", { name: t.userId }).fill(t.user.email)
    await page.getByRole("button", { name: t.next }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/oidc/interaction/"))
    await page.getByLabel(t.password).fill(t.newOne)
    await page.getByRole("button", { name: t.signIn }).click()
    await expect(page.getByTestId("welcome")).toHaveText(t.user.welcome)
  })
}

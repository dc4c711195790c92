import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { invitationLinkIn, waitForMail } from "./support/mailbox"
import { acceptCookies, demoPassword, expectAccessible, signIn } from "./support/portal"

/**
 * User administration as the demo world's administrators use it (README): the Northwind manager
 * creates a user by copying the analyst's profile, the invitation arrives by mail, the new user sets a
 * password and signs in with exactly what was granted, and the manager's disabling takes effect on the
 * user's very next call. Then a bureau-credentials user changes their password.
 */
const manager = "manager@northwind.example"
const analyst = { email: "analyst@northwind.example", name: "Morgan Lee" }
const newPassword = "Portal-invited-7"

const words = {
  en: {
    title: "User Administration",
    copy: "Copy",
    save: "Save",
    created: "The user was created and the invitation sent.",
    disable: "Disable account",
    disabled: "The account was disabled.",
    activate: "Activate and sign in",
    accept: "I accept",
    disabledDialog: /Your account has been disabled/,
    company: "Northwind General - Ontario"
  },
  fr: {
    title: "Administration des utilisateurs",
    copy: "Copier",
    save: "Enregistrer",
    created: "L'utilisateur a été créé et l'invitation envoyée.",
    disable: "Désactiver le compte",
    disabled: "Le compte a été désactivé.",
    activate: "Activer et se connecter",
    accept: "J'accepte",
    disabledDialog: /Votre compte a été désactivé/,
    company: "Northwind Générale - Ontario"
  }
} as const

type Language = keyof typeof words

// Two people's browsers, a mail and an activation: longer than one screen's test.
test.describe.configure({ timeout: 90_000 })

const openUserAdministration = async (page: Page, language: Language) => {
  await page.getByTestId("tile-userAdministration").click()
  await expect(page.getByRole("heading", { name: words[language].title })).toBeVisible()
  // The search runs on arrival with the default status, Enabled.
  await expect(page.getByTestId("data-row").first()).toBeVisible()
}

/** The invited user's own browser: the link, the User ID, a new password, the terms, the home page. */
const activate = async (browser: Browser, language: Language, link: string, userId: string) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  await page.waitForURL(/\/login\//)
  if (language === "fr") await page.getByTestId("language-toggle").click()
  await page.getByRole("textbox", { name: /^(User ID|Code d.utilisateur)$/ }).fill(userId)
  await page.getByRole("button", { name: /^(Next|Suivant)$/ }).click()
  await page.waitForURL(/\/oidc\/interaction\//)
  // A password that breaks the rules is refused at its field, and nothing is activated.
  await page.getByLabel(/^(New password|Nouveau mot de passe)$/).fill("short")
  await page.getByLabel(/^(Confirm the new password|Confirmer le nouveau mot de passe)$/).fill("short")
  await page.getByRole("button", { name: words[language].activate }).click()
  await expect(page.locator("#newPassword-error")).toBeVisible()
  await page.getByLabel(/^(New password|Nouveau mot de passe)$/).fill(newPassword)
  await page.getByLabel(/^(Confirm the new password|Confirmer le nouveau mot de passe)$/).fill(newPassword)
  await page.getByRole("button", { name: words[language].activate }).click()
  await page.waitForURL((url) => !url.pathname.startsWith("/oidc") && !url.pathname.startsWith("/authentication"))
  await acceptCookies(page)
  await page.getByRole("button", { name: words[language].accept }).click()
  return page
}

for (const language of ["en", "fr"] as const) {
  test(`in ${language === "en" ? "English" : "French"}, the Northwind manager creates a user by copying the analyst, who activates the invitation, and disables the account`, async ({
    browser,
    page
  }) => {
    const t = words[language]
    const newUser = {
      email: `casey.${language}@northwind.example`,
      firstName: "Casey",
      lastName: language === "en" ? "Nguyen" : "Bergeron"
    }
    await signIn(page, manager)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await openUserAdministration(page, language)
    await expectAccessible(page)

    await page.getByTestId("new-user").click()
    await expect(page.getByTestId("user-profile")).toBeVisible()
    await page.getByTestId("user-profile-copy-from").fill(analyst.email)
    await page.getByRole("button", { name: new RegExp(`^${analyst.name} \\(`) }).click()
    const confirm = page.getByTestId("copy-from-confirm")
    await expect(confirm).toContainText(analyst.name)
    await confirm.getByRole("button", { name: t.copy, exact: true }).click()
    // The analyst's employer and grants are now this user's.
    await expect(page.getByTestId("user-profile-company").locator("option:checked")).toHaveText(t.company)
    await expect(page.getByTestId(`function-1`)).toBeChecked()
    await page.getByTestId("user-profile-user-id").fill(newUser.email)
    await page.getByTestId("user-profile-first-name").fill(newUser.firstName)
    await page.getByTestId("user-profile-last-name").fill(newUser.lastName)
    await page.getByTestId("user-profile-email").fill(newUser.email)
    await expectAccessible(page)
    await page.getByTestId("user-profile-save").click()
    await expect(page.getByTestId("toast").filter({ hasText: t.created })).toBeVisible()

    // The invitation arrives; its link lets the new user choose a password and sign in.
    const mail = await waitForMail(newUser.email)
    expect(mail.text).toContain(newUser.email)
    const userPage = await activate(browser, language, invitationLinkIn(mail), newUser.email)
    await expect(userPage.getByTestId("welcome")).toContainText(newUser.firstName)
    // Exactly the analyst's functions: driver report, vehicle report and report history.
    const tiles = userPage.getByTestId("tiles").locator("[data-testid^='tile-']")
    await expect(tiles).toHaveCount(3)
    for (const name of ["driverReport", "vehicleReport", "reportHistory"])
      await expect(userPage.getByTestId(`tile-${name}`)).toBeVisible()
    // ...for exactly the analyst's company.
    await userPage.getByTestId("tile-reportHistory").click()
    const companies = userPage.getByTestId("history-company").locator("option:not([value=''])")
    await expect(companies).toHaveText([t.company])

    // The manager finds the new user and disables the account.
    await page.locator("#users-userId").fill(newUser.email)
    await page.getByRole("button", { name: /^(Search|Rechercher)$/ }).click()
    const row = page.getByTestId("data-row").filter({ hasText: newUser.email })
    await expect(row).toHaveCount(1)
    await row.getByRole("link").click()
    await page.getByTestId("user-profile-disable").click()
    await page.getByTestId("account-disable-confirm").getByRole("button", { name: t.disable }).click()
    await expect(page.getByTestId("toast").filter({ hasText: t.disabled })).toBeVisible()

    // The user's very next call is refused: opening the portal again reads the profile, and the
    // server's answer (403 ACCOUNT_DISABLED) ends the session with the disabled-account message.
    await userPage.reload()
    await expect(userPage.getByText(t.disabledDialog)).toBeVisible()
    await expect(userPage.getByTestId("tiles")).toHaveCount(0)
    await userPage.context().close()
  })
}

test("a user with bureau credentials changes their password: the old one fails at once, the new one signs in", async ({
  page
}) => {
  const helpdesk = "helpdesk@bureau.example"
  const changed = "Portal-changed-9"
  await signIn(page, helpdesk)
  await acceptCookies(page)
  await page.goto("/change-password")
  const form = page.getByTestId("change-password-form")
  await expect(form).toBeVisible()
  await expectAccessible(page)
  await form.getByLabel("Current password").fill(demoPassword)
  await form.getByLabel("New password", { exact: true }).fill(changed)
  await form.getByLabel("Confirm the new password").fill("Portal-changed-8")
  await page.getByTestId("change-password-submit").click()
  await expect(form).toContainText("The passwords do not match.")
  await form.getByLabel("Confirm the new password").fill(changed)
  await page.getByTestId("change-password-submit").click()
  await expect(page.getByTestId("toast").filter({ hasText: "Your password has been changed." })).toBeVisible()

  const attempt = async (password: string) => {
    const context = await page.context().browser()!.newContext()
    const other = await context.newPage()
    await other.goto("/login")
    await other.getByRole("textbox", { name: "User ID" }).fill(helpdesk)
    await other.getByRole("button", { name: "Next" }).click()
    await other.waitForURL(/\/oidc\/interaction\//)
    await other.getByLabel("Password", { exact: true }).fill(password)
    await other.getByRole("button", { name: "Sign in" }).click()
    return { other, context }
  }
  const old = await attempt(demoPassword)
  await expect(old.other.getByText("The User ID or password is incorrect.")).toBeVisible()
  await old.context.close()
  const fresh = await attempt(changed)
  await fresh.other.waitForURL((url) => !url.pathname.startsWith("/oidc") && !url.pathname.startsWith("/authentication"))
  await expect(fresh.other.getByTestId("welcome")).toBeVisible()
  await fresh.context.close()
})

import type { Page, Route } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, demoPassword, expectAccessible, signIn } from "./support/portal"

/**
 * Re-authentication before granting functions (ASVS 3.7.1), as the Northwind manager meets it: the
 * save of a new user with the analyst's functions is refused for an old session, the dialog asks for
 * the password, a wrong one is refused at its field, and the right one lets the very same save
 * complete without pressing Save again; a cancelled dialog leaves the save refused, with its message.
 *
 * The e2e server's embedded database is held by the server alone, so the session cannot be aged in it
 * here: the first answer to each save is the one the server gives a session authenticated more than 15
 * minutes ago (403 REAUTHENTICATION_REQUIRED, tests/api/reauthentication.test.ts ages a real one). The
 * password check and the save sent again reach the real server.
 */
const manager = "manager@northwind.example"
const analyst = { email: "analyst@northwind.example", name: "Morgan Lee" }

const words = {
  en: {
    title: "User Administration",
    copy: "Copy",
    dialog: "Confirm it is you",
    password: "Password",
    confirm: "Confirm",
    cancel: "Cancel",
    wrongPassword: "The password is not correct.",
    refused: "Not saved: this change needs your password again.",
    created: "The user was created and the invitation sent."
  },
  fr: {
    title: "Administration des utilisateurs",
    copy: "Copier",
    dialog: "Confirmez votre identité",
    password: "Mot de passe",
    confirm: "Confirmer",
    cancel: "Annuler",
    wrongPassword: "Le mot de passe n'est pas correct.",
    refused: "Non enregistré : cette modification demande de nouveau votre mot de passe.",
    created: "L'utilisateur a été créé et l'invitation envoyée."
  }
} as const

type Language = keyof typeof words

/** Each save of a new user: its first answer is the old session's refusal, every later one the server's own. */
const refuseFirstSaves = async (page: Page) => {
  const seen = { refused: 0, sent: 0 }
  let refuseNext = true
  await page.route("**/api/Users/Create", async (route: Route) => {
    if (refuseNext) {
      refuseNext = false
      seen.refused += 1
      return route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ _tag: "Forbidden", token: "REAUTHENTICATION_REQUIRED", requestId: "e2e-old-session" })
      })
    }
    seen.sent += 1
    return route.continue()
  })
  return { seen, refuseNextSave: () => (refuseNext = true) }
}

for (const language of ["en", "fr"] as const satisfies ReadonlyArray<Language>) {
  test(`in ${language === "en" ? "English" : "French"}, granting functions to a new user asks for the password again, and the save completes once it is given`, async ({
    page
  }) => {
    const t = words[language]
    const email = `reauth.${language}.${Date.now().toString(36)}@northwind.example`
    await signIn(page, manager)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await page.getByTestId("tile-userAdministration").click()
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible()

    await page.getByTestId("new-user").click()
    await expect(page.getByTestId("user-profile")).toBeVisible()
    await page.getByTestId("user-profile-copy-from").fill(analyst.email)
    await page.getByRole("button", { name: new RegExp(`^${analyst.name} \\(`) }).click()
    await page.getByTestId("copy-from-confirm").getByRole("button", { name: t.copy, exact: true }).click()
    await expect(page.getByTestId("function-1")).toBeChecked()
    await page.getByTestId("user-profile-user-id").fill(email)
    await page.getByTestId("user-profile-first-name").fill("Jordan")
    await page.getByTestId("user-profile-last-name").fill(language === "en" ? "Reid" : "Gagnon")
    await page.getByTestId("user-profile-email").fill(email)
    const saves = await refuseFirstSaves(page)

    // Cancelled: the save stays refused, and the screen says why.
    await page.getByTestId("user-profile-save").click()
    const dialog = page.getByTestId("reauthentication-dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("heading", { name: t.dialog })).toBeVisible()
    await dialog.getByRole("button", { name: t.cancel }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId("toast").filter({ hasText: t.refused })).toBeVisible()
    expect(saves.seen).toEqual({ refused: 1, sent: 0 })

    // Given: a wrong password is refused at its field; the right one sends the same save again.
    saves.refuseNextSave()
    await page.getByTestId("user-profile-save").click()
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    const password = dialog.getByLabel(t.password, { exact: true })
    await password.fill("Not-the-one-1")
    await dialog.getByRole("button", { name: t.confirm }).click()
    await expect(dialog.getByText(t.wrongPassword)).toBeVisible()
    await expect(password).toHaveValue("")
    await password.fill(demoPassword)
    await dialog.getByRole("button", { name: t.confirm }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId("toast").filter({ hasText: t.created })).toBeVisible()
    expect(saves.seen).toEqual({ refused: 2, sent: 1 })
  })
}

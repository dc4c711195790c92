import type { Page } from "@playwright/test"
import enSettings from "../../src/i18n/en/settings"
import frSettings from "../../src/i18n/fr/settings"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * Settings tabs 1 and 2 as the bureau administrator keeps them (document 2 sections 2, 4, 5 and 8), in
 * English and French: a claims provider added, refused again as a duplicate, edited and deleted; a client
 * identifier mapping added, refused again as a duplicate, deleted (disabled) and restored.
 */
const admin = "admin@bureau.example"

const words = {
  en: {
    settings: enSettings,
    domain: "en-carrier.example",
    clientId: "en-carrier-system",
    organization: "Northwind Insurance",
    company: "Northwind General - Ontario"
  },
  fr: {
    settings: frSettings,
    domain: "fr-carrier.example",
    clientId: "fr-carrier-system",
    organization: "Assurances Northwind",
    company: "Northwind Générale - Ontario"
  }
} as const

type Language = keyof typeof words

test.describe.configure({ timeout: 90_000 })

const openTab = async (page: Page, language: Language, tab: "claimsProviders" | "clientMappings") => {
  const t = words[language].settings
  await page.goto("/settings")
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible()
  await page.getByRole("tab", { name: t.tabs[tab] }).click()
}

/** The newest notice with this text: an earlier one may still be showing. */
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last()

/** A name of this attempt's own: a retried test does not meet what its first attempt added. */
const ofThisAttempt = (name: string) => {
  const retry = test.info().retry
  return retry === 0 ? name : name.replace(/^([^.]+)/, `$1-${retry}`)
}

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const s = t.settings
  const name = language === "en" ? "English" : "French"

  test.describe(`in ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, admin)
      await acceptCookies(page)
      if (language === "fr") await page.getByTestId("language-toggle").click()
    })

    test("the administrator adds a claims provider, is refused the same domain again as a duplicate, edits it and deletes it", async ({
      page
    }) => {
      const domain = ofThisAttempt(t.domain)
      const c = s.claimsProviders
      await openTab(page, language, "claimsProviders")
      const table = page.getByTestId("claims-providers-table")
      await expect(table.getByRole("row").filter({ hasText: "laurentian.example" })).toContainText("login.laurentian.example")
      await expectAccessible(page)

      // The rule at its field first: a lower-case domain without @.
      await page.getByTestId("claims-provider-add").click()
      const dialog = page.getByTestId("claims-provider-dialog")
      await dialog.getByTestId("claims-provider-email-domain").fill("@Carrier.Example")
      await dialog.getByTestId("claims-provider-dialog-confirm").click()
      await expect(dialog.locator("#claims-provider-email-domain-error")).toHaveText(c.messages.invalidDomain)
      await expect(dialog.locator("#claims-provider-b2c-domain-error")).toHaveText(c.messages.required)
      await expectAccessible(page)
      await dialog.getByTestId("claims-provider-email-domain").fill(domain)
      await dialog.getByTestId("claims-provider-b2c-domain").fill(`login.${domain}`)
      await dialog.getByTestId("claims-provider-dialog-confirm").click()
      await expect(toast(page, c.notices.saved)).toBeVisible()
      await expect(dialog).toHaveCount(0)
      const row = table.getByRole("row").filter({ hasText: domain })
      await expect(row).toContainText(`login.${domain}`)

      // The same e-mail domain again: 'Duplicate record', and the dialog stays open saying so at the field.
      await page.getByTestId("claims-provider-add").click()
      await dialog.getByTestId("claims-provider-email-domain").fill(domain)
      await dialog.getByTestId("claims-provider-b2c-domain").fill("sso.example")
      await dialog.getByTestId("claims-provider-dialog-confirm").click()
      await expect(toast(page, c.notices.duplicate)).toBeVisible()
      await expect(dialog.locator("#claims-provider-email-domain-error")).toHaveText(c.messages.duplicate)
      await dialog.getByRole("button", { name: language === "en" ? "Cancel" : "Annuler" }).click()
      await expect(dialog).toHaveCount(0)

      // Edited: the sign-in domain changes in the list.
      await row.getByTestId("claims-provider-edit").click()
      await expect(dialog.getByTestId("claims-provider-email-domain")).toHaveValue(domain)
      await dialog.getByTestId("claims-provider-b2c-domain").fill(`sso.${domain}`)
      await dialog.getByTestId("claims-provider-dialog-confirm").click()
      await expect(toast(page, c.notices.saved)).toBeVisible()
      await expect(row).toContainText(`sso.${domain}`)

      // Deleted once confirmed.
      await row.getByTestId("claims-provider-delete").click()
      const confirm = page.getByTestId("claims-provider-delete-confirm")
      await expect(confirm).toContainText(domain)
      await expectAccessible(page)
      await confirm.getByTestId("claims-provider-delete-confirm-confirm").click()
      await expect(toast(page, c.notices.deleted)).toBeVisible()
      await expect(row).toHaveCount(0)
    })

    test("the administrator adds a client mapping, is refused the same client id again as a duplicate, deletes (disables) it and restores it", async ({
      page
    }) => {
      const clientId = ofThisAttempt(t.clientId)
      const c = s.clientMappings
      await openTab(page, language, "clientMappings")
      const table = page.getByTestId("client-mappings-table")
      await expect(table.getByRole("row").filter({ hasText: "northwind-underwriting" })).toContainText(c.enabled)
      await expect(table.getByRole("row").filter({ hasText: "maple-legacy" }).getByTestId("client-mapping-restore")).toBeVisible()
      await expectAccessible(page)

      // The rules at their fields, then the organization, its company and one of its accounts.
      await page.getByTestId("client-mapping-add").click()
      const dialog = page.getByTestId("client-mapping-dialog")
      await dialog.getByTestId("client-mapping-client-id").fill("two words")
      await dialog.getByTestId("client-mapping-dialog-confirm").click()
      await expect(dialog.locator("#client-mapping-client-id-error")).toHaveText(c.messages.invalidClientId)
      await expect(dialog.locator("#client-mapping-organization-error")).toHaveText(c.messages.required)
      await dialog.getByTestId("client-mapping-client-id").fill(clientId)
      await dialog.getByTestId("client-mapping-organization").selectOption({ label: t.organization })
      await dialog.getByTestId("client-mapping-company").selectOption({ label: t.company })
      const user = dialog.getByTestId("client-mapping-user")
      await expect(user).toBeEnabled()
      await user.selectOption({ label: "Morgan Lee (analyst@northwind.example)" })
      await dialog.getByTestId("client-mapping-vendor").check()
      await expectAccessible(page)
      await dialog.getByTestId("client-mapping-dialog-confirm").click()
      await expect(toast(page, c.notices.saved)).toBeVisible()
      await expect(dialog).toHaveCount(0)
      const row = table.getByRole("row").filter({ hasText: clientId })
      await expect(row).toContainText(t.company)
      await expect(row).toContainText(c.yes)

      // The same client id again: 'Duplicate record' at the client id; the dialog stays open.
      await page.getByTestId("client-mapping-add").click()
      await dialog.getByTestId("client-mapping-client-id").fill(clientId.toUpperCase())
      await dialog.getByTestId("client-mapping-organization").selectOption({ label: t.organization })
      await dialog.getByTestId("client-mapping-company").selectOption({ label: t.company })
      await expect(user).toBeEnabled()
      await user.selectOption({ label: "Morgan Lee (analyst@northwind.example)" })
      await dialog.getByTestId("client-mapping-dialog-confirm").click()
      await expect(toast(page, c.notices.duplicate)).toBeVisible()
      await expect(dialog.locator("#client-mapping-client-id-error")).toHaveText(c.messages.duplicate)
      await dialog.getByRole("button", { name: language === "en" ? "Cancel" : "Annuler" }).click()
      await expect(dialog).toHaveCount(0)

      // Deleted, it stays in the list, disabled, and can be restored.
      await row.getByTestId("client-mapping-delete").click()
      const deleteConfirm = page.getByTestId("client-mapping-delete-confirm")
      await expect(deleteConfirm).toContainText(clientId)
      await deleteConfirm.getByTestId("client-mapping-delete-confirm-confirm").click()
      await expect(toast(page, c.notices.deleted)).toBeVisible()
      await expect(row.getByTestId("client-mapping-status")).toHaveText(c.disabled)

      await row.getByTestId("client-mapping-restore").click()
      const restoreConfirm = page.getByTestId("client-mapping-restore-confirm")
      await expectAccessible(page)
      await restoreConfirm.getByTestId("client-mapping-restore-confirm-confirm").click()
      await expect(toast(page, c.notices.restored)).toBeVisible()
      await expect(row.getByTestId("client-mapping-status")).toHaveText(c.enabled)
    })
  })
}

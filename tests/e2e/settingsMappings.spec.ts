import type { APIRequestContext, Page } from "@playwright/test"
import enSettings from "../../src/i18n/en/settings"
import frSettings from "../../src/i18n/fr/settings"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * Settings tabs 1 and 2 as the bureau administrator keeps them (document 2 sections 2, 4, 5 and 8), in
 * English and French: a claims provider added, refused again as a duplicate, edited and deleted; a client
 * identifier mapping added, refused again as a duplicate, deleted (disabled) and restored; a mapping's client
 * secret issued, shown once, taken by the token endpoint, and refused once a new one replaces it (issue 22).
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

/** The client-credentials grant at the embedded provider, as a carrier's system asks for a token (docs/api.md). */
const requestToken = async (request: APIRequestContext, baseURL: string, clientId: string, clientSecret: string) => {
  const response = await request.post("/oidc/token", {
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`
    },
    form: { grant_type: "client_credentials", resource: `${baseURL}/api` }
  })
  return { status: response.status(), body: (await response.json()) as { access_token?: string; error?: string } }
}

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

    test("the administrator issues a client secret, sees it once, the carrier's system signs in with it, and a new one refuses the old", async ({
      page,
      context,
      request,
      baseURL
    }) => {
      const clientId = ofThisAttempt(`${language}-secret-system`)
      const c = s.clientMappings
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await openTab(page, language, "clientMappings")
      const table = page.getByTestId("client-mappings-table")
      // A disabled mapping is offered no secret.
      const disabledRow = table.getByRole("row").filter({ hasText: "maple-legacy" })
      await expect(disabledRow.getByTestId("client-mapping-restore")).toBeVisible()
      await expect(disabledRow.getByTestId("client-mapping-issue-secret")).toHaveCount(0)

      await page.getByTestId("client-mapping-add").click()
      const dialog = page.getByTestId("client-mapping-dialog")
      await dialog.getByTestId("client-mapping-client-id").fill(clientId)
      await dialog.getByTestId("client-mapping-organization").selectOption({ label: t.organization })
      await dialog.getByTestId("client-mapping-company").selectOption({ label: t.company })
      const user = dialog.getByTestId("client-mapping-user")
      await expect(user).toBeEnabled()
      await user.selectOption({ label: "Morgan Lee (analyst@northwind.example)" })
      await dialog.getByTestId("client-mapping-dialog-confirm").click()
      await expect(toast(page, c.notices.saved)).toBeVisible()
      const row = table.getByRole("row").filter({ hasText: clientId })

      const issue = async () => {
        await row.getByTestId("client-mapping-issue-secret").click()
        const confirm = page.getByTestId("client-secret-confirm")
        await expect(confirm).toContainText(clientId)
        await expect(confirm).toContainText(c.secretConfirm.title)
        await confirm.getByTestId("client-secret-confirm-confirm").click()
        const shown = page.getByTestId("client-secret-shown")
        await expect(shown.getByTestId("client-secret-client-id")).toHaveText(clientId)
        await expect(shown.getByTestId("client-secret-once")).toHaveText(c.secretShown.once)
        const secret = await shown.getByTestId("client-secret-value").inputValue()
        expect(secret.length).toBeGreaterThanOrEqual(32)
        return { shown, secret }
      }

      // The confirmation says a new secret replaces the earlier one; cancelled, nothing is issued.
      await row.getByTestId("client-mapping-issue-secret").click()
      const confirm = page.getByTestId("client-secret-confirm")
      await expectAccessible(page)
      await confirm.getByRole("button", { name: language === "en" ? "Cancel" : "Annuler" }).click()
      await expect(confirm).toHaveCount(0)

      const first = await issue()
      await first.shown.getByTestId("client-secret-copy").click()
      await expect(first.shown.getByRole("status")).toHaveText(c.secretShown.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.secret)
      await expectAccessible(page)
      await first.shown.getByTestId("client-secret-shown-confirm").click()
      await expect(first.shown).toHaveCount(0)
      // Shown once: once closed, the secret is nowhere on the page.
      await expect(page.locator(`input[value="${first.secret}"]`)).toHaveCount(0)
      await expect(page.getByText(first.secret)).toHaveCount(0)

      // The carrier's system obtains a token with it and calls the report api as the mapped account.
      const granted = await requestToken(request, baseURL!, clientId, first.secret)
      expect(granted.status, JSON.stringify(granted.body)).toBe(200)
      const history = await request.get("/api/DriverReports/HistorySearch?pageNumber=1&pageSize=5", {
        headers: { authorization: `Bearer ${granted.body.access_token}` }
      })
      expect(history.status()).toBe(200)

      // A new secret replaces it at once: the old one is refused, the new one taken.
      const second = await issue()
      expect(second.secret).not.toBe(first.secret)
      await second.shown.getByTestId("client-secret-shown-confirm").click()
      await expect(second.shown).toHaveCount(0)
      const refused = await requestToken(request, baseURL!, clientId, first.secret)
      expect(refused.body.error).toBe("invalid_client")
      expect((await requestToken(request, baseURL!, clientId, second.secret)).status).toBe(200)
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

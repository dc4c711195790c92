import type { Page } from "@playwright/test"
import en from "../../src/i18n/en"
import enSettings from "../../src/i18n/en/settings"
import fr from "../../src/i18n/fr"
import frSettings from "../../src/i18n/fr/settings"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The settings' contact-us and system message tabs as the bureau administrator keeps them (document 2
 * sections 2, 5 and 7), in English and French: the contact-us text of one language, and a system
 * message whose end must come after its start, shown on the home and sign-in pages between its dates.
 * Publishing the terms of service is in settingsTermsOfService.spec.ts, run after every other spec.
 */
const admin = "admin@bureau.example"

const words = {
  en: {
    ...en,
    settings: enSettings,
    contactUsText: "Call 1-800-555-0199, weekdays 8 to 5.",
    message: "Maintenance window tonight."
  },
  fr: {
    ...fr,
    settings: frSettings,
    contactUsText: "Composez le 1-800-555-0199, en semaine de 8 h à 17 h.",
    message: "Entretien prévu ce soir."
  }
} as const

type Language = keyof typeof words

test.describe.configure({ timeout: 90_000 })

const openTab = async (page: Page, language: Language, tab: "contactUs" | "systemMessage") => {
  const t = words[language].settings
  await page.goto("/settings")
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible()
  await page.getByRole("tab", { name: t.tabs[tab] }).click()
  await expect(page.getByTestId(`settings-${tab}-save`)).toBeVisible()
}

/** A date-time as the browser's datetime-local field takes it, some minutes from now in the browser's zone. */
const localAt = (page: Page, minutesFromNow: number) =>
  page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000)
    const two = (n: number) => String(n).padStart(2, "0")
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`
  }, minutesFromNow)

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

    test("the administrator saves the contact-us text of the language chosen, which the Contact us page shows", async ({
      page
    }) => {
      await openTab(page, language, "contactUs")
      // The text of the portal's language comes first.
      await expect(page.getByTestId("settings-contactUs-lang")).toHaveValue(language)
      const text = page.getByTestId("settings-text")
      await expect(text).not.toHaveValue("")
      await expectAccessible(page)

      // A blank text is refused at its field, with the 'not saved' notice.
      await text.fill("   ")
      await page.getByTestId("settings-contactUs-save").click()
      await expect(page.locator("#settings-text-error")).toHaveText(s.messages.blank)
      await expect(page.getByTestId("toast").filter({ hasText: s.notices.notSaved }).last()).toBeVisible()

      await text.fill(t.contactUsText)
      await expect(page.locator("#settings-text-error")).toHaveCount(0)
      await page.getByTestId("settings-contactUs-save").click()
      await expect(page.getByTestId("toast").filter({ hasText: s.notices.contactUsSaved }).last()).toBeVisible()
      await expect(page.getByTestId("settings-contactUs-save")).toBeDisabled()

      // The other language's text is its own.
      await page.getByTestId("settings-contactUs-lang").selectOption(language === "en" ? "fr" : "en")
      await expect(text).not.toHaveValue(t.contactUsText)

      await page.goto("/contactUs")
      await expect(page.getByTestId("server-text")).toContainText(t.contactUsText)
    })

    test("the contact-us text typed in one language is kept while the other language is shown, and found again", async ({
      page
    }) => {
      await openTab(page, language, "contactUs")
      const other = language === "en" ? "fr" : "en"
      const text = page.getByTestId("settings-text")
      await expect(text).not.toHaveValue("")
      const draft = `${t.contactUsText} (draft)`
      await text.fill(draft)

      // The other language shows its own text, and the tab says the first one's typing is kept.
      await page.getByTestId("settings-contactUs-lang").selectOption(other)
      await expect(text).toBeVisible()
      await expect(text).not.toHaveValue(draft)
      await expect(page.getByTestId(`settings-contactUs-unsaved-${language}`)).toHaveText(s.contactUs.unsaved[language])
      await expect(page.getByTestId("settings-contactUs-save")).toBeDisabled()
      await expectAccessible(page)

      // Back to the first language: the typing is there, still to be saved.
      await page.getByTestId("settings-contactUs-lang").selectOption(language)
      await expect(text).toHaveValue(draft)
      await expect(page.getByTestId(`settings-contactUs-unsaved-${language}`)).toHaveCount(0)
      await expect(page.getByTestId("settings-contactUs-save")).toBeEnabled()
    })

    test("the administrator cannot end the system message at its start, then shows it on the home and sign-in pages", async ({
      page,
      browser
    }) => {
      await openTab(page, language, "systemMessage")
      await expectAccessible(page)
      const start = await localAt(page, -60)
      await page.getByTestId("settings-messageEn").fill(`${words.en.message} (${language})`)
      await page.getByTestId("settings-messageFr").fill(`${words.fr.message} (${language})`)
      await page.getByTestId("settings-startDate").fill(start)
      await page.getByTestId("settings-endDate").fill(start)

      // An end equal to the start is refused at the end date, and nothing is saved.
      await page.getByTestId("settings-systemMessage-save").click()
      await expect(page.locator("#settings-endDate-error")).toHaveText(s.messages.endNotAfterStart)
      await expect(page.getByTestId("toast").filter({ hasText: s.notices.notSaved }).last()).toBeVisible()
      await expectAccessible(page)

      await page.getByTestId("settings-endDate").fill(await localAt(page, 24 * 60))
      await expect(page.locator("#settings-endDate-error")).toHaveCount(0)
      await page.getByTestId("settings-systemMessage-save").click()
      await expect(page.getByTestId("toast").filter({ hasText: s.notices.systemMessageSaved }).last()).toBeVisible()

      // Between its dates it shows on the home page, in the language in use, and on the sign-in page.
      await page.goto("/")
      await expect(page.getByTestId("system-message")).toContainText(`${t.message} (${language})`)
      const visitor = await browser.newPage()
      await visitor.goto("/login")
      await expect(visitor.getByTestId("system-message")).toContainText(`${words.en.message} (${language})`)
      await visitor.close()

      // Cleared again, it shows nowhere.
      await openTab(page, language, "systemMessage")
      for (const field of ["messageEn", "messageFr", "startDate", "endDate"]) await page.getByTestId(`settings-${field}`).fill("")
      await page.getByTestId("settings-systemMessage-save").click()
      await expect(page.getByTestId("toast").filter({ hasText: s.notices.systemMessageSaved }).last()).toBeVisible()
      await page.goto("/")
      await expect(page.getByTestId("welcome")).toBeVisible()
      await expect(page.getByTestId("system-message")).toHaveCount(0)
    })
  })
}

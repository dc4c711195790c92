import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The company profile as the Northwind manager keeps it (document 2 sections 2, 4, 5 and 8): a unit
 * and a driver report option assigned to all users; the analyst's next driver
 * search offers the option's years; a unit named again answers 'Duplicate record'.
 */
const manager = "manager@northwind.example"
const analyst = "analyst@northwind.example"

const words = {
  en: {
    title: "Company Profile",
    company: "Northwind General - Ontario",
    /** The unit's name in the language in use, then in the other one. */
    unit: "Claims Review East",
    otherUnit: "Revue Sinistres Est",
    years: 8,
    add: "Add",
    saved: "The record was saved.",
    duplicate: "Duplicate record",
    unitDeleted: "The unit was deleted.",
    yearsLabel: "8 years"
  },
  fr: {
    title: "Profil de l'entreprise",
    company: "Northwind Générale - Ontario",
    unit: "Revue Sinistres Ouest",
    otherUnit: "Claims Review West",
    years: 7,
    add: "Ajouter",
    saved: "L'enregistrement a été sauvegardé.",
    duplicate: "Enregistrement en double",
    unitDeleted: "L'unité a été supprimée.",
    yearsLabel: "7 ans"
  }
} as const

type Language = keyof typeof words

test.describe.configure({ timeout: 90_000 })

const openCompanyProfile = async (page: Page, language: Language) => {
  const t = words[language]
  await page.goto("/company-profile")
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible()
  const company = page.getByTestId("company-profile-company")
  await expect(company).toBeEnabled()
  await company.selectOption({ label: t.company })
  await expect(page.getByTestId("company-unit-list")).toBeVisible()
}

for (const language of ["en", "fr"] as const) {
  test(`in ${language === "en" ? "English" : "French"}, the Northwind manager adds a unit and an option for all users, which the analyst's driver search offers`, async ({
    browser,
    page
  }) => {
    const t = words[language]
    await signIn(page, manager)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await openCompanyProfile(page, language)
    // Only bureau staff toggle the credentials or add domains.
    await expect(page.getByTestId("company-credentials")).toHaveCount(0)
    await expect(page.getByTestId("company-domain-add")).toHaveCount(0)
    await expectAccessible(page)

    // A unit, named in English and in French: the rules at each field first, then added to the list,
    // where it shows its name in the language in use.
    const [nameEn, nameFr] = language === "en" ? [t.unit, t.otherUnit] : [t.otherUnit, t.unit]
    await page.getByTestId("company-unit-add").click()
    const dialog = page.getByTestId("company-item-dialog")
    await dialog.getByTestId("company-item-text").fill("Claims/Review")
    await dialog.getByTestId("company-item-dialog-confirm").click()
    await expect(dialog.locator("#company-item-text-error")).toBeVisible()
    await expect(dialog.locator("#company-item-text-fr-error")).toBeVisible()
    await dialog.getByTestId("company-item-text").fill(nameEn)
    await dialog.getByTestId("company-item-text-fr").fill(nameFr)
    await expectAccessible(page)
    await dialog.getByTestId("company-item-dialog-confirm").click()
    await expect(page.getByTestId("toast").filter({ hasText: t.saved }).last()).toBeVisible()
    await expect(page.getByTestId("company-unit-row").filter({ hasText: t.unit })).toHaveCount(1)
    await expect(page.getByTestId("company-unit-row").filter({ hasText: t.otherUnit })).toHaveCount(0)

    // The same name again, in either language, is a duplicate: the dialog stays open and says so.
    await page.getByTestId("company-unit-add").click()
    await dialog.getByTestId("company-item-text").fill("Claims Review North")
    await dialog.getByTestId("company-item-text-fr").fill(nameFr)
    await dialog.getByTestId("company-item-dialog-confirm").click()
    await expect(dialog).toContainText(t.duplicate)
    await dialog.getByRole("button", { name: /^(Cancel|Annuler)$/ }).click()
    await expect(dialog).toHaveCount(0)

    // A driver report option for every user; 'make default' waits for 'assign to all users'. It is left
    // unchecked: the analyst's default of 25 years is what the driver report tests start from.
    await page.getByTestId("company-option-add").click()
    await expect(dialog.getByTestId("company-item-years")).toHaveValue("25")
    await expect(dialog.getByTestId("company-item-make-default")).toBeDisabled()
    await dialog.getByTestId("company-item-years").selectOption(String(t.years))
    await dialog.getByTestId("company-item-assign-all").check()
    await expectAccessible(page)
    await dialog.getByTestId("company-item-dialog-confirm").click()
    await expect(page.getByTestId("toast").filter({ hasText: t.saved }).last()).toBeVisible()
    await expect(page.getByTestId("company-option-row").filter({ hasText: t.yearsLabel })).toHaveCount(1)

    // The new unit has no users: it can be deleted.
    const unitRow = page.getByTestId("company-unit-row").filter({ hasText: t.unit })
    await unitRow.getByRole("button", { name: /^(Delete|Supprimer)/ }).click()
    await page.getByTestId("company-delete-confirm-confirm").click()
    await expect(page.getByTestId("toast").filter({ hasText: t.unitDeleted })).toBeVisible()
    await expect(unitRow).toHaveCount(0)

    // The analyst's next driver search offers the option, beside the default they had.
    const context = await browser.newContext()
    const analystPage = await context.newPage()
    await signIn(analystPage, analyst, { from: "/driver-report" })
    await acceptCookies(analystPage)
    await analystPage.getByRole("button", { name: "Show advanced" }).click()
    const years = analystPage.locator("#driver-search-years")
    await expect(years.locator(`option[value="${t.years}"]`)).toHaveText(`${t.years} years`)
    await expect(years).toHaveValue("25")
    await context.close()
  })
}

test("bureau staff set a company's report reuse window to none, and it stays after a reload", async ({ page }) => {
  await signIn(page, "admin@bureau.example")
  await acceptCookies(page)
  const choose = async () => {
    await page.getByTestId("company-profile-organization").selectOption({ label: "Northwind Insurance" })
    await page.getByTestId("company-profile-company").selectOption({ label: "Northwind Auto - West" })
    await expect(page.getByTestId("company-reuse")).toBeEnabled()
  }
  const reuse = page.getByLabel("Report reuse window")
  const saved = page.getByTestId("toast").filter({ hasText: "The report reuse window was saved." })
  await page.goto("/company-profile")
  await choose()
  await expect(reuse).toHaveValue("sameDay")
  await expect(page.getByText(/answered from the one already pulled, without a new charge/)).toBeVisible()
  await reuse.selectOption("none")
  await expect(saved).toBeVisible()
  await page.reload()
  await choose()
  await expect(reuse).toHaveValue("none")
  // Back to the default, for the report tests that pull Northwind's reports after this one.
  await reuse.selectOption("sameDay")
  await expect(saved).toBeVisible()
})

import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * Clients and sponsors as the bureau administrator keeps them (document 2 sections 2, 4, 5 and 8): a
 * new broker with the field rules and a duplicate name refused first, a sponsor added and removed,
 * the client deleted; the demo broker's last sponsor kept and its deletion refused (it has users);
 * an IBC-type client shown without Save or Delete.
 */
const admin = "admin@bureau.example"

const words = {
  en: {
    list: "Clients",
    newTitle: "New client",
    blank: "This field cannot be blank",
    notAlphanumeric: "Accepts only letters and digits",
    duplicateName: "Another client already has this name.",
    created: "The client was created.",
    broker: "Broker",
    nameEn: "Seaway Brokers",
    nameFr: "Courtiers de la Voie",
    taken: "Harbour Brokers",
    carrier: "Northwind Insurance",
    company: "Northwind Auto - West",
    sponsorAdded: "The sponsor was added.",
    sponsorRemoved: "The sponsor was removed.",
    deleted: "The client was deleted.",
    lastSponsor: "The last sponsor of a broker with employees cannot be removed.",
    assignedToUser: "This client is assigned to users and cannot be deleted.",
    readOnly: "Clients of the types IBC, Organization and Company cannot be changed or deleted.",
    bureau: "Insurance Data Bureau"
  },
  fr: {
    list: "Clients",
    newTitle: "Nouveau client",
    blank: "Ce champ ne peut pas être vide",
    notAlphanumeric: "N'accepte que des lettres et des chiffres",
    duplicateName: "Un autre client a déjà ce nom.",
    created: "Le client a été créé.",
    broker: "Courtier",
    nameEn: "Seaway Insurance Brokers",
    nameFr: "Courtiers de la Voie Maritime",
    taken: "Courtiers du Havre",
    carrier: "Assurances Northwind",
    company: "Northwind Auto - Ouest",
    sponsorAdded: "Le parrain a été ajouté.",
    sponsorRemoved: "Le parrain a été retiré.",
    deleted: "Le client a été supprimé.",
    lastSponsor: "Le dernier parrain d'un courtier qui a des employés ne peut pas être retiré.",
    assignedToUser: "Ce client est attribué à des utilisateurs et ne peut pas être supprimé.",
    readOnly: "Les clients des types BAC, Organisation et Entreprise ne peuvent être ni modifiés ni supprimés.",
    bureau: "Bureau des données d'assurance"
  }
} as const

type Language = keyof typeof words

test.describe.configure({ timeout: 120_000 })

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last()

const openList = async (page: Page, language: Language) => {
  await page.goto("/dash-client")
  await expect(page.getByRole("heading", { name: words[language].list, exact: true })).toBeVisible()
  await expect(page.getByTestId("client-table")).toBeVisible()
}

const openClient = async (page: Page, language: Language, name: string) => {
  await openList(page, language)
  await page.getByTestId("client-table").getByRole("row").filter({ hasText: name }).getByTestId("client-open").click()
  await expect(page.getByTestId("client-profile")).toBeVisible()
}

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const run = `${language}${Date.now().toString(36)}`

  test(`in ${language === "en" ? "English" : "French"}, the bureau administrator adds a broker, sponsors it, and deletes it`, async ({
    page
  }) => {
    await signIn(page, admin)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await openList(page, language)
    await expect(page.getByTestId("client-table")).toContainText("HBR")
    await expectAccessible(page)

    await page.getByTestId("client-new").click()
    await expect(page.getByRole("heading", { name: t.newTitle })).toBeVisible()
    // The rules at their fields first.
    await page.getByTestId("client-save").click()
    await expect(page.getByTestId("client-profile")).toContainText(t.blank)
    await page.getByTestId("client-code").fill("SEA-1")
    await expect(page.getByTestId("client-profile")).toContainText(t.notAlphanumeric)
    await expectAccessible(page)

    // A name another client has: refused by the server, said at the field and in a notice.
    const code = `SEA${run}`.slice(0, 20).toUpperCase()
    await page.getByTestId("client-code").fill(code)
    await page.getByTestId("client-nameEn").fill(t.taken)
    await page.getByTestId("client-nameFr").fill(`${t.nameFr} ${run}`)
    await page.getByTestId("client-type").selectOption({ label: t.broker })
    await page.getByTestId("client-save").click()
    await expect(toast(page, t.duplicateName)).toBeVisible()
    await expect(page.getByTestId("client-profile")).toContainText(t.duplicateName.replace(/\.$/, ""))

    await page.getByTestId("client-nameEn").fill(`${t.nameEn} ${run}`)
    await page.getByTestId("client-save").click()
    await expect(toast(page, t.created)).toBeVisible()
    await expect(page).toHaveURL(/\/dash-client\/\d+$/)
    await expect(page.getByTestId("client-code")).toHaveValue(code)

    // A sponsor: a carrier's company, added in the dialog, then removed once confirmed.
    await page.getByTestId("client-sponsor-add").click()
    const dialog = page.getByTestId("client-sponsor-dialog")
    await dialog.getByTestId("client-sponsor-organization").selectOption({ label: t.carrier })
    await dialog.getByTestId("client-sponsor-company").selectOption({ label: t.company })
    await expectAccessible(page)
    await dialog.getByTestId("client-sponsor-dialog-confirm").click()
    await expect(toast(page, t.sponsorAdded)).toBeVisible()
    const row = page.getByTestId("client-sponsor-row")
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(t.company)
    await row.getByRole("button").click()
    await page.getByTestId("client-sponsor-remove-confirm-confirm").click()
    await expect(toast(page, t.sponsorRemoved)).toBeVisible()
    await expect(page.getByTestId("client-sponsor-row")).toHaveCount(0)

    await page.getByTestId("client-delete").click()
    await expectAccessible(page)
    await page.getByTestId("client-delete-confirm-confirm").click()
    await expect(toast(page, t.deleted)).toBeVisible()
    await expect(page.getByTestId("client-table")).toBeVisible()
    await expect(page.getByTestId("client-table")).not.toContainText(code)
  })

  test(`in ${language === "en" ? "English" : "French"}, the demo broker keeps its last sponsor and is not deleted while it has users; an IBC-type client is read-only`, async ({
    page
  }) => {
    await signIn(page, admin)
    await acceptCookies(page)
    if (language === "fr") await page.getByTestId("language-toggle").click()
    await openClient(page, language, "HBR")
    const sponsor = page.getByTestId("client-sponsor-row")
    await expect(sponsor).toHaveCount(1)
    await expect(sponsor).toContainText(t.lastSponsor)
    await expect(sponsor.getByRole("button")).toBeDisabled()
    await expectAccessible(page)

    await page.getByTestId("client-delete").click()
    await page.getByTestId("client-delete-confirm-confirm").click()
    await expect(toast(page, t.assignedToUser)).toBeVisible()
    await expect(page.getByTestId("client-profile")).toBeVisible()

    await openClient(page, language, t.bureau)
    await expect(page.getByTestId("client-read-only")).toHaveText(t.readOnly)
    await expect(page.getByTestId("client-save")).toHaveCount(0)
    await expect(page.getByTestId("client-delete")).toHaveCount(0)
  })
}

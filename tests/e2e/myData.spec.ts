import { readFile } from "node:fs/promises"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

/**
 * One's own data (ASVS 8.3.2): "Download my data" in the top bar, and in the menu on a narrower screen,
 * saves the signed-in person's data as a JSON file, in both languages.
 */
const words = {
  en: { download: "Download my data", menu: "Menu" },
  fr: { download: "Télécharger mes données", menu: "Menu" }
} as const

const accountOf = { en: "analyst@northwind.example", fr: "manager@northwind.example" } as const

for (const lang of ["en", "fr"] as const) {
  const t = words[lang]
  test(`${lang}: the top bar saves the person's own data as a JSON file`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await signIn(page, accountOf[lang])
    await acceptCookies(page)
    if (lang === "fr") {
      await page.getByTestId("language-toggle").click()
      await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    }
    const saved = page.waitForEvent("download")
    await page.getByRole("banner").getByRole("button", { name: t.download, exact: true }).click()
    const download = await saved
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      profile: { email: string }
      signIns: ReadonlyArray<string>
    }
    expect(data.profile.email).toBe(accountOf[lang])
    expect(data.signIns.length).toBeGreaterThan(0)
  })
}

test("on a narrower screen the menu offers it", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await signIn(page, accountOf.en)
  await acceptCookies(page)
  await expect(page.getByRole("banner").getByRole("button", { name: words.en.download })).toBeHidden()
  await page.getByRole("button", { name: words.en.menu }).click()
  const saved = page.waitForEvent("download")
  await page.getByTestId("side-drawer").getByRole("button", { name: words.en.download }).click()
  expect((await saved).suggestedFilename()).toMatch(/^my-data-.*\.json$/)
})

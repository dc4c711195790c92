import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * One's own sessions (ASVS 3.3.4): signed in from two browsers, the person opens Sessions from the
 * user menu, sees both (this one marked, the other by its browser's name), ends the other one after
 * confirming, and that browser is signed out at its next call.
 */
// A retry's other browser runs on another system, so the session a failed try left open is not counted as its own.
const otherBrowsers = [
  { userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", name: "Firefox · Windows" },
  { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0", name: "Firefox · macOS" }
] as const

const words = {
  en: {
    menu: "Sessions",
    title: "Sessions",
    current: "This session",
    end: (name: string) => new RegExp(`^End the session of ${name} from `),
    confirmTitle: "End this session?",
    confirm: "End",
    ended: "The session has been ended."
  },
  fr: {
    menu: "Sessions actives",
    title: "Sessions actives",
    current: "Cette session",
    end: (name: string) => new RegExp(`^Fermer la session de ${name} depuis `),
    confirmTitle: "Fermer cette session?",
    confirm: "Fermer",
    ended: "La session a été fermée."
  }
} as const

const accountOf = { en: "analyst@northwind.example", fr: "manager@northwind.example" } as const

for (const lang of ["en", "fr"] as const) {
  const t = words[lang]
  test(`${lang}: lists the account's sessions and ends another browser's`, async ({ page, browser }, testInfo) => {
    const account = accountOf[lang]
    const otherBrowser = otherBrowsers[testInfo.retry % otherBrowsers.length]
    const otherContext = await browser.newContext({ userAgent: otherBrowser.userAgent })
    const other = await otherContext.newPage()
    await signIn(other, account)
    await expect(other.getByTestId("tiles")).toBeVisible()

    await signIn(page, account)
    await acceptCookies(page)
    if (lang === "fr") {
      await page.getByTestId("language-toggle").click()
      await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    }
    await page.getByRole("banner").getByRole("link", { name: t.menu, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible()
    const rows = page.getByTestId("account-session")
    await expect(rows.filter({ hasText: t.current })).toHaveCount(1)
    const otherRow = rows.filter({ hasText: otherBrowser.name })
    await expect(otherRow).toHaveCount(1)
    await expectAccessible(page)

    await otherRow.getByRole("button", { name: t.end(otherBrowser.name) }).click()
    const dialog = page.getByRole("alertdialog", { name: t.confirmTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: t.confirm, exact: true }).click()
    await expect(page.getByTestId("toast").filter({ hasText: t.ended })).toBeVisible()
    await expect(rows.filter({ hasText: otherBrowser.name })).toHaveCount(0)
    await expect(rows.filter({ hasText: t.current })).toHaveCount(1)

    // The ended browser's next call is refused: it is signed out.
    await other.reload()
    await other.waitForURL((url) => url.pathname.startsWith("/login") || url.pathname.startsWith("/oidc/interaction/"))
    await otherContext.close()
  })
}

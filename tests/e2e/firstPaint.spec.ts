import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies } from "./support/portal"

/** Where the sign-in page's main parts stand on the screen. */
const layoutOf = async (page: Page) => {
  const parts = {
    heading: page.getByRole("heading", { level: 1 }),
    userId: page.getByRole("textbox"),
    next: page.getByRole("button", { name: /^(Next|Suivant)$/ }),
    cookieNotice: page.getByTestId("cookie-notice").locator("p"),
    footer: page.locator("footer")
  }
  const boxes: Record<string, unknown> = {}
  for (const [name, locator] of Object.entries(parts)) boxes[name] = await locator.boundingBox()
  return boxes
}

test.describe("the sign-in page before the scripts run", () => {
  test.use({ javaScriptEnabled: false, locale: "fr-CA" })

  test("is drawn by the server in the browser's language, with nothing to press until the app is ready", async ({ page }) => {
    await page.goto("/login")
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page).toHaveTitle("Connexion — Portail des données sur les conducteurs et les véhicules")
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Code d'utilisateur" })).not.toBeEditable()
    await expect(page.getByRole("button", { name: "Suivant" })).toBeDisabled()
    await expect(page.getByTestId("cookie-notice")).toBeVisible()
    // Plain links work before the scripts do.
    await expect(page.getByRole("link", { name: "Connexion avancée" })).toHaveAttribute("href", "/advanced-login")
    await expect(page.getByRole("link", { name: "Code d'utilisateur ou mot de passe oublié?" })).toHaveAttribute(
      "href",
      /\/oidc\/password-reset\?lang=fr$/
    )
  })

  test("follows the portal's language cookie over the browser's language, and an idle sign-out says why", async ({
    page,
    context,
    baseURL
  }) => {
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }])
    await page.goto("/login?reason=idle")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expect(page.getByTestId("idle-signed-out")).toHaveText(
      "You were signed out because the portal was not used for a while. Sign in again to return to the page you were on."
    )
  })
})

test("the app takes the server's sign-in page over without moving anything, and an accepted cookie notice stays away", async ({
  browser,
  baseURL
}) => {
  const drawn = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "en-CA" })
  const live = await browser.newContext({ baseURL, locale: "en-CA" })
  try {
    const before = await drawn.newPage()
    await before.goto("/login")
    const after = await live.newPage()
    await after.goto("/login")
    await expect(after.getByRole("button", { name: "Next" })).toBeEnabled()
    await expect(after.getByRole("textbox", { name: "User ID" })).toBeEditable()
    expect(await layoutOf(after)).toEqual(await layoutOf(before))

    await acceptCookies(after)
    const cookies = await live.cookies()
    await drawn.addCookies(cookies.filter((cookie) => cookie.name === "cookieNoticeAccepted"))
    await before.reload()
    await expect(before.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expect(before.getByTestId("cookie-notice")).toHaveCount(0)
  } finally {
    await drawn.close()
    await live.close()
  }
})

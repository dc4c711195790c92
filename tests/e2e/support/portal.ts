import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

export const demoPassword = "Portal-demo-1"

/** No serious or critical accessibility violation on the page as it stands. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility on ${page.url()}`
  ).toEqual([])
}

/**
 * No accessibility violation of any impact, best practices included, on the page as it stands. Every rule
 * runs; the single-pass mode halves the time and misses only cross-origin frames, which the portal has none of.
 */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  expect(
    results.violations.map((v) => `${v.impact ?? "?"} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility on ${page.url()}`
  ).toEqual([])
}

/** The page itself never scrolls sideways: only a table's own frame may. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth
  }))
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(innerWidth)
}

/** The demo carrier's own provider (Laurentian General's), where the portal sends that carrier's people. */
export const demoCarrierPath = "/demo-carrier/laurentian/oidc"

/** A page of the portal itself: not a provider's page, not the sign-in callback. */
const inPortal = (url: URL) =>
  !url.pathname.startsWith("/oidc") && !url.pathname.startsWith("/authentication") && !url.pathname.startsWith("/demo-carrier")

/**
 * Signs in through the login page and the identity provider's own page, as a person would: the embedded
 * provider's, or for Laurentian's people their carrier's (unless its session still holds them).
 */
export const signIn = async (page: Page, userId: string, options: { readonly from?: string } = {}) => {
  await page.goto(options.from ?? "/login")
  await page.waitForURL(/\/login/)
  await page.getByRole("textbox", { name: /^(User ID|Code d.utilisateur)$/ }).fill(userId)
  await page.getByRole("button", { name: /^(Next|Suivant)$/ }).click()
  // Past the login screen: a provider's page, or the portal at once when the carrier's session still holds the user.
  const signedIn = (url: URL) => inPortal(url) && !url.pathname.startsWith("/login")
  await page.waitForURL(
    (url) =>
      url.pathname.startsWith("/oidc/interaction/") || url.pathname.startsWith(`${demoCarrierPath}/interaction/`) || signedIn(url)
  )
  if (!signedIn(new URL(page.url()))) {
    await page.getByLabel(/^(Password|Mot de passe)$/).fill(demoPassword)
    await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click()
  }
  await page.waitForURL(signedIn)
}

export const acceptCookies = async (page: Page) => {
  const ok = page.getByTestId("cookie-notice").getByRole("button", { name: "OK" })
  if (await ok.isVisible()) await ok.click()
}

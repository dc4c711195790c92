import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

test("the analyst sees its three functions, in English and in French", async ({ page }) => {
  await signIn(page, "analyst@northwind.example")
  await acceptCookies(page)
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Morgan")
  await expect(page.getByTestId("organization")).toHaveText("Northwind Insurance")
  await expect(page.getByTestId("last-sign-in")).toBeVisible()
  const tiles = page.getByTestId("tiles").getByRole("link")
  await expect(tiles).toHaveText([/Driver Report/, /Vehicle Report/, /Report History/])
  // A Northwind account signs in with a password the portal keeps: it may change it.
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole("button", { name: "Menu" }).click()
  const drawer = page.getByTestId("side-drawer")
  await expect(drawer.getByRole("link")).toHaveText(["Home", "Driver Report", "Vehicle Report", "Report History"])
  await expectAccessible(page)
  await page.keyboard.press("Escape")

  await page.getByTestId("language-toggle").click()
  await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Morgan")
  await expect(page.getByTestId("organization")).toHaveText("Assurances Northwind")
  await expect(tiles).toHaveText([/Rapport de conducteur/, /Rapport de véhicule/, /Historique des rapports/])
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  const cookies = await page.context().cookies()
  const lang = cookies.find((c) => c.name === "lang")
  expect(lang?.value).toBe("fr")
  expect(lang!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  await expectAccessible(page)

  await page.reload()
  await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Morgan")
  await page.getByTestId("language-toggle").click()
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Morgan")
})

test("the bureau administrator sees every function but data correction, and change password", async ({ page }) => {
  await signIn(page, "admin@bureau.example")
  await acceptCookies(page)
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Alex")
  const tiles = page.getByTestId("tiles").getByRole("link")
  await expect(tiles).toHaveCount(12)
  await expect(tiles.first()).toContainText("Driver Report")
  await expect(tiles.last()).toContainText("SDC Report")
  await expect(page.getByTestId("tiles")).not.toContainText("Data Correction")
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible()
  await page.getByRole("button", { name: "Menu" }).click()
  // The tiles' functions, home, and Event notifications (a page of company administration, not a tile).
  await expect(page.getByTestId("side-drawer").getByRole("link")).toHaveCount(14)
  await expect(page.getByTestId("side-drawer").getByRole("link", { name: "Event notifications" })).toBeVisible()
  await page.getByTestId("side-drawer").getByRole("link", { name: "Settings" }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expectAccessible(page)
})

test("signs out to the logged-out page, then the login page, its refresh token revoked", async ({ page }) => {
  await signIn(page, "analyst@northwind.example")
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith("oidc.user:"))!
    return JSON.parse(sessionStorage.getItem(key)!).refresh_token as string
  })
  expect(refreshToken).toBeTruthy()
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/authentication\/logged-out$/)
  await expect(page.getByTestId("logged-out")).toHaveText("You have been signed out successfully.")
  await expectAccessible(page)
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
  await page.goto("/")
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const refused = await page.request.post("/oidc/token", {
    form: { grant_type: "refresh_token", refresh_token: refreshToken, client_id: "portal-spa" }
  })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { error: string }).error).toBe("invalid_grant")
})

test("a logout not started from the portal is refused", async ({ page }) => {
  await page.goto("/authentication/logout-callback?state=forged")
  await expect(page.getByTestId("logout-error")).toHaveText("The logout was not initiated from within the page")
})

test("the idle dialog counts down, keeps the session on request, and logs out on request", async ({ page }) => {
  // The portal's own 15-minute idle period: the page's clock is moved on instead of waiting for it.
  await page.clock.install()
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await expect(page).toHaveURL(/\/driver-report$/)
  const dialog = page.getByTestId("idle-dialog")
  await expect(dialog).toHaveCount(0)
  const storedAccessToken = () =>
    page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith("oidc.user:"))
      return key ? (JSON.parse(sessionStorage.getItem(key)!).access_token as string) : undefined
    })
  const firstAccessToken = await storedAccessToken()
  await page.clock.fastForward("14:01")
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("Keep me signed in")
  await expect(dialog).toContainText("Sign out")
  // The countdown is not a live region: a screen reader is not made to speak every second.
  await expect(dialog.locator("[aria-live]").filter({ hasText: /\d+ seconds/ })).toHaveCount(0)
  const first = await dialog.getByText(/\d+ seconds/).textContent()
  await page.waitForTimeout(2_000)
  const later = await dialog.getByText(/\d+ seconds/).textContent()
  expect(Number(later!.match(/\d+/)![0])).toBeLessThan(Number(first!.match(/\d+/)![0]))
  await page.keyboard.press("Escape")
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press("Enter")
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  // The 10-minute access token was renewed silently with the refresh token while the user was away.
  await expect.poll(storedAccessToken).not.toBe(firstAccessToken)
  const renewedAccessToken = await storedAccessToken()
  const answered = await page.request.get("/api/Users/GetUserConnected", {
    headers: { authorization: `Bearer ${renewedAccessToken}` }
  })
  expect(answered.status()).toBe(200)
  await page.clock.fastForward("13:00")
  await expect(dialog).toHaveCount(0)
  await page.clock.fastForward("01:01")
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/authentication\/logged-out$/)
  await expect(page.getByTestId("logged-out")).toHaveText("You have been signed out because the portal was not used for a while.")
  // The sign-in page says why, and signing in again returns to the page the user was on.
  await expect(page).toHaveURL(/\/login\?reason=idle&redirect=%2Fdriver-report$/, { timeout: 10_000 })
  await expect(page.getByTestId("idle-signed-out")).toHaveText(
    "You were signed out because the portal was not used for a while. Sign in again to return to the page you were on."
  )
  await expectAccessible(page)
  await signIn(page, "analyst@northwind.example", { from: page.url() })
  await expect(page).toHaveURL(/\/driver-report$/)
})

test("a screen the user lacks the function for gives the function message and goes home", async ({ page }) => {
  // Laurentian's people sign in at their carrier: no portal password to change.
  await signIn(page, "reviewer@laurentian.example")
  await expect(page.getByTestId("welcome")).toBeVisible()
  await page.goto("/change-password")
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.getByTestId("toast")).toHaveText(/You do not have access to this function\./)
  // The toasts' region is named in the language in use, without the toaster's English placement words.
  await expect(page.getByRole("region", { name: "Notifications", exact: true })).toHaveCount(1)
  await page.goto("/settings")
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.getByTestId("toast").first()).toHaveText(/You do not have access to this function\./)
  await page.getByTestId("language-toggle").click()
  await expect(page).toHaveTitle("Accueil — Portail des données sur les conducteurs et les véhicules")
  await page.goto("/usage-report")
  await expect(page.getByTestId("toast").first()).toHaveText(/Vous n'avez pas accès à cette fonction\./)
  await expect(page.getByRole("region", { name: "Notifications", exact: true })).toHaveCount(1)
})

test("a user who has not accepted the latest terms accepts them first", async ({ page }) => {
  await signIn(page, "newcomer@maple.example")
  await expect(page.getByRole("heading", { name: "Terms of service" })).toBeVisible()
  await expect(page.getByTestId("terms-text")).toContainText("authorized insurance purposes")
  await expect(page.getByTestId("tiles")).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole("button", { name: "I accept" }).click()
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Sam")
})

test("public pages show the server's text in the language in use", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible()
  await expect(page.getByTestId("app-version")).toHaveText("Version 20250827.1")
  await expect(page.getByTestId("licences")).toContainText("react")
  await expectAccessible(page)
  await page.goto("/terms")
  await expect(page.getByTestId("server-text")).toContainText("authorized insurance purposes")
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
  await expect(page.getByTestId("server-text")).toContainText("fins d'assurance autorisées")
  await page.goto("/contactUs")
  await expect(page.getByRole("heading", { name: "Nous joindre" })).toBeVisible()
  await expect(page.getByTestId("server-text")).toContainText("Service à la clientèle")
  await expectAccessible(page)
})

test("the system message band shows between its dates, in the language in use, and scrolls when long", async ({ page }) => {
  await signIn(page, "admin@bureau.example")
  const put = (body: object) =>
    page.evaluate(async (message) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith("oidc.user:"))!
      const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string
      const response = await fetch("/api/SystemMessage", {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(message)
      })
      return response.status
    }, body)
  const hour = 3600 * 1000
  const longEn = `Scheduled maintenance: the portal will be unavailable on Sunday from 02:00 to 06:00 Eastern time. ${"Please plan your driver and vehicle reports accordingly. ".repeat(2)}`
  expect(
    await put({
      startDate: new Date(Date.now() - hour).toISOString(),
      endDate: new Date(Date.now() + hour).toISOString(),
      messageEn: longEn,
      messageFr: "Entretien prévu : le portail sera indisponible dimanche de 2 h à 6 h."
    })
  ).toBe(200)
  await page.reload()
  const band = page.getByTestId("system-message")
  await expect(band).toContainText("Scheduled maintenance")
  expect(longEn.length).toBeGreaterThan(150)
  const animation = await band
    .locator("span")
    .first()
    .evaluate((el) => getComputedStyle(el).animationName)
  expect(animation).toBe("systemMessageScroll")
  await page.getByTestId("language-toggle").click()
  await expect(band).toHaveText("Entretien prévu : le portail sera indisponible dimanche de 2 h à 6 h.")
  await page.getByTestId("language-toggle").click()

  expect(
    await put({
      startDate: new Date(Date.now() + hour).toISOString(),
      endDate: new Date(Date.now() + 2 * hour).toISOString(),
      messageEn: "Not yet",
      messageFr: "Pas encore"
    })
  ).toBe(200)
  await page.reload()
  await expect(page.getByTestId("welcome")).toBeVisible()
  await expect(band).toHaveCount(0)
  expect(await put({ startDate: null, endDate: null, messageEn: "", messageFr: "" })).toBe(200)
})

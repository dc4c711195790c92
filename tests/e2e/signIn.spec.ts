import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

test.describe("sign-in screen", () => {
  test("shows the sign-in screen with its links, logos and cookie notice", async ({ page }) => {
    await page.goto("/login")
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "User ID" })).toBeVisible()
    await expect(page.getByText("Remember my User ID")).toBeVisible()
    await expect(page.getByRole("link", { name: "Forgot your User ID or password?" })).toHaveAttribute("href", /lang=en$/)
    await expect(page.getByRole("link", { name: "Learn more about the portal" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Advanced sign-in" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Back" })).toBeVisible()
    await expect(page.getByText("Insurance Data Bureau").first()).toBeVisible()
    await expect(page.getByText("Bureau des données d'assurance").first()).toBeVisible()
    await expect(page.getByRole("banner")).toHaveCount(0)
    await expect(page.getByTestId("cookie-notice")).toBeVisible()
    await expectAccessible(page)
    await acceptCookies(page)
    await expect(page.getByTestId("cookie-notice")).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId("cookie-notice")).toHaveCount(0)
  })

  test("refuses a malformed User ID", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "User ID" }).fill("not-an-id")
    await page.getByRole("textbox", { name: "User ID" }).press("Enter")
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid User ID")
    await expect(page).toHaveURL(/\/login$/)
  })

  test("sends an unknown user to the 404 page and a disabled one to the 401 page", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "User ID" }).fill("nobody@nowhere.example")
    await page.getByRole("button", { name: "Next" }).click()
    await expect(page).toHaveURL(/\/login-failed\/404$/)
    await expect(page.getByTestId("login-failed-message")).toHaveText(
      "You are not authorized to log in. Please contact the system administrator."
    )
    await expectAccessible(page)
    await page.goto("/login")
    await page.getByRole("textbox", { name: "User ID" }).fill("disabled@northwind.example")
    await page.getByRole("button", { name: "Next" }).click()
    await expect(page).toHaveURL(/\/login-failed\/401$/)
    await expect(page.getByTestId("login-failed-message")).toHaveText(
      "Your account has been disabled. Please contact the User Administrator."
    )
  })

  test("sends the User ID, its domain and the invitation to the identity provider", async ({ page }) => {
    await page.goto("/login/invitation-123")
    await page.getByRole("textbox", { name: "User ID" }).fill("analyst@northwind.example")
    const authorize = page.waitForRequest((request) => request.url().includes("/oidc/auth?"))
    await page.getByRole("button", { name: "Next" }).click()
    const url = new URL((await authorize).url())
    expect(url.searchParams.get("login_hint")).toBe("analyst@northwind.example")
    expect(url.searchParams.get("domain_hint")).toBe("northwind.example")
    expect(url.searchParams.get("invitation_id")).toBe("invitation-123")
    expect(url.searchParams.get("code_challenge_method")).toBe("S256")
    await page.waitForURL(/\/oidc\/interaction\//)
    // The provider checks the invitation: this one opens no account, and the page says what to do.
    await expect(page.getByRole("heading", { name: "Invitation link not valid" })).toBeVisible()
    await expect(page.getByRole("alert")).toContainText("If you have already chosen your password, sign in with it")
    await expect(page.getByRole("link", { name: "Back to the portal" })).toHaveAttribute("href", /\/login$/)
  })

  test("each page has its own tab title, in the language in use", async ({ page }) => {
    await page.goto("/login")
    await expect(page).toHaveTitle("Sign in — Driver and Vehicle Data Portal")
    await page.goto("/about")
    await expect(page).toHaveTitle("About — Driver and Vehicle Data Portal")
    await page.getByTestId("language-toggle").click()
    await expect(page).toHaveTitle("À propos — Portail des données sur les conducteurs et les véhicules")
    await page.goto("/login")
    await expect(page).toHaveTitle("Connexion — Portail des données sur les conducteurs et les véhicules")
  })

  test("an unknown address says so inside the shell, in the language in use, with the way home", async ({ page }) => {
    await page.goto("/no-such-screen")
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible()
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await expect(page).toHaveTitle("Page not found — Driver and Vehicle Data Portal")
    await expectAccessible(page)
    await page.getByTestId("language-toggle").click()
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible()
    await expect(page).toHaveTitle("Page introuvable — Portail des données sur les conducteurs et les véhicules")
    await expect(page.getByText("Not Found")).toHaveCount(0)
    await page.getByRole("link", { name: "Aller à la page d'accueil" }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test("the sign-in error pages keep the header with the logo and the language switch", async ({ page }) => {
    await page.goto("/login-failed/401")
    const banner = page.getByRole("banner")
    await expect(banner).toBeVisible()
    await expect(banner.getByRole("link", { name: "Home" })).toBeVisible()
    await banner.getByTestId("language-toggle").click()
    await expect(page.getByTestId("login-failed-message")).toHaveText(
      "Votre compte a été désactivé. Veuillez communiquer avec l'administrateur des utilisateurs."
    )
    await expectAccessible(page)
  })

  test("Back on a sign-in screen opened first leads to the page about the portal, not a blank page", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("link", { name: "Back" }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible()
    await page.getByRole("link", { name: "Home" }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByRole("button", { name: "Back" }).click()
    await expect(page).toHaveURL(/\/about$/)
  })

  test("advanced sign-in leads back to the login route", async ({ page }) => {
    await page.goto("/advanced-login")
    await expect(page).toHaveURL(/\/login$/)
  })

  test("remembers the User ID when asked", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "User ID" }).fill("analyst@northwind.example")
    await page.getByText("Remember my User ID").click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveValue("analyst@northwind.example")
    await expectAccessible(page)
    await page.goto("/login")
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveValue("analyst@northwind.example")
  })
})

test.describe("protected routes", () => {
  test("go to /login while signed out and come back after sign-in", async ({ page }) => {
    await page.goto("/driver-report")
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await signIn(page, "analyst@northwind.example", { from: page.url() })
    await expect(page).toHaveURL(/\/driver-report$/)
    await expect(page.getByRole("heading", { name: "Driver Report" })).toBeVisible()
  })

  test("refuse a return URL of another origin", async ({ page }) => {
    await signIn(page, "analyst@northwind.example", { from: "/login?redirect=https://evil.example/steal" })
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })
})

test.describe("silent sign-in", () => {
  test("a second tab signs in without the password page while the provider still knows the user", async ({ context, page }) => {
    await signIn(page, "analyst@northwind.example")
    const second = await context.newPage()
    const visited: Array<string> = []
    second.on("framenavigated", (frame) => {
      if (frame === second.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await second.goto("/report-history")
    await expect(second).toHaveURL(/\/login\?redirect=/)
    await second.getByRole("textbox", { name: "User ID" }).fill("analyst@northwind.example")
    await second.getByRole("button", { name: "Next" }).click()
    await expect(second).toHaveURL(/\/report-history$/)
    await expect(second.getByRole("heading", { name: "Report History" })).toBeVisible()
    expect(visited.filter((path) => path.startsWith("/oidc"))).toEqual([])
  })

  test("another user's session with the provider does not sign in the User ID typed", async ({ context, page }) => {
    await signIn(page, "analyst@northwind.example")
    const second = await context.newPage()
    await second.goto("/login")
    await second.getByRole("textbox", { name: "User ID" }).fill("manager@northwind.example")
    await second.getByRole("button", { name: "Next" }).click()
    await second.waitForURL(/\/oidc\/interaction\//)
    await expect(second.getByLabel("Password", { exact: true })).toBeVisible()
  })
})

test.describe("a French browser without a language cookie", () => {
  test.use({ locale: "fr-CA" })

  test("gets the portal and the identity provider's page in French", async ({ page }) => {
    await page.goto("/login")
    await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === "lang")).toBeUndefined()
    await page.getByRole("textbox", { name: "Code d'utilisateur" }).fill("analyst@northwind.example")
    await page.getByRole("button", { name: "Suivant" }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page.getByLabel("Mot de passe", { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible()
    await expect(page).toHaveTitle("Connexion")
  })
})

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
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible()
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
    await expect(page.getByText("Signing in with northwind.example")).toBeVisible()
    await page.getByRole("link", { name: "Français" }).click()
    await expect(page.getByLabel("Mot de passe")).toBeVisible()
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

import { expect, test } from "./support/fixtures"
import { signIn } from "./support/portal"

test("signing in, then opening a protected address at once, always lands there (twenty times over)", async ({ browser }) => {
  test.setTimeout(300_000)
  for (let attempt = 1; attempt <= 20; attempt++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, "analyst@northwind.example")
    // Opened directly, as a bookmark or a reload would, the moment the sign-in has returned.
    await page.goto("/report-history")
    await expect(page, `attempt ${attempt}`).toHaveURL(/\/report-history$/)
    await expect(page.getByRole("heading", { name: "Report History" }), `attempt ${attempt}`).toBeVisible()
    await context.close()
  }
})

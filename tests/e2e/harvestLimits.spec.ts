import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

// Meeting a real limit would hold a shared demo account for a minute, so the server's 429 is given here
// as the api answers it (tests/api/harvestLimits.test.ts shows the server giving it).
test("a limit on searches met is told with the seconds to wait, in English and French", async ({ page }) => {
  await signIn(page, "admin@bureau.example", { from: "/report-history" })
  await acceptCookies(page)
  await page.route("**/api/DriverReports/HistorySearch?**", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "42", "x-request-id": "harvest-limit-e2e" },
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ _tag: "TooManyRequests", limit: "searches", retryAfterSeconds: 42, requestId: "harvest-limit-e2e" })
    })
  )
  const search = page.getByTestId("history-filters").getByRole("button", { name: /^(Search|Rechercher)$/ })
  await search.click()
  await expect(
    page.getByTestId("toast").filter({ hasText: "Too many searches in a short time; try again in 42 seconds" }).last()
  ).toBeVisible()

  await page.getByTestId("language-toggle").click()
  await search.click()
  await expect(
    page.getByTestId("toast").filter({ hasText: "Trop de recherches en peu de temps; réessayez dans 42 secondes" }).last()
  ).toBeVisible()
})

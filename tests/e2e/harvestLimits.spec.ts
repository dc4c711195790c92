import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

/**
 * The e2e portal gives Maple Mutual a limit of 3 searches a minute per user (HARVEST_LIMITS_FILE,
 * tests/e2e/support/harvestLimits.json); Chloé Lavoie, of Maple Mutual, is in no other test, so the
 * server's own 429 meets only her. Search is pressed until the limit answers, whatever an earlier
 * attempt left counted this minute.
 */
const searchUntilTold = async (page: Page, search: Locator, message: RegExp) => {
  for (let press = 0; press < 6; press++) {
    const answered = page.waitForResponse((response) => response.url().includes("/api/DriverReports/HistorySearch"))
    await search.click()
    if ((await answered).status() === 429) break
  }
  const told = page.getByTestId("toast").filter({ hasText: message }).last()
  await expect(told).toBeVisible()
  // Closed as the user would, so that it covers nothing the next search presses.
  await told.getByRole("button").click()
  await expect(told).toBeHidden()
}

test("a limit on searches met is told with the seconds to wait, in English and French", async ({ page }) => {
  const limited: Array<{ retryAfter: string | undefined }> = []
  page.on("response", (response) => {
    if (response.url().includes("/api/DriverReports/HistorySearch") && response.status() === 429)
      limited.push({ retryAfter: response.headers()["retry-after"] })
  })
  await signIn(page, "c.lavoie@maple.example", { from: "/report-history" })
  await acceptCookies(page)
  const search = page.getByTestId("history-filters").getByRole("button", { name: /^(Search|Rechercher)$/ })
  await searchUntilTold(page, search, /Too many searches in a short time; try again in \d+ seconds?/)

  await page.getByTestId("language-toggle").click()
  await searchUntilTold(page, search, /Trop de recherches en peu de temps; réessayez dans \d+ secondes?/)
  // The server's own refusals, each with the wait it asks for (a minute's limit: at most 60 s).
  expect(limited.length).toBeGreaterThanOrEqual(2)
  for (const { retryAfter } of limited) expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  for (const { retryAfter } of limited) expect(Number(retryAfter)).toBeLessThanOrEqual(60)
})

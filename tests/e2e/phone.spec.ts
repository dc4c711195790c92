import type { Locator, Page } from "@playwright/test"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { expect, test } from "./support/fixtures"
import { acceptCookies, demoPassword, expectAccessible, expectNoSidewaysScroll, signIn } from "./support/portal"

/** Hand-made demo driver (docs/demo-data.md). */
const margaret = { licence: "W90012345670001", jurisdiction: "ON", name: "Margaret Anne Wilson" }

/** Wholly inside the screen's width, and nothing lies over it where a finger would tap. */
const expectReachable = async (page: Page, target: Locator) => {
  await expect(target).toBeVisible()
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, "a laid-out element").not.toBeNull()
  expect(box!.x, "left edge inside the screen").toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, "right edge inside the screen").toBeLessThanOrEqual(width)
  await target.click({ trial: true })
}

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("signs in, pulls a driver report, finds it in the report history and pulls a vehicle report", async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto("/login")
    await acceptCookies(page)
    const userId = page.getByRole("textbox", { name: "User ID" })
    await expectReachable(page, userId)
    await expectReachable(page, page.getByRole("button", { name: "Next" }))
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
    await userId.fill("analyst@northwind.example")
    await page.getByRole("button", { name: "Next" }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
    await expectNoSidewaysScroll(page)
    await page.getByLabel("Password", { exact: true }).fill(demoPassword)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page.getByTestId("tile-driverReport")).toBeVisible()
    await acceptCookies(page)

    // Home: the bar keeps the menu, the language and Sign out on the screen.
    await expectNoSidewaysScroll(page)
    await expectReachable(page, page.getByRole("button", { name: "Menu" }))
    await expectReachable(page, page.getByTestId("language-toggle"))
    await expectReachable(page, page.getByRole("button", { name: "Sign out" }))
    await expectAccessible(page)

    // The drawer is the phone's menu.
    await page.getByRole("button", { name: "Menu" }).click()
    const drawer = page.getByTestId("side-drawer")
    await expectReachable(page, drawer.getByRole("link", { name: "Driver Report" }))
    await drawer.getByRole("link", { name: "Driver Report" }).click()
    await expect(page).toHaveURL(/\/driver-report$/)
    await expect(drawer).toHaveCount(0)

    // Driver search: the fields stack, Search stays on the screen, advanced section open or not.
    const form = page.getByTestId("driver-search-form")
    await form.getByLabel("Driver's licence number").fill(margaret.licence)
    await form.getByLabel("Jurisdiction").selectOption(margaret.jurisdiction)
    await expectReachable(page, form.getByRole("button", { name: "Search" }))
    await form.getByRole("button", { name: "Show advanced" }).click()
    await expectReachable(page, form.getByLabel("Comment"))
    await expectReachable(page, form.getByRole("button", { name: "Search" }))
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
    await form.getByRole("button", { name: "Search" }).click()

    const dialog = page.getByTestId("result-dialog")
    await expect(dialog).toContainText("Driver found")
    await expect(page.getByTestId("result-name")).toHaveText(margaret.name)
    await expectReachable(page, page.getByTestId("result-licence"))
    await expectReachable(page, dialog.getByRole("button", { name: "Get report" }))
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
    await dialog.getByRole("button", { name: "Get report" }).click()

    // The report: its sections reflow, its actions stay on the screen.
    await expect(page).toHaveURL(/\/reports\/\d+$/)
    await expect(page.getByTestId("report-summary")).toContainText(margaret.name)
    await expectReachable(page, page.getByTestId("to-pdf"))
    await expectReachable(page, page.getByTestId("go-back"))
    const policies = page.getByTestId("report-policies")
    await policies.getByRole("button", { name: /Expand all/ }).click()
    await expect(policies.locator("table").first()).toBeVisible()
    // The history timeline scrolls inside its own frame, open on the report's day.
    const timeline = page.getByTestId("timeline-frame")
    expect(await timeline.evaluate((frame) => frame.scrollWidth > frame.clientWidth && frame.scrollLeft > 0)).toBe(true)
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    // Report history: the filters stack; the table scrolls in its own frame, its first column kept.
    await page.getByRole("button", { name: "Menu" }).click()
    await drawer.getByRole("link", { name: "Report History" }).click()
    await expect(page).toHaveURL(/\/report-history$/)
    const filters = page.getByTestId("history-filters")
    await filters.getByLabel("Driver's licence number").fill(margaret.licence)
    await expectReachable(page, filters.getByRole("button", { name: "Search" }))
    await filters.getByRole("button", { name: "Search" }).click()
    const table = page.getByTestId("history-table")
    await expect(table.getByTestId("data-row").first()).toContainText(margaret.name)
    await expectNoSidewaysScroll(page)
    const frame = table.getByRole("region", { name: "Results" })
    const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(scrolls, "the table is wider than a phone and scrolls in its frame").toBe(true)
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    const frameBox = await frame.boundingBox()
    const firstCell = table.getByTestId("data-row").first().locator("td").first()
    const firstCellBox = await firstCell.boundingBox()
    expect(Math.abs(firstCellBox!.x - frameBox!.x), "the first column stays at the frame's left edge").toBeLessThanOrEqual(2)
    const view = table.getByRole("link", { name: /View/ }).first()
    await expectReachable(page, view)
    await expectAccessible(page)

    // Vehicle search and report.
    await page.getByRole("button", { name: "Menu" }).click()
    await drawer.getByRole("link", { name: "Vehicle Report" }).click()
    await expect(page).toHaveURL(/\/vehicle-report$/)
    await page.getByTestId("vin").fill(demoVins.transferred)
    await expectReachable(page, page.getByRole("button", { name: "Search" }))
    await expectNoSidewaysScroll(page)
    await page.getByRole("button", { name: "Search" }).click()
    await expect(page.getByTestId("vehicle-header")).toContainText(demoVins.transferred)
    await expectReachable(page, page.getByTestId("vehicle-to-pdf"))
    await expectReachable(page, page.getByTestId("vehicle-back"))
    await expect(page.getByTestId("vehicle-policies").locator("tbody tr").first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    // Sign out is reachable at the end of the flow, and does sign out.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectReachable(page, page.getByRole("button", { name: "Sign out" }))
    await page.getByRole("button", { name: "Sign out" }).click()
    await expect(page).toHaveURL(/\/authentication\/logged-out$/)
    await expectNoSidewaysScroll(page)
  })
})

test.describe("on a laptop (1366 × 768)", () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("the report history table fits its frame, the View column included", async ({ page }) => {
    await signIn(page, "analyst@northwind.example", { from: "/report-history" })
    await acceptCookies(page)
    await page.getByTestId("history-filters").getByRole("button", { name: "Search" }).click()
    const table = page.getByTestId("history-table")
    await expect(table.getByTestId("data-row").first()).toBeVisible()
    const frame = table.getByRole("region", { name: "Results" })
    const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth
    }))
    expect(scrollWidth, "the table is no wider than its frame").toBeLessThanOrEqual(clientWidth)
    const frameBox = await frame.boundingBox()
    const views = table.getByRole("link", { name: /View/ })
    for (const view of (await views.all()).slice(0, 3)) {
      const box = await view.boundingBox()
      expect(box!.x + box!.width, "the View link lies inside the frame").toBeLessThanOrEqual(frameBox!.x + frameBox!.width)
    }
    await expect(table.getByRole("columnheader").last()).toBeInViewport({ ratio: 1 })
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })
})

test.describe("on the narrowest phone (360 × 740)", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the 90-day and correction report screens and the public pages never scroll sideways", async ({ page }) => {
    await signIn(page, "manager@northwind.example", { from: "/ninetydays-report" })
    await acceptCookies(page)
    await expectReachable(page, page.getByTestId("ninety-search"))
    await page.getByTestId("ninety-search").click()
    await expect(page.getByTestId("result-count")).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    await page.goto("/correction-report")
    await expectReachable(page, page.getByTestId("correction-search"))
    await page.getByTestId("correction-search").click()
    await expect(page.getByTestId("result-count").or(page.getByRole("status"))).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    for (const path of ["/", "/about", "/terms", "/contactUs", "/no-such-page"]) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await expectReachable(page, page.getByRole("button", { name: "Sign out" }))
    }
  })
})

/** Inside the screen as it is: the table not scrolled sideways, and a tap at the centre lands on the target. */
const expectTappableInPlace = async (page: Page, target: Locator) => {
  await expect(target).toBeVisible()
  const frame = target.locator("xpath=ancestor::*[@role='region'][1]")
  expect(await frame.evaluate((element) => element.scrollLeft), "the table is not scrolled").toBe(0)
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth), "the table is wider than its frame").toBe(
    true
  )
  const box = await target.boundingBox()
  const width = page.viewportSize()!.width
  expect(box!.x, "left edge inside the screen").toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, "right edge inside the screen").toBeLessThanOrEqual(width)
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("a, button")?.getAttribute("data-testid") ?? null,
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 }
  )
  expect(hit, "a tap lands on the action").toBe(await target.getAttribute("data-testid"))
}

test.describe("the actions of a wide table on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("stay on the screen without scrolling the table, in English and French", async ({ page }) => {
    await signIn(page, "manager@northwind.example", { from: "/user-administration" })
    await acceptCookies(page)
    await page.getByRole("button", { name: "Search", exact: true }).click()
    const view = page.locator("[data-testid^='view-user-']").first()
    await view.scrollIntoViewIfNeeded()
    await expectTappableInPlace(page, view)
    await expectAccessible(page)

    await page.getByTestId("language-toggle").click()
    await page.goto("/user-access-report")
    await page.getByRole("button", { name: "Rechercher", exact: true }).click()
    const details = page.locator("[data-testid^='user-access-details-']").first()
    await details.scrollIntoViewIfNeeded()
    await expectTappableInPlace(page, details)
    await details.click()
    await expect(page.getByRole("heading", { name: "Détails de l'accès" })).toBeVisible()
  })
})

test.describe("the first column of a table with actions on a laptop (1366 × 768)", () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("keeps its words whole", async ({ page }) => {
    await signIn(page, "manager@northwind.example", { from: "/user-access-report" })
    await acceptCookies(page)
    await page.getByRole("button", { name: "Search", exact: true }).click()
    await expect(page.getByTestId("data-row").first()).toBeVisible()
    // Broken between any two letters, the column would shrink to one letter's width.
    const header = page.getByRole("columnheader", { name: "Organization" })
    expect((await header.boundingBox())!.width, "a heading wide enough for its word").toBeGreaterThan(80)
    const firstCell = page.getByTestId("data-row").first().locator("td").first()
    await expect(firstCell).toContainText("Northwind Insurance")
    expect((await firstCell.boundingBox())!.width, "a cell wide enough for its words").toBeGreaterThan(80)
  })
})

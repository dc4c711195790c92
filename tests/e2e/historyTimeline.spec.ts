import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll, signIn } from "./support/portal"

/** Hand-made demo drivers (docs/demo-data.md). */
const gagnon = { licence: "G900123456701", jurisdiction: "QC" }
const sharma = { licence: "S90012345670003", jurisdiction: "ON" }
const chen = { licence: "C90012345670004", jurisdiction: "ON" }
const murphy = { licence: "MURPH900123456", jurisdiction: "NS" }

const searchButton = /^(Search|Rechercher)$/
const getReport = /^(Get report|Obtenir le rapport)$/
const date = /\d{4}-\d{2}-\d{2}/.source

/** From the driver search to the driver's report; Go back returns to the search. */
const openReport = async (page: Page, driver: { licence: string; jurisdiction: string }) => {
  const form = page.getByTestId("driver-search-form")
  await form.locator("#driver-search-driverLicenceNumber").fill(driver.licence)
  await form.locator("#driver-search-jurisdictionCode").selectOption(driver.jurisdiction)
  await form.getByRole("button", { name: searchButton }).click()
  await page.getByTestId("result-dialog").getByRole("button", { name: getReport }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await expect(page.getByTestId("report-timeline")).toBeVisible()
}

const leaveReport = async (page: Page) => {
  await page.getByTestId("go-back").click()
  await expect(page).toHaveURL(/\/driver-report$/)
}

const bars = (page: Page) => page.getByTestId("timeline-picture").locator('[data-testid^="timeline-bar-"]')
const markers = (page: Page) => page.getByTestId("timeline-picture").locator('[data-testid^="timeline-claim-"]')
const policyItems = (page: Page) => page.getByTestId("report-policies").locator('[data-testid^="policy-"]')
const claimItems = (page: Page) => page.getByTestId("report-claims").locator('[data-testid^="claim-"]')
const keyOf = async (mark: Locator, prefix: string) => (await mark.getAttribute("data-testid"))!.slice(prefix.length)

/**
 * Every bar is a term of the policies section and every term has its bar, named with the dates its
 * item shows; every claim marker a claim, named with its date of loss as the claim's item shows it.
 */
const expectPictureMatchesReport = async (page: Page, words: { to: string; dateOfLoss: string }) => {
  await expect(bars(page)).toHaveCount(await policyItems(page).count())
  for (const bar of await bars(page).all()) {
    const name = (await bar.getAttribute("aria-label"))!
    const [, start, end] = new RegExp(`(${date}) ${words.to} (${date})`).exec(name)!
    await expect(
      page
        .getByTestId(`policy-${await keyOf(bar, "timeline-bar-")}`)
        .getByRole("button")
        .first()
    ).toContainText(`${start} ${words.to} ${end}`)
  }
  await expect(markers(page)).toHaveCount(await claimItems(page).count())
  for (const marker of await markers(page).all()) {
    const [lossDate] = new RegExp(date).exec((await marker.getAttribute("aria-label"))!)!
    await expect(page.getByTestId(`claim-${await keyOf(marker, "timeline-claim-")}`)).toContainText(
      `${words.dateOfLoss} ${lossDate}`
    )
  }
  // The text alternative says the same: a sentence per term and per claim.
  await expect(page.getByTestId("timeline-sentences").getByTestId("timeline-sentence-term")).toHaveCount(await bars(page).count())
  await expect(page.getByTestId("timeline-sentences").getByTestId("timeline-sentence-claim")).toHaveCount(
    await markers(page).count()
  )
}

/** Tab from the picture's heading until `target` has the focus (the first bars come first). */
const tabTo = async (page: Page, target: Locator) => {
  await page.getByTestId("report-timeline").getByRole("heading", { level: 2 }).click()
  for (let i = 0; i < 30 && !(await target.evaluate((element) => element === document.activeElement)); i += 1)
    await page.keyboard.press("Tab")
  await expect(target).toBeFocused()
}

const english = { to: "to", dateOfLoss: "Date of loss" }

test("the history timeline draws each report's terms, gaps, overlaps, cancellations and claims, and opens them in the report", async ({
  page
}) => {
  test.setTimeout(60_000)
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)

  await test.step("gaps and overlaps (G900123456701)", async () => {
    await openReport(page, gagnon)
    await expectPictureMatchesReport(page, english)
    // A shaded gap per gap row of the policies, an overlap band, and the overlapping terms named so.
    await expect(page.getByTestId("timeline-gap")).toHaveCount(await page.locator('[data-testid^="gap-"]').count())
    await expect(page.getByTestId("timeline-gap").first()).toBeAttached()
    await expect(page.getByTestId("timeline-overlap").first()).toBeAttached()
    const overlapping = bars(page).filter({ has: page.locator("title", { hasText: "overlaps another policy" }) })
    await expect(overlapping).toHaveCount(
      await policyItems(page)
        .filter({ has: page.getByText("Overlap", { exact: true }) })
        .count()
    )
    await expect(overlapping.first()).toBeAttached()
    await expect(page.getByTestId("timeline-sentences")).toContainText(/Possible coverage gap of \d+ days/)
    await expect(page.getByTestId("timeline-sentences")).toContainText(/Overlap of \d+ days/)
    await leaveReport(page)
  })

  await test.step("cancellations (S90012345670003), by keyboard", async () => {
    await openReport(page, sharma)
    await expectPictureMatchesReport(page, english)
    const cancelled = bars(page).filter({ has: page.locator("title", { hasText: "cancelled" }) })
    await expect(cancelled).toHaveCount(1)
    const [cancellationDate] = new RegExp(`cancelled (${date})`).exec((await cancelled.getAttribute("aria-label"))!)!.slice(1)
    await expect(page.getByTestId("timeline-cancellation")).toHaveText([cancellationDate!])
    // Tab to the bar, Enter: its policy opens below, in view, its header focused, showing the same date.
    await tabTo(page, cancelled)
    await page.keyboard.press("Enter")
    const item = page.getByTestId(`policy-${await keyOf(cancelled, "timeline-bar-")}`)
    const header = item.getByRole("button").first()
    await expect(header).toHaveAttribute("aria-expanded", "true")
    await expect(header).toBeFocused()
    await expect(header).toBeInViewport()
    await expect(item.locator('[data-testid^="cancellation-"]')).toContainText(cancellationDate!)
    await leaveReport(page)
  })

  await test.step("claims of every kind (C90012345670004), then on the narrowest phone", async () => {
    await openReport(page, chen)
    await expectPictureMatchesReport(page, english)
    const thirdParty = claimItems(page).filter({ has: page.getByText("Third party", { exact: true }) })
    await expect(markers(page).and(page.locator('[data-kind="thirdParty"]'))).toHaveCount(await thirdParty.count())
    const marker = markers(page).and(page.locator('[data-kind="thirdParty"]')).first()
    await expect(marker).toHaveAccessibleName(/third party/)
    await marker.click()
    const item = page.getByTestId(`claim-${await keyOf(marker, "timeline-claim-")}`)
    await expect(item.getByRole("button").first()).toHaveAttribute("aria-expanded", "true")
    await expect(item.getByRole("button").first()).toBeFocused()
    // 360 px: the picture scrolls inside its own frame, the page does not.
    await page.setViewportSize({ width: 360, height: 740 })
    const frame = page.getByTestId("timeline-frame")
    await expect
      .poll(() => frame.evaluate((element) => element.scrollWidth > element.clientWidth && element.scrollLeft > 0))
      .toBe(true)
    await expectNoSidewaysScroll(page)
    await page.getByTestId("timeline-sentences").locator("summary").click()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await leaveReport(page)
  })

  await test.step("no policies (MURPH900123456)", async () => {
    await openReport(page, murphy)
    await expect(bars(page)).toHaveCount(0)
    await expect(page.getByTestId("policies-none")).toBeVisible()
    await expect(page.getByTestId("timeline-picture")).toContainText(new RegExp(`^.*No policies from ${date} to ${date}\\.`))
    await expect(page.getByTestId("timeline-picture")).toContainText(/Report date: \d{4}-\d{2}-\d{2}/)
  })
})

test("the history timeline in French", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "fr", url: baseURL! }])
  await signIn(page, "analyst@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  await openReport(page, gagnon)
  const timeline = page.getByTestId("report-timeline")
  await expect(timeline.getByRole("heading", { level: 2 })).toHaveText("L'historique en un coup d'œil")
  await expectPictureMatchesReport(page, { to: "au", dateOfLoss: "Date du sinistre" })
  await expect(bars(page).first()).toHaveAccessibleName(new RegExp(`, police .+ : du ${date} au ${date}, conducteur`))
  await expect(page.getByTestId("timeline-legend")).toContainText("Interruption de couverture possible")
  await expect(page.getByTestId("timeline-picture")).toContainText(new RegExp(`Date du rapport : ${date}`))
})

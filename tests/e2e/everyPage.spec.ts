import type { Locator, Page } from "@playwright/test"
import { demoVins } from "../../src/server/demo/demoVehicles"
import en from "../../src/i18n/en"
import enCorrectionReport from "../../src/i18n/en/correctionReport"
import enDriverSearch from "../../src/i18n/en/driverSearch"
import enNinetyDays from "../../src/i18n/en/ninetyDays"
import enReport from "../../src/i18n/en/report"
import enReportHistory from "../../src/i18n/en/reportHistory"
import enSdc from "../../src/i18n/en/sdc"
import enSettings from "../../src/i18n/en/settings"
import enUserAdministration from "../../src/i18n/en/userAdministration"
import enChangePassword from "../../src/i18n/en/changePassword"
import enAccountSessions from "../../src/i18n/en/accountSessions"
import enCompanyProfile from "../../src/i18n/en/companyProfile"
import enDashClients from "../../src/i18n/en/dashClients"
import enUsageReport from "../../src/i18n/en/usageReport"
import enUserAccessReport from "../../src/i18n/en/userAccessReport"
import enVehicleReport from "../../src/i18n/en/vehicleReport"
import enWebhooks from "../../src/i18n/en/webhooks"
import fr from "../../src/i18n/fr"
import frCorrectionReport from "../../src/i18n/fr/correctionReport"
import frDriverSearch from "../../src/i18n/fr/driverSearch"
import frNinetyDays from "../../src/i18n/fr/ninetyDays"
import frReport from "../../src/i18n/fr/report"
import frReportHistory from "../../src/i18n/fr/reportHistory"
import frSdc from "../../src/i18n/fr/sdc"
import frSettings from "../../src/i18n/fr/settings"
import frUserAdministration from "../../src/i18n/fr/userAdministration"
import frChangePassword from "../../src/i18n/fr/changePassword"
import frAccountSessions from "../../src/i18n/fr/accountSessions"
import frCompanyProfile from "../../src/i18n/fr/companyProfile"
import frDashClients from "../../src/i18n/fr/dashClients"
import frUsageReport from "../../src/i18n/fr/usageReport"
import frUserAccessReport from "../../src/i18n/fr/userAccessReport"
import frVehicleReport from "../../src/i18n/fr/vehicleReport"
import frWebhooks from "../../src/i18n/fr/webhooks"
import { expect, test } from "./support/fixtures"
import { acceptCookies, demoPassword, expectNoAxeViolations, expectNoSidewaysScroll } from "./support/portal"

/**
 * Every route of the portal, at a desktop and a phone size, in English and in French: no accessibility
 * violation of any impact, no sideways scroll of the page, and the page's heading in view.
 */

const words = {
  en: {
    ...en,
    driverSearch: enDriverSearch,
    report: enReport,
    vehicleReport: enVehicleReport,
    reportHistory: enReportHistory,
    ninetyDays: enNinetyDays,
    correctionReport: enCorrectionReport,
    userAdministration: enUserAdministration,
    changePassword: enChangePassword,
    accountSessions: enAccountSessions,
    companyProfile: enCompanyProfile,
    dashClients: enDashClients,
    usageReport: enUsageReport,
    sdc: enSdc,
    userAccessReport: enUserAccessReport,
    settings: enSettings,
    webhooks: enWebhooks
  },
  fr: {
    ...fr,
    driverSearch: frDriverSearch,
    report: frReport,
    vehicleReport: frVehicleReport,
    reportHistory: frReportHistory,
    ninetyDays: frNinetyDays,
    correctionReport: frCorrectionReport,
    userAdministration: frUserAdministration,
    changePassword: frChangePassword,
    accountSessions: frAccountSessions,
    companyProfile: frCompanyProfile,
    dashClients: frDashClients,
    usageReport: frUsageReport,
    sdc: frSdc,
    userAccessReport: frUserAccessReport,
    settings: frSettings,
    webhooks: frWebhooks
  }
}
type Language = keyof typeof words
type Words = (typeof words)[Language]

/** A dictionary entry up to its first parameter, as a pattern for the text it starts. */
const startOf = (template: string) => new RegExp(`^${template.split("{")[0]!.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}`)

/** Hand-made demo driver (docs/demo-data.md). */
const margaret = { licence: "W90012345670001", jurisdiction: "ON" }

/** The carrier whose companies' pages are opened. */
const northwind = { en: "Northwind Insurance", fr: "Assurances Northwind" } as const

const narrowestPhone = { width: 360, height: 740 }

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } }
] as const

/** The page as it stands: in the language chosen, its heading shown, no violation, no sideways scroll. */
const checkPage = async (page: Page, language: Language, heading: string | RegExp) => {
  await expect(page.locator("html")).toHaveAttribute("lang", language)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
}

/** Opens a page by its address: its heading is on the screen without scrolling, then checked as above. */
const open = (page: Page, path: string, language: Language, heading: string | RegExp) =>
  test.step(path, async () => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport()
    await checkPage(page, language, heading)
  })

/** Shown wholly inside the screen's width. */
const expectWithinScreen = async (page: Page, target: Locator) => {
  await expect(target).toBeVisible()
  const box = await target.boundingBox()
  expect(box, "a laid-out element").not.toBeNull()
  expect(box!.x, "left edge inside the screen").toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, "right edge inside the screen").toBeLessThanOrEqual(page.viewportSize()!.width)
}

const searchButton = /^(Search|Rechercher)$/

/** Signs in as a person would, checking the identity provider's own page on the way. */
const signIn = (page: Page, userId: string, from: string) =>
  test.step(`sign in as ${userId}`, async () => {
    await page.goto(from)
    await page.waitForURL(/\/login/)
    await page.getByRole("textbox", { name: /^(User ID|Code d.utilisateur)$/ }).fill(userId)
    await page.getByRole("button", { name: /^(Next|Suivant)$/ }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
    await expect(page.getByLabel(/^(Password|Mot de passe)$/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await page.getByLabel(/^(Password|Mot de passe)$/).fill(demoPassword)
    await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click()
    await page.waitForURL((url) => !url.pathname.startsWith("/oidc") && !url.pathname.startsWith("/authentication"))
  })

/** Home and its menu drawer. */
const checkHome = async (page: Page, language: Language, t: Words) => {
  await open(page, "/", language, startOf(t.home.welcome))
  await test.step("menu", async () => {
    await page.getByRole("button", { name: t.shell.menu }).click()
    const drawer = page.getByTestId("side-drawer")
    await expect(drawer.getByRole("link", { name: t.functions.driverReport })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await page.keyboard.press("Escape")
    await expect(drawer).toHaveCount(0)
  })
}

/** The driver search, its result dialog, then the report it gets. */
const checkDriverReport = async (page: Page, language: Language, t: Words) => {
  await open(page, "/driver-report", language, t.driverSearch.title)
  await test.step("driver found", async () => {
    const form = page.getByTestId("driver-search-form")
    await form.locator("#driver-search-driverLicenceNumber").fill(margaret.licence)
    await form.locator("#driver-search-jurisdictionCode").selectOption(margaret.jurisdiction)
    await form.getByRole("button", { name: searchButton }).click()
    await expect(page.getByTestId("result-dialog").getByRole("button", { name: t.driverSearch.result.getReport })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
  })
  await test.step("/reports/{id}", async () => {
    await page.getByTestId("result-dialog").getByRole("button", { name: t.driverSearch.result.getReport }).click()
    await expect(page).toHaveURL(/\/reports\/\d+$/)
    await expect(page.getByTestId("report-summary")).toBeVisible()
    // The history timeline, its bars and markers, is part of the page the checks cover.
    await expect(page.getByTestId("timeline-picture").getByRole("button").first()).toBeAttached()
    await checkPage(page, language, t.report.title)
  })
}

/** The report history with the results of a search. */
const checkReportHistory = async (page: Page, language: Language, t: Words) => {
  await open(page, "/report-history", language, t.reportHistory.title)
  await test.step("report history results", async () => {
    await page.getByTestId("history-filters").getByRole("button", { name: searchButton }).click()
    await expect(page.getByTestId("history-table").getByTestId("data-row").first()).toBeVisible()
    await checkPage(page, language, t.reportHistory.title)
  })
}

for (const size of sizes) {
  for (const language of ["en", "fr"] as const) {
    const t = words[language]
    test.describe(`${size.name} (${size.viewport.width} × ${size.viewport.height}) in ${language}`, () => {
      test.use({ viewport: size.viewport })
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: "lang", value: language, url: baseURL! }])
      })

      test("the public pages", async ({ page }) => {
        test.setTimeout(90_000)
        await page.goto("/login")
        await expect(page.getByTestId("cookie-notice")).toBeVisible()
        await checkPage(page, language, t.login.title)
        await acceptCookies(page)
        await checkPage(page, language, t.login.title)
        for (const code of ["401", "404", "500"]) await open(page, `/login-failed/${code}`, language, t.loginFailed.title)
        await open(page, "/about", language, t.about.title)
        await open(page, "/terms", language, t.terms.title)
        await open(page, "/contactUs", language, t.contactUs.title)
        await open(page, "/authentication/logged-out", language, t.pageTitles.loggedOut)
        // Opened directly, the logout page refuses to sign out.
        await open(page, "/authentication/logout", language, t.shell.signOut)
        await open(page, "/no-such-page", language, t.notFound.title)
      })

      test("every screen of the bureau administrator", async ({ page }) => {
        test.setTimeout(180_000)
        await signIn(page, "admin@bureau.example", "/login")
        await acceptCookies(page)
        await checkHome(page, language, t)
        await checkDriverReport(page, language, t)

        await open(page, "/vehicle-report", language, t.vehicleReport.searchTitle)
        await test.step("/vehicle-report/{vin}", async () => {
          await page.getByTestId("vin").fill(demoVins.transferred)
          await page.getByRole("button", { name: searchButton }).click()
          await expect(page.getByTestId("vehicle-header")).toContainText(demoVins.transferred)
          await checkPage(page, language, t.vehicleReport.title)
        })

        await checkReportHistory(page, language, t)

        await open(page, "/ninetydays-report", language, t.ninetyDays.title)
        await test.step("90-day results", async () => {
          await page.getByTestId("ninety-search").click()
          await expect(page.getByTestId("result-count")).toBeVisible()
          await checkPage(page, language, t.ninetyDays.title)
        })

        await open(page, "/correction-report", language, t.correctionReport.title)
        await test.step("correction results", async () => {
          await page.getByTestId("correction-search").click()
          await expect(page.getByTestId("result-count")).toBeVisible()
          await checkPage(page, language, t.correctionReport.title)
        })

        await open(page, "/user-administration", language, t.userAdministration.title)
        await test.step("user search results", async () => {
          await expect(page.getByTestId("users-table").getByTestId("data-row").first()).toBeVisible()
          await checkPage(page, language, t.userAdministration.title)
        })

        await open(page, "/change-password", language, t.changePassword.title)
        await test.step("change password field messages", async () => {
          await page.getByTestId("change-password-submit").click()
          await expect(page.getByLabel(t.changePassword.currentPassword)).toHaveAccessibleDescription(
            t.changePassword.issues.required
          )
          await checkPage(page, language, t.changePassword.title)
        })

        await open(page, "/account/sessions", language, t.accountSessions.title)
        await test.step("sessions", async () => {
          await expect(page.getByTestId("account-session").filter({ hasText: t.accountSessions.current })).toHaveCount(1)
          await checkPage(page, language, t.accountSessions.title)
        })

        await open(page, "/company-profile", language, t.companyProfile.title)
        await test.step("company profile", async () => {
          await expect(page.getByTestId("company-profile-organization")).toBeEnabled()
          await checkPage(page, language, t.companyProfile.title)
        })

        await open(page, "/usage-report", language, t.usageReport.title)
        await test.step("usage report", async () => {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.usageReport.title)
          await checkPage(page, language, t.usageReport.title)
        })

        await open(page, "/user-access-report", language, t.userAccessReport.title)
        await test.step("user access report", async () => {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.userAccessReport.title)
          await checkPage(page, language, t.userAccessReport.title)
        })

        await open(page, "/settings", language, t.settings.title)
        await test.step("settings, system message tab", async () => {
          await page.getByRole("tab", { name: t.settings.tabs.systemMessage }).click()
          await expect(page.getByTestId("settings-systemMessage-save")).toBeVisible()
          await checkPage(page, language, t.settings.title)
        })
        await test.step("settings, claims providers and client identifier mappings tabs", async () => {
          await page.getByRole("tab", { name: t.settings.tabs.claimsProviders }).click()
          await expect(page.getByTestId("claims-providers-table")).toBeVisible()
          await checkPage(page, language, t.settings.title)
          await page.getByRole("tab", { name: t.settings.tabs.clientMappings }).click()
          await expect(page.getByTestId("client-mappings-table")).toBeVisible()
          await checkPage(page, language, t.settings.title)
        })
        await open(page, "/b2c", language, t.settings.identityProviders.title)
        await test.step("sign-in settings with both lists", async () => {
          await expect(page.getByTestId("claims-providers-table")).toBeVisible()
          await expect(page.getByTestId("client-mappings-table")).toBeVisible()
          await checkPage(page, language, t.settings.identityProviders.title)
        })

        await open(page, "/event-notifications", language, t.webhooks.title)
        await test.step("event notifications of a company", async () => {
          await page.getByTestId("event-notifications-organization").selectOption({ label: northwind[language] })
          await expect(page.getByTestId("event-notifications-company")).toBeEnabled()
          await page.getByTestId("event-notifications-company").selectOption({ index: 1 })
          await expect(page.getByTestId("webhook-save")).toBeEnabled()
          await expect(page.getByTestId("webhook-deliveries-refresh")).toBeEnabled()
          await checkPage(page, language, t.webhooks.title)
        })

        await open(page, "/dash-client", language, t.dashClients.listTitle)
        await test.step("clients and a client profile", async () => {
          await expect(page.getByTestId("client-table")).toBeVisible()
          await checkPage(page, language, t.dashClients.listTitle)
          await page.getByTestId("client-table").getByRole("row").filter({ hasText: "HBR" }).getByTestId("client-open").click()
          await expect(page.getByTestId("client-sponsors")).toBeVisible()
          await checkPage(page, language, new RegExp(`^${t.dashClients.profileTitle}`))
        })
        await open(page, "/dash-client/new", language, t.dashClients.newTitle)

        await open(page, "/sdc", language, t.sdc.title)
        await test.step("SDC report and its upload dialog", async () => {
          await expect(page.getByTestId("sdc-table")).toBeVisible()
          await checkPage(page, language, t.sdc.title)
          await page.getByTestId("sdc-upload").click()
          await expect(page.getByTestId("sdc-upload-fileType")).toBeVisible()
          // The page behind the dialog is hidden from assistive technology: the dialog is checked alone.
          await expectNoSidewaysScroll(page)
          await expectNoAxeViolations(page)
          await page.getByTestId("sdc-upload-dialog").getByRole("button", { name: t.common.cancel }).click()
          await expect(page.getByTestId("sdc-upload-dialog")).toHaveCount(0)
          if (size.name === "phone") {
            // The narrowest phone the portal supports, without reloading: the table scrolls inside its frame.
            await page.setViewportSize(narrowestPhone)
            await expectNoSidewaysScroll(page)
            await expectWithinScreen(page, page.getByRole("heading", { level: 1 }))
            await expectWithinScreen(page, page.getByTestId("sdc-upload"))
            await page.setViewportSize(size.viewport)
          }
        })
        await open(page, "/no-such-page", language, t.notFound.title)

        await test.step("signed out", async () => {
          await page.getByRole("button", { name: t.shell.signOut }).click()
          await expect(page).toHaveURL(/\/authentication\/logged-out$/)
          await checkPage(page, language, t.pageTitles.loggedOut)
        })
      })

      // A company's user sees its own tiles, menu and lists of organizations.
      test("the screens that differ for a company's analyst", async ({ page }) => {
        test.setTimeout(90_000)
        await signIn(page, "analyst@northwind.example", "/login")
        await acceptCookies(page)
        await checkHome(page, language, t)
        await checkReportHistory(page, language, t)
      })
    })
  }
}

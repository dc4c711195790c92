import { defineConfig } from "@playwright/test"
import { e2eDataDir, e2ePort, e2eSecondFactorDataDir, e2eSecondFactorPort, e2eSmtpPort } from "./tests/e2e/support/e2ePorts"

const serverUrl = `http://localhost:${e2ePort}`
const secondFactorUrl = `http://localhost:${e2eSecondFactorPort}`

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  // A test's whole time: the longer journeys take 15 to 25 s alone, and twice that while the api tests load both cores.
  timeout: 60_000,
  // In CI the browser lane shares two cores with the static checks and the api tests (npm test runs them
  // side by side): a test that fails once there gets one more try, and the report names it flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // The portal mails through SMTP to a server of the run, so tests read what users receive.
  globalSetup: "./tests/e2e/support/mailServer.ts",
  use: {
    browserName: "chromium",
    baseURL: process.env.E2E_BASE_URL ?? serverUrl,
    headless: true,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-gpu",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync"
      ]
    }
  },
  // Publishing new terms asks every user to accept them again: that spec runs once all the others are done
  // (to run it alone: npx playwright test --no-deps tests/e2e/settingsTermsOfService.spec.ts).
  projects: [
    { name: "portal", testIgnore: /(settingsTermsOfService|secondFactor)\.spec\.ts$/ },
    // The administrators' second factor, on a portal of its own that asks for it (the other one does not).
    { name: "second factor", testMatch: /secondFactor\.spec\.ts$/, use: { baseURL: secondFactorUrl } },
    { name: "terms of service", testMatch: /settingsTermsOfService\.spec\.ts$/, dependencies: ["portal"] }
  ],
  webServer: [
    {
      command: "node --import tsx src/server/main.ts",
      url: `${serverUrl}/api/health`,
      env: {
        PORT: String(e2ePort),
        PUBLIC_URL: serverUrl,
        DATA_DIR: e2eDataDir,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        // One PDF worker and no queue: a PDF asked for while another renders is refused with Retry-After
        // (pdfBusy.spec.ts); tests run one at a time, so no other test meets it.
        PDF_WORKERS: "1",
        PDF_QUEUE: "0",
        // Every PDF rendered when asked for, so that the renders keeping the worker busy are the ones
        // pdfBusy.spec.ts asks for (PDFs rendered ahead: tests/api/pdfAhead.test.ts).
        PDF_AHEAD: "0",
        // Maple Mutual's users may search 3 times a minute: harvestLimits.spec.ts meets the real limit.
        HARVEST_LIMITS_FILE: "tests/e2e/support/harvestLimits.json",
        // Specs sign in as the same administrators again and again; the second factor has a server of its own.
        SECOND_FACTOR: "off"
      },
      reuseExistingServer: false,
      timeout: 120_000
    },
    {
      command: "node --import tsx src/server/main.ts",
      url: `${secondFactorUrl}/api/health`,
      env: {
        PORT: String(e2eSecondFactorPort),
        PUBLIC_URL: secondFactorUrl,
        DATA_DIR: e2eSecondFactorDataDir,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        SECOND_FACTOR: "administrators"
      },
      reuseExistingServer: false,
      timeout: 120_000
    }
  ]
})

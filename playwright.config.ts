import { defineConfig } from "@playwright/test"

// E2E_PORT and E2E_DATA_DIR let two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 8091)
const serverUrl = `http://localhost:${port}`

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  // In CI the browser lane shares two cores with the static checks and the api tests (npm test runs them
  // side by side): a test that fails once there gets one more try, and the report names it flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
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
  webServer: {
    command: "node --import tsx src/server/main.ts",
    url: `${serverUrl}/api/health`,
    env: {
      PORT: String(port),
      PUBLIC_URL: serverUrl,
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data-e2e"
    },
    reuseExistingServer: false,
    timeout: 120_000
  }
})

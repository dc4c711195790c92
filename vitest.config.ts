import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/model/**/*.test.ts"],
          environment: "node",
          // A PDF render or a first lint takes a second alone and several while the e2e lane shares the cores.
          testTimeout: 30_000
        }
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/support/templateDatabase.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000
        }
      }
    ]
  }
})

import { test as base, type Page } from "@playwright/test"

export { expect } from "@playwright/test"

const cspViolation = /Content Security Policy/i

/**
 * Every test watches the browser console of each page it opens (popups included) and fails on any
 * Content Security Policy violation: the portal's policy must never get in the way of its own pages.
 */
export const test = base.extend<{ cspViolations: Array<string> }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: Array<string> = []
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (cspViolation.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
        })
      context.pages().forEach(watch)
      context.on("page", watch)
      await use(violations)
      base.expect(violations, "Content Security Policy violations in the browser console").toEqual([])
    },
    { auto: true }
  ]
})

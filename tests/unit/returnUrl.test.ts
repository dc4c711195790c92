import { describe, expect, it } from "vitest"
import { safeReturnUrl } from "../../src/services/session/returnUrl"

const origin = "https://portal.example"

describe("safeReturnUrl", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeReturnUrl("/reports/42?tab=claims#top", origin)).toBe("/reports/42?tab=claims#top")
  })

  it("turns a same-origin absolute URL into its path", () => {
    expect(safeReturnUrl("https://portal.example/driver-report", origin)).toBe("/driver-report")
  })

  it.each([
    ["no value", undefined],
    ["an empty value", ""],
    ["another origin", "https://evil.example/steal"],
    ["the same host on another scheme", "http://portal.example/driver-report"],
    ["the same host on another port", "https://portal.example:8443/driver-report"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a tab hiding a protocol-relative URL", "/\t/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path without a leading slash", "driver-report"]
  ])("gives / for %s", (_, candidate) => {
    expect(safeReturnUrl(candidate, origin)).toBe("/")
  })
})

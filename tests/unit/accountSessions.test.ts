import { describe, expect, it } from "vitest"
import { browserName } from "../../src/api/users/accountSessions"
import { makeSessionUse, sessionUseInterval } from "../../src/server/identity/sessionUse"

describe("a session's browser, by name", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox · Windows"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge · Windows"
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome · macOS"
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari · macOS"
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari · iOS"
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome · Android"
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
      "Opera · Linux"
    ]
  ])("%s is %s", (userAgent, name) => {
    expect(browserName(userAgent)).toBe(name)
  })

  it("names nothing for an agent no rule knows, or none", () => {
    expect(browserName("curl/8.5.0")).toBeUndefined()
    expect(browserName(null)).toBeUndefined()
    expect(browserName("")).toBeUndefined()
  })
})

describe("a session's use, recorded at most once a minute", () => {
  it("is due at the first call, not again within the minute, and again after it", () => {
    let now = 1_000_000
    const use = makeSessionUse(() => now)
    expect(use.due("a")).toBe(true)
    expect(use.due("b")).toBe(true)
    now += sessionUseInterval - 1
    expect(use.due("a")).toBe(false)
    now += 1
    expect(use.due("a")).toBe(true)
    expect(use.due("a")).toBe(false)
  })
})

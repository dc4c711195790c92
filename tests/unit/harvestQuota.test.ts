import { describe, expect, it } from "vitest"
import { harvestQuota, quotaCovers, rateLimitHeaders, tighterWindow } from "../../src/server/domain/harvest/harvestLimits"
import { defaultHarvestLimits } from "../../src/server/harvestLimitSettings"

const limits = { ...defaultHarvestLimits, reportsPerMinute: 10, reportsPerDay: 12 }
const window = (made: number, msBeforeReset: number) => ({ made, msBeforeReset })

describe("where a user stands on their limits", () => {
  it("is the whole of each window, resetting a window's length away, before anything was counted", () => {
    expect(harvestQuota("reports", limits, undefined, undefined)).toEqual({
      kind: "reports",
      minute: { limit: 10, remaining: 10, resetSeconds: 60 },
      day: { limit: 12, remaining: 12, resetSeconds: 86_400 }
    })
  })

  it("counts down each window, never below nothing, its reset rounded up to whole seconds", () => {
    const quota = harvestQuota("reports", limits, window(4, 30_200), window(11, 3_600_000))
    expect(quota.minute).toEqual({ limit: 10, remaining: 6, resetSeconds: 31 })
    expect(quota.day).toEqual({ limit: 12, remaining: 1, resetSeconds: 3600 })
    expect(harvestQuota("reports", limits, window(11, 10), undefined).minute).toEqual({
      limit: 10,
      remaining: 0,
      resetSeconds: 1
    })
  })

  it("tells the tighter window in its RateLimit headers: the day when fewer remain there", () => {
    const quota = harvestQuota("reports", limits, window(4, 30_200), window(11, 3_600_000))
    expect(tighterWindow(quota)).toBe(quota.day)
    expect(rateLimitHeaders(quota)).toEqual({ "ratelimit-limit": "12", "ratelimit-remaining": "1", "ratelimit-reset": "3600" })
    const searches = harvestQuota("searches", limits, window(119, 5_000), window(119, 60_000_000))
    expect(rateLimitHeaders(searches)).toEqual({ "ratelimit-limit": "120", "ratelimit-remaining": "1", "ratelimit-reset": "5" })
  })

  it("covers a batch only when both windows have room for all of it", () => {
    const quota = harvestQuota("reports", limits, window(4, 30_000), window(9, 3_600_000))
    expect(quotaCovers(quota, 3)).toBe(true)
    expect(quotaCovers(quota, 4)).toBe(false)
    expect(quotaCovers(harvestQuota("reports", limits, window(8, 30_000), undefined), 3)).toBe(false)
  })
})

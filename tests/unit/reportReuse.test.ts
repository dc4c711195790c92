import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { reuseSince } from "../../src/server/domain/reports/reportReuse"

describe("where a company's reuse window begins", () => {
  it("takes the same day from midnight in the requester's time zone, not in UTC", () => {
    // 03:30 UTC on 6 December is still 5 December in Toronto (UTC-5).
    const since = reuseSince("America/Toronto", Temporal.Instant.from("2026-12-06T03:30:00Z"))
    expect(since.sameDay).toBe("2026-12-05T05:00:00Z")
    expect(since.hours24).toBe("2026-12-05T03:30:00Z")
  })

  it("starts the day at the zone's own midnight across a change of offset", () => {
    // Vancouver leaves daylight time on 1 November 2026: midnight that day is still UTC-7.
    const since = reuseSince("America/Vancouver", Temporal.Instant.from("2026-11-01T20:00:00Z"))
    expect(since.sameDay).toBe("2026-11-01T07:00:00Z")
  })
})

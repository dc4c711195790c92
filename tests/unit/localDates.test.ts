import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { localDate, startOfDay } from "../../src/server/domain/shared/dates"

const direct = (instant: string, zone: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString()

describe("calendar dates in a time zone, asked for again and again", () => {
  it("gives each instant its own zone's date on both sides of local midnight and of a DST change", () => {
    // Toronto's clocks went back on 2026-11-01 at 02:00 local (06:00 UTC); its midnights are 04:00 or 05:00 UTC.
    const instants = [
      "2026-10-31T03:59:59.999Z",
      "2026-10-31T04:00:00.000Z",
      "2026-10-31T23:00:00.000Z",
      "2026-11-01T03:59:59.999Z",
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T05:59:59.999Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-02T04:59:59.999Z",
      "2026-11-02T05:00:00.000Z",
      "2026-11-01T04:30:00.000Z",
      "2026-10-31T12:00:00.000Z"
    ]
    for (const zone of ["America/Toronto", "America/St_Johns", "Asia/Kolkata", "UTC"])
      for (const instant of instants) expect(localDate(instant, zone), `${instant} in ${zone}`).toBe(direct(instant, zone))
    expect(localDate("2026-11-02T04:59:59.999Z", "America/Toronto")).toBe("2026-11-01")
    expect(localDate("2026-11-02T05:00:00.000Z", "America/Toronto")).toBe("2026-11-02")
  })

  it("gives the instant a day starts at, the same when asked again", () => {
    expect(startOfDay("2026-11-01", "America/Toronto")).toBe("2026-11-01T04:00:00Z")
    expect(startOfDay("2026-11-02", "America/Toronto")).toBe("2026-11-02T05:00:00Z")
    expect(startOfDay("2026-11-01", "America/Toronto")).toBe("2026-11-01T04:00:00Z")
    expect(startOfDay("2026-11-01", "Asia/Kolkata")).toBe("2026-10-31T18:30:00Z")
  })
})

import { describe, expect, it } from "vitest"
import type { SystemMessage } from "../../src/api/platform/schemas"
import { formatDate, formatDateTime } from "../../src/services/clock"
import { isBetween, isSystemMessageShown } from "../../src/services/systemMessage"

const message = (overrides: Partial<SystemMessage>): SystemMessage => ({
  startDate: "2025-08-01T00:00:00Z",
  endDate: "2025-08-31T23:59:00Z",
  messageEn: "Maintenance on Saturday",
  messageFr: "Maintenance samedi",
  ...overrides
})

describe("the system message window", () => {
  it("shows the message while now lies between start and end", () => {
    expect(isSystemMessageShown(message({}), "2025-08-15T12:00:00Z")).toBe(true)
  })

  it("hides it before the start and after the end", () => {
    expect(isSystemMessageShown(message({}), "2025-07-31T23:59:59Z")).toBe(false)
    expect(isSystemMessageShown(message({}), "2025-09-01T00:00:00Z")).toBe(false)
  })

  it("counts both bounds as inside", () => {
    expect(isBetween("2025-08-01T00:00:00Z", "2025-08-01T00:00:00Z", "2025-08-31T23:59:00Z")).toBe(true)
    expect(isBetween("2025-08-31T23:59:00Z", "2025-08-01T00:00:00Z", "2025-08-31T23:59:00Z")).toBe(true)
  })

  it("leaves a side open when its date is empty", () => {
    expect(isSystemMessageShown(message({ startDate: null }), "2000-01-01T00:00:00Z")).toBe(true)
    expect(isSystemMessageShown(message({ endDate: null }), "2099-01-01T00:00:00Z")).toBe(true)
    expect(isSystemMessageShown(message({ startDate: null, endDate: null }), "2025-08-15T12:00:00Z")).toBe(true)
  })

  it("compares instants, whatever offset the dates carry", () => {
    expect(isBetween("2025-08-01T03:30:00Z", "2025-08-01T00:00:00-04:00", null)).toBe(false)
    expect(isBetween("2025-08-01T04:00:00Z", "2025-08-01T00:00:00-04:00", null)).toBe(true)
  })

  it("does not show a message without text", () => {
    expect(isSystemMessageShown(message({ messageEn: "", messageFr: "  " }), "2025-08-15T12:00:00Z")).toBe(false)
  })

  it("looks at the text of the language in use when one is given", () => {
    const englishOnly = message({ messageFr: "" })
    expect(isSystemMessageShown(englishOnly, "2025-08-15T12:00:00Z", "en")).toBe(true)
    expect(isSystemMessageShown(englishOnly, "2025-08-15T12:00:00Z", "fr")).toBe(false)
  })
})

describe("dates", () => {
  it("shows yyyy-MM-dd in the given time zone", () => {
    expect(formatDate("2025-08-01T02:30:00Z", "America/Toronto")).toBe("2025-07-31")
    expect(formatDate("2025-08-01T02:30:00Z", "UTC")).toBe("2025-08-01")
  })

  it("passes a plain date through", () => {
    expect(formatDate("2025-08-01")).toBe("2025-08-01")
  })

  it("shows yyyy-MM-dd HH:mm in the given time zone", () => {
    expect(formatDateTime("2025-08-01T14:05:59Z", "America/Vancouver")).toBe("2025-08-01 07:05")
  })
})

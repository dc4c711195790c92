import { describe, expect, it } from "vitest"
import type { CoverageGap, Policy } from "../../src/api/reports/schemas"
import * as format from "../../src/i18n/reportFormat"
import { sampleReport } from "./driverReportFixture"

const nbsp = "\u00a0"

describe("driver report formatting", () => {
  it("shows CAD the English way in English", () => {
    expect(format.formatCad(1234.56, "en")).toBe("$1,234.56")
    expect(format.formatCad(0, "en")).toBe("$0.00")
    expect(format.formatCad(-250, "en")).toBe("-$250.00")
    expect(format.formatCad(9876543.21, "en")).toBe("$9,876,543.21")
  })

  it("shows CAD the French way in French: spaces between thousands, $ after the amount", () => {
    expect(format.formatCad(1234.56, "fr")).toBe(`1${nbsp}234,56${nbsp}$`)
    expect(format.formatCad(9876543.21, "fr")).toBe(`9${nbsp}876${nbsp}543,21${nbsp}$`)
    expect(format.formatCad(1234.56, "fr").replace(/\s/g, " ")).toBe("1 234,56 $")
  })

  it("groups distances and weights per language", () => {
    expect(format.formatNumber(15000, "en")).toBe("15,000")
    expect(format.formatNumber(15000, "fr")).toBe(`15${nbsp}000`)
    expect(format.formatNumber(12.5, "fr")).toBe("12,5")
  })

  it("writes percentages the language's way: no space in English, a no-break space in French", () => {
    expect(format.formatPercent(100, "en")).toBe("100%")
    expect(format.formatPercent(12.5, "en")).toBe("12.5%")
    expect(format.formatPercent(100, "fr")).toBe(`100${nbsp}%`)
    expect(format.formatPercent(12.5, "fr")).toBe(`12,5${nbsp}%`)
  })

  it("shows dates as yyyy-MM-dd in the report's time zone", () => {
    expect(format.formatReportDate("2025-03-01T02:30:00Z", "America/Edmonton")).toBe("2025-02-28")
    expect(format.formatReportDate("2025-03-01T02:30:00Z", "America/Halifax")).toBe("2025-02-28")
    expect(format.formatReportDate("2025-03-01T05:30:00Z", "America/Halifax")).toBe("2025-03-01")
    expect(format.formatReportDate("2024-01-31", "America/Vancouver")).toBe("2024-01-31")
  })

  it("masks a withheld party field, and says not available for a missing one", () => {
    const text = (value: string) => value
    expect(format.partyValue(null, true, text, "Not available")).toBe("******")
    expect(format.partyValue(null, false, text, "Not available")).toBe("Not available")
    expect(format.partyValue("Jordan", true, text, "Not available")).toBe("Jordan")
  })

  it("places each coverage gap between the policies around it, newest first", () => {
    const entries = format.policyTimeline(sampleReport.policies, sampleReport.possibleCoverageGaps)
    expect(entries.map((e) => (e.kind === "gap" ? `gap ${e.gap.days}` : `policy ${e.policy.policyKey}`))).toEqual([
      "policy 3",
      "gap 578",
      "policy 2",
      "gap 516",
      "policy 1"
    ])
  })

  it("places each coverage gap between the policies around it, oldest first", () => {
    const oldestFirst: ReadonlyArray<Policy> = [...sampleReport.policies].reverse()
    const gaps: ReadonlyArray<CoverageGap> = sampleReport.possibleCoverageGaps
    const entries = format.policyTimeline(oldestFirst, gaps)
    expect(entries.map((e) => (e.kind === "gap" ? `gap ${e.gap.days}` : `policy ${e.policy.policyKey}`))).toEqual([
      "policy 1",
      "gap 516",
      "policy 2",
      "gap 578",
      "policy 3"
    ])
  })

  it("sorts vehicles by model year, newest first, and inquiries newest first", () => {
    expect(format.vehiclesByModelYear(sampleReport.policies[0]!.vehicles).map((v) => v.modelYear)).toEqual([2023, 2018])
    expect(format.inquiriesNewestFirst(sampleReport.previousInquiries).map((i) => i.date)).toEqual([
      "2025-01-03T16:00:00Z",
      "2024-05-10T15:00:00Z"
    ])
  })
})

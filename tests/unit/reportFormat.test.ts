import { describe, expect, it } from "vitest"
import type { CoverageGap, Policy } from "../../src/api/reports/schemas"
import * as pdf from "../../src/server/pdf/pdfFormat"
import * as screen from "../../src/views/reports/reportFormat"
import { sampleReport } from "./driverReportFixture"

const nbsp = "\u00a0"

describe("driver report formatting", () => {
  it("shows CAD the English way in English", () => {
    expect(screen.formatCad(1234.56, "en")).toBe("$1,234.56")
    expect(screen.formatCad(0, "en")).toBe("$0.00")
    expect(screen.formatCad(-250, "en")).toBe("-$250.00")
    expect(screen.formatCad(9876543.21, "en")).toBe("$9,876,543.21")
  })

  it("shows CAD the French way in French: spaces between thousands, $ after the amount", () => {
    expect(screen.formatCad(1234.56, "fr")).toBe(`1${nbsp}234,56${nbsp}$`)
    expect(screen.formatCad(9876543.21, "fr")).toBe(`9${nbsp}876${nbsp}543,21${nbsp}$`)
    expect(screen.formatCad(1234.56, "fr").replace(/\s/g, " ")).toBe("1 234,56 $")
  })

  it("groups distances and weights per language", () => {
    expect(screen.formatNumber(15000, "en")).toBe("15,000")
    expect(screen.formatNumber(15000, "fr")).toBe(`15${nbsp}000`)
    expect(screen.formatNumber(12.5, "fr")).toBe("12,5")
  })

  it("shows dates as yyyy-MM-dd in the report's time zone", () => {
    expect(screen.formatReportDate("2025-03-01T02:30:00Z", "America/Edmonton")).toBe("2025-02-28")
    expect(screen.formatReportDate("2025-03-01T02:30:00Z", "America/Halifax")).toBe("2025-02-28")
    expect(screen.formatReportDate("2025-03-01T05:30:00Z", "America/Halifax")).toBe("2025-03-01")
    expect(screen.formatReportDate("2024-01-31", "America/Vancouver")).toBe("2024-01-31")
  })

  it("masks a withheld party field, and says not available for a missing one", () => {
    const text = (value: string) => value
    expect(screen.partyValue(null, true, text, "Not available")).toBe("******")
    expect(screen.partyValue(null, false, text, "Not available")).toBe("Not available")
    expect(screen.partyValue("Jordan", true, text, "Not available")).toBe("Jordan")
  })

  it("places each coverage gap between the policies around it, newest first", () => {
    const entries = screen.policyTimeline(sampleReport.policies, sampleReport.possibleCoverageGaps)
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
    const entries = screen.policyTimeline(oldestFirst, gaps)
    expect(entries.map((e) => (e.kind === "gap" ? `gap ${e.gap.days}` : `policy ${e.policy.policyKey}`))).toEqual([
      "policy 1",
      "gap 516",
      "policy 2",
      "gap 578",
      "policy 3"
    ])
  })

  it("sorts vehicles by model year, newest first, and inquiries newest first", () => {
    expect(screen.vehiclesByModelYear(sampleReport.policies[0]!.vehicles).map((v) => v.modelYear)).toEqual([2023, 2018])
    expect(screen.inquiriesNewestFirst(sampleReport.previousInquiries).map((i) => i.date)).toEqual([
      "2025-01-03T16:00:00Z",
      "2024-05-10T15:00:00Z"
    ])
  })

  it("gives the PDF the same text as the screen", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const amount of [0, 1234.56, -250, 9876543.21, 0.5]) {
        expect(pdf.formatCad(amount, locale)).toBe(screen.formatCad(amount, locale))
      }
      for (const value of [12, 15000, 1325.75]) expect(pdf.formatNumber(value, locale)).toBe(screen.formatNumber(value, locale))
      const vehicle = sampleReport.policies[0]!.vehicles[0]!
      expect(pdf.vehicleName(vehicle, locale)).toBe(screen.vehicleName(vehicle, locale))
      expect(pdf.lookupText(sampleReport.gender!, locale)).toBe(screen.lookupText(sampleReport.gender!, locale))
    }
    for (const instant of ["2025-03-01T02:30:00Z", "2025-03-01T12:00:00Z", "2024-01-31"]) {
      for (const zone of ["America/Edmonton", "America/Toronto", "America/St_Johns"]) {
        expect(pdf.formatReportDate(instant, zone)).toBe(screen.formatReportDate(instant, zone))
      }
    }
    expect(pdf.policyTimeline(sampleReport.policies, sampleReport.possibleCoverageGaps)).toEqual(
      screen.policyTimeline(sampleReport.policies, sampleReport.possibleCoverageGaps)
    )
    expect(pdf.inquiriesNewestFirst(sampleReport.previousInquiries)).toEqual(screen.inquiriesNewestFirst(sampleReport.previousInquiries))
    expect(pdf.maskedText).toBe(screen.maskedText)
  })
})

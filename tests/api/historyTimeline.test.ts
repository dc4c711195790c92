import { beforeAll, describe, expect, it } from "vitest"
import { historyTimeline } from "../../src/api/reports/historyTimeline"
import type { DriverReport } from "../../src/api/reports/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"

const portal = usePortal()
let token = ""
beforeAll(async () => {
  token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
})

const reportOf = (driver: keyof typeof namedDriverRefs) =>
  api(portal.baseUrl, token).ok((client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: {
        jurisdictionCode: namedDriverRefs[driver].jurisdiction,
        driverLicenceNumber: namedDriverRefs[driver].licenceNumber,
        comment: null,
        driverReportOption: null
      }
    })
  )

/** Every term once, in a row of its carrier, and no two bars of a row on the same day. */
const expectEveryTermOnce = (report: DriverReport) => {
  const layout = historyTimeline(report)
  const bars = layout.rows.flatMap((row) => row.bars.map((bar) => ({ ...bar, carrier: row.carrier.code })))
  expect(bars.map((bar) => bar.policyKey).sort()).toEqual(report.policies.map((p) => p.policyKey).sort())
  for (const bar of bars) expect(bar.carrier).toBe(report.policies.find((p) => p.policyKey === bar.policyKey)!.carrier.code)
  for (const row of layout.rows)
    for (let i = 1; i < row.bars.length; i++) expect(row.bars[i]!.startDate >= row.bars[i - 1]!.stopDate).toBe(true)
  return layout
}

describe("the driver's history at a glance, laid out from the demo drivers' reports", () => {
  it("G900123456701: the report's possible gaps shaded where they are, and overlapping terms marked", async () => {
    const report = await reportOf("gagnon")
    const layout = expectEveryTermOnce(report)
    expect(report.possibleCoverageGaps.length).toBeGreaterThan(0)
    expect(layout.gaps.map((g) => [g.startDate, g.endDate])).toEqual(
      report.possibleCoverageGaps.map((g) => [g.startDate, g.endDate])
    )
    for (const gap of layout.gaps) expect(gap.to).toBeGreaterThanOrEqual(gap.from)
    const overlapped = report.policies.filter((p) => p.overlap).map((p) => p.policyKey)
    expect(overlapped.length).toBeGreaterThan(0)
    expect(layout.overlaps.length).toBeGreaterThan(0)
    const marked = layout.rows.flatMap((row) => row.bars.filter((bar) => bar.overlap).map((bar) => bar.policyKey))
    expect(marked.sort()).toEqual(overlapped.sort())
  })

  it("S90012345670003: cancelled terms carry their cancellation date where it falls on the bar", async () => {
    const report = await reportOf("sharma")
    const layout = expectEveryTermOnce(report)
    const cancelled = layout.rows.flatMap((row) => row.bars).filter((bar) => bar.cancellationDate !== null)
    expect(cancelled.map((bar) => bar.policyKey).sort()).toEqual(
      report.policies
        .filter((p) => p.cancellationDate !== null)
        .map((p) => p.policyKey)
        .sort()
    )
    expect(cancelled.length).toBeGreaterThan(0)
    for (const bar of cancelled) {
      expect(bar.cancelledAt).not.toBeNull()
      expect(bar.cancelledAt!).toBeGreaterThanOrEqual(bar.from)
    }
  })

  it("C90012345670004: every claim a marker on its date of loss, third-party claims told apart", async () => {
    const report = await reportOf("chen")
    const layout = expectEveryTermOnce(report)
    expect(layout.claims.map((c) => c.id).sort()).toEqual(report.claims.map((c) => c.id).sort())
    for (const marker of layout.claims) {
      const claim = report.claims.find((c) => c.id === marker.id)!
      expect(marker.dateOfLoss).toBe(claim.dateOfLoss)
      expect(marker.kind === "thirdParty").toBe(claim.isThirdParty)
    }
    expect(layout.claims.some((c) => c.kind === "thirdParty")).toBe(true)
    const dates = layout.claims.map((c) => c.at)
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
  })

  it("MURPH900123456: no policies, no rows, the frame still ends on the report's day", async () => {
    const report = await reportOf("murphy")
    const layout = historyTimeline(report)
    expect(report.policies).toEqual([])
    expect(layout.rows).toEqual([])
    expect(layout.toDate).toBe(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(report.reportDate))
    )
  })

  it("W90012345670001: a long history keeps its years as the frame, each year's first day in order", async () => {
    const report = await reportOf("wilson")
    const layout = expectEveryTermOnce(report)
    expect(layout.years.length).toBeGreaterThan(1)
    const places = layout.years.map((y) => y.at)
    expect(places).toEqual([...places].sort((a, b) => a - b))
    for (const place of places) expect(place).toBeGreaterThanOrEqual(0)
  })
})

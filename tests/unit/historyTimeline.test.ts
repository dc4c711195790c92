import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { historyTimeline } from "../../src/api/reports/historyTimeline"
import type { Claim, DriverReport, Policy } from "../../src/api/reports/schemas"

const dayMs = 86_400_000
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10)
/** 2026-12-04, the report's day in these reports. */
const reportDay = Date.UTC(2026, 11, 4) / dayMs

const carriers = ["NWD", "LAU", "ACM"].map((code) => ({ code, nameEn: code, nameFr: code }))

const term = fc.record({
  carrier: fc.integer({ min: 0, max: 2 }),
  start: fc.integer({ min: -4_000, max: 200 }),
  length: fc.integer({ min: 0, max: 800 }),
  cancelled: fc.option(fc.integer({ min: 0, max: 800 }), { nil: undefined })
})

const lossDay = fc.record({ day: fc.integer({ min: -4_000, max: 0 }), thirdParty: fc.boolean(), atFault: fc.boolean() })

interface Term {
  readonly carrier: number
  readonly start: number
  readonly length: number
  readonly cancelled: number | undefined
}

const reportWith = (
  terms: ReadonlyArray<Term>,
  losses: ReadonlyArray<{ day: number; thirdParty: boolean; atFault: boolean }>,
  yearsOfData: number | null
): DriverReport =>
  ({
    dln: "T1",
    reportDate: `${dateOf(reportDay)}T15:00:00.000Z`,
    ianaTimezone: "America/Toronto",
    yearsOfData,
    possibleCoverageGaps: [],
    policies: terms.map((t, i): Partial<Policy> => ({
      policyKey: i + 1,
      policyNumber: `P-${i + 1}`,
      carrier: carriers[t.carrier]!,
      startDate: dateOf(reportDay + t.start),
      stopDate: dateOf(reportDay + t.start + t.length),
      cancellationDate: t.cancelled === undefined ? null : dateOf(reportDay + t.start + Math.min(t.cancelled, t.length)),
      operators: []
    })),
    claims: losses.map((loss, i): Partial<Claim> => ({
      id: i + 1,
      claimNumber: `C-${i + 1}`,
      dateOfLoss: dateOf(reportDay + loss.day),
      isThirdParty: loss.thirdParty,
      comprehensiveFlag: false,
      atFault: loss.atFault ? 100 : 0
    }))
  }) as unknown as DriverReport

describe("the history timeline's layout", () => {
  it("loses no term, puts each in a row of its carrier, and never lets two bars of a row meet", () => {
    fc.assert(
      fc.property(
        fc.array(term, { maxLength: 30 }),
        fc.array(lossDay, { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        (terms, losses, years) => {
          const report = reportWith(terms, losses, years)
          const layout = historyTimeline(report)
          const bars = layout.rows.flatMap((row) => row.bars.map((bar) => ({ bar, row })))
          expect(bars.map(({ bar }) => bar.policyKey).sort((a, b) => a - b)).toEqual(report.policies.map((p) => p.policyKey))
          for (const { bar, row } of bars) {
            const policy = report.policies.find((p) => p.policyKey === bar.policyKey)!
            expect(row.carrier.code).toBe(policy.carrier.code)
            expect(0 <= bar.from && bar.from <= bar.to && bar.to <= 1).toBe(true)
          }
          for (const row of layout.rows)
            for (let i = 1; i < row.bars.length; i++) expect(row.bars[i]!.startDate >= row.bars[i - 1]!.stopDate).toBe(true)
          expect(new Set(layout.rows.map((row) => row.key)).size).toBe(layout.rows.length)
        }
      )
    )
  })

  it("marks as overlapping exactly the terms that share a day with another policy's term", () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 12 }), (terms) => {
        const report = reportWith(terms, [], null)
        const layout = historyTimeline(report)
        for (const bar of layout.rows.flatMap((row) => row.bars)) {
          const shares = report.policies.some(
            (other) =>
              other.policyKey !== bar.policyKey &&
              other.startDate < bar.stopDate &&
              bar.startDate < other.stopDate &&
              other.startDate < other.stopDate &&
              bar.startDate < bar.stopDate
          )
          expect(bar.overlap).toBe(shares)
        }
      })
    )
  })

  it("frames the years of data up to the report's day, and tells third-party and at-fault claims apart", () => {
    const layout = historyTimeline(
      reportWith(
        [{ carrier: 0, start: -3_000, length: 365, cancelled: undefined }],
        [
          { day: -100, thirdParty: true, atFault: true },
          { day: -50, thirdParty: false, atFault: true },
          { day: -10, thirdParty: false, atFault: false }
        ],
        6
      )
    )
    expect([layout.fromDate, layout.toDate]).toEqual(["2020-12-04", "2026-12-04"])
    expect(layout.years.map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026])
    expect(layout.rows[0]!.bars[0]!).toMatchObject({ from: 0, to: 0, clippedStart: true })
    expect(layout.claims.map((c) => c.kind)).toEqual(["thirdParty", "atFault", "notAtFault"])
  })
})

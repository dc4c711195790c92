import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { textWidth } from "../../src/server/pdf/pdfFont"
import { chunks, fitText, flowLegend, hatchLines, roomyTexts, yearLabels } from "../../src/server/pdf/timelineGeometry"

const yearsFrom = (first: number, last: number) => {
  const years = []
  for (let year = first; year <= last; year++) years.push({ year, at: (year - first + 0.5) / (last - first + 1) })
  return years
}

describe("the PDF history picture's geometry", () => {
  it("writes every year when there is room, else every second or fifth, never two labels meeting or past the axis", () => {
    expect(yearLabels(yearsFrom(2016, 2026), 400, 6).map((y) => y.year)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026
    ])
    expect(yearLabels(yearsFrom(1999, 2026), 380, 6).map((y) => y.year)).toEqual([
      2000, 2002, 2004, 2006, 2008, 2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024
    ])
    expect(yearLabels(yearsFrom(1950, 2026), 300, 6).every((y) => y.year % 5 === 0)).toBe(true)
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 60, max: 540 }),
        (first, count, width) => {
          const labels = yearLabels(yearsFrom(first, first + count - 1), width, 6)
          labels.forEach((label, i) => {
            const end = label.x + textWidth(String(label.year), 6)
            expect(end).toBeLessThanOrEqual(width)
            if (i + 1 < labels.length) expect(end).toBeLessThan(labels[i + 1]!.x)
          })
        }
      )
    )
  })

  it("cuts a name to its column with an ellipsis and leaves one that fits whole", () => {
    expect(fitText("Northwind General - Ontario", 200, 6.5)).toBe("Northwind General - Ontario")
    const cut = fitText("Laurentian General - Atlantic", 50, 6.5)
    expect(cut).toMatch(/^Laurentian.*\u2026$/)
    expect(textWidth(cut, 6.5)).toBeLessThanOrEqual(50)
  })

  it("flows a legend onto new lines, never splitting an item nor running past the width", () => {
    const items = Array.from({ length: 9 }, (_, i) => ({ sample: i === 0 ? 0 : 14, label: `Possible coverage gap ${i}` }))
    const { items: placed, lines } = flowLegend(items, 300, 7)
    expect(lines).toBeGreaterThan(1)
    expect(placed[0]).toEqual({ x: 0, line: 0, labelX: 0 })
    placed.forEach((item, i) => {
      expect(item.labelX + textWidth(items[i]!.label, 7)).toBeLessThanOrEqual(300)
      const next = placed[i + 1]
      if (next && next.line === item.line) expect(next.x).toBeGreaterThan(item.labelX + textWidth(items[i]!.label, 7))
    })
    expect(flowLegend([], 300, 7).lines).toBe(0)
  })

  it("shades a span with 45-degree lines that stay inside it", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 300, noNaN: true }), fc.double({ min: 0.5, max: 60, noNaN: true }), (w, h) => {
        const lines = hatchLines(10, 20, w, h, 3)
        expect(lines.length).toBeGreaterThan(0)
        for (const l of lines) {
          for (const [x, y] of [
            [l.x1, l.y1],
            [l.x2, l.y2]
          ] as const) {
            expect(x).toBeGreaterThanOrEqual(10 - 1e-9)
            expect(x).toBeLessThanOrEqual(10 + w + 1e-9)
            expect(y).toBeGreaterThanOrEqual(20 - 1e-9)
            expect(y).toBeLessThanOrEqual(20 + h + 1e-9)
          }
          expect(Math.abs(Math.abs(l.x2 - l.x1) - Math.abs(l.y2 - l.y1))).toBeLessThan(1e-9)
        }
      })
    )
    expect(hatchLines(0, 0, 0, 10, 3)).toEqual([])
  })

  it("keeps a row's texts that have room, in their order, none over another", () => {
    const kept = roomyTexts([
      { x: 10, width: 8, from: 10, to: 30 },
      { x: 25, width: 8, from: 25, to: 60 },
      { x: 20, width: 8, from: 20, to: 25 },
      { x: 35, width: 8, from: 35, to: 60 },
      { x: 40, width: 4, from: 40, to: 60 }
    ])
    // The third runs past its own room, the fifth meets the fourth.
    expect(kept).toEqual([0, 1, 3])
  })

  it("cuts rows into pieces of a size, the last the rest", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunks([], 2)).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import { renderDriverReportPdf } from "../../src/server/pdf/driverReportPdf"
import { margin, sheetHeight } from "../../src/server/pdf/pdfParts"
import { pdfTexts } from "../../src/server/pdf/pdfTexts"
import { timelineBlocks } from "../../src/server/pdf/PdfTimeline"
import { layoutProblems, placedRuns } from "../support/pdfLayout"
import { largeReport } from "./driverReportFixture"

/** 40 yearly terms, each with a carrier of its own: a picture of 40 rows. */
const manyCarriers = (): DriverReport => {
  const report = largeReport(40, 4)
  return {
    ...report,
    policies: report.policies.map((policy, i) => ({
      ...policy,
      carrier: { code: `C${i}`, nameEn: `Carrier ${i}`, nameFr: `Assureur ${i}` },
      operators: policy.operators.slice(0, 1),
      vehicles: policy.vehicles.slice(0, 1)
    }))
  }
}

describe("the PDF's history at a glance", () => {
  it("comes in pieces of a few rows when it has many, each well within a sheet", () => {
    const [section, ...rest] = timelineBlocks({ report: manyCarriers(), LL: pdfTexts("en"), locale: "en" })
    expect(rest).toEqual([])
    expect(section!.parts?.length).toBe(3)
    for (const part of section!.parts!) expect(part.height).toBeLessThan(sheetHeight / 2)
  })

  it("writes every row's carrier once, whole, with no text over another, in a report of 40 rows", async () => {
    const placed = await placedRuns(await renderDriverReportPdf(manyCarriers(), "fr"))
    // The picture's row labels start at the page's margin (a policy's heading names its carrier further in).
    const labels = placed.runs.filter((run) => Math.abs(run.x - margin.side) < 0.5 && /^Assureur \d+$/.test(run.text))
    expect(labels.map((run) => run.text).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `Assureur ${i}`).sort())
    expect(layoutProblems(placed)).toEqual([])
  }, 30_000)
})

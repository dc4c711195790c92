/**
 * Times the driver report PDF (src/server/pdf) on crafted reports of growing size and prints the
 * median and best wall and CPU times of a few renders each, after one warm-up render.
 * Run: npx tsx scripts/bench-report-pdf.ts
 */
import { countPdfPages, renderDriverReportPdf } from "../src/server/pdf/driverReportPdf"
import { largeReport, sampleReport } from "../tests/unit/driverReportFixture"

const runs = 7
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const cases = [
  { name: "sample (3 policies, 2 claims)", report: sampleReport },
  { name: "5 policies, 5 claims", report: largeReport(5, 5) },
  { name: "10 policies, 10 claims", report: largeReport(10, 10) },
  { name: "25 policies, 30 claims", report: largeReport(25, 30) }
]

const main = async () => {
  await renderDriverReportPdf(sampleReport, "en")
  for (const { name, report } of cases) {
    const wall: Array<number> = []
    const cpu: Array<number> = []
    let pages = 0
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      const usage = process.cpuUsage()
      const bytes = await renderDriverReportPdf(report, i % 2 === 0 ? "en" : "fr")
      const used = process.cpuUsage(usage)
      wall.push(performance.now() - started)
      cpu.push((used.user + used.system) / 1000)
      pages = countPdfPages(bytes)
    }
    const ms = (value: number) => `${value.toFixed(0)} ms`
    console.log(
      `${name}: ${pages} pages; wall median ${ms(median(wall))} (best ${ms(Math.min(...wall))}); ` +
        `CPU median ${ms(median(cpu))} (best ${ms(Math.min(...cpu))}); ${ms(median(wall) / pages)} per page`
    )
  }
}

void main()

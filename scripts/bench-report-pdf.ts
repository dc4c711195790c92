/**
 * Times the driver report PDF (src/server/pdf) on crafted reports of growing size and on the largest
 * demo report (Margaret Anne Wilson, built from the demo world in an in-memory database). For each it
 * prints the median and best wall and CPU times of a few in-process renders after one warm-up render,
 * then the median wall time through the server's worker pool (the PdfRenderer service).
 * Run: npx tsx scripts/bench-report-pdf.ts
 */
import { Effect, Layer } from "effect"
import type { DriverReport } from "../src/api/reports/schemas"
import { layerConfig, readConfig } from "../src/server/config"
import { layerDatabase } from "../src/server/db/database"
import { seedDemoDrivers } from "../src/server/db/demo/demoDrivers"
import { namedDriverRefs } from "../src/server/db/demo/namedDrivers"
import { seedDemoWorld } from "../src/server/db/demo/demoWorld"
import { migrate } from "../src/server/db/migrate"
import { readReportInputs } from "../src/server/db/reports/driverData"
import { seedReferenceData } from "../src/server/db/referenceData"
import { assembleDriverReport } from "../src/server/domain/reports/assembleReport"
import { countPdfPages, renderDriverReportPdf } from "../src/server/pdf/driverReportPdf"
import { PdfRenderer, layerPdfRenderer } from "../src/server/pdf/pdfRenderer"
import { largeReport, sampleReport } from "../tests/unit/driverReportFixture"

const runs = 7
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`
const config = readConfig({ DATA_DIR: "memory://", DEMO_DATA: "true" })

/** Margaret Anne Wilson's report with every year of data, as the server would build it today. */
const wilsonReport = Effect.gen(function* () {
  yield* migrate
  yield* seedReferenceData
  yield* seedDemoWorld
  yield* seedDemoDrivers({ generated: 0 })
  const { data } = yield* readReportInputs({
    licenceNumber: namedDriverRefs.wilson.licenceNumber,
    jurisdictionCode: namedDriverRefs.wilson.jurisdiction
  })
  return assembleDriverReport(data!, {
    id: 1,
    reportDate: new Date().toISOString(),
    ianaTimezone: "America/Toronto",
    yearsOfData: null,
    requestorName: "Morgan Lee",
    companyNameEn: "Northwind General - Ontario",
    companyNameFr: "Northwind Générale - Ontario",
    referenceNumber: null
  })
}).pipe(Effect.scoped, Effect.provide(layerDatabase.pipe(Layer.provide(layerConfig(config)))), Effect.orDie)

/** The same renders through the worker pool the server uses, report JSON in and bytes out. */
const throughPool = (cases: ReadonlyArray<{ readonly name: string; readonly report: DriverReport }>) =>
  Effect.gen(function* () {
    const renderer = yield* PdfRenderer
    // The worker starts with the pool: wait for it, so that the first figures are the first renders.
    yield* renderer.driverReport(JSON.stringify(sampleReport), "en")
    const results: Array<{ name: string; first: number; median: number }> = []
    for (const { name, report } of cases) {
      const json = JSON.stringify(report)
      const wall: Array<number> = []
      for (let i = 0; i < runs; i++) {
        const started = performance.now()
        yield* renderer.driverReport(json, i % 2 === 0 ? "en" : "fr")
        wall.push(performance.now() - started)
      }
      results.push({ name, first: wall[0]!, median: median(wall.slice(1)) })
    }
    return results
  }).pipe(Effect.scoped, Effect.provide(layerPdfRenderer.pipe(Layer.provide(layerConfig(config)))))

const main = async () => {
  const cases = [
    { name: "sample (3 policies, 2 claims)", report: sampleReport },
    { name: "5 policies, 5 claims", report: largeReport(5, 5) },
    { name: "10 policies, 10 claims", report: largeReport(10, 10) },
    { name: "25 policies, 30 claims", report: largeReport(25, 30) }
  ]
  const wilson = await Effect.runPromise(wilsonReport)
  cases.push({
    name: `Margaret Anne Wilson (${wilson.policies.length} policy terms, ${wilson.claims.length} claims)`,
    report: wilson
  })

  console.log("In-process:")
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
    console.log(
      `  ${name}: ${pages} pages; wall median ${ms(median(wall))} (best ${ms(Math.min(...wall))}); ` +
        `CPU median ${ms(median(cpu))} (best ${ms(Math.min(...cpu))}); ${ms(median(wall) / pages)} per page`
    )
  }

  console.log(`Through the worker pool (${config.pdfWorkers} worker${config.pdfWorkers === 1 ? "" : "s"}, after one render):`)
  for (const { name, first, median } of await Effect.runPromise(throughPool(cases))) {
    console.log(`  ${name}: first ${ms(first)}, then median ${ms(median)}`)
  }
}

void main()

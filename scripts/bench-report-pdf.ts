/**
 * npx tsx scripts/bench-report-pdf.ts [-- --database NAME [--drivers N] [--reuse]] [--baseline DIR] [--runs R]
 *
 * Times the driver report PDF (src/server/pdf) on crafted reports of growing size, on the largest demo
 * report (Margaret Anne Wilson) and, with --database, on the largest generated report of a PostgreSQL
 * database of N generated drivers (default 100,000; seeded afresh unless --reuse finds it). Without
 * --database the demo report comes from an in-memory database. For each it prints the median and best
 * wall and CPU times of a few in-process renders after one warm-up render, then the median wall time
 * through a worker pool of one worker (the PdfRenderer service), the report JSON in and bytes out, with the
 * CPU time the process spent meanwhile (the worker's and the server thread's: steadier than wall time
 * on a busy machine).
 *
 * With --baseline DIR (a checkout, or a copy, of another version's src/server/pdf under DIR/src/server/pdf,
 * with its own package.json and node_modules beside; repeatable), the same renders of that version are
 * interleaved with today's, in-process and in a pool of its own, and printed side by side under DIR's name.
 * tsx compiles JSX only in the files its tsconfig includes: for a DIR outside this checkout, run the bench
 * with `npx tsx --tsconfig FILE`, FILE this repository's tsconfig.json with DIR/src added to its include.
 */
import { Context, Effect, Layer } from "effect"
import { parseArgs } from "node:util"
import { pathToFileURL } from "node:url"
import { basename, resolve } from "node:path"
import type { DriverReport } from "../src/api/reports/schemas"
import type { Locales } from "../src/i18n/i18n-types"
import { layerConfig, readConfig } from "../src/server/config"
import { layerDatabase } from "../src/server/db/database"
import { namedDriverRefs } from "../src/server/demo/namedDrivers"
import { migrate } from "../src/server/db/migrate"
import { readReportInputs } from "../src/server/db/reports/driverData"
import { assembleDriverReport } from "../src/server/domain/reports/assembleReport"
import { countPdfPages, renderDriverReportPdf } from "../src/server/pdf/driverReportPdf"
import { PdfRenderer, layerPdfRenderer } from "../src/server/pdf/pdfRenderer"
import { largeReport, sampleReport } from "../tests/unit/driverReportFixture"
import { benchDatabase, recreateDatabase, seedBenchDrivers, withSql } from "./benchSupport"

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    drivers: { type: "string", default: "100000" },
    reuse: { type: "boolean", default: false },
    baseline: { type: "string", multiple: true },
    runs: { type: "string", default: "7" }
  }
})
const runs = Number(values.runs)
// The pool's figures give the first render apart and the median of the others.
if (!Number.isInteger(runs) || runs < 2) throw new Error(`--runs takes a whole number of at least 2 (got ${values.runs})`)
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`
const database = values.database === undefined ? undefined : benchDatabase(values.database)
const config = readConfig({
  DATA_DIR: "memory://",
  DEMO_DATA: "true",
  PDF_WORKERS: "1",
  ...(database ? { DATABASE_URL: database.url } : {})
})
const provideDatabase = Effect.provide(layerDatabase.pipe(Layer.provide(layerConfig(config))))

interface DriverRef {
  readonly licenceNumber: string
  readonly jurisdiction: string
}

/** A driver's report with every year of data, as the server would build it today. */
const reportOf = (driver: DriverRef) =>
  Effect.gen(function* () {
    const { data } = yield* readReportInputs({ licenceNumber: driver.licenceNumber, jurisdictionCode: driver.jurisdiction })
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
  })

const seed = (drivers: number) => Effect.andThen(migrate, seedBenchDrivers(drivers))

/** The largest demo report and, with a database, the largest generated one (most terms and claims, as bench:reports picks it). */
const reports = async (): Promise<Array<{ name: string; report: DriverReport }>> => {
  const wilsonName = (report: DriverReport) =>
    `largest demo, Margaret Anne Wilson (${report.policies.length} policy terms, ${report.claims.length} claims)`
  if (!database) {
    const wilson = await Effect.runPromise(
      Effect.gen(function* () {
        yield* seed(0)
        return yield* reportOf(namedDriverRefs.wilson)
      }).pipe(Effect.scoped, provideDatabase, Effect.orDie)
    )
    return [{ name: wilsonName(wilson), report: wilson }]
  }
  if (!(await recreateDatabase(database, values.reuse))) {
    await Effect.runPromise(seed(Number(values.drivers)).pipe(provideDatabase, Effect.orDie))
    console.log()
  }
  const [largest] = await withSql(
    database.url,
    (sql) =>
      sql<DriverRef & { rows: number }>`
      SELECT d.licence_number, j.jurisdiction_code AS jurisdiction,
        (SELECT count(*) FROM policy_operator po JOIN policy_term t ON t.policy_id = po.policy_id WHERE po.driver_id = d.id)
          + (SELECT count(*) FROM claim c WHERE c.driver_id = d.id) AS rows
      FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE d.id IN (SELECT driver_id FROM policy_operator GROUP BY driver_id ORDER BY count(*) DESC LIMIT 200)
      ORDER BY rows DESC LIMIT 1`
  )
  const [wilson, generated] = await Effect.runPromise(
    Effect.all([reportOf(namedDriverRefs.wilson), reportOf(largest!)]).pipe(Effect.scoped, provideDatabase, Effect.orDie)
  )
  return [
    { name: wilsonName(wilson), report: wilson },
    {
      name: `largest generated (${generated.policies.length} policy terms, ${generated.claims.length} claims)`,
      report: generated
    }
  ]
}

type RenderInProcess = (report: DriverReport, language: Locales) => Promise<Uint8Array>
type PoolLayer = typeof layerPdfRenderer

interface Version {
  readonly name: string
  readonly renderInProcess: RenderInProcess
  readonly pool: PoolLayer
}

const today: Version = { name: "today", renderInProcess: renderDriverReportPdf, pool: layerPdfRenderer }

/** Another version's renderer and pool, from a copy of its src/server/pdf. */
const baselineVersion = async (dir: string): Promise<Version> => {
  const name = basename(resolve(dir))
  const module = (path: string) => pathToFileURL(resolve(dir, "src/server/pdf", path)).href
  const pdf = (await import(module("driverReportPdf.tsx"))) as { renderDriverReportPdf: RenderInProcess }
  const renderer = (await import(module("pdfRenderer.ts"))) as { layerPdfRenderer: PoolLayer }
  return { name, renderInProcess: pdf.renderDriverReportPdf, pool: renderer.layerPdfRenderer }
}

const language = (i: number): Locales => (i % 2 === 0 ? "en" : "fr")

/** Each case rendered `runs` times in-process by each version in turn, after one warm-up render each. */
const inProcess = async (versions: ReadonlyArray<Version>, cases: ReadonlyArray<{ name: string; report: DriverReport }>) => {
  for (const version of versions) await version.renderInProcess(sampleReport, "en")
  for (const { name, report } of cases) {
    const wall = versions.map((): Array<number> => [])
    const cpu = versions.map((): Array<number> => [])
    const pages = versions.map(() => 0)
    for (let i = 0; i < runs; i++) {
      for (const [v, version] of versions.entries()) {
        const started = performance.now()
        const usage = process.cpuUsage()
        const bytes = await version.renderInProcess(report, language(i))
        const used = process.cpuUsage(usage)
        wall[v]!.push(performance.now() - started)
        cpu[v]!.push((used.user + used.system) / 1000)
        pages[v] = countPdfPages(bytes)
      }
    }
    console.log(`  ${name}:`)
    for (const [v, version] of versions.entries())
      console.log(
        `    ${version.name.padEnd(12)} ${String(pages[v]).padStart(3)} pages; wall median ${ms(median(wall[v]!))} ` +
          `(best ${ms(Math.min(...wall[v]!))}); CPU median ${ms(median(cpu[v]!))}; ${ms(median(wall[v]!) / pages[v]!)} per page`
      )
  }
}

/** The same renders through each version's worker pool (one worker each), report JSON in and bytes out, in turn. */
const throughPools = (versions: ReadonlyArray<Version>, cases: ReadonlyArray<{ name: string; report: DriverReport }>) =>
  Effect.gen(function* () {
    const renderers: Array<PdfRenderer["Service"]> = []
    for (const version of versions)
      renderers.push(Context.get(yield* Layer.build(version.pool.pipe(Layer.provide(layerConfig(config)))), PdfRenderer))
    // Each worker starts with its pool: wait for it, so that the first figures are the first renders.
    for (const renderer of renderers) yield* renderer.driverReport(JSON.stringify(sampleReport), "en")
    for (const { name, report } of cases) {
      const json = JSON.stringify(report)
      const wall = versions.map((): Array<number> => [])
      const cpu = versions.map((): Array<number> => [])
      for (let i = 0; i < runs; i++) {
        for (const [v, renderer] of renderers.entries()) {
          const started = performance.now()
          const usage = process.cpuUsage()
          yield* renderer.driverReport(json, language(i))
          const used = process.cpuUsage(usage)
          wall[v]!.push(performance.now() - started)
          cpu[v]!.push((used.user + used.system) / 1000)
        }
      }
      console.log(`  ${name}:`)
      for (const [v, version] of versions.entries())
        console.log(
          `    ${version.name.padEnd(12)} first ${ms(wall[v]![0]!)}, then wall median ${ms(median(wall[v]!.slice(1)))}; ` +
            `CPU median ${ms(median(cpu[v]!.slice(1)))} (worker and server threads)`
        )
    }
  }).pipe(Effect.scoped)

const main = async () => {
  const versions = [...(await Promise.all((values.baseline ?? []).map(baselineVersion))), today]
  const cases = [
    { name: "sample (3 policies, 2 claims)", report: sampleReport },
    { name: "25 policies, 30 claims", report: largeReport(25, 30) },
    ...(await reports())
  ]
  console.log(`In-process (${runs} renders each, English and French in turn):`)
  await inProcess(versions, cases)
  console.log(`Through the worker pool (one worker${versions.length > 1 ? " per version" : ""}, after one render):`)
  await Effect.runPromise(throughPools(versions, cases))
}

void main()

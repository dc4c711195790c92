import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import { layerConfig, readConfig } from "../../src/server/config"
import { layerDatabase } from "../../src/server/db/database"
import { migrate } from "../../src/server/db/migrate"
import { seedReferenceData } from "../../src/server/db/referenceData"
import { seedDemoDrivers } from "../../src/server/demo/demoDrivers"
import { seedDemoWorld } from "../../src/server/demo/demoWorld"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { generateDriverReport } from "../../src/server/domain/reports/generateReport"
import { renderDriverReportPdf } from "../../src/server/pdf/driverReportPdf"
import { layoutProblems, placedRuns, type TextRun } from "../support/pdfLayout"

/*
 * The history at a glance on the PDF's first sheet: reports built from the demo data as the report
 * endpoint builds them (embedded database), rendered, and read back with pdf.js.
 */
const runtime = ManagedRuntime.make(
  Layer.effectDiscard(
    Effect.gen(function* () {
      yield* migrate
      yield* seedReferenceData
      yield* seedDemoWorld
      yield* seedDemoDrivers({ generated: 0 })
    }).pipe(Effect.orDie)
  ).pipe(Layer.provideMerge(layerDatabase), Layer.provide(layerConfig(readConfig({ DATA_DIR: "memory://", DATABASE_URL: "" }))))
)
const run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => runtime.runPromise(effect)

beforeAll(() => runtime.runPromise(Effect.void), 60_000)
afterAll(() => runtime.dispose())

const driverReport = async (ref: { licenceNumber: string; jurisdiction: string }): Promise<DriverReport> => {
  const result = await run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const [user] = yield* sql<{
        id: number
        firstName: string
        lastName: string
        organizationId: number
        reportingCompanyId: number | null
        unitId: number | null
      }>`SELECT id, first_name, last_name, organization_id, reporting_company_id, unit_id
         FROM portal_user WHERE email = 'analyst@northwind.example'`
      return yield* generateDriverReport({
        driver: { licenceNumber: ref.licenceNumber, jurisdictionCode: ref.jurisdiction },
        requestor: user!,
        ianaTimezone: "America/Toronto",
        yearsOfData: null,
        referenceNumber: null
      })
    })
  )
  if (result._tag !== "Generated") throw new Error(`No report for ${ref.licenceNumber}: ${result._tag}`)
  return result.generated.report
}

/** The first page's runs of text, top to bottom, and the page's layout problems. */
const firstPage = async (report: DriverReport, language: "en" | "fr") => {
  const placed = await placedRuns(await renderDriverReportPdf(report, language))
  const runs = placed.runs.filter((run) => run.page === 1)
  return { runs, problems: layoutProblems({ ...placed, runs }) }
}

const find = (runs: ReadonlyArray<TextRun>, text: string) => runs.find((run) => run.text === text)

const words = {
  en: {
    title: "History at a glance",
    after: "Policies",
    legend: ["Legend", "Principal driver", "Possible coverage gap", "Overlap"],
    carriers: ["Northwind Québec - Québec", "Maple Leaf Mutual - National", "Laurentian General - Atlantic"],
    frame: /^Start of data: \d{4}-\d{2}-\d{2}$/,
    none: /^No policies from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/
  },
  fr: {
    title: "L'historique en un coup d'œil",
    after: "Polices",
    legend: ["Légende", "Conducteur principal", "Interruption de couverture possible", "Chevauchement"],
    carriers: ["Northwind Québec - Québec", "Mutuelle Feuille d'érable - Nationale", "Laurentienne générale - Atlantique"],
    frame: /^Début des données : \d{4}-\d{2}-\d{2}$/,
    none: /^Aucune police du \d{4}-\d{2}-\d{2} au \d{4}-\d{2}-\d{2}\.$/
  }
} as const

describe("the driver report PDF's history at a glance", () => {
  it.each(["en", "fr"] as const)(
    "shows its carriers' rows, in the order they began, with the legend, between the summary and the policies (%s)",
    async (language) => {
      const report = await driverReport(namedDriverRefs.gagnon)
      const { runs, problems } = await firstPage(report, language)
      const t = words[language]
      const title = find(runs, t.title)
      const after = find(runs, t.after)
      expect(title, t.title).toBeDefined()
      expect(after, t.after).toBeDefined()
      // pdf.js measures from the page's foot: the picture lies below its title and above the policies.
      const inPicture = (text: string) => {
        const run = find(runs, text)
        expect(run, text).toBeDefined()
        expect(run!.y).toBeLessThan(title!.y)
        expect(run!.y).toBeGreaterThan(after!.y)
        return run!
      }
      const rows = t.carriers.map(inPicture)
      expect(rows.map((row) => row.y)).toEqual([...rows.map((row) => row.y)].sort((a, b) => b - a))
      const legend = t.legend.map(inPicture)
      expect(Math.min(...legend.map((item) => item.y))).toBeLessThan(Math.min(...rows.map((row) => row.y)))
      expect(runs.some((run) => t.frame.test(run.text))).toBe(true)
      expect(runs.filter((run) => /^(19|20)\d\d$/.test(run.text)).length).toBeGreaterThan(3)
      expect(problems).toEqual([])
    }
  )

  it.each(["en", "fr"] as const)("says in a sentence that a driver without policies has none to draw (%s)", async (language) => {
    const report = await driverReport(namedDriverRefs.murphy)
    expect(report.policies).toEqual([])
    const { runs } = await firstPage(report, language)
    const t = words[language]
    expect(find(runs, t.title)).toBeDefined()
    expect(runs.filter((run) => t.none.test(run.text))).toHaveLength(1)
    expect(find(runs, t.legend[0])).toBeUndefined()
  })
})

import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import type { VehicleReport } from "../../src/api/reports/vehicleSchemas"
import { layerConfig, readConfig } from "../../src/server/config"
import { layerDatabase } from "../../src/server/db/database"
import { seedDemoDrivers } from "../../src/server/demo/demoDrivers"
import { demoVins, seedDemoVehicles } from "../../src/server/demo/demoVehicles"
import { seedDemoWorld } from "../../src/server/demo/demoWorld"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { migrate } from "../../src/server/db/migrate"
import { seedReferenceData } from "../../src/server/db/referenceData"
import { readVehicleData } from "../../src/server/db/vehicles/vehicleData"
import { generateDriverReport } from "../../src/server/domain/reports/generateReport"
import { assembleVehicleReport } from "../../src/server/domain/vehicles/assembleVehicleReport"
import { renderDriverReportPdf } from "../../src/server/pdf/driverReportPdf"
import { renderVehicleReportPdf } from "../../src/server/pdf/vehicle/vehicleReportPdf"
import { layoutProblems, placedRuns } from "../support/pdfLayout"

/*
 * Reports are built from the demo data as the report endpoints build them, on the embedded
 * database, and rendered here: every named driver and VIN, in both languages.
 */
const runtime = ManagedRuntime.make(
  Layer.effectDiscard(
    Effect.gen(function* () {
      yield* migrate
      yield* seedReferenceData
      yield* seedDemoWorld
      yield* seedDemoDrivers()
      yield* seedDemoVehicles
    }).pipe(Effect.orDie)
  ).pipe(Layer.provideMerge(layerDatabase), Layer.provide(layerConfig(readConfig({ DATA_DIR: "memory://", DATABASE_URL: "" }))))
)
const run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => runtime.runPromise(effect)

beforeAll(() => runtime.runPromise(Effect.void), 120_000)
afterAll(() => runtime.dispose())

const ianaTimezone = "America/Toronto"
const languages = ["en", "fr"] as const

const requestor = () =>
  run(
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
      return user!
    })
  )

const driverReport = async (licenceNumber: string, jurisdictionCode: string): Promise<DriverReport> => {
  const result = await run(
    generateDriverReport({
      driver: { licenceNumber, jurisdictionCode },
      requestor: await requestor(),
      ianaTimezone,
      yearsOfData: null,
      referenceNumber: "REF-LONGEST-2025-000123"
    })
  )
  if (result._tag !== "Generated") throw new Error(`No report for ${licenceNumber}: ${result._tag}`)
  return result.generated.report
}

const vehicleReport = (vin: string): Promise<VehicleReport> =>
  run(
    Effect.gen(function* () {
      const { vehicles, claims } = yield* readVehicleData(vin)
      const report = assembleVehicleReport(vin, vehicles, claims, {
        id: 1,
        reportDate: new Date().toISOString(),
        ianaTimezone,
        requestor: "Morgan Lee",
        companyNameEn: "Northwind General - Ontario",
        companyNameFr: "Northwind Générale - Ontario"
      })
      if (!report) throw new Error(`No vehicle report for ${vin}`)
      return report
    })
  )

/** The generated driver with the most policy terms and claims: the longest report the data holds. */
const longestGeneratedDriver = () =>
  run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const [row] = yield* sql<{ licenceNumber: string; jurisdiction: string }>`
        SELECT d.licence_number, j.jurisdiction_code AS jurisdiction
        FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
        ORDER BY (SELECT count(*) FROM claim c WHERE c.driver_id = d.id)
          + (SELECT count(*) FROM policy_operator po JOIN policy_term t USING (policy_id) WHERE po.driver_id = d.id) DESC,
          d.id
        LIMIT 1`
      return row!
    })
  )

/** The layout problems of a report's PDF in each language, each described with its language. */
const problemsOf = async (render: (language: (typeof languages)[number]) => Promise<Uint8Array>) => {
  const problems: Array<string> = []
  for (const language of languages) {
    for (const problem of layoutProblems(await placedRuns(await render(language)))) problems.push(`${language}: ${problem}`)
  }
  return problems
}

describe("report PDFs: no text over other text or off the page", () => {
  const vins = new Set<string>(Object.values(demoVins).filter((vin) => vin !== demoVins.unknown))

  it.each(Object.entries(namedDriverRefs))("driver report of %s, in English and French", async (_, ref) => {
    const report = await driverReport(ref.licenceNumber, ref.jurisdiction)
    for (const policy of report.policies) for (const vehicle of policy.vehicles) vins.add(vehicle.vin)
    expect(await problemsOf((language) => renderDriverReportPdf(report, language))).toEqual([])
  })

  it("driver report of the longest generated history, in English and French", async () => {
    const ref = await longestGeneratedDriver()
    const report = await driverReport(ref.licenceNumber, ref.jurisdiction)
    expect(report.policies.length).toBeGreaterThan(5)
    expect(await problemsOf((language) => renderDriverReportPdf(report, language))).toEqual([])
  }, 120_000)

  it("vehicle report of every demo VIN and every VIN on a named driver's policies, in English and French", async () => {
    expect(vins.size).toBeGreaterThan(10)
    for (const vin of vins) {
      const report = await vehicleReport(vin)
      expect(await problemsOf((language) => renderVehicleReportPdf(report, language)), vin).toEqual([])
    }
  }, 120_000)
})

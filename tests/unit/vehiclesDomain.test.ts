import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import {
  VehiclesRepository,
  type ClaimRow,
  type NewVehicleReport,
  type VehicleRow
} from "../../src/server/db/vehicles/vehiclesRepository"
import type { ReportScope } from "../../src/server/domain/shared/reportScope"
import { generateVehicleReport, readableVehicleReport } from "../../src/server/domain/vehicles/generateVehicleReport"
import { analyst } from "./inMemoryReports"

const vin = "2HGFC2F59LH000123"

const status = { id: 1, code: "ACT", descriptionEn: "Active", descriptionFr: "En vigueur" }

/** The vehicle on one policy term of a carrier. */
const onTerm = (
  policyNumber: string,
  effectiveDate: string,
  expiryDate: string,
  overrides: Partial<VehicleRow> = {}
): VehicleRow => ({
  policyVehicleId: 1,
  modelYear: 2020,
  makeEn: "Honda",
  makeFr: "Honda",
  modelEn: "Civic",
  modelFr: "Civic",
  vin,
  vehicleCode: "123456",
  grossVehicleWeightKg: 1325,
  branding: null,
  dateAdded: "2020-01-01",
  dateRemoved: null,
  vehicleUse: null,
  typeOfUse: null,
  businessUsePercentage: null,
  commutingDistanceOneWay: null,
  commutingDistanceAnnual: null,
  policyNumber,
  carrierCode: "NW",
  carrierNameEn: "Northwind Insurance",
  carrierNameFr: "Assurances Northwind",
  effectiveDate,
  expiryDate,
  cancellationDate: null,
  status,
  termUpdatedAt: new Date("2024-02-01T00:00:00Z"),
  ...overrides
})

const claim = (id: number, dateOfLoss: string, lossAmount: number, expenseAmount: number): ClaimRow => ({
  id,
  claimKey: String(id),
  dateOfLoss,
  policyNumber: "POL-1",
  claimNumber: `CLM-${id}`,
  status: "closed",
  carrierCode: "NW",
  carrierNameEn: "Northwind Insurance",
  carrierNameFr: "Assurances Northwind",
  vehicleLoss: null,
  updatedAt: new Date("2024-03-01T00:00:00Z"),
  losses: [{ code: "COLL", descriptionEn: "Collision", descriptionFr: "Collision", lossAmount, expenseAmount }]
})

interface StoredRow extends NewVehicleReport {
  readonly id: number
}

/** The vehicles' repository kept in memory: the policy history of each VIN and the stored reports. */
const inMemoryVehicles = (history: ReadonlyMap<string, { vehicles: Array<VehicleRow>; claims: Array<ClaimRow> }>) => {
  const stored: Array<StoredRow> = []
  const layer = Layer.succeed(VehiclesRepository, {
    readVehicleData: (wanted) => Effect.succeed(history.get(wanted) ?? { vehicles: [], claims: [] }),
    readRequestorContext: (organizationId, reportingCompanyId) =>
      Effect.succeed(
        reportingCompanyId === 10
          ? { companyNameEn: "Northwind Insurance", companyNameFr: "Assurances Northwind" }
          : { companyNameEn: `Organization ${organizationId}`, companyNameFr: `Organisation ${organizationId}` }
      ),
    insertVehicleReport: (report) =>
      Effect.sync(() => {
        const id = stored.length + 1
        stored.push({ ...report, id })
        return { ...report.snapshot, id }
      }),
    readVehicleReport: (id) =>
      Effect.sync(() => {
        const row = stored.find((r) => r.id === id)
        return row && { ...row, snapshot: { ...row.snapshot, id } }
      }),
    // Idempotency-Keys are the api tests' (reportReuse.test.ts).
    waitForTurn: () => Effect.void,
    findKeptAnswer: () => Effect.succeed(undefined),
    keepAnswer: () => Effect.void
  })
  return { layer, stored }
}

const history = new Map([
  [
    vin,
    {
      vehicles: [
        onTerm("POL-2", "2023-01-01", "2024-01-01"),
        onTerm("POL-1", "2021-01-01", "2022-01-01", { dateRemoved: "2021-07-01" })
      ],
      claims: [claim(1, "2021-03-14", 1000.1, 200.2), claim(2, "2023-05-02", 500, 0)]
    }
  ]
])

describe("vehicle report generation", () => {
  it("answers 404 for a VIN with no policy history, and stores nothing", async () => {
    const { layer, stored } = inMemoryVehicles(history)
    const failure = await Effect.runPromise(
      Effect.flip(generateVehicleReport(analyst, "1FTFW1ET5DFC10312", "America/Toronto")).pipe(Effect.provide(layer))
    )
    expect(failure._tag).toBe("NotFound")
    expect(stored).toHaveLength(0)
  })

  it("stores the report under the requestor's organization, company and unit, with their name and company", async () => {
    const { layer, stored } = inMemoryVehicles(history)
    const report = await Effect.runPromise(generateVehicleReport(analyst, vin, "America/Edmonton").pipe(Effect.provide(layer)))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      requestorUserId: 5,
      requestorName: "Alex Analyst",
      organizationId: 1,
      reportingCompanyId: 10,
      unitId: 3
    })
    expect(report.id).toBe(stored[0]!.id)
    expect(report).toMatchObject({
      vin,
      requestor: "Alex Analyst",
      companyNameEn: "Northwind Insurance",
      ianaTimezone: "America/Edmonton"
    })
  })

  it("shows every term the VIN was on, the time on each policy, its claims newest first and their totals", async () => {
    const { layer } = inMemoryVehicles(history)
    const report = await Effect.runPromise(generateVehicleReport(analyst, vin, "America/Toronto").pipe(Effect.provide(layer)))
    expect(report.policies.map((p) => p.policyNumber)).toEqual(["POL-2", "POL-1"])
    // Removed from the policy before the term ended: covered until the removal.
    expect(report.policies[1]!.coveragePeriod).toEqual({ startDate: "2021-01-01", endDate: "2021-07-01" })
    expect(report.claims.map((c) => c.claimNumber)).toEqual(["CLM-2", "CLM-1"])
    expect(report.totalClaimsLoss).toBe(1500.1)
    expect(report.totalClaimsExpense).toBe(200.2)
    expect(report.lastUpdated).toBe("2024-03-01T00:00:00.000Z")
  })
})

describe("a stored vehicle report's PDF", () => {
  const scope = (companyIds: ReadonlyArray<number>): ReportScope => ({
    userId: 99,
    companyIds: new Set(companyIds),
    organizationIds: new Set()
  })

  it("is read by a user of the requestor's company, and answers as missing to another company", async () => {
    const { layer } = inMemoryVehicles(history)
    const read = Effect.gen(function* () {
      const report = yield* generateVehicleReport(analyst, vin, "America/Toronto")
      const same = yield* readableVehicleReport(scope([10]), report.id)
      const other = yield* Effect.flip(readableVehicleReport(scope([11]), report.id))
      const missing = yield* Effect.flip(readableVehicleReport(scope([10]), report.id + 1))
      return { report, same, other, missing }
    })
    const { report, same, other, missing } = await Effect.runPromise(read.pipe(Effect.provide(layer)))
    expect(same.vin).toBe(report.vin)
    expect(other._tag).toBe("NotFound")
    expect(missing).toEqual(other)
  })
})

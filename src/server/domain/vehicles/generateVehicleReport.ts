import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import { VehiclesRepository } from "../../db/vehicles/vehiclesRepository"
import { filedUnder, requestorName, type Requestor } from "../../shared/requestor"
import { mayReadReport, type ReportScope } from "../shared/reportScope"
import { assembleVehicleReport } from "./assembleVehicleReport"

/**
 * A new stored vehicle report on the VIN (already normalized) for the requestor, in the time zone
 * given; 404 when the VIN has no policy history. The report counts towards the usage report.
 */
export const generateVehicleReport = (requestor: Requestor, vin: string, ianaTimezone: string) =>
  Effect.gen(function* () {
    const db = yield* VehiclesRepository
    const { vehicles, claims } = yield* db.readVehicleData(vin)
    const company = yield* db.readRequestorContext(requestor.organizationId, requestor.reportingCompanyId)
    const name = requestorName(requestor)
    const snapshot = assembleVehicleReport(vin, vehicles, claims, {
      id: 0,
      reportDate: new Date().toISOString(),
      ianaTimezone,
      requestor: name,
      companyNameEn: company.companyNameEn,
      companyNameFr: company.companyNameFr
    })
    if (!snapshot) return yield* new NotFound({ message: "No vehicle history for this VIN" })
    return yield* db.insertVehicleReport({ ...filedUnder(requestor), snapshot })
  })

/** A stored vehicle report the scope may read; another company's report answers exactly as a missing one. */
export const readableVehicleReport = (scope: ReportScope, reportId: number) =>
  Effect.gen(function* () {
    const db = yield* VehiclesRepository
    const stored = yield* db.readVehicleReport(reportId)
    if (!stored || !mayReadReport(scope, stored)) return yield* new NotFound({ message: "No such vehicle report" })
    return stored.snapshot
  })

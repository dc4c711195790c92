import { Context, Layer } from "effect"
import { overSql, type Repository } from "../shared/repository"
import { readRequestorContext } from "../shared/storedReports"
import { insertVehicleReport, readVehicleReport } from "./storedVehicleReports"
import { readVehicleData } from "./vehicleData"

export type { NewVehicleReport, StoredVehicleReport } from "./storedVehicleReports"
export type { ClaimRow, VehicleRow } from "./vehicleData"

const operations = {
  /** Every policy term the VIN was on and its claims. */
  readVehicleData,
  /** The requestor's company names, as a report shows them. */
  readRequestorContext,
  insertVehicleReport,
  readVehicleReport
}

/** Where vehicle reports are read from and stored (document 3 section 8). */
export type VehiclesRepositoryShape = Repository<typeof operations>

export class VehiclesRepository extends Context.Service<VehiclesRepository, VehiclesRepositoryShape>()(
  "portal/VehiclesRepository"
) {}

export const layerVehiclesRepository = Layer.effect(VehiclesRepository, overSql(operations))

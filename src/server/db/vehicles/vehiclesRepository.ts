import { RepositoryOverSql } from "../shared/repository"
import { findKeptAnswer, keepAnswer, waitForTurn } from "../shared/idempotencyKeys"
import { readRequestorContext } from "../shared/storedReports"
import { insertVehicleReport, readVehicleReport } from "./storedVehicleReports"
import { readVehicleData } from "./vehicleData"

export type { NewVehicleReport, StoredVehicleReport } from "./storedVehicleReports"
export type { ClaimRow, VehicleRow } from "./vehicleData"

/** Where vehicle reports are read from and stored (document 3 section 8). */
export type VehiclesRepositoryShape = VehiclesRepository["Service"]

export class VehiclesRepository extends RepositoryOverSql<VehiclesRepository>()("portal/VehiclesRepository", {
  /** Every policy term the VIN was on and its claims. */
  readVehicleData,
  /** The requestor's company names, as a report shows them. */
  readRequestorContext,
  insertVehicleReport,
  readVehicleReport,
  /** The first answer an Idempotency-Key got, and keeping it, one call with a key at a time. */
  waitForTurn,
  findKeptAnswer,
  keepAnswer
}) {}

export const layerVehiclesRepository = VehiclesRepository.layer

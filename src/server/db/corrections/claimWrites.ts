import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/** The claim's at-fault percentage, and its first-party driver's. */
export const setClaimAtFault = (claimId: number, atFaultPercentage: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE claim SET at_fault_percentage = ${atFaultPercentage} WHERE id = ${claimId}`
    yield* sql`UPDATE claim_first_party SET at_fault_percentage = ${atFaultPercentage} WHERE claim_id = ${claimId}`
  })

export const setClaimVehicle = (claimId: number, vehicleId: number | null) =>
  execute((sql) => sql`UPDATE claim SET policy_vehicle_id = ${vehicleId} WHERE id = ${claimId}`)

export const setClaimVehicleLoss = (claimId: number, vehicleLossId: number | null) =>
  execute((sql) => sql`UPDATE claim SET vehicle_loss_id = ${vehicleLossId} WHERE id = ${claimId}`)

const ensureFirstParty = (claimId: number) =>
  execute((sql) => sql`INSERT INTO claim_first_party (claim_id) VALUES (${claimId}) ON CONFLICT (claim_id) DO NOTHING`)

export const setClaimExcludedDriver = (claimId: number, excluded: boolean | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* ensureFirstParty(claimId)
    yield* sql`UPDATE claim_first_party SET driver_excluded = ${excluded} WHERE claim_id = ${claimId}`
  })

/** The first-party driver and the details the report shows of them, copied from the driver's record; null clears them. */
export const setClaimFirstPartyDriver = (
  claim: { readonly id: number; readonly policyId: number | null },
  driverId: number | null
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* ensureFirstParty(claim.id)
    if (driverId === null) {
      yield* sql`
        UPDATE claim_first_party SET driver_id = NULL, full_name = NULL, licence_number = NULL, jurisdiction_id = NULL,
          date_of_birth = NULL, year_of_birth = NULL, listed_on_policy = NULL
        WHERE claim_id = ${claim.id}`
      return
    }
    yield* sql`
      UPDATE claim_first_party fp SET driver_id = d.id, full_name = d.full_name, licence_number = d.licence_number,
        jurisdiction_id = d.jurisdiction_id, date_of_birth = d.date_of_birth, year_of_birth = d.year_of_birth,
        listed_on_policy = EXISTS (SELECT 1 FROM policy_operator po WHERE po.policy_id = ${claim.policyId} AND po.driver_id = d.id)
      FROM driver d
      WHERE fp.claim_id = ${claim.id} AND d.id = ${driverId}`
  })

/** The claim counts as updated now (the report's last update). */
export const touchClaim = (claimId: number) => execute((sql) => sql`UPDATE claim SET updated_at = now() WHERE id = ${claimId}`)

/** A removed claim is put on hold: no report shows it again. */
export const putClaimOnHold = (claimId: number) =>
  execute((sql) => sql`UPDATE claim SET on_hold = true, updated_at = now() WHERE id = ${claimId}`)

/** A driver's name, as a claim's first-party driver shows it. */
export const driverFullName = (driverId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ fullName: string }>`SELECT full_name FROM driver WHERE id = ${driverId}`
    return row?.fullName
  })

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { allRows, execute, firstRow } from "../shared/statements"

/** A driver's listing on a policy: from `dateAdded`, until `dateDeleted` (exclusive) or still listed. */
export interface Listing {
  readonly dateAdded: string
  readonly dateDeleted: string | null
}

/** Operators added to one policy (from any of its drivers' reports) are added one at a time. */
export const lockPolicy = (policyId: number) => execute((sql) => sql`SELECT id FROM policy WHERE id = ${policyId} FOR UPDATE`)

/** The driver the bureau's data holds under this licence, if any. */
export const driverByLicence = (licence: string, jurisdictionId: number) =>
  firstRow(
    (sql) => sql<{ id: number; fullName: string; dateOfBirth: string | null; yearOfBirth: number | null }>`
      SELECT id, full_name, date_of_birth::text AS date_of_birth, year_of_birth FROM driver
      WHERE licence_number = ${licence} AND jurisdiction_id = ${jurisdictionId}`
  )

/** A driver new to the bureau's data (no address known yet). */
export interface NewDriver {
  readonly licenceNumber: string
  readonly jurisdictionId: number
  readonly fullName: string
  readonly dateOfBirth: string | null
  readonly yearOfBirth: number | null
  readonly genderId: number | null
  readonly maritalStatusId: number | null
  readonly albertaGridLevel: string | null
  readonly albertaGridIndicator: string | null
}

/** Inserts the driver, or answers the one another correction created meanwhile under the same licence. */
export const insertDriver = (driver: NewDriver) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO driver (licence_number, jurisdiction_id, full_name, full_address, date_of_birth, year_of_birth, gender_id,
        marital_status_id, alberta_grid_level, alberta_grid_indicator)
      VALUES (${driver.licenceNumber}, ${driver.jurisdictionId}, ${driver.fullName}, '', ${driver.dateOfBirth}::date,
        ${driver.yearOfBirth}, ${driver.genderId}, ${driver.maritalStatusId}, ${driver.albertaGridLevel},
        ${driver.albertaGridIndicator})
      ON CONFLICT (licence_number, jurisdiction_id) DO NOTHING
      RETURNING id`
    if (row) return row.id
    const existing = yield* driverByLicence(driver.licenceNumber, driver.jurisdictionId)
    return existing!.id
  })

/** Every listing of the driver on the policy, ended or not. */
export const driverListings = (policyId: number, driverId: number) =>
  allRows(
    (sql) =>
      sql<Listing>`
      SELECT date_added::text AS date_added, date_deleted::text AS date_deleted
      FROM policy_operator WHERE policy_id = ${policyId} AND driver_id = ${driverId}`
  )

/** Lists the driver on the policy, on one vehicle with an operator type; the policy's terms count as updated. */
export const insertListing = (input: {
  readonly policyId: number
  readonly driverId: number
  readonly relationshipId: number | null
  readonly listing: Listing
  readonly vehicleId: number
  readonly operatorTypeId: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [operator] = yield* sql<{ id: number }>`
      INSERT INTO policy_operator (policy_id, driver_id, relationship_id, date_added, date_deleted)
      VALUES (${input.policyId}, ${input.driverId}, ${input.relationshipId}, ${input.listing.dateAdded}::date,
        ${input.listing.dateDeleted}::date)
      RETURNING id`
    yield* sql`
      INSERT INTO policy_operator_vehicle (policy_operator_id, policy_vehicle_id, operator_type_id)
      VALUES (${operator!.id}, ${input.vehicleId}, ${input.operatorTypeId})`
    yield* sql`UPDATE policy_term SET updated_at = now() WHERE policy_id = ${input.policyId}`
  })

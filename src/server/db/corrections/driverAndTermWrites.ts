import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The driver's columns a correction writes. */
export type DriverColumn =
  | "fullName"
  | "fullAddress"
  | "dateOfBirth"
  | "yearOfBirth"
  | "genderId"
  | "maritalStatusId"
  | "driverTrainingId"
  | "yearsLicensed"
  | "albertaGridRatingDate"

/** The driver's corrected fields, by column. */
export type DriverUpdate = Partial<Record<DriverColumn, string | number | null>>

export const updateDriver = (driverId: number, update: DriverUpdate) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE driver SET ${sql.update(update)}, updated_at = now() WHERE id = ${driverId}`
  })

/** A term's status and cancellation date. */
export const updateTermStatus = (
  termId: number,
  status: { readonly statusId: number; readonly cancellationDate: string | null; readonly isCancelled: boolean }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE policy_term SET status_id = ${status.statusId}, cancellation_date = ${status.cancellationDate}::date,
        is_cancelled = ${status.isCancelled}, updated_at = now()
      WHERE id = ${termId}`
  })

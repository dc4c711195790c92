import { execute } from "../shared/statements"

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
  execute((sql) => sql`UPDATE driver SET ${sql.update(update)}, updated_at = now() WHERE id = ${driverId}`)

/** A term's status and cancellation date. */
export const updateTermStatus = (
  termId: number,
  status: { readonly statusId: number; readonly cancellationDate: string | null; readonly isCancelled: boolean }
) =>
  execute(
    (sql) => sql`
      UPDATE policy_term SET status_id = ${status.statusId}, cancellation_date = ${status.cancellationDate}::date,
        is_cancelled = ${status.isCancelled}, updated_at = now()
      WHERE id = ${termId}`
  )

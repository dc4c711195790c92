import { Effect } from "effect"
import { allRows, firstRow } from "../shared/statements"
import type { DriverRef } from "./driverPlan"

/** Whether a driver with this licence number is stored, in any jurisdiction. */
export const hasDriverWithLicence = (licenceNumber: string) =>
  Effect.map(
    firstRow(
      (sql) =>
        sql<{ count: number }>`
      SELECT count(*)::int AS count FROM driver WHERE licence_number = ${licenceNumber}`
    ),
    (present) => present!.count > 0
  )

/** The stored driver's id, by licence number and jurisdiction. */
export const findDriverId = (ref: DriverRef) =>
  Effect.map(
    firstRow(
      (sql) =>
        sql<{ id: number }>`
      SELECT d.id FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE d.licence_number = ${ref.licenceNumber} AND j.jurisdiction_code = ${ref.jurisdiction}`
    ),
    (driver) => driver?.id
  )

/** The ids of the stored drivers holding these licence numbers, by licence number. */
export const driverIdsByLicence = (licenceNumbers: ReadonlyArray<string>) =>
  Effect.map(
    allRows(
      (sql) =>
        sql<{ id: number; licenceNumber: string }>`
      SELECT id, licence_number FROM driver WHERE licence_number = ANY(${licenceNumbers}::text[])`
    ),
    (named) => new Map(named.map((d) => [d.licenceNumber, d.id]))
  )

/** The ids of the first `limit` drivers (by id) holding none of these licence numbers. */
export const otherDriverIds = (licenceNumbers: ReadonlyArray<string>, limit: number) =>
  Effect.map(
    allRows(
      (sql) =>
        sql<{ id: number }>`
      SELECT id FROM driver WHERE licence_number <> ALL(${licenceNumbers}::text[])
      ORDER BY id LIMIT ${limit}`
    ),
    (others) => others.map((d) => d.id)
  )

import { migration } from "./ddl"

/**
 * Report snapshots are written once and read back whole, never queried inside: json keeps the
 * text as sent, where jsonb spent more on decomposing each report (tens of kilobytes) than the
 * report took to build.
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE driver_report ALTER COLUMN snapshot TYPE json USING snapshot::json`
})

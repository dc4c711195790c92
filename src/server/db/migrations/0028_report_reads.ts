import { actorColumns, migration } from "./ddl"

/**
 * Reads of stored driver reports (ASVS 8.3.5): each opening of a report (by id, from report history
 * or from a 90-day row) and each PDF link asked for, with who, when and from which organization and
 * company, recorded as a generation is. The usage report keeps counting generations only.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE driver_report_read (
      id bigserial PRIMARY KEY,
      driver_report_id integer NOT NULL REFERENCES driver_report (id),
      ${actorColumns("reader")},
      kind text NOT NULL CHECK (kind IN ('open', 'pdf')),
      ninety_days_data_correction_id integer,
      read_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX driver_report_read_report ON driver_report_read (driver_report_id, read_at DESC)`
})

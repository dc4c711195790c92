import { actorColumns, employerDateIndexes, migration, reportPdfColumns } from "./ddl"

/** Stored vehicle reports (counted for the usage report like driver reports) and their PDF files. */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE vehicle_report (
      id serial PRIMARY KEY,
      vin text NOT NULL,
      ${actorColumns("requestor")},
      unit_id integer REFERENCES unit (id),
      report_date timestamptz NOT NULL,
      snapshot jsonb NOT NULL
    )`
  yield* employerDateIndexes(sql, "vehicle_report", "report_date")
  yield* sql`
    CREATE TABLE vehicle_report_pdf (
      ${reportPdfColumns("vehicle_report")},
      expires_at timestamptz NOT NULL
    )`
})

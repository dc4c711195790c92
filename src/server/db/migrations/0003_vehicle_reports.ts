import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** Stored vehicle reports (counted for the usage report like driver reports) and their PDF files. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE vehicle_report (
      id serial PRIMARY KEY,
      vin text NOT NULL,
      requestor_user_id integer NOT NULL REFERENCES portal_user (id),
      requestor_name text NOT NULL,
      organization_id integer NOT NULL REFERENCES organization (id),
      reporting_company_id integer REFERENCES reporting_company (id),
      unit_id integer REFERENCES unit (id),
      report_date timestamptz NOT NULL,
      snapshot jsonb NOT NULL
    )`
  yield* sql`CREATE INDEX vehicle_report_company_date ON vehicle_report (reporting_company_id, report_date DESC)`
  yield* sql`CREATE INDEX vehicle_report_organization_date ON vehicle_report (organization_id, report_date DESC)`
  yield* sql`
    CREATE TABLE vehicle_report_pdf (
      id uuid PRIMARY KEY,
      report_id integer NOT NULL REFERENCES vehicle_report (id),
      language text NOT NULL CHECK (language IN ('en', 'fr')),
      bytes bytea NOT NULL,
      created_by integer NOT NULL REFERENCES portal_user (id),
      expires_at timestamptz NOT NULL
    )`
})

import { migration } from "./ddl"

/**
 * The system named in the audit: a report or SDC file a machine client made carries its client id
 * beside the account it called as (requestor_user_id, uploaded_by_user_id); null when a person made it.
 * Security events are log lines, which name the client as actorClient. The usage report counts per
 * client too: its indexes hold the column, so the count still reads the index alone (migration 0019).
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE driver_report ADD COLUMN machine_client_id text`
  yield* sql`ALTER TABLE vehicle_report ADD COLUMN machine_client_id text`
  yield* sql`ALTER TABLE sdc_file ADD COLUMN machine_client_id text`
  yield* sql`DROP INDEX driver_report_usage`
  yield* sql`CREATE INDEX driver_report_usage ON driver_report (reporting_company_id, report_date)
    INCLUDE (organization_id, unit_id, requestor_user_id, machine_client_id) WHERE NOT from_correction`
  yield* sql`DROP INDEX vehicle_report_usage`
  yield* sql`CREATE INDEX vehicle_report_usage ON vehicle_report (reporting_company_id, report_date)
    INCLUDE (organization_id, unit_id, requestor_user_id, machine_client_id)`
})

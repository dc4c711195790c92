import { migration } from "./ddl"

/**
 * The usage report counts the reports of a date range per requestor, company and unit: indexes by
 * company and date that hold those columns, so the count reads the index alone. Working copies from
 * corrections are not counted, and not indexed.
 */
export default migration(function* (sql) {
  yield* sql`CREATE INDEX driver_report_usage ON driver_report (reporting_company_id, report_date)
    INCLUDE (organization_id, unit_id, requestor_user_id) WHERE NOT from_correction`
  yield* sql`CREATE INDEX vehicle_report_usage ON vehicle_report (reporting_company_id, report_date)
    INCLUDE (organization_id, unit_id, requestor_user_id)`
})

import { employerColumns, migration } from "./ddl"

/**
 * Company profile (document 2): the addresses correction mail goes to become records a company
 * administrator keeps (notification recipients), taken from the companies' lists; unit names,
 * options' years, domains and recipients are unique among a company's enabled items.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE notification_recipient (
      id serial PRIMARY KEY,
      ${employerColumns},
      email text NOT NULL,
      is_disabled boolean NOT NULL DEFAULT false
    )`
  yield* sql`
    CREATE UNIQUE INDEX notification_recipient_live
    ON notification_recipient (organization_id, coalesce(reporting_company_id, 0), lower(email)) WHERE NOT is_disabled`
  yield* sql`
    INSERT INTO notification_recipient (organization_id, reporting_company_id, email)
    SELECT DISTINCT c.organization_id, c.id, e.email
    FROM reporting_company c CROSS JOIN LATERAL unnest(c.notification_emails) AS e (email)
    WHERE trim(e.email) <> ''`
  yield* sql`ALTER TABLE reporting_company DROP COLUMN notification_emails`
  yield* sql`CREATE INDEX unit_owner ON unit (organization_id, reporting_company_id)`
  yield* sql`CREATE INDEX portal_user_unit ON portal_user (unit_id) WHERE unit_id IS NOT NULL`
  yield* sql`CREATE INDEX user_driver_report_option_option ON user_driver_report_option (driver_report_option_id)`
})

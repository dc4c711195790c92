import { actorColumns, bilingualColumns, employerColumns, employerDateIndexes, migration } from "./ddl"

/**
 * Data correction (document 3): the audit of every corrected field (the correction report), the
 * 90-day rows of reports whose driver's data changed, the companies' notification recipients and
 * the mail outbox used when no SMTP server is set.
 */
export default migration(function* (sql) {
  // One record per corrected field; names and values are kept in both languages as they were shown.
  yield* sql`
    CREATE TABLE data_correction (
      id serial PRIMARY KEY,
      corrected_at timestamptz NOT NULL DEFAULT now(),
      ${actorColumns("corrector")},
      driver_id integer NOT NULL REFERENCES driver (id),
      field_id integer NOT NULL,
      ${bilingualColumns("field_name")},
      old_value_en text,
      old_value_fr text,
      new_value_en text,
      new_value_fr text,
      dln text NOT NULL,
      policy_number text,
      policy_effective_date date,
      claim_number text,
      accident_date date
    )`
  yield* sql`CREATE INDEX data_correction_date ON data_correction (corrected_at DESC)`
  yield* sql`CREATE INDEX data_correction_company_date ON data_correction (reporting_company_id, corrected_at DESC)`
  yield* sql`CREATE INDEX data_correction_driver_date ON data_correction (driver_id, corrected_at DESC)`

  // A report whose driver's data changed within 90 days of it; one open (not reviewed) row per report.
  yield* sql`
    CREATE TABLE ninety_days_data_correction (
      id serial PRIMARY KEY,
      report_id integer NOT NULL REFERENCES driver_report (id),
      ${employerColumns},
      unit_id integer REFERENCES unit (id),
      change_date timestamptz NOT NULL,
      field_ids integer[] NOT NULL,
      reviewed_by_user_id integer REFERENCES portal_user (id),
      reviewed_by_name text,
      reviewed_at timestamptz
    )`
  yield* sql`CREATE UNIQUE INDEX ninety_days_open_report ON ninety_days_data_correction (report_id) WHERE reviewed_at IS NULL`
  yield* employerDateIndexes(sql, "ninety_days_data_correction", "change_date", "ninety_days")

  // Who a company tells when its reports' data is corrected (company profile, document 2).
  yield* sql`ALTER TABLE reporting_company ADD COLUMN notification_emails text[] NOT NULL DEFAULT '{}'`

  // Mail kept here (and written to the log) when SMTP_URL is not set; sent_at is set once delivered.
  yield* sql`
    CREATE TABLE mail_outbox (
      id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      recipients text[] NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      sent_at timestamptz
    )`
})

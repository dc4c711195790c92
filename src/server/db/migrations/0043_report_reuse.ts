import { migration } from "./ddl"

/**
 * A company's window for answering a driver report it already pulled instead of a new one
 * (docs/api.md, "The same report is not bought twice"), and the Idempotency-Key of each generation:
 * the first answer a key got, kept 24 hours, so a retried call answers it again.
 */
export default migration(function* (sql) {
  yield* sql`
    ALTER TABLE organization_company_setting
    ADD COLUMN report_reuse text NOT NULL DEFAULT 'sameDay' CHECK (report_reuse IN ('none', 'sameDay', 'hours24'))`
  yield* sql`
    CREATE TABLE idempotency_key (
      user_id integer NOT NULL REFERENCES portal_user (id),
      operation text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      report_id integer NOT NULL,
      reused boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, operation, key)
    )`
  yield* sql`CREATE INDEX idempotency_key_created ON idempotency_key (created_at)`
})

import { migration } from "./ddl"

/**
 * What the mail deliverer keeps per outbox row: when it was written to the log (no SMTP_URL), how
 * many sends were tried, the last failure, and when the row may next be tried: a retry after a
 * failure, or the end of the lease an instance took when it claimed the row for sending.
 */
export default migration(function* (sql) {
  yield* sql`
    ALTER TABLE mail_outbox
      ADD COLUMN logged_at timestamptz,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN last_error text,
      ADD COLUMN next_attempt_at timestamptz`
  yield* sql`CREATE INDEX mail_outbox_pending ON mail_outbox (id) WHERE sent_at IS NULL`
})

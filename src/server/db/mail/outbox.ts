import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/** An outbox row claimed for sending. */
export interface OutboxMail {
  readonly id: number
  readonly recipients: ReadonlyArray<string>
  readonly subject: string
  readonly body: string
  /** Sends tried so far, this one included. */
  readonly attempts: number
}

interface LoggedMail {
  readonly id: number
  readonly recipients: ReadonlyArray<string>
  readonly subject: string
}

/** How long a claimed row stays with the instance that claimed it; past that another may send it. */
const leaseSeconds = 300

const byId = <A extends { readonly id: number }>(rows: ReadonlyArray<A>) => [...rows].sort((a, b) => a.id - b.id)

/**
 * Claims up to `limit` unsent rows that are due, oldest first, for one sender: the rows are locked
 * with SKIP LOCKED so that instances claiming at once take different rows, and leased so that
 * nobody else sends them while this instance does, or until the lease ends if it stops mid-way.
 */
export const claimForSending = (limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OutboxMail>`
      UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, recipients, subject, body, attempts`
    return byId(rows)
  })

/** Sent: a body that carries a secret (an invitation's link) is not kept past this point. */
export const markSent = (id: number) =>
  execute(
    (sql) => sql`
      UPDATE mail_outbox SET sent_at = now(), last_error = NULL, next_attempt_at = NULL,
        body = CASE WHEN body_is_secret THEN '' ELSE body END
      WHERE id = ${id}`
  )

/** Keeps the failure and hands the row back for a later try. */
export const markFailed = (id: number, error: string, retryInSeconds: number) =>
  execute(
    (sql) => sql`
      UPDATE mail_outbox SET last_error = ${error.slice(0, 2000)},
        next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
      WHERE id = ${id}`
  )

/**
 * Without a mail server: takes up to `limit` rows never written to the log and marks them logged,
 * in one statement, so that each is logged once by one instance. They stay unsent.
 */
export const claimForLog = (limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<LoggedMail>`
      UPDATE mail_outbox SET logged_at = now()
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND logged_at IS NULL
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, recipients, subject`
    return byId(rows)
  })

/** Queues a notice without a secret to one recipient: its body stays in the outbox once sent. */
export const queueNotice = (mail: { readonly to: string; readonly subject: string; readonly body: string }) =>
  execute(
    (sql) => sql`INSERT INTO mail_outbox (recipients, subject, body) VALUES (${[mail.to]}::text[], ${mail.subject}, ${mail.body})`
  )

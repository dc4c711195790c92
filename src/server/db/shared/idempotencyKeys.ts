import { execute, maybeFirstRow } from "./statements"

/**
 * Waits, until the transaction ends, for any other generation holding the same name (a company's
 * driver, an account's Idempotency-Key): two at once make one report. A statement of its own, so that
 * the next statement's snapshot sees what the other one stored.
 */
export const waitForTurn = (name: string) => execute((sql) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`)

/** An Idempotency-Key of one account on one operation. */
export interface KeyOf {
  readonly userId: number
  readonly operation: string
  readonly key: string
}

export interface KeptAnswer {
  readonly requestHash: string
  readonly reportId: number
  readonly reused: boolean
}

/** The answer kept for a key younger than `hours`. */
export const findKeptAnswer = (key: KeyOf, hours: number) =>
  maybeFirstRow(
    (sql) => sql<KeptAnswer>`
      SELECT k.request_hash, k.report_id, k.reused
      FROM idempotency_key k
      WHERE k.user_id = ${key.userId} AND k.operation = ${key.operation} AND k.key = ${key.key}
        AND k.created_at > now() - make_interval(hours => ${hours})`
  )

/** Keeps the answer a key got (taking the place of an expired one), and drops the account's expired keys. */
export const keepAnswer = (key: KeyOf, answer: KeptAnswer, hours: number) =>
  execute(
    (sql) => sql`
      WITH expired AS (
        DELETE FROM idempotency_key
        WHERE user_id = ${key.userId} AND created_at <= now() - make_interval(hours => ${hours}) AND key <> ${key.key})
      INSERT INTO idempotency_key (user_id, operation, key, request_hash, report_id, reused)
      VALUES (${key.userId}, ${key.operation}, ${key.key}, ${answer.requestHash}, ${answer.reportId}, ${answer.reused})
      ON CONFLICT (user_id, operation, key) DO UPDATE SET request_hash = excluded.request_hash,
        report_id = excluded.report_id, reused = excluded.reused, created_at = now()`
  )

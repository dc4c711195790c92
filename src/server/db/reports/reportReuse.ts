import { Effect } from "effect"
import { execute, firstRow } from "../shared/statements"

/** The first row, or undefined when the statement answers none. */
const maybe = <Row, E, R>(row: Effect.Effect<Row, E, R>) => Effect.map(row, (found): Row | undefined => found)

/** What makes a stored report the same one a company asks for again (src/server/domain/reports/reportReuse.ts). */
export interface ReuseScope {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly jurisdictionCode: string
  readonly licenceNumber: string
  readonly yearsOfData: number | null
  readonly referenceNumber: string | null
}

/** The earliest report date each reuse window takes, as ISO instants; the company's setting picks one. */
export interface ReuseSince {
  readonly sameDay: string
  readonly hours24: string
}

export interface ReusableReport {
  readonly id: number
  readonly reportDate: string
}

/**
 * The newest report the company pulled on this driver with these years of data and reference number
 * since its window began (its setting, migration 0043; same day when it has none), unless the driver's
 * data was corrected after it or it was made by a correction.
 */
export const findReusableReport = (scope: ReuseScope, since: ReuseSince) =>
  maybe(
    firstRow(
      (sql) => sql<ReusableReport>`
      WITH setting AS MATERIALIZED (
        SELECT coalesce((SELECT s.report_reuse FROM organization_company_setting s
          WHERE s.organization_id = ${scope.organizationId}
            AND coalesce(s.reporting_company_id, 0) = coalesce(${scope.reportingCompanyId}::int, 0)), 'sameDay') AS reuse
      )
      SELECT r.id, to_char(r.report_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS report_date
      FROM setting, driver_report r
      WHERE setting.reuse <> 'none'
        AND r.driver_id = (SELECT d.id FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
          WHERE d.licence_number = ${scope.licenceNumber} AND j.jurisdiction_code = ${scope.jurisdictionCode})
        AND r.report_date >= (CASE setting.reuse WHEN 'hours24' THEN ${since.hours24} ELSE ${since.sameDay} END)::timestamptz
        AND r.organization_id = ${scope.organizationId}
        AND r.reporting_company_id IS NOT DISTINCT FROM ${scope.reportingCompanyId}::int
        AND r.years_of_data IS NOT DISTINCT FROM ${scope.yearsOfData}::int
        AND r.reference_number IS NOT DISTINCT FROM ${scope.referenceNumber}::text
        AND NOT r.from_correction
        AND NOT EXISTS (SELECT 1 FROM data_correction c WHERE c.driver_id = r.driver_id AND c.corrected_at > r.report_date)
      ORDER BY r.report_date DESC
      LIMIT 1`
    )
  )

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
  maybe(
    firstRow(
      (sql) => sql<KeptAnswer>`
      SELECT k.request_hash, k.report_id, k.reused
      FROM idempotency_key k
      WHERE k.user_id = ${key.userId} AND k.operation = ${key.operation} AND k.key = ${key.key}
        AND k.created_at > now() - make_interval(hours => ${hours})`
    )
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

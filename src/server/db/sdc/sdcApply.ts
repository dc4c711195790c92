import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { correctionFieldIds } from "../../../api/corrections/correctionFields"
import { SdcFileStatusId } from "../../../api/sdc/schemas"
import { ninetyDays } from "../../shared/ninetyDays"
import { allLines, betweenSteps, inSteps, overLines, type LineRanges } from "./lineRanges"
import { dropStagedRows, emptyStagingIfOnly, isUniqueViolation, uniqueConstraint } from "./sdcStaging"

/**
 * The checks of a file's staged rows against the data and each other (docs/sdc-format.md,
 * "References"), and the changes that apply it. Each statement works on a range of the file's lines
 * at once: `$1` is the file, `$2` the sending company, `$3` and `$4` the lines after and through
 * which it works (the whole file in one range on PostgreSQL, bounded steps on the embedded database).
 */

/** The staged row `s` lies in the range of lines a statement works on. */
const inRange = `s.line > $3 AND s.line <= $4`

/** A kind of staged row, its record and transaction: `PA` a policy added, `CD` a claim deleted. */
type RowKind = `${"P" | "O" | "C"}${"A" | "C" | "D"}`

/** A statement over the staged rows of some kinds: a file with none of them (a file of additions has no deletions) skips it. */
interface OverKinds {
  readonly kinds: ReadonlyArray<RowKind>
  readonly statement: string
}

const allKinds: ReadonlyArray<RowKind> = ["PA", "PC", "PD", "OA", "OC", "OD", "CA", "CC", "CD"]

/** The kinds of row a file holds, a range of its lines at a time. */
const stagedKinds = (fileId: number, ranges: LineRanges) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const kinds = new Set<string>()
    yield* overLines(ranges, 0, yield* lastStagedLine(fileId), (after, through) =>
      sql<{ kind: string }>`
        SELECT DISTINCT record || txn AS kind FROM sdc_staging
        WHERE file_id = ${fileId} AND line > ${after} AND line <= ${through}`.pipe(
        Effect.map((rows) => rows.forEach((row) => kinds.add(row.kind)))
      )
    )
    return (statement: OverKinds) => statement.kinds.some((kind) => kinds.has(kind))
  })

const policyTerm = `SELECT 1 FROM policy p JOIN policy_term t ON t.policy_id = p.id
  WHERE p.reporting_company_id = $2 AND p.policy_number = s.policy_number AND t.effective_date = s.effective_date`
const companyPolicy = `SELECT 1 FROM policy p WHERE p.reporting_company_id = $2 AND p.policy_number = s.policy_number`
const policyAdded = `SELECT 1 FROM sdc_staging a
  WHERE a.file_id = $1 AND a.record = 'P' AND a.txn = 'A' AND a.policy_number = s.policy_number`
const operator = `SELECT 1 FROM policy p JOIN policy_operator po ON po.policy_id = p.id JOIN driver d ON d.id = po.driver_id
  WHERE p.reporting_company_id = $2 AND p.policy_number = s.policy_number AND d.licence_number = s.licence_number
    AND d.jurisdiction_id = s.jurisdiction_id AND po.date_added = s.date_added`
const knownDriver = `SELECT 1 FROM driver d WHERE d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id`
const driverAdded = `SELECT 1 FROM sdc_staging a WHERE a.file_id = $1 AND a.record = 'O' AND a.txn = 'A'
  AND a.licence_number = s.licence_number AND a.jurisdiction_id = s.jurisdiction_id`
const claim = `SELECT 1 FROM claim c JOIN driver d ON d.id = c.driver_id
  WHERE c.reporting_company_id = $2 AND c.claim_number = s.claim_number AND d.licence_number = s.licence_number
    AND d.jurisdiction_id = s.jurisdiction_id`

const check = (kinds: ReadonlyArray<RowKind>, where: string, column: string, value: string, reason: string): OverKinds => ({
  kinds,
  statement: `
  SELECT s.line, '${column}' AS column_name, ${value} AS value, '${reason}' AS reason
  FROM sdc_staging s WHERE s.file_id = $1 AND ${inRange} AND ${where}`
})

/** Every check, each one statement; a row may fail more than one. (A key twice in the file is refused as it is staged.) */
const referenceChecks = [
  check(
    ["PA"],
    `s.record = 'P' AND s.txn = 'A' AND EXISTS (${policyTerm})`,
    "effective_date",
    "s.effective_date::text",
    "RECORD_EXISTS"
  ),
  check(
    ["PC", "PD"],
    `s.record = 'P' AND s.txn <> 'A' AND NOT EXISTS (${policyTerm})`,
    "effective_date",
    "s.effective_date::text",
    "RECORD_NOT_FOUND"
  ),
  check(
    ["OA", "OC", "OD", "CA"],
    `(s.record = 'O' OR (s.record = 'C' AND s.txn = 'A')) AND NOT EXISTS (${companyPolicy}) AND NOT EXISTS (${policyAdded})`,
    "policy_number",
    "s.policy_number",
    "POLICY_NOT_FOUND"
  ),
  check(["OA"], `s.record = 'O' AND s.txn = 'A' AND EXISTS (${operator})`, "date_added", "s.date_added::text", "RECORD_EXISTS"),
  check(
    ["OC", "OD"],
    `s.record = 'O' AND s.txn <> 'A' AND EXISTS (${companyPolicy}) AND NOT EXISTS (${operator})`,
    "date_added",
    "s.date_added::text",
    "RECORD_NOT_FOUND"
  ),
  check(
    ["CA"],
    `s.record = 'C' AND s.txn = 'A' AND NOT EXISTS (${knownDriver}) AND NOT EXISTS (${driverAdded})`,
    "licence_number",
    "s.licence_number",
    "DRIVER_NOT_FOUND"
  ),
  check(["CA"], `s.record = 'C' AND s.txn = 'A' AND EXISTS (${claim})`, "claim_number", "s.claim_number", "RECORD_EXISTS"),
  check(
    ["CC", "CD"],
    `s.record = 'C' AND s.txn <> 'A' AND NOT EXISTS (${claim} AND c.policy_number = s.policy_number)`,
    "claim_number",
    "s.claim_number",
    "RECORD_NOT_FOUND"
  )
]

/**
 * Runs the checks, keeping at most `room` errors (the first lines of each check, in order); answers
 * how many errors there were in all. `between` runs after each range of lines (the file's sign of life).
 */
export const checkReferences = <E, R>(
  fileId: number,
  reportingCompanyId: number,
  room: number,
  ranges: LineRanges,
  between: Effect.Effect<void, E, R>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const last = yield* lastStagedLine(fileId)
    const held = yield* stagedKinds(fileId, ranges)
    let total = 0
    for (const { statement: found } of referenceChecks.filter(held))
      yield* overLines(
        ranges,
        0,
        last,
        (after, through) =>
          Effect.gen(function* () {
            const left = Math.max(0, room - total)
            const rows = yield* sql.unsafe<{ total: number }>(
              `WITH bad AS (${found}),
              kept AS (
                INSERT INTO sdc_error (file_id, line, column_name, value, reason)
                SELECT $1, line, column_name, coalesce(value, ''), reason FROM bad ORDER BY line LIMIT ${left}
                RETURNING 1)
            SELECT (SELECT count(*) FROM bad)::int AS total, (SELECT count(*) FROM kept)::int AS kept`,
              [fileId, reportingCompanyId, after, through]
            )
            total += rows[0]?.total ?? 0
          }),
        between
      )
    return total
  })

const fieldOf = correctionFieldIds

/** The drivers a file touches, each with the field ids of the 90-day list its change stands for. */
const touchedDrivers = `
  SELECT DISTINCT driver_id, field_id FROM (
    SELECT po.driver_id, ${fieldOf.policyStatus} AS field_id
    FROM sdc_staging s
    JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
    JOIN policy_operator po ON po.policy_id = p.id
    WHERE s.file_id = $1 AND ${inRange} AND s.record = 'P'
    UNION ALL
    SELECT d.id, ${fieldOf.operatorAdded}
    FROM sdc_staging s JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
    WHERE s.file_id = $1 AND ${inRange} AND s.record = 'O'
    UNION ALL
    SELECT d.id, CASE s.txn WHEN 'A' THEN ${fieldOf.claimAdded} WHEN 'D' THEN ${fieldOf.claimRemoved} ELSE ${fieldOf.firstPartyFaultDegree} END
    FROM sdc_staging s JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
    WHERE s.file_id = $1 AND ${inRange} AND s.record = 'C') touched`

/**
 * The 90-day rows (document 3): each report of the last 90 days on a driver whose data the file
 * changes gets a row for its company, or its open row takes the new fields. (The file itself is the
 * record of the change: no correction audit rows, so a stored report's PDF stays as it was.)
 */
const ninetyDayRows = `
  WITH touched AS MATERIALIZED (${touchedDrivers}),
  flagged AS MATERIALIZED (
    SELECT r.id AS report_id, array_agg(DISTINCT t.field_id ORDER BY t.field_id) AS field_ids
    FROM touched t JOIN driver_report r ON r.driver_id = t.driver_id
    WHERE r.report_date > now() - interval '${ninetyDays} days' AND r.report_date <= now() AND NOT r.from_correction
    GROUP BY r.id),
  merged AS (
    UPDATE ninety_days_data_correction n SET change_date = now(),
      field_ids = (SELECT array_agg(DISTINCT f ORDER BY f) FROM unnest(n.field_ids || fl.field_ids) AS f)
    FROM flagged fl WHERE n.report_id = fl.report_id AND n.reviewed_at IS NULL
    RETURNING n.report_id)
  INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids)
  SELECT r.id, r.organization_id, r.reporting_company_id, r.unit_id, now(), fl.field_ids
  FROM flagged fl JOIN driver_report r ON r.id = fl.report_id
  WHERE NOT EXISTS (SELECT 1 FROM ninety_days_data_correction n WHERE n.report_id = r.id AND n.reviewed_at IS NULL)`

const matchedOperators = `
  SELECT po.id, s.relationship_id, s.date_deleted, s.txn FROM sdc_staging s
  JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
  JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
  JOIN policy_operator po ON po.policy_id = p.id AND po.driver_id = d.id AND po.date_added = s.date_added
  WHERE s.file_id = $1 AND ${inRange} AND s.record = 'O'`

const matchedClaims = `
  SELECT c.id, s.date_of_loss, s.claim_status, s.at_fault, s.txn FROM sdc_staging s
  JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
  JOIN claim c ON c.reporting_company_id = $2 AND c.claim_number = s.claim_number AND c.driver_id = d.id
    AND c.policy_number = s.policy_number
  WHERE s.file_id = $1 AND ${inRange} AND s.record = 'C'`

/** The changes, in an order where every reference a row makes exists when it is written. */
const changes: ReadonlyArray<OverKinds> = [
  { kinds: allKinds, statement: ninetyDayRows },
  {
    kinds: ["OA"],
    statement: `INSERT INTO driver (licence_number, jurisdiction_id, full_name, full_address, date_of_birth, year_of_birth, gender_id)
   SELECT DISTINCT ON (s.licence_number, s.jurisdiction_id) s.licence_number, s.jurisdiction_id, s.driver_name,
     s.driver_address, s.date_of_birth, extract(year FROM s.date_of_birth)::int, s.gender_id
   FROM sdc_staging s
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'O' AND s.txn = 'A' AND NOT EXISTS (${knownDriver})
   ORDER BY s.licence_number, s.jurisdiction_id, s.line
   ON CONFLICT (licence_number, jurisdiction_id) DO NOTHING`
  },
  {
    kinds: ["PA"],
    statement: `INSERT INTO policy (reporting_company_id, policy_number, holder_name, holder_address)
   SELECT DISTINCT ON (s.policy_number) $2, s.policy_number, s.holder_name, s.holder_address
   FROM sdc_staging s WHERE s.file_id = $1 AND ${inRange} AND s.record = 'P' AND s.txn = 'A'
   ORDER BY s.policy_number, s.line
   ON CONFLICT (reporting_company_id, policy_number) DO NOTHING`
  },
  {
    kinds: ["PC"],
    statement: `UPDATE policy p SET holder_name = s.holder_name, holder_address = s.holder_address
   FROM (SELECT DISTINCT ON (policy_number) policy_number, holder_name, holder_address FROM sdc_staging
     WHERE file_id = $1 AND line > $3 AND line <= $4 AND record = 'P' AND txn = 'C' ORDER BY policy_number, line DESC) s
   WHERE p.reporting_company_id = $2 AND p.policy_number = s.policy_number`
  },
  {
    kinds: ["PC"],
    statement: `UPDATE policy_term t SET expiry_date = s.expiry_date, status_id = s.policy_status_id,
     cancellation_date = s.cancellation_date, is_cancelled = s.cancellation_date IS NOT NULL, updated_at = now()
   FROM sdc_staging s JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'P' AND s.txn = 'C' AND t.policy_id = p.id AND t.effective_date = s.effective_date`
  },
  {
    kinds: ["PD"],
    statement: `DELETE FROM policy_term t USING sdc_staging s, policy p
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'P' AND s.txn = 'D' AND p.reporting_company_id = $2
     AND p.policy_number = s.policy_number AND t.policy_id = p.id AND t.effective_date = s.effective_date`
  },
  {
    kinds: ["PA"],
    statement: `INSERT INTO policy_term (policy_id, effective_date, expiry_date, cancellation_date, is_cancelled, status_id)
   SELECT p.id, s.effective_date, s.expiry_date, s.cancellation_date, s.cancellation_date IS NOT NULL, s.policy_status_id
   FROM sdc_staging s JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'P' AND s.txn = 'A'`
  },
  {
    kinds: ["OD"],
    statement: `DELETE FROM policy_operator_vehicle WHERE policy_operator_id IN (SELECT id FROM (${matchedOperators}) m WHERE txn = 'D')`
  },
  {
    kinds: ["OD"],
    statement: `DELETE FROM policy_operator WHERE id IN (SELECT id FROM (${matchedOperators}) m WHERE txn = 'D')`
  },
  {
    kinds: ["OC"],
    statement: `UPDATE policy_operator po SET relationship_id = m.relationship_id, date_deleted = m.date_deleted
   FROM (${matchedOperators}) m WHERE m.txn = 'C' AND po.id = m.id`
  },
  {
    kinds: ["OA"],
    statement: `INSERT INTO policy_operator (policy_id, driver_id, relationship_id, date_added, date_deleted)
   SELECT p.id, d.id, s.relationship_id, s.date_added, s.date_deleted
   FROM sdc_staging s
   JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
   JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'O' AND s.txn = 'A'`
  },
  ...["claim_loss", "claim_first_party", "claim_third_party"].map((table): OverKinds => ({
    kinds: ["CD"],
    statement: `DELETE FROM ${table} WHERE claim_id IN (SELECT id FROM (${matchedClaims}) m WHERE txn = 'D')`
  })),
  {
    kinds: ["CD"],
    statement: `DELETE FROM claim WHERE id IN (SELECT id FROM (${matchedClaims}) m WHERE txn = 'D')`
  },
  {
    kinds: ["CC"],
    statement: `UPDATE claim c SET date_of_loss = m.date_of_loss, status = m.claim_status, at_fault_percentage = m.at_fault, updated_at = now()
   FROM (${matchedClaims}) m WHERE m.txn = 'C' AND c.id = m.id`
  },
  {
    kinds: ["CA"],
    statement: `INSERT INTO claim (driver_id, reporting_company_id, policy_id, policy_number, claim_number, date_of_loss, status,
     at_fault_percentage, involvement_code)
   SELECT d.id, $2, p.id, s.policy_number, s.claim_number, s.date_of_loss, s.claim_status, s.at_fault, 'F'
   FROM sdc_staging s
   JOIN policy p ON p.reporting_company_id = $2 AND p.policy_number = s.policy_number
   JOIN driver d ON d.licence_number = s.licence_number AND d.jurisdiction_id = s.jurisdiction_id
   WHERE s.file_id = $1 AND ${inRange} AND s.record = 'C' AND s.txn = 'A'`
  }
]

/** The last line staged for a file (0 when none). */
const lastStagedLine = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ last: number | null }>`SELECT max(line) AS last FROM sdc_staging WHERE file_id = ${fileId}`
    return rows[0]?.last ?? 0
  })

/** What came of applying a file. */
export type Applied =
  | "accepted"
  /** The sweep of stale files rejected it meanwhile: nothing changed. */
  | "taken"
  /** The same content of the company was accepted meanwhile: nothing changed. */
  | "duplicate"
  /** A record it adds was added meanwhile (a unique key refused it): nothing changed; the checks tell which. */
  | "recordExists"

const accept = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The moment it was applied, not when its transaction began.
    yield* sql`
      UPDATE sdc_file SET status_id = ${SdcFileStatusId.accepted}, completed_at = clock_timestamp(), error_count = 0,
        apply_step = NULL, apply_after_line = NULL
      WHERE id = ${fileId}`
  })

/**
 * Applies the staged file in one transaction (PostgreSQL): the 90-day rows, every change, the file
 * accepted and its staged rows gone. Other requests read the data as it was until it commits.
 */
export const applyInOneTransaction = (fileId: number, reportingCompanyId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const params = [fileId, reportingCompanyId, 0, allLines]
    const outcome = sql.withTransaction(
      Effect.gen(function* () {
        // The row stays locked until the end: the sweep of stale files waits, then finds it no longer in progress.
        const mine = yield* sql<{ id: number }>`
          UPDATE sdc_file SET heartbeat_at = now() WHERE id = ${fileId} AND status_id = ${SdcFileStatusId.processing} RETURNING id`
        if (mine.length === 0) return "taken" as const
        const held = yield* stagedKinds(fileId, { bounded: false })
        for (const { statement } of changes.filter(held)) yield* sql.unsafe(statement, params)
        yield* accept(fileId)
        yield* sql`DELETE FROM sdc_staging WHERE file_id = ${fileId}`
        return "accepted" as const
      })
    )
    return yield* outcome.pipe(
      Effect.catchIf(isUniqueViolation, (error) =>
        Effect.succeed(
          uniqueConstraint(error) === "sdc_file_accepted_content" ? ("duplicate" as const) : ("recordExists" as const)
        )
      )
    )
  })

/**
 * Applies the staged file in bounded steps (the embedded database), each change over a range of lines
 * in a transaction of its own that also records how far the file got. The company's other files wait
 * (one file of a company is processing at a time); a server stopped midway finishes the file at its
 * next start from where it stood (resumeApply), so that a file whose checks passed is applied whole.
 */
export const applyInSteps = (fileId: number, reportingCompanyId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [cursor] = yield* sql<{ applyStep: number; applyAfterLine: number }>`
      UPDATE sdc_file SET apply_step = coalesce(apply_step, 0), apply_after_line = coalesce(apply_after_line, 0),
        heartbeat_at = now()
      WHERE id = ${fileId} AND status_id = ${SdcFileStatusId.processing}
      RETURNING apply_step, apply_after_line`
    if (cursor === undefined) return "taken" as const
    const last = yield* lastStagedLine(fileId)
    const held = yield* stagedKinds(fileId, inSteps)
    for (let step = cursor.applyStep; step < changes.length; step++) {
      if (!held(changes[step]!)) continue
      yield* overLines(inSteps, step === cursor.applyStep ? cursor.applyAfterLine : 0, last, (after, through) =>
        Effect.gen(function* () {
          yield* sql.unsafe(changes[step]!.statement, [fileId, reportingCompanyId, after, through])
          yield* sql`
            UPDATE sdc_file SET apply_step = ${step}, apply_after_line = ${through}, heartbeat_at = now() WHERE id = ${fileId}`
        })
      )
    }
    // Gone before the file is accepted, so that its completion is the end of its work.
    if (!(yield* emptyStagingIfOnly(fileId))) yield* dropStagedRows(fileId)
    yield* accept(fileId)
    yield* refreshStatistics
    return "accepted" as const
  })

/**
 * The tables a file writes, for the planner's figures. The driver's name expressions are left out
 * (an explicit column list skips them): costly to sample, and a file hardly changes their spread.
 */
const analyzedAfterApply = ["driver (id, licence_number, jurisdiction_id)", "policy", "policy_term", "policy_operator", "claim"]

/**
 * The embedded database has no autovacuum to refresh the planner's figures: after a file they are
 * taken again, one table a statement, the requests being answered first between two. Left as they
 * were, every query of the portal would be planned for tables a fraction of their size.
 */
const refreshStatistics = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const table of analyzedAfterApply) {
    yield* sql.unsafe(`ANALYZE ${table}`)
    yield* betweenSteps
  }
})

/** The files whose apply in steps began and did not end (a server stopped midway), to be finished. */
export const filesBeingApplied = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<{ id: number; reportingCompanyId: number; fileName: string }>`
    SELECT id, reporting_company_id, file_name FROM sdc_file
    WHERE status_id = ${SdcFileStatusId.processing} AND apply_step IS NOT NULL ORDER BY id`
})

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError } from "effect/sql/SqlError"
import { SdcFileStatusId } from "../../../api/sdc/schemas"
import type { StagedBatch, StagedError } from "./stagedRow"
import { inSteps, overLines } from "./lineRanges"

/** Who sends a file, for which company, under what name and type. */
export interface NewSdcFile {
  readonly uploadId: string | null
  readonly fileName: string
  readonly fileTypeId: number
  readonly organizationId: number
  readonly reportingCompanyId: number
  readonly userId: number
  readonly userName: string
  /** The machine client that sent it as the user, if a system did. */
  readonly machineClientId?: string | null
}

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => isSqlError(error) && error.reason._tag === "UniqueViolation"

/** The unique index that refused a write. */
export const uniqueConstraint = (error: unknown) =>
  isSqlError(error) && error.reason._tag === "UniqueViolation" ? error.reason.constraint : undefined

/** A new file, received; undefined when its upload id was used before. */
export const createSdcFile = (file: NewSdcFile) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number }>`
      INSERT INTO sdc_file (upload_id, file_name, file_type_id, status_id, organization_id, reporting_company_id,
        uploaded_by_user_id, uploaded_by_name, machine_client_id)
      VALUES (${file.uploadId}::uuid, ${file.fileName}, ${file.fileTypeId}, ${SdcFileStatusId.received}, ${file.organizationId},
        ${file.reportingCompanyId}, ${file.userId}, ${file.userName}, ${file.machineClientId ?? null})
      RETURNING id`.pipe(Effect.catchIf(isUniqueViolation, () => Effect.succeed([])))
    return rows[0]?.id
  })

/** The code of a reporting company and its organization. */
export const findReportingCompany = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number; code: string; organizationId: number }>`
      SELECT id, code, organization_id FROM reporting_company WHERE id = ${id}`
    return rows[0]
  })

/** Jurisdiction ids by code. */
export const readJurisdictionIds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id: number; code: string }>`SELECT id, jurisdiction_code AS code FROM jurisdiction`
  return new Map(rows.map((r) => [r.code.toUpperCase(), r.id] as const))
})

const stagingColumns = [
  ["line", "int"],
  ["record", "text"],
  ["txn", "text"],
  ["policy_number", "text"],
  ["effective_date", "date"],
  ["expiry_date", "date"],
  ["policy_status_id", "int"],
  ["cancellation_date", "date"],
  ["holder_name", "text"],
  ["holder_address", "text"],
  ["licence_number", "text"],
  ["jurisdiction_id", "int"],
  ["driver_name", "text"],
  ["driver_address", "text"],
  ["date_of_birth", "date"],
  ["gender_id", "int"],
  ["relationship_id", "int"],
  ["date_added", "date"],
  ["date_deleted", "date"],
  ["claim_number", "text"],
  ["date_of_loss", "date"],
  ["claim_status", "text"],
  ["at_fault", "int"]
] as const

const columnList = stagingColumns.map(([name]) => name).join(", ")
// Each column is an array literal, the batch's columns one bytes parameter ($2) with where each starts ($3): stagedBatch.
const columnArrays = stagingColumns
  .map(([, type], index) => {
    const [start, end] = [`($3::int[])[${index + 1}]`, `($3::int[])[${index + 2}]`]
    return `convert_from(substring($2::bytea FROM ${start} + 1 FOR ${end} - ${start}), 'UTF8')::${type}[]`
  })
  .join(", ")
/**
 * The batch staged in line order; a row whose record key an earlier row of the file has (the
 * staging's unique key) is left out and answered as a DUPLICATE_KEY error, at most `$4` of them kept.
 * Its commit does not wait for the WAL flush: a batch lost in a crash is of a file then rejected as
 * interrupted, and the file's taking into processing (a commit that waits) flushes every batch before it.
 */
const stageStatement = `
  WITH batch AS (SELECT * FROM unnest(${columnArrays}) AS b(${columnList})),
  staged AS (
    INSERT INTO sdc_staging (file_id, ${columnList})
    SELECT $1, * FROM batch ORDER BY line
    ON CONFLICT DO NOTHING
    RETURNING line),
  repeated AS (SELECT * FROM batch b WHERE NOT EXISTS (SELECT 1 FROM staged s WHERE s.line = b.line)),
  kept AS (
    INSERT INTO sdc_error (file_id, line, column_name, value, reason)
    SELECT $1, line,
      CASE record WHEN 'P' THEN 'effective_date' WHEN 'O' THEN 'date_added' ELSE 'claim_number' END,
      coalesce(CASE record WHEN 'P' THEN effective_date::text WHEN 'O' THEN date_added::text ELSE claim_number END, ''),
      'DUPLICATE_KEY'
    FROM repeated ORDER BY line LIMIT $4
    RETURNING 1)
  SELECT (SELECT count(*) FROM repeated)::int AS repeated, (SELECT count(*) FROM kept)::int AS kept
  FROM (SELECT set_config('synchronous_commit', 'off', true)) unflushed`

/**
 * One batch of checked rows, as one statement with the batch's columns as one parameter; answers how many
 * rows repeated an earlier row's key (refused) and how many of those errors were kept (at most `room`).
 */
export const stageRows = (fileId: number, batch: StagedBatch, room: number) =>
  Effect.gen(function* () {
    if (batch.size === 0) return { repeated: 0, kept: 0 }
    const sql = yield* SqlClient.SqlClient
    const [counts] = yield* sql.unsafe<{ repeated: number; kept: number }>(stageStatement, [
      fileId,
      batch.columns,
      batch.bounds,
      room
    ])
    return counts ?? { repeated: 0, kept: 0 }
  })

/**
 * How far a file being received is, and a sign of life; false when the file is no longer received
 * (the sweep of stale files took it: the upload is to stop).
 */
export const recordProgress = (fileId: number, rows: number, bytes: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const updated = yield* sql<{ id: number }>`
      UPDATE sdc_file SET row_count = ${rows}, bytes_received = ${bytes}, heartbeat_at = now()
      WHERE id = ${fileId} AND status_id = ${SdcFileStatusId.received} RETURNING id`
    return updated.length > 0
  })

/**
 * Rows read; from now on the file's references are checked and it is applied: "mine". "busy" while
 * another file of the company is processing (one at a time: the checks of each see the data the
 * other left), "taken" when the sweep took it.
 */
export const markProcessing = (fileId: number, progress: { rows: number; bytes: number; sha256: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const updated = yield* sql<{ id: number }>`
      UPDATE sdc_file SET status_id = ${SdcFileStatusId.processing}, row_count = ${progress.rows},
        bytes_received = ${progress.bytes}, content_sha256 = ${progress.sha256}, heartbeat_at = now()
      WHERE id = ${fileId} AND status_id = ${SdcFileStatusId.received} RETURNING id`.pipe(
      Effect.catchIf(
        (error) => uniqueConstraint(error) === "sdc_file_company_processing",
        () => Effect.succeed("busy" as const)
      )
    )
    if (updated === "busy") return updated
    if (updated.length === 0) return "taken" as const
    // The checks and the changes join the staged rows with the data: the planner is to know how many there are.
    yield* sql`ANALYZE sdc_staging`
    return "mine" as const
  })

export const heartbeat = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sdc_file SET heartbeat_at = now() WHERE id = ${fileId}`
  })

/** The company's accepted file with this content, if any. */
export const findAcceptedContent = (reportingCompanyId: number, sha256: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number }>`
      SELECT id FROM sdc_file
      WHERE reporting_company_id = ${reportingCompanyId} AND content_sha256 = ${sha256} AND status_id = ${SdcFileStatusId.accepted}`
    return rows[0]?.id
  })

/** Errors found while reading, kept for the error report. */
export const insertErrors = (fileId: number, errors: ReadonlyArray<StagedError>) =>
  Effect.gen(function* () {
    if (errors.length === 0) return
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO sdc_error (file_id, line, column_name, value, reason)
      SELECT ${fileId}, * FROM unnest(${errors.map((e) => e.line)}::int[], ${errors.map((e) => e.column)}::text[],
        ${errors.map((e) => e.value)}::text[], ${errors.map((e) => e.reason)}::text[])`
  })

/** The file rejected: its counts and digest, its staged rows gone. */
export const markRejected = (
  fileId: number,
  outcome: { rows: number; bytes: number; errorCount: number; sha256: string | null; duplicateOf?: number }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sdc_file SET status_id = ${SdcFileStatusId.rejected}, completed_at = now(), heartbeat_at = now(),
        row_count = greatest(row_count, ${outcome.rows}), bytes_received = greatest(bytes_received, ${outcome.bytes}), error_count = ${outcome.errorCount},
        content_sha256 = coalesce(${outcome.sha256}, content_sha256), duplicate_of = ${outcome.duplicateOf ?? null}
      WHERE id = ${fileId}`
    yield* dropStagedRows(fileId)
  })

/**
 * Empties the staging table at once when no other file has rows there (the embedded database, where
 * statements take turns on one connection, so none can come between the look and the emptying):
 * deleting a million rows takes seconds, and with no autovacuum their space would stay taken.
 * Answers whether it did; if not, the file's rows are to be dropped a range at a time.
 */
export const emptyStagingIfOnly = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const [others] = yield* sql<{ found: boolean }>`
          SELECT EXISTS (SELECT 1 FROM sdc_staging WHERE file_id < ${fileId})
            OR EXISTS (SELECT 1 FROM sdc_staging WHERE file_id > ${fileId}) AS found`
        if (others?.found !== false) return false
        yield* sql`TRUNCATE sdc_staging`
        return true
      })
    )
  })

/** A file's staged rows removed, a range of lines at a time (docs/sdc-format.md, "Large files"). */
export const dropStagedRows = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [range] = yield* sql<{ first: number | null; last: number | null }>`
      SELECT min(line) AS first, max(line) AS last FROM sdc_staging WHERE file_id = ${fileId}`
    if (range?.first == null || range.last == null) return
    yield* overLines(
      inSteps,
      range.first - 1,
      range.last,
      (after, through) => sql`DELETE FROM sdc_staging WHERE file_id = ${fileId} AND line > ${after} AND line <= ${through}`
    )
  })

/**
 * A file whose upload stopped midway (the caller went away): rejected as interrupted unless it already
 * has its outcome or its apply in steps began (that goes on to the end).
 */
export const rejectInterrupted = (fileId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const taken = yield* sql<{ id: number }>`
      UPDATE sdc_file SET status_id = ${SdcFileStatusId.rejected}, completed_at = now(), error_count = error_count + 1
      WHERE id = ${fileId} AND status_id IN (${SdcFileStatusId.received}, ${SdcFileStatusId.processing})
        AND apply_step IS NULL
      RETURNING id`
    if (taken.length === 0) return
    yield* sql`INSERT INTO sdc_error (file_id, line, column_name, value, reason) VALUES (${fileId}, 0, '', '', 'INTERRUPTED')`
    yield* dropStagedRows(fileId)
  })

/**
 * Files whose reader stopped (the upload cut off, the server killed): received or processing with no
 * sign of life for `staleSeconds` (any age when 0), rejected as interrupted, their staged rows removed.
 * A file being applied holds its row locked, so it is passed over here; one whose apply in steps began
 * is finished, not taken (sdcApply.ts, applyInSteps). `orphans` also removes staged
 * rows of files no longer in progress (left by a crash after their outcome), at startup. Answers the files taken.
 */
export const sweepStaleFiles = (staleSeconds: number, orphans: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const swept = yield* sql<{ id: number; fileName: string; reportingCompanyId: number }>`
      UPDATE sdc_file SET status_id = ${SdcFileStatusId.rejected}, completed_at = now(), error_count = error_count + 1
      WHERE id IN (
        SELECT id FROM sdc_file
        WHERE status_id IN (${SdcFileStatusId.received}, ${SdcFileStatusId.processing}) AND apply_step IS NULL
          AND heartbeat_at <= now() - make_interval(secs => ${staleSeconds})
        -- A file being applied holds its row: passed over at once, never waited for (the wait would hold a
        -- connection other requests' statements share).
        FOR UPDATE SKIP LOCKED)
      RETURNING id, file_name, reporting_company_id`
    if (swept.length > 0) {
      const ids = swept.map((s) => s.id)
      yield* sql`
        INSERT INTO sdc_error (file_id, line, column_name, value, reason)
        SELECT id, 0, '', '', 'INTERRUPTED' FROM unnest(${ids}::int[]) AS id`
      // A range at a time, as everywhere: a swept file may have staged a million rows.
      for (const id of ids) yield* dropStagedRows(id)
    }
    if (orphans)
      yield* sql`
        DELETE FROM sdc_staging s WHERE NOT EXISTS (
          SELECT 1 FROM sdc_file f WHERE f.id = s.file_id AND f.status_id IN (${SdcFileStatusId.received}, ${SdcFileStatusId.processing}))`
    return swept
  })

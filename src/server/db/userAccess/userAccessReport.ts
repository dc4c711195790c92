import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ReportScope } from "../shared/reportScope"
import { accountMatches, allOf, inPlace } from "../shared/filterClauses"
import { employedIn, type ListedUserColumns } from "../users"
import { allRows } from "../shared/statements"

/** An entry of user_access_history that changes access; functionId for a function granted or removed. */
export interface AccessEvent {
  readonly event: string
  readonly functionId: number | null
}

/** Filters of the report the database applies: everything but the status and function held on the day. */
export interface AccessCandidateFilter {
  readonly scope: ReportScope
  readonly id: number | null
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly userId: string | null
  readonly userName: string | null
  /** The end of the as-of day (exclusive). */
  readonly until: Date
}

/** A user who existed at the end of the day: the access held now and the changes of access recorded since. */
export interface AccessCandidate {
  readonly id: number
  readonly isDisabled: boolean
  readonly functionIds: ReadonlyArray<number>
  readonly later: ReadonlyArray<AccessEvent>
}

/**
 * When the account was created: its "created" history entry, else the row itself (accounts older than
 * their history, such as the demo world's, carry their creation in the history only).
 */
const createdAt = (sql: SqlClient.SqlClient) => sql`COALESCE(
  (SELECT min(c.occurred_at) FROM user_access_history c WHERE c.user_id = u.id AND c.event = 'created'), u.created_at)`

/** When the account was deleted, if it was. */
const deletedAt = (sql: SqlClient.SqlClient) => sql`COALESCE(u.deleted_at,
  (SELECT min(d.occurred_at) FROM user_access_history d WHERE d.user_id = u.id AND d.event = 'deleted'))`

/** Users in scope matching the filters who existed at the end of the day, by last then first name. */
export const readAccessCandidates = (filter: AccessCandidateFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const until = filter.until.toISOString()
    const where = allOf(sql, [
      employedIn(sql, { companyIds: [...filter.scope.companyIds], organizationIds: [...filter.scope.organizationIds] }),
      filter.id !== null && sql`u.id = ${filter.id}`,
      ...inPlace(sql, "u", filter),
      ...accountMatches(sql, "u", filter),
      sql`${createdAt(sql)} < ${until}`,
      sql`(u.deleted_at IS NULL OR ${deletedAt(sql)} >= ${until})`
    ])
    const rows = yield* sql<{
      id: number
      isDisabled: boolean
      functionIds: ReadonlyArray<number>
      later: ReadonlyArray<{ event: string; functionId: number | null }>
    }>`
      SELECT u.id, u.is_disabled,
        ARRAY(SELECT DISTINCT f.function_id FROM user_function f WHERE f.user_id = u.id) AS function_ids,
        COALESCE((
          SELECT json_agg(json_build_object('event', h.event, 'functionId', (h.detail->>'functionId')::int)
            ORDER BY h.occurred_at, h.id)
          FROM user_access_history h
          WHERE h.user_id = u.id AND h.occurred_at >= ${until}
            AND h.event IN ('functionGranted', 'functionRemoved', 'enabled', 'disabled')
        ), '[]'::json) AS later
      FROM portal_user u
      WHERE ${where}
      ORDER BY lower(u.last_name), lower(u.first_name), u.id`
    return rows.map((r): AccessCandidate => ({
      id: r.id,
      isDisabled: r.isDisabled,
      functionIds: r.functionIds.map(Number),
      later: r.later.map((e) => ({ event: e.event, functionId: e.functionId ?? null }))
    }))
  })

/** What a row shows of a user besides their access: names, employer, creation and last login before the day ended. */
export interface AccessUserRecord extends ListedUserColumns {
  readonly createdDate: Date
  readonly lastLoginDate: Date | null
}

export const readAccessUsers = (ids: ReadonlyArray<number>, until: Date) =>
  Effect.gen(function* () {
    if (ids.length === 0) return [] as ReadonlyArray<AccessUserRecord>
    const sql = yield* SqlClient.SqlClient
    const end = until.toISOString()
    return yield* sql<AccessUserRecord>`
      SELECT u.id, u.user_id, u.first_name, u.middle_name, u.last_name,
        u.organization_id, o.name_en AS organization_en, o.name_fr AS organization_fr,
        u.reporting_company_id, c.name_en AS company_en, c.name_fr AS company_fr,
        ${createdAt(sql)} AS created_date,
        CASE WHEN u.last_login < ${end} THEN u.last_login ELSE (
          SELECT max(s.occurred_at) FROM user_access_history s
          WHERE s.user_id = u.id AND s.event = 'signIn' AND s.occurred_at < ${end}) END AS last_login_date
      FROM portal_user u
      JOIN organization o ON o.id = u.organization_id
      LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
      WHERE u.id = ANY(${[...ids]}::int[])`
  })

export interface ChangeRecord {
  readonly changeDate: Date
  readonly administratorFirstName: string | null
  readonly administratorLastName: string | null
  readonly descriptionEn: string
  readonly descriptionFr: string
}

/** The changes of a user's account recorded before the day ended (entries with a description), newest first. */
export const readChanges = (userId: number, until: Date) =>
  allRows(
    (sql) =>
      sql<ChangeRecord>`
      SELECT h.occurred_at AS change_date, a.first_name AS administrator_first_name,
        a.last_name AS administrator_last_name, h.description_en, h.description_fr
      FROM user_access_history h
      LEFT JOIN portal_user a ON a.id = h.changed_by
      WHERE h.user_id = ${userId} AND h.occurred_at < ${until.toISOString()}
        AND h.description_en IS NOT NULL AND h.description_fr IS NOT NULL
      ORDER BY h.occurred_at DESC, h.id DESC`
  )

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { UserStatusFilter } from "../../../api/users/schemas"
import { jsonColumn } from "../shared/jsonColumn"
import { pageWindow, type SearchPage } from "../shared/searchPage"
import { accountMatches, allOf, inPlace, type AccountFilter, type PlaceFilter } from "../shared/filterClauses"
import { employedIn, type EmployerScope, type ListedUserColumns } from "../users"

export type { EmployerScope } from "../users"

/** The unpaged search stops at this many rows; the count stays the true count. */
const maxUserSearchRows = 10_000

export interface UserSearchFilter extends PlaceFilter, AccountFilter {
  readonly scope: EmployerScope
  readonly unitId: number | null
  readonly status: UserStatusFilter
  readonly page: SearchPage
}

export interface UserSearchRecord extends ListedUserColumns {
  readonly isDisabled: boolean
  readonly unitId: number | null
  readonly unitEn: string | null
  readonly unitFr: string | null
}

/** Live users in scope matching the filters, by last then first name, with the true count. */
export const searchUsers = (filter: UserSearchFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = allOf(sql, [
      sql`u.deleted_at IS NULL`,
      employedIn(sql, filter.scope),
      ...inPlace(sql, "u", filter),
      filter.status === 1 && sql`NOT u.is_disabled`,
      filter.status === 2 && sql`u.is_disabled`,
      ...accountMatches(sql, "u", filter)
    ])
    const { limit, offset } = pageWindow(filter.page, maxUserSearchRows)
    // One statement, one pass over the users in scope: the count and the page both read the matches.
    const [answer] = yield* sql<{ count: number; data: ReadonlyArray<UserSearchRecord> | string }>`
      WITH matching AS MATERIALIZED (
        SELECT u.id, lower(u.last_name) AS last_key, lower(u.first_name) AS first_key
        FROM portal_user u WHERE ${where}
      )
      SELECT (SELECT count(*)::int FROM matching) AS count,
        coalesce((SELECT json_agg(json_build_object(
            'id', u.id, 'userId', u.user_id, 'firstName', u.first_name, 'middleName', u.middle_name,
            'lastName', u.last_name, 'isDisabled', u.is_disabled, 'organizationId', u.organization_id,
            'organizationEn', o.name_en, 'organizationFr', o.name_fr, 'reportingCompanyId', u.reporting_company_id,
            'companyEn', c.name_en, 'companyFr', c.name_fr, 'unitId', u.unit_id, 'unitEn', n.name_en, 'unitFr', n.name_fr)
            ORDER BY page.last_key, page.first_key, page.id)
          FROM (SELECT * FROM matching ORDER BY last_key, first_key, id LIMIT ${limit} OFFSET ${offset}) page
          JOIN portal_user u ON u.id = page.id
          JOIN organization o ON o.id = u.organization_id
          LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
          LEFT JOIN unit n ON n.id = u.unit_id), '[]') AS data`
    return { count: answer!.count, data: jsonColumn(answer!.data) }
  })

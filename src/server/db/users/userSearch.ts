import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { UserStatusFilter } from "../../../api/users/schemas"
import { pageWindow, type SearchPage } from "../shared/searchPage"

/** The unpaged search stops at this many rows; the count stays the true count. */
const maxUserSearchRows = 10_000

/** Employers an administrator manages: companies, and organizations without separate companies. */
export interface EmployerScope {
  readonly companyIds: ReadonlyArray<number>
  readonly organizationIds: ReadonlyArray<number>
}

export interface UserSearchFilter {
  readonly scope: EmployerScope
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly status: UserStatusFilter
  readonly userId: string | null
  readonly userName: string | null
  readonly page: SearchPage
}

export interface UserSearchRecord {
  readonly id: number
  readonly userId: string
  readonly firstName: string
  readonly middleName: string | null
  readonly lastName: string
  readonly isDisabled: boolean
  readonly organizationId: number
  readonly organizationEn: string
  readonly organizationFr: string
  readonly reportingCompanyId: number | null
  readonly companyEn: string | null
  readonly companyFr: string | null
  readonly unitId: number | null
  readonly unitEn: string | null
  readonly unitFr: string | null
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Users employed within the scope; one side alone when the other is empty, so the employer index applies. */
const employedIn = (sql: SqlClient.SqlClient, scope: EmployerScope) => {
  const companies = sql`u.reporting_company_id = ANY(${[...scope.companyIds]}::int[])`
  const organizations = sql`(u.reporting_company_id IS NULL AND u.organization_id = ANY(${[...scope.organizationIds]}::int[]))`
  if (scope.organizationIds.length === 0) return companies
  if (scope.companyIds.length === 0) return organizations
  return sql`(${companies} OR ${organizations})`
}

/** Live users in scope matching the filters, by last then first name, with the true count. */
export const searchUsers = (filter: UserSearchFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = sql.and(
      [
        sql`u.deleted_at IS NULL`,
        employedIn(sql, filter.scope),
        filter.organizationId !== null && sql`u.organization_id = ${filter.organizationId}`,
        filter.reportingCompanyId !== null && sql`u.reporting_company_id = ${filter.reportingCompanyId}`,
        filter.unitId !== null && sql`u.unit_id = ${filter.unitId}`,
        filter.status === 1 && sql`NOT u.is_disabled`,
        filter.status === 2 && sql`u.is_disabled`,
        filter.userId !== null && sql`lower(u.user_id) LIKE lower(${contains(filter.userId)})`,
        filter.userName !== null && sql`u.name_key LIKE portal_search_key(${contains(filter.userName)})`
      ].filter((clause) => clause !== false)
    )
    const { limit, offset } = pageWindow(filter.page, maxUserSearchRows)
    const [counted, data] = yield* Effect.all(
      [
        sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_user u WHERE ${where}`,
        sql<UserSearchRecord>`
          SELECT u.id, u.user_id, u.first_name, u.middle_name, u.last_name, u.is_disabled,
            u.organization_id, o.name_en AS organization_en, o.name_fr AS organization_fr,
            u.reporting_company_id, c.name_en AS company_en, c.name_fr AS company_fr,
            u.unit_id, n.name_en AS unit_en, n.name_fr AS unit_fr
          FROM (
            SELECT u.id FROM portal_user u WHERE ${where}
            ORDER BY lower(u.last_name), lower(u.first_name), u.id
            LIMIT ${limit} OFFSET ${offset}
          ) page
          JOIN portal_user u ON u.id = page.id
          JOIN organization o ON o.id = u.organization_id
          LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
          LEFT JOIN unit n ON n.id = u.unit_id
          ORDER BY lower(u.last_name), lower(u.first_name), u.id`
      ],
      { concurrency: "unbounded" }
    )
    return { count: counted[0]!.count, data }
  })

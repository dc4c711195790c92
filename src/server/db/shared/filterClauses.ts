import type { SqlClient, Statement } from "effect/sql"
import { likeContains, searchKeyContains } from "./searchText"

/** A search filter's condition, or false when the filter is not set. */
export type Clause = Statement.Fragment | false

/** The conditions of the filters that are set, all to hold. */
export const allOf = (sql: SqlClient.SqlClient, clauses: ReadonlyArray<Clause>) =>
  sql.and(clauses.filter((clause) => clause !== false))

/** Where a searched row was filed: an organization, a company and a unit, each when the search names one. */
export interface PlaceFilter {
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly unitId?: number | null
}

/** Rows (of the table aliased `rows`) filed under the organization, company and unit the search names. */
export const inPlace = (sql: SqlClient.SqlClient, rows: string, filter: PlaceFilter): Array<Clause> => {
  const table = sql(rows)
  const unitId = filter.unitId ?? null
  return [
    filter.organizationId !== null && sql`${table}.organization_id = ${filter.organizationId}`,
    filter.reportingCompanyId !== null && sql`${table}.reporting_company_id = ${filter.reportingCompanyId}`,
    unitId !== null && sql`${table}.unit_id = ${unitId}`
  ]
}

/** A search of accounts by User ID and by name, each when given. */
export interface AccountFilter {
  readonly userId: string | null
  readonly userName: string | null
}

/** Accounts (of portal_user aliased `users`) whose User ID contains the text in any case, and whose name's search key contains the name's. */
export const accountMatches = (sql: SqlClient.SqlClient, users: string, filter: AccountFilter): Array<Clause> => {
  const table = sql(users)
  return [
    filter.userId !== null && sql`lower(${table}.user_id) LIKE lower(${likeContains(filter.userId)})`,
    filter.userName !== null && searchKeyContains(sql, sql`${table}.name_key`, filter.userName)
  ]
}

import type { SqlClient, Statement } from "effect/sql"

/** Employers a scope covers: companies, and organizations without separate companies. */
interface Employers {
  readonly companyIds: Iterable<number>
  readonly organizationIds: Iterable<number>
}

/**
 * Rows (of the table aliased `rows`) filed under the scope's companies, and under its organizations with
 * no company: one condition for each side the scope holds.
 */
export const scopeSides = (sql: SqlClient.SqlClient, rows: string, scope: Employers): Array<Statement.Fragment> => {
  const companyIds = [...scope.companyIds]
  const organizationIds = [...scope.organizationIds]
  const table = sql(rows)
  return [
    companyIds.length > 0 && sql`${table}.reporting_company_id = ANY(${companyIds}::int[])`,
    organizationIds.length > 0 &&
      sql`(${table}.reporting_company_id IS NULL AND ${table}.organization_id = ANY(${organizationIds}::int[]))`
  ].filter((side) => side !== false)
}

/** Rows within the scope; one side alone when the other is empty, so the employer index applies. */
export const withinScope = (sql: SqlClient.SqlClient, rows: string, scope: Employers) => {
  const [first, second] = scopeSides(sql, rows, scope)
  if (first === undefined) return sql`false`
  return second === undefined ? first : sql`(${first} OR ${second})`
}

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { UserProfile } from "../../../api/platform/schemas"
import type { PlaceFilter } from "./filterClauses"
import type { SearchPage } from "./searchPage"

/**
 * Where a user may read reports for some functions: the reporting companies they hold for them,
 * and the organizations held directly (bureau, broker and third-party organizations have no companies).
 */
export interface ReportScope {
  readonly userId: number
  readonly companyIds: ReadonlySet<number>
  readonly organizationIds: ReadonlySet<number>
}

/** The companies and organizations the user holds for any of these functions, within their assigned organizations. */
export const readReportScope = (user: UserProfile, functionIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const grants = yield* sql<{ organizationId: number; reportingCompanyId: number | null }>`
      SELECT organization_id, reporting_company_id FROM user_function
      WHERE user_id = ${user.id} AND ${sql.in("function_id", functionIds)}`
    const assigned = new Set(user.assignedOrganizationsIds)
    const held = grants.filter((g) => assigned.has(g.organizationId))
    const scope: ReportScope = {
      userId: user.id,
      companyIds: new Set(held.flatMap((g) => (g.reportingCompanyId === null ? [] : [g.reportingCompanyId]))),
      organizationIds: new Set(held.flatMap((g) => (g.reportingCompanyId === null ? [g.organizationId] : [])))
    }
    return scope
  })

/** A search of stored reports: those of the scope from a period, filed under the place it names, one page of them. */
export interface ReportSearch extends PlaceFilter {
  readonly scope: ReportScope
  /** Instants: reports from `from` (inclusive) to `until` (exclusive). */
  readonly from: string
  readonly until: string
  readonly unitId: number | null
  readonly page: SearchPage
}

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { allOf, inPlace, type PlaceFilter } from "../shared/filterClauses"
import type { ReportScope } from "../shared/reportScope"
import { inReportScope, requestorMatches } from "./reportHistory"

export interface RequestorNameFilter extends PlaceFilter {
  readonly scope: ReportScope
  readonly name: string
  readonly unitId: number | null
  readonly limit: number
}

/**
 * Names as the reports recorded them, so that a name found here is one the report history's requestor
 * filter finds: the distinct requestor names of the reports in scope that match, alphabetically.
 */
export const searchRequestorNames = (filter: RequestorNameFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = allOf(sql, [inReportScope(sql, filter.scope), requestorMatches(sql, filter.name), ...inPlace(sql, "r", filter)])
    const rows = yield* sql<{ name: string }>`
      SELECT r.requestor_name AS name FROM driver_report r
      WHERE ${where}
      GROUP BY r.requestor_name
      ORDER BY portal_search_key(r.requestor_name), r.requestor_name
      LIMIT ${filter.limit}`
    return rows.map((row) => row.name)
  })

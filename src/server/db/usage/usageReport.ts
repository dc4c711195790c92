import { Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { SortDirection, UsageSortColumn } from "../../../api/usage/schemas"
import { scopeSides } from "../shared/employerScope"
import { accountMatches, allOf, inPlace } from "../shared/filterClauses"
import type { ReportSearch } from "../shared/reportScope"
import { pageWindow } from "../shared/searchPage"

/** The unpaged report (the CSV export) stops at this many rows; the count stays the true count. */
export const maxUsageExport = 100_000

export interface UsageFilter extends ReportSearch {
  readonly userId: string | null
  readonly userName: string | null
  readonly sortColumn: UsageSortColumn
  readonly sortDirection: SortDirection
  readonly language: "en" | "fr"
}

export interface UsageRecord {
  readonly total: number
  readonly organizationId: number | null
  readonly organizationEn: string | null
  readonly organizationFr: string | null
  readonly reportingCompanyId: number | null
  readonly companyEn: string | null
  readonly companyFr: string | null
  readonly unitId: number | null
  readonly unitEn: string | null
  readonly unitFr: string | null
  readonly userId: string | null
  readonly userName: string | null
  readonly numberOfRequest: number | null
  readonly machineClientId?: string | null
}

/**
 * Stored reports counted per requestor (and the machine client that made them as the requestor, if one
 * did) and per organization, company and unit of the report: driver
 * reports but the working copies corrections generate, and vehicle reports. One statement gives the
 * page and the number of rows in all (a row with no page columns when the page is empty).
 */
export const searchUsage = (filter: UsageFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Each side of the scope is its own branch, so that each reads the usage index alone (migration 0019).
    const sides = scopeSides(sql, "r", filter.scope)
    const requestors = allOf(sql, accountMatches(sql, "p", filter))
    const reportsOf = (table: "driver_report" | "vehicle_report", side: Statement.Fragment) =>
      sql`SELECT r.requestor_user_id, r.organization_id, r.reporting_company_id, r.unit_id, r.machine_client_id
        FROM ${sql(table)} r WHERE ${allOf(sql, [
          side,
          sql`r.report_date >= ${filter.from}::timestamptz`,
          sql`r.report_date < ${filter.until}::timestamptz`,
          table === "driver_report" && sql`NOT r.from_correction`,
          ...inPlace(sql, "r", filter),
          (filter.userId !== null || filter.userName !== null) &&
            sql`r.requestor_user_id IN (SELECT p.id FROM portal_user p WHERE ${requestors})`
        ])}`
    const branches = sides.flatMap((side) => [reportsOf("driver_report", side), reportsOf("vehicle_report", side)])
    // Nothing held: a branch that finds nothing keeps the statement's shape.
    const reports =
      branches.length === 0
        ? sql`SELECT r.requestor_user_id, r.organization_id, r.reporting_company_id, r.unit_id, r.machine_client_id
            FROM driver_report r WHERE false`
        : sql.join(" UNION ALL ", false)(branches)
    const name = filter.language === "fr" ? "name_fr" : "name_en"
    const orderBy: Record<UsageSortColumn, string> = {
      organization: `o.${name}`,
      company: `rc.${name}`,
      unit: `u.${name}`,
      userId: "lower(p.user_id)",
      userName: "lower(user_name)",
      numberOfRequest: "c.number_of_request"
    }
    const direction = filter.sortDirection === "desc" ? "DESC" : "ASC"
    // Ties keep one order whatever the column: organization, company, unit, user.
    const order = sql.unsafe(
      `${orderBy[filter.sortColumn]} ${direction} NULLS FIRST, o.${name}, rc.${name} NULLS FIRST, u.${name} NULLS FIRST, lower(p.user_id), c.requestor_user_id, c.machine_client_id NULLS FIRST`
    )
    const { limit, offset } = pageWindow(filter.page, maxUsageExport)
    return yield* sql<UsageRecord>`
      WITH counted AS MATERIALIZED (
        SELECT requestor_user_id, organization_id, reporting_company_id, unit_id, machine_client_id,
          count(*)::int AS number_of_request
        FROM (${reports}) reports
        GROUP BY requestor_user_id, organization_id, reporting_company_id, unit_id, machine_client_id
      ),
      page AS (
        SELECT o.id AS organization_id, o.name_en AS organization_en, o.name_fr AS organization_fr,
          rc.id AS reporting_company_id, rc.name_en AS company_en, rc.name_fr AS company_fr,
          u.id AS unit_id, u.name_en AS unit_en, u.name_fr AS unit_fr,
          p.user_id, user_name, c.number_of_request, c.machine_client_id, row_number() OVER (ORDER BY ${order}) AS position
        FROM counted c
        JOIN portal_user p ON p.id = c.requestor_user_id
        CROSS JOIN LATERAL (SELECT concat_ws(' ', p.first_name, NULLIF(p.middle_name, ''), p.last_name) AS user_name) n
        JOIN organization o ON o.id = c.organization_id
        LEFT JOIN reporting_company rc ON rc.id = c.reporting_company_id
        LEFT JOIN unit u ON u.id = c.unit_id
        ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT (SELECT count(*) FROM counted)::int AS total, page.*
      FROM (SELECT 1) one LEFT JOIN page ON true
      ORDER BY page.position`
  })

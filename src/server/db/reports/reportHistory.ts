import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ReportHistoryRow } from "../../../api/reports/schemas"
import { allOf, inPlace } from "../shared/filterClauses"
import type { ReportScope, ReportSearch } from "../shared/reportScope"
import { pageWindow } from "../shared/searchPage"
import { searchKeyContains } from "../shared/searchText"

/** The unpaged search (the CSV export) stops at this many rows; the count stays the true count. */
export const maxHistoryExport = 100_000

export interface HistoryFilter extends ReportSearch {
  readonly reportRequestor: string | null
  readonly referenceNumber: string | null
  readonly driverLicenseNumber: string | null
  readonly driverName: string | null
}

/** Reports of the companies in scope, or of company-less organizations in scope (alias r). */
export const inReportScope = (sql: SqlClient.SqlClient, scope: ReportScope) =>
  sql`(r.reporting_company_id = ANY(${[...scope.companyIds]}::int[])
    OR (r.reporting_company_id IS NULL AND r.organization_id = ANY(${[...scope.organizationIds]}::int[])))`

/** The requestor filter: the report's requestor name contains the text, case, accents and extra spaces ignored (alias r). */
export const requestorMatches = (sql: SqlClient.SqlClient, text: string) =>
  searchKeyContains(sql, sql`portal_search_key(r.requestor_name)`, text)

/** Reports of the companies in scope, newest first, with the true count of matches. */
export const searchReportHistory = (filter: HistoryFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = allOf(sql, [
      inReportScope(sql, filter.scope),
      sql`r.report_date >= ${filter.from}::timestamptz`,
      sql`r.report_date < ${filter.until}::timestamptz`,
      ...inPlace(sql, "r", filter),
      filter.reportRequestor !== null && requestorMatches(sql, filter.reportRequestor),
      filter.referenceNumber !== null &&
        searchKeyContains(sql, sql`portal_search_key(r.reference_number)`, filter.referenceNumber),
      filter.driverLicenseNumber !== null && sql`r.driver_licence_number = ${filter.driverLicenseNumber}`,
      filter.driverName !== null && searchKeyContains(sql, sql`portal_search_key(r.driver_name)`, filter.driverName)
    ])
    const { limit, offset } = pageWindow(filter.page, maxHistoryExport)
    const [counted, data] = yield* Effect.all(
      [
        sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report r WHERE ${where}`,
        sql<Omit<ReportHistoryRow, "reportDate" | "machineClientId"> & { reportDate: Date; machineClientId: string | null }>`
          SELECT r.id AS report_id, r.report_date, r.iana_timezone, r.reference_number, r.requestor_name AS report_requestor,
            u.name_en AS unit_en, u.name_fr AS unit_fr, o.name_en AS organization_en, o.name_fr AS organization_fr,
            rc.name_en AS company_en, rc.name_fr AS company_fr, r.driver_licence_number AS driver_license_number,
            r.driver_name, r.driver_jurisdiction_code AS license_jurisdiction,
            (SELECT count(*)::int FROM driver_report_read rr WHERE rr.driver_report_id = r.id) AS reads,
            r.machine_client_id
          FROM driver_report r
          JOIN organization o ON o.id = r.organization_id
          LEFT JOIN reporting_company rc ON rc.id = r.reporting_company_id
          LEFT JOIN unit u ON u.id = r.unit_id
          WHERE ${where}
          ORDER BY r.report_date DESC, r.id DESC
          LIMIT ${limit} OFFSET ${offset}`
      ],
      { concurrency: "unbounded" }
    )
    return {
      count: counted[0]!.count,
      data: data.map(({ machineClientId, ...row }): ReportHistoryRow => ({
        ...row,
        reportDate: row.reportDate.toISOString(),
        ...(machineClientId !== null && { machineClientId })
      }))
    }
  })

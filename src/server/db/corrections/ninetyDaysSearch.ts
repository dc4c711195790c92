import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ReviewStatus } from "../../../api/corrections/schemas"
import type { ReportScope } from "../../domain/shared/reportScope"
import { pageWindow, type SearchPage } from "../shared/searchPage"
import { searchKeyContains } from "../shared/searchText"

/** The unpaged search (the CSV export) stops at this many rows, and its count at as many. */
const maxNinetyDaysExport = 100_000

/**
 * A page's count is exact up to this many rows; beyond, the search says "more than" this many. Counting
 * a million rows costs a hundred times the page itself, and nobody pages through a hundred pages.
 */
const ninetyDaysCountLimit = 1_000

interface NinetyDaysFilter {
  readonly scope: ReportScope
  /** Instants: rows changed from `from` (inclusive) to `until` (exclusive); null for no bound. */
  readonly from: string | null
  readonly until: string | null
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly reportRequestor: string | null
  readonly reviewStatus: ReviewStatus
  readonly page: SearchPage
}

/** A 90-day row as read; the changed fields are ids, named by the caller. */
export interface NinetyDaysRecord {
  readonly ninetyDaysDataCorrectionId: number
  readonly reportId: number
  readonly organizationEn: string
  readonly organizationFr: string
  readonly companyEn: string | null
  readonly companyFr: string | null
  readonly reportRequestor: string
  readonly reportDate: Date
  readonly ianaTimezone: string
  readonly changeDate: Date
  readonly referenceNumber: string | null
  readonly driverLicenseNumber: string
  readonly fieldIds: ReadonlyArray<number>
  readonly reviewedBy: string | null
}

/** Rows of the companies (or company-less organizations) in scope; one side alone when the other is empty, so indexes apply. */
const inScope = (sql: SqlClient.SqlClient, scope: ReportScope) => {
  const companies = sql`n.reporting_company_id = ANY(${[...scope.companyIds]}::int[])`
  const organizations = sql`(n.reporting_company_id IS NULL AND n.organization_id = ANY(${[...scope.organizationIds]}::int[]))`
  if (scope.organizationIds.size === 0) return companies
  if (scope.companyIds.size === 0) return organizations
  return sql`(${companies} OR ${organizations})`
}

/**
 * 90-day rows in scope, the unreviewed first, then newest change first, with the count of matches:
 * exact up to the limit (`ninetyDaysCountLimit` for a page), else the limit and `capped`.
 */
export const searchNinetyDays = (filter: NinetyDaysFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = sql.and(
      [
        inScope(sql, filter.scope),
        filter.from !== null && sql`n.change_date >= ${filter.from}::timestamptz`,
        filter.until !== null && sql`n.change_date < ${filter.until}::timestamptz`,
        filter.organizationId !== null && sql`n.organization_id = ${filter.organizationId}`,
        filter.reportingCompanyId !== null && sql`n.reporting_company_id = ${filter.reportingCompanyId}`,
        filter.unitId !== null && sql`n.unit_id = ${filter.unitId}`,
        filter.reviewStatus === 1 && sql`n.reviewed_at IS NOT NULL`,
        filter.reviewStatus === 2 && sql`n.reviewed_at IS NULL`,
        // The report's requestor read row by row, as the rows are walked: a join would key every report ever filed.
        filter.reportRequestor !== null &&
          searchKeyContains(
            sql,
            sql`(SELECT portal_search_key(r.requestor_name) FROM driver_report r WHERE r.id = n.report_id)`,
            filter.reportRequestor
          )
      ].filter((clause) => clause !== false)
    )
    const { limit, offset } = pageWindow(filter.page, maxNinetyDaysExport)
    const countLimit = filter.page === null ? maxNinetyDaysExport : ninetyDaysCountLimit
    // One statement on one connection: the capped count, joined to the page's rows (none when the page is
    // empty). The page's ids come first (unreviewed, then by change date), then the names for those rows alone.
    const rows = yield* sql<{ readonly matched: number; readonly ninetyDaysDataCorrectionId: number | null }>`
      SELECT counted.matched, n.id AS ninety_days_data_correction_id, n.report_id, o.name_en AS organization_en,
        o.name_fr AS organization_fr, rc.name_en AS company_en, rc.name_fr AS company_fr, r.requestor_name AS report_requestor,
        r.report_date, r.iana_timezone, n.change_date, r.reference_number, r.driver_licence_number AS driver_license_number,
        n.field_ids, n.reviewed_by_name AS reviewed_by
      FROM (
        SELECT count(*)::int AS matched
        FROM (SELECT 1 FROM ninety_days_data_correction n WHERE ${where} LIMIT ${countLimit + 1}) matching
      ) counted
      LEFT JOIN (
        SELECT n.id FROM ninety_days_data_correction n WHERE ${where}
        ORDER BY n.reviewed_at IS NULL DESC, n.change_date DESC, n.id DESC
        LIMIT ${limit} OFFSET ${offset}
      ) page ON true
      LEFT JOIN ninety_days_data_correction n ON n.id = page.id
      LEFT JOIN driver_report r ON r.id = n.report_id
      LEFT JOIN organization o ON o.id = n.organization_id
      LEFT JOIN reporting_company rc ON rc.id = n.reporting_company_id
      ORDER BY n.reviewed_at IS NULL DESC, n.change_date DESC, n.id DESC`
    const count = rows[0]?.matched ?? 0
    const data = rows.filter((row): row is typeof row & NinetyDaysRecord => row.ninetyDaysDataCorrectionId !== null)
    return { count: Math.min(count, countLimit), capped: count > countLimit, data }
  })

/** Rows in scope that nobody has reviewed yet. */
export const countUnreviewed = (scope: ReportScope) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ninety_days_data_correction n
      WHERE n.reviewed_at IS NULL AND ${inScope(sql, scope)}`
    return row!.count
  })

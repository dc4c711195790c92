import { Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { ReviewStatus } from "../../../api/corrections/schemas"
import { withinScope } from "../shared/employerScope"
import { inPlace } from "../shared/filterClauses"
import type { ReportScope } from "../shared/reportScope"
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

/** The list's first rows in scope read for a requestor's name before the name's trigram index is asked. */
const requestorWalk = 10_000

/**
 * Rows in scope whose requestor matches (`needed` of them at least, in the list's order, or all).
 * A common name is found within the list's first rows: they are walked in order until `needed` match.
 * A name that few rows carry would walk every row in scope: when the first `requestorWalk` rows hold fewer
 * than `needed` matches (and the scope holds more rows), the trigram index on the row's requestor key
 * finds every match instead, whose cost follows the matches, not the rows. The scope is applied to those
 * matches afterwards (OFFSET 0 keeps it out of the index scan): a generic plan would otherwise read the
 * scope's own index too, every row in scope, to intersect the two.
 */
const byRequestor = (sql: SqlClient.SqlClient, base: Statement.Fragment, requestor: Statement.Fragment, needed: number) => {
  const walk = sql.literal(String(requestorWalk))
  return sql`
    WITH walked AS MATERIALIZED (
      SELECT n.id, n.reviewed_at, n.change_date FROM (
        SELECT n.id, n.reviewed_at, n.change_date, n.requestor_key FROM ninety_days_data_correction n WHERE ${base}
        ORDER BY n.reviewed_at IS NULL DESC, n.change_date DESC, n.id DESC LIMIT ${walk}
      ) n
      WHERE ${requestor} LIMIT ${needed}),
    settled AS MATERIALIZED (
      SELECT (SELECT count(*) FROM walked) >= ${needed}
        OR (SELECT count(*) FROM (SELECT 1 FROM ninety_days_data_correction n WHERE ${base} LIMIT ${walk}) scope) < ${walk} AS yes)
    SELECT id, reviewed_at, change_date FROM walked WHERE (SELECT yes FROM settled)
    UNION ALL
    SELECT n.id, n.reviewed_at, n.change_date FROM (
      SELECT n.* FROM ninety_days_data_correction n WHERE NOT (SELECT yes FROM settled) AND ${requestor} OFFSET 0
    ) n
    WHERE ${base}`
}

/**
 * 90-day rows in scope, the unreviewed first, then newest change first, with the count of matches:
 * exact up to the limit (`ninetyDaysCountLimit` for a page), else the limit and `capped`.
 */
export const searchNinetyDays = (filter: NinetyDaysFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const base = [
      withinScope(sql, "n", filter.scope),
      filter.from !== null && sql`n.change_date >= ${filter.from}::timestamptz`,
      filter.until !== null && sql`n.change_date < ${filter.until}::timestamptz`,
      ...inPlace(sql, "n", filter),
      filter.reviewStatus === 1 && sql`n.reviewed_at IS NOT NULL`,
      filter.reviewStatus === 2 && sql`n.reviewed_at IS NULL`
    ].filter((clause) => clause !== false)
    const { limit, offset } = pageWindow(filter.page, maxNinetyDaysExport)
    const countLimit = filter.page === null ? maxNinetyDaysExport : ninetyDaysCountLimit
    const requestor =
      filter.reportRequestor === null ? null : searchKeyContains(sql, sql`n.requestor_key`, filter.reportRequestor)
    // Walked in order, the rows matching a page's filters are read twice (the count, the page) where they lie;
    // a requestor's matches, found once, are kept for both.
    const materialized = requestor !== null && filter.page !== null
    const matching = materialized
      ? byRequestor(sql, sql.and(base), requestor, Math.max(countLimit + 1, offset + limit))
      : sql`SELECT n.id, n.reviewed_at, n.change_date FROM ninety_days_data_correction n
            WHERE ${sql.and(requestor === null ? base : [...base, requestor])}`
    // One statement on one connection: the capped count, joined to the page's rows (none when the page is
    // empty). The page's ids come first (unreviewed, then by change date), then the names for those rows alone.
    const rows = yield* sql<{ readonly matched: number; readonly ninetyDaysDataCorrectionId: number | null }>`
      WITH matching AS ${materialized ? sql.literal("MATERIALIZED") : sql.literal("NOT MATERIALIZED")} (${matching})
      SELECT counted.matched, n.id AS ninety_days_data_correction_id, n.report_id, o.name_en AS organization_en,
        o.name_fr AS organization_fr, rc.name_en AS company_en, rc.name_fr AS company_fr, r.requestor_name AS report_requestor,
        r.report_date, r.iana_timezone, n.change_date, r.reference_number, r.driver_licence_number AS driver_license_number,
        n.field_ids, n.reviewed_by_name AS reviewed_by
      FROM (
        SELECT count(*)::int AS matched FROM (SELECT 1 FROM matching LIMIT ${countLimit + 1}) counting
      ) counted
      LEFT JOIN (
        SELECT m.id FROM matching m
        ORDER BY m.reviewed_at IS NULL DESC, m.change_date DESC, m.id DESC
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
      WHERE n.reviewed_at IS NULL AND ${withinScope(sql, "n", scope)}`
    return row!.count
  })

import { SqlClient, type Statement } from "effect/sql"
import { execute, firstRow } from "./statements"

/**
 * The 90-day row a driver report is opened or regenerated from: the reports area reads it and marks
 * it reviewed, the corrections area lists it.
 */

interface NinetyDaysOwner {
  readonly id: number
  readonly reportId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly reviewedAt: Date | null
}

/** Whom a 90-day row belongs to: its report and the report's company. */
export const findNinetyDaysRow = (id: number) =>
  firstRow(
    (sql) => sql<NinetyDaysOwner>`
      SELECT id, report_id, organization_id, reporting_company_id, reviewed_at
      FROM ninety_days_data_correction WHERE id = ${id}`
  )

/** Marks the rows meeting the condition reviewed now; the first review of a row stays. */
const markRowsReviewed = (
  rows: (sql: SqlClient.SqlClient) => Statement.Fragment,
  reviewer: { readonly userId: number; readonly name: string }
) =>
  execute(
    (sql) => sql`
      UPDATE ninety_days_data_correction
      SET reviewed_by_user_id = ${reviewer.userId}, reviewed_by_name = ${reviewer.name}, reviewed_at = now()
      WHERE ${rows(sql)} AND reviewed_at IS NULL`
  )

/** The first review of a row stays: regenerating again from a reviewed row changes nothing. */
export const markReviewed = (id: number, reviewer: { readonly userId: number; readonly name: string }) =>
  markRowsReviewed((sql) => sql`id = ${id}`, reviewer)

/** Every row of a report reviewed (the demo world's reports looked at again). */
export const markReportReviewed = (reportId: number, reviewer: { readonly userId: number; readonly name: string }) =>
  markRowsReviewed((sql) => sql`report_id = ${reportId}`, reviewer)

import { maybeFirstRow } from "../shared/statements"

/** What makes a stored report the same one a company asks for again (src/server/domain/reports/reportReuse.ts). */
export interface ReuseScope {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly jurisdictionCode: string
  readonly licenceNumber: string
  readonly yearsOfData: number | null
  readonly referenceNumber: string | null
}

/** The earliest report date each reuse window takes, as ISO instants; the company's setting picks one. */
export interface ReuseSince {
  readonly sameDay: string
  readonly hours24: string
}

export interface ReusableReport {
  readonly id: number
  readonly reportDate: string
}

/**
 * The newest report the company pulled on this driver with these years of data and reference number
 * since its window began (its setting, migration 0043; same day when it has none), unless the driver's
 * data changed after it (a correction, or the driver, a term of a policy they are listed on or one of
 * their claims written since: what the report's lastUpdated reads) or it was made by a correction.
 */
export const findReusableReport = (scope: ReuseScope, since: ReuseSince) =>
  maybeFirstRow(
    (sql) => sql<ReusableReport>`
      WITH setting AS MATERIALIZED (
        SELECT coalesce((SELECT s.report_reuse FROM organization_company_setting s
          WHERE s.organization_id = ${scope.organizationId}
            AND coalesce(s.reporting_company_id, 0) = coalesce(${scope.reportingCompanyId}::int, 0)), 'sameDay') AS reuse
      )
      SELECT r.id, to_char(r.report_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS report_date
      FROM setting, driver_report r
      WHERE setting.reuse <> 'none'
        AND r.driver_id = (SELECT d.id FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
          WHERE d.licence_number = ${scope.licenceNumber} AND j.jurisdiction_code = ${scope.jurisdictionCode})
        AND r.report_date >= (CASE setting.reuse WHEN 'hours24' THEN ${since.hours24} ELSE ${since.sameDay} END)::timestamptz
        AND r.organization_id = ${scope.organizationId}
        AND r.reporting_company_id IS NOT DISTINCT FROM ${scope.reportingCompanyId}::int
        AND r.years_of_data IS NOT DISTINCT FROM ${scope.yearsOfData}::int
        AND r.reference_number IS NOT DISTINCT FROM ${scope.referenceNumber}::text
        AND NOT r.from_correction
        AND NOT EXISTS (SELECT 1 FROM data_correction c WHERE c.driver_id = r.driver_id AND c.corrected_at > r.report_date)
        AND NOT EXISTS (SELECT 1 FROM driver d WHERE d.id = r.driver_id AND d.updated_at > r.report_date)
        AND NOT EXISTS (SELECT 1 FROM policy_operator o JOIN policy_term t ON t.policy_id = o.policy_id
          WHERE o.driver_id = r.driver_id AND t.updated_at > r.report_date)
        AND NOT EXISTS (SELECT 1 FROM claim c WHERE c.driver_id = r.driver_id AND c.updated_at > r.report_date)
      ORDER BY r.report_date DESC
      LIMIT 1`
  )

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { CorrectionRecord } from "../../../api/corrections/schemas"
import { allOf, inPlace } from "../shared/filterClauses"
import type { ReportScope } from "../shared/reportScope"
import type { AuditedField } from "./correctionRecords"
import { pageWindow, type SearchPage } from "../shared/searchPage"

/** The unpaged search (the CSV export) stops at this many records; the count stays the true count. */
const maxCorrectionExport = 100_000

interface CorrectionReportFilter {
  /** null: every correction (bureau users). */
  readonly scope: ReportScope | null
  /** Instants: corrections from `from` (inclusive) to `until` (exclusive). */
  readonly from: string
  readonly until: string
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly page: SearchPage
}

interface CorrectionRow extends AuditedField {
  readonly id: number
  readonly organizationEn: string
  readonly organizationFr: string
  readonly companyEn: string | null
  readonly companyFr: string | null
  readonly correctionDate: Date
  readonly correctorUserName: string
  readonly policyId: string | null
  readonly policyEffectiveDate: string | null
  readonly claimId: string | null
  readonly accidentDate: string | null
}

const toRecord = (row: CorrectionRow): CorrectionRecord => ({
  id: row.id,
  organizationEn: row.organizationEn,
  organizationFr: row.organizationFr,
  companyEn: row.companyEn,
  companyFr: row.companyFr,
  correctionDate: row.correctionDate.toISOString(),
  correctorUserName: row.correctorUserName,
  correction: {
    fieldId: row.fieldId,
    fieldNameEn: row.fieldNameEn,
    fieldNameFr: row.fieldNameFr,
    oldValue: { valueEn: row.oldValueEn, valueFr: row.oldValueFr },
    newValue: { valueEn: row.newValueEn, valueFr: row.newValueFr }
  },
  dln: row.dln,
  policyId: row.policyId,
  policyEffectiveDate: row.policyEffectiveDate,
  claimId: row.claimId,
  accidentDate: row.accidentDate
})

/** The audit of corrected fields in scope, newest first, with the true count of matches. */
export const searchCorrections = (filter: CorrectionReportFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const scope = filter.scope
    const where = allOf(sql, [
      scope !== null &&
        sql`(d.reporting_company_id = ANY(${[...scope.companyIds]}::int[])
          OR (d.reporting_company_id IS NULL AND d.organization_id = ANY(${[...scope.organizationIds]}::int[])))`,
      sql`d.corrected_at >= ${filter.from}::timestamptz`,
      sql`d.corrected_at < ${filter.until}::timestamptz`,
      ...inPlace(sql, "d", filter)
    ])
    const { limit, offset } = pageWindow(filter.page, maxCorrectionExport)
    const [counted, data] = yield* Effect.all(
      [
        sql<{ count: number }>`SELECT count(*)::int AS count FROM data_correction d WHERE ${where}`,
        sql<CorrectionRow>`
          SELECT d.id, o.name_en AS organization_en, o.name_fr AS organization_fr, rc.name_en AS company_en,
            rc.name_fr AS company_fr, d.corrected_at AS correction_date, d.corrector_name AS corrector_user_name,
            d.field_id, d.field_name_en, d.field_name_fr, d.old_value_en, d.old_value_fr, d.new_value_en, d.new_value_fr,
            d.dln, d.policy_number AS policy_id, d.policy_effective_date::text AS policy_effective_date,
            d.claim_number AS claim_id, d.accident_date::text AS accident_date
          FROM data_correction d
          JOIN organization o ON o.id = d.organization_id
          LEFT JOIN reporting_company rc ON rc.id = d.reporting_company_id
          WHERE ${where}
          ORDER BY d.corrected_at DESC, d.id DESC
          LIMIT ${limit} OFFSET ${offset}`
      ],
      { concurrency: "unbounded" }
    )
    return { count: counted[0]!.count, data: data.map(toRecord) }
  })

/** The organization a reporting company belongs to, if the company exists. */
export const companyOrganization = (reportingCompanyId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      organizationId: number
    }>`SELECT organization_id FROM reporting_company WHERE id = ${reportingCompanyId}`
    return rows[0]?.organizationId
  })

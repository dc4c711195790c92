import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The codes a user's harvesting limits are configured by: their company's, then their organization's. */
export const harvestCodesOf = (user: { readonly organizationId: number; readonly reportingCompanyId: number | null }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly companyCode: string | null; readonly organizationCode: string }>`
      SELECT rc.code AS company_code, o.code AS organization_code
      FROM organization o
      LEFT JOIN reporting_company rc ON rc.id = ${user.reportingCompanyId}
      WHERE o.id = ${user.organizationId}`
    const row = rows[0]
    return row === undefined ? [] : [row.companyCode, row.organizationCode].filter((code) => code !== null)
  })

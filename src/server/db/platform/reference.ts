import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Jurisdiction, Organization, ReportingCompany, Unit } from "../../../api/platform/schemas"
import { allRows } from "../shared/statements"

/** The application functions, in menu order. */
export const listFunctions = allRows(
  (sql) =>
    sql<{ id: number; nameEn: string; nameFr: string; sortOrder: number }>`
    SELECT id, name_en, name_fr, sort_order FROM application_function ORDER BY sort_order`
)

export const listJurisdictions = allRows(
  (sql) =>
    sql<Jurisdiction>`
    SELECT id, jurisdiction_code, description_en AS jurisdiction_description_en,
      description_fr AS jurisdiction_description_fr
    FROM jurisdiction ORDER BY jurisdiction_code`
)

/** The rows of a table whose column holds one of the ids, sorted by English name; no statement for no ids. */
const namedRowsWhereIn = <Row extends object>(table: string, columns: string, column: string, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return [] as ReadonlyArray<Row>
    const sql = yield* SqlClient.SqlClient
    return yield* sql<Row>`
      SELECT ${sql.unsafe(columns)} FROM ${sql(table)}
      WHERE ${sql.in(column, ids)} ORDER BY name_en`
  })

/** The organizations with these ids, sorted by English name. */
export const organizationsByIds = (ids: ReadonlyArray<number>) =>
  namedRowsWhereIn<Organization>("organization", "id, organization_type, name_en, name_fr, code", "id", ids)

/** Organizations where the user holds the function for the organization itself or one of its companies. */
export const organizationIdsWithFunction = (userId: number, functionId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ organizationId: number }>`
      SELECT DISTINCT organization_id FROM user_function
      WHERE user_id = ${userId} AND function_id = ${functionId}`
    return rows.map((row) => row.organizationId)
  })

/** Every reporting company of these organizations, sorted by English name. */
export const companiesOfOrganizations = (organizationIds: ReadonlyArray<number>) =>
  namedRowsWhereIn<ReportingCompany>(
    "reporting_company",
    "id, organization_id, code, name_en, name_fr",
    "organization_id",
    organizationIds
  )

/** The enabled units of an organization, of one of its companies when one is named. */
export const unitsOfOrganization = (organizationId: number, reportingCompanyId: number | null) =>
  allRows(
    (sql) =>
      sql<Unit>`
      SELECT u.id, u.name_en, u.name_fr, u.organization_id, u.reporting_company_id,
        EXISTS (SELECT 1 FROM portal_user p WHERE p.unit_id = u.id AND p.deleted_at IS NULL) AS has_users
      FROM unit u
      WHERE u.organization_id = ${organizationId} AND NOT u.is_disabled
        AND (${reportingCompanyId}::int IS NULL OR u.reporting_company_id = ${reportingCompanyId})
      ORDER BY u.name_en`
  )

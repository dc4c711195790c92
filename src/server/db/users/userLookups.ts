import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { OrganizationType } from "../../../api/platform/schemas"
import type { DriverReportOption } from "../../../api/users/schemas"
import { allRows, anyRow } from "../shared/statements"

export interface OrganizationRecord {
  readonly id: number
  readonly organizationType: OrganizationType
}

export const findOrganization = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OrganizationRecord>`SELECT id, organization_type FROM organization WHERE id = ${id}`
    return rows.at(0)
  })

/** The organization a reporting company belongs to, when the company exists. */
export const companyOrganizationId = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ organizationId: number }>`SELECT organization_id FROM reporting_company WHERE id = ${id}`
    return rows.at(0)?.organizationId
  })

/** Whether the unit is an enabled unit of exactly this organization and company. */
export const isUnitOf = (unitId: number, organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM unit WHERE id = ${unitId} AND organization_id = ${organizationId}
        AND reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId} AND NOT is_disabled`
    return rows.length === 1
  })

/** The enabled permitted e-mail domains of a company (or organization without companies), each `@domain`. */
export const permittedDomains = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ domain: string }>`
      SELECT lower(domain) AS domain FROM permitted_domain
      WHERE organization_id = ${organizationId} AND reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}
        AND NOT is_disabled`
    return rows.map((r) => r.domain)
  })

/**
 * Whether the company's users have bureau credentials (organization_company_setting); a company
 * without a setting has them when it is the bureau's own organization, as the migration set them.
 */
export const hasBureauCredentials = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ isIbcCredentials: boolean }>`
      SELECT coalesce(
        (SELECT s.is_ibc_credentials FROM organization_company_setting s
          WHERE s.organization_id = o.id AND s.reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}),
        o.organization_type = 'IBC') AS is_ibc_credentials
      FROM organization o WHERE o.id = ${organizationId}`
    return row?.isIbcCredentials ?? false
  })

/** Whether a broker has an enabled sponsor. */
export const hasSponsor = (organizationId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM sponsor WHERE client_organization_id = ${organizationId} AND NOT is_disabled LIMIT 1`
    return rows.length === 1
  })

/** Whether another live account has this value in the column, in any case. */
const takenByAnother = (column: "user_id" | "email") => (value: string, exceptId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM portal_user WHERE lower(${sql(column)}) = lower(${value}) AND deleted_at IS NULL
        AND id IS DISTINCT FROM ${exceptId}`
  )

/** Whether another live account has this User ID, or this e-mail, in any case. */
export const userIdInUse = takenByAnother("user_id")
export const emailInUse = takenByAnother("email")

/**
 * The enabled driver report options of an organization (only one company's when given), fewest years
 * first and the maximum last, with how many live users point to each.
 */
export const driverReportOptionsOf = (organizationId: number, reportingCompanyId: number | null | "any") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company =
      reportingCompanyId === "any" ? sql`` : sql`AND d.reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}`
    return yield* sql<DriverReportOption>`
      SELECT d.id, d.years_of_data, d.note, d.organization_id, d.reporting_company_id,
        count(u.id) > 0 AS has_users, count(u.id)::int AS no_of_users
      FROM driver_report_option d
      LEFT JOIN user_driver_report_option r ON r.driver_report_option_id = d.id
      LEFT JOIN portal_user u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE d.organization_id = ${organizationId} AND NOT d.is_disabled ${company}
      GROUP BY d.id
      ORDER BY d.years_of_data NULLS LAST, d.id`
  })

/** The names history descriptions use: the companies and organizations named (functionNames in ../users). */
export const companyNames = (organizationIds: ReadonlyArray<number>) =>
  allRows(
    (sql) =>
      sql<{ organizationId: number; reportingCompanyId: number | null; nameEn: string; nameFr: string }>`
      SELECT o.id AS organization_id, NULL::int AS reporting_company_id, o.name_en, o.name_fr
      FROM organization o WHERE o.id = ANY(${[...organizationIds]}::int[])
      UNION ALL
      SELECT c.organization_id, c.id, c.name_en, c.name_fr
      FROM reporting_company c WHERE c.organization_id = ANY(${[...organizationIds]}::int[])`
  )

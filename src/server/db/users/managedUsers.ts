import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { OrganizationType } from "../../../api/platform/schemas"
import type { HeldGrant } from "../../../api/security"
import type { AccountColumns } from "../users"
import { allRows } from "../shared/statements"

/** One user_function row, with the names of its company (or of its organization when it has none). */
export type GrantRow = HeldGrant

/** The function grants of users, company names included, in a stable order. */
export const readGrantRows = (userId: number) =>
  allRows(
    (sql) =>
      sql<GrantRow>`
      SELECT f.function_id, f.organization_id, f.reporting_company_id, o.organization_type,
        coalesce(c.name_en, o.name_en) AS name_en, coalesce(c.name_fr, o.name_fr) AS name_fr
      FROM user_function f
      JOIN organization o ON o.id = f.organization_id
      LEFT JOIN reporting_company c ON c.id = f.reporting_company_id
      WHERE f.user_id = ${userId}
      ORDER BY f.function_id, f.organization_id, f.reporting_company_id NULLS FIRST`
  )

/** A user as the administration reads it: the row, assigned organizations and options (grants apart). */
export interface ManagedUserRecord extends AccountColumns {
  readonly userType: 1 | 2
  readonly hasSecondFactor: boolean
  readonly organizationId: number
  readonly organizationType: OrganizationType
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly lastLogin: Date | null
  readonly createdAt: Date
  readonly assignedOrganizationsIds: ReadonlyArray<number>
  readonly driverReportOptions: ReadonlyArray<{ readonly driverReportOptionId: number; readonly isDefault: boolean }>
}

type UserRow = Omit<ManagedUserRecord, "assignedOrganizationsIds" | "driverReportOptions">

const userColumns = (sql: SqlClient.SqlClient) => sql`
  u.id, u.user_type, u.user_id, u.first_name, u.middle_name, u.last_name, u.email, u.mfa_phone, u.sub,
  u.is_disabled, u.is_ibc_credentials, u.organization_id, o.organization_type, u.reporting_company_id,
  u.unit_id, u.last_login, u.created_at, EXISTS (SELECT 1 FROM second_factor s WHERE s.user_id = u.id) AS has_second_factor`

const withAssignments = (row: UserRow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const organizations = yield* sql<{ organizationId: number }>`
      SELECT organization_id FROM user_organization WHERE user_id = ${row.id} ORDER BY organization_id`
    const options = yield* sql<{ driverReportOptionId: number; isDefault: boolean }>`
      SELECT driver_report_option_id, is_default FROM user_driver_report_option
      WHERE user_id = ${row.id} ORDER BY driver_report_option_id`
    const record: ManagedUserRecord = {
      ...row,
      assignedOrganizationsIds: organizations.map((o) => o.organizationId),
      driverReportOptions: options
    }
    return record
  })

/** A live (not deleted) user by id; `forUpdate` locks the row for the rest of the transaction. */
export const readManagedUser = (id: number, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lock = options.forUpdate ? sql`FOR UPDATE OF u` : sql``
    const [row] = yield* sql<UserRow>`
      SELECT ${userColumns(sql)}
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
      WHERE u.id = ${id} AND u.deleted_at IS NULL
      ${lock}`
    return row === undefined ? undefined : yield* withAssignments(row)
  })

/** Live enabled users with this e-mail, in any case (the copy-from lookup). */
export const readUsersByEmail = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<UserRow>`
      SELECT ${userColumns(sql)}
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
      WHERE lower(u.email) = lower(${email}) AND u.deleted_at IS NULL AND NOT u.is_disabled
      ORDER BY u.id`
    return yield* Effect.forEach(rows, withAssignments)
  })

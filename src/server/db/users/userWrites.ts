import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/** The columns an administrator sets on an account. */
export interface UserFields {
  readonly firstName: string
  readonly middleName: string | null
  readonly lastName: string
  readonly email: string
  readonly mfaPhone: string | null
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
}

/** A new account, invited: no sub and no password until its first sign-in. */
export const insertUser = (
  user: UserFields & { readonly userType: 1 | 2; readonly userId: string; readonly createdBy: number }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO portal_user (user_type, user_id, email, first_name, middle_name, last_name, mfa_phone, sub,
        is_ibc_credentials, organization_id, reporting_company_id, unit_id, created_by)
      VALUES (${user.userType}, ${user.userId}, ${user.email}, ${user.firstName}, ${user.middleName}, ${user.lastName},
        ${user.mfaPhone}, NULL, ${user.userType === 2}, ${user.organizationId}, ${user.reportingCompanyId},
        ${user.unitId}, ${user.createdBy})
      RETURNING id`
    return row!.id
  })

export const updateUser = (id: number, user: UserFields & { readonly isDisabled: boolean }) =>
  execute(
    (sql) => sql`
      UPDATE portal_user SET first_name = ${user.firstName}, middle_name = ${user.middleName},
        last_name = ${user.lastName}, email = ${user.email}, mfa_phone = ${user.mfaPhone},
        organization_id = ${user.organizationId}, reporting_company_id = ${user.reportingCompanyId},
        unit_id = ${user.unitId}, is_disabled = ${user.isDisabled}
      WHERE id = ${id}`
  )

/** One user_function row: a company, an organization without companies, or (company null) a function held alone. */
export interface StoredGrant {
  readonly functionId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

/** Replaces what the account is given: assigned organizations, function grants and driver report options. */
export const replaceAssignments = (
  userId: number,
  assignments: {
    readonly organizationIds: ReadonlyArray<number>
    readonly grants: ReadonlyArray<StoredGrant>
    readonly options: ReadonlyArray<{ readonly driverReportOptionId: number; readonly isDefault: boolean }>
  }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM user_organization WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_function WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_driver_report_option WHERE user_id = ${userId}`
    for (const organizationId of assignments.organizationIds)
      yield* sql`INSERT INTO user_organization (user_id, organization_id) VALUES (${userId}, ${organizationId})`
    for (const g of assignments.grants)
      yield* sql`INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
        VALUES (${userId}, ${g.functionId}, ${g.organizationId}, ${g.reportingCompanyId})`
    for (const o of assignments.options)
      yield* sql`INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
        VALUES (${userId}, ${o.driverReportOptionId}, ${o.isDefault})`
  })

/** A deleted account stays for the records but leaves every list; its User ID and e-mail become free. */
export const markDeleted = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE portal_user SET deleted_at = now() WHERE id = ${userId}`
    yield* sql`UPDATE user_invitation SET revoked_at = now() WHERE user_id = ${userId} AND used_at IS NULL AND revoked_at IS NULL`
  })

/** Erases an account that never signed in: its grants, options, invitations and history with it. */
export const eraseUser = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM user_access_history WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_invitation WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_driver_report_option WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_function WHERE user_id = ${userId}`
    yield* sql`DELETE FROM user_organization WHERE user_id = ${userId}`
    yield* sql`DELETE FROM terms_acceptance WHERE user_id = ${userId}`
    yield* sql`DELETE FROM portal_user WHERE id = ${userId}`
  })

/** One entry of a user's history: what changed, who changed it, described in both languages. */
export interface HistoryRow {
  readonly event: string
  readonly detail: Readonly<Record<string, unknown>>
  readonly descriptionEn: string
  readonly descriptionFr: string
}

export const insertHistory = (userId: number, changedBy: number, rows: ReadonlyArray<HistoryRow>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const row of rows)
      yield* sql`
        INSERT INTO user_access_history (user_id, event, changed_by, detail, description_en, description_fr)
        VALUES (${userId}, ${row.event}, ${changedBy}, ${JSON.stringify(row.detail)}::jsonb, ${row.descriptionEn},
          ${row.descriptionFr})`
  })

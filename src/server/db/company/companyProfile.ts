import { Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import type { NotificationRecipient, OrganizationCompanySetting, PermittedDomain } from "../../../api/company/schemas"
import type { Unit } from "../../../api/platform/schemas"
import type { DriverReportOption } from "../../../api/users/schemas"
import type { ReportReuseWindow } from "../../../api/reports/reportReuse"
import { sameOwner, type Owner } from "../shared/companyOwner"
import { anyRow, execute } from "../shared/statements"

// Units

const unitColumns = (sql: SqlClient.SqlClient) => sql`
  u.id, u.name_en, u.name_fr, u.organization_id, u.reporting_company_id,
  EXISTS (SELECT 1 FROM portal_user p WHERE p.unit_id = u.id AND p.deleted_at IS NULL) AS has_users`

export const findUnit = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Unit>`SELECT ${unitColumns(sql)} FROM unit u WHERE u.id = ${id} AND NOT u.is_disabled`
    return rows.at(0)
  })

/** The unit's names in English and French. */
export interface UnitNames {
  readonly nameEn: string
  readonly nameFr: string
}

/** Another unit of the company already has one of the names, in either language. */
export const unitNameTaken = (owner: Owner, names: UnitNames, exceptId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM unit u
      WHERE ${sameOwner(sql, owner, "u")} AND NOT u.is_disabled AND u.id <> ${exceptId ?? 0}
        AND (lower(u.name_en) IN (lower(${names.nameEn}), lower(${names.nameFr}))
          OR lower(u.name_fr) IN (lower(${names.nameEn}), lower(${names.nameFr})))`
  )

export const insertUnit = (owner: Owner, names: UnitNames) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO unit (organization_id, reporting_company_id, name_en, name_fr)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${names.nameEn}, ${names.nameFr}) RETURNING id`
    return row!.id
  })

export const renameUnit = (id: number, names: UnitNames) =>
  execute((sql) => sql`UPDATE unit SET name_en = ${names.nameEn}, name_fr = ${names.nameFr} WHERE id = ${id}`)

export const disableUnit = (id: number) => execute((sql) => sql`UPDATE unit SET is_disabled = true WHERE id = ${id}`)

// Driver report options

export const findOption = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<DriverReportOption>`
      SELECT d.id, d.years_of_data, d.note, d.organization_id, d.reporting_company_id,
        count(u.id) > 0 AS has_users, count(u.id)::int AS no_of_users
      FROM driver_report_option d
      LEFT JOIN user_driver_report_option r ON r.driver_report_option_id = d.id
      LEFT JOIN portal_user u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE d.id = ${id} AND NOT d.is_disabled
      GROUP BY d.id`
    return rows.at(0)
  })

export const optionYearsTaken = (owner: Owner, yearsOfData: number | null, exceptId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM driver_report_option d
      WHERE ${sameOwner(sql, owner, "d")} AND NOT d.is_disabled AND d.id <> ${exceptId ?? 0}
        AND d.years_of_data IS NOT DISTINCT FROM ${yearsOfData}::int`
  )

export const insertOption = (owner: Owner, yearsOfData: number | null, note: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data, note)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${yearsOfData}::int, ${note}) RETURNING id`
    return row!.id
  })

export const updateOption = (id: number, yearsOfData: number | null, note: string | null) =>
  execute((sql) => sql`UPDATE driver_report_option SET years_of_data = ${yearsOfData}::int, note = ${note} WHERE id = ${id}`)

export const disableOption = (id: number) =>
  execute((sql) => sql`UPDATE driver_report_option SET is_disabled = true WHERE id = ${id}`)

/**
 * Gives the option to every enabled user employed by the company; with makeDefault it becomes their
 * only default, otherwise it is the default only of users who had none. Answers who got it and how.
 */
export const assignOptionToAll = (owner: Owner, optionId: number, makeDefault: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = yield* sql<{ id: number; hadDefault: boolean }>`
      SELECT p.id, EXISTS (
          SELECT 1 FROM user_driver_report_option r JOIN driver_report_option d ON d.id = r.driver_report_option_id
          WHERE r.user_id = p.id AND r.is_default AND NOT d.is_disabled) AS had_default
      FROM portal_user p
      WHERE ${sameOwner(sql, owner, "p")} AND p.deleted_at IS NULL AND NOT p.is_disabled
      ORDER BY p.id`
    const ids = users.map((u) => u.id)
    if (makeDefault && ids.length > 0)
      yield* sql`UPDATE user_driver_report_option SET is_default = false WHERE user_id = ANY(${ids}::int[])`
    const assigned = users.map((u) => ({ userId: u.id, isDefault: makeDefault || !u.hadDefault }))
    for (const a of assigned)
      yield* sql`
        INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
        VALUES (${a.userId}, ${optionId}, ${a.isDefault})`
    return assigned
  })

/** One entry of a user's history (the user access report), described in both languages. */
export const recordUserHistory = (
  userId: number,
  changedBy: number,
  entry: { readonly event: string; readonly detail: object; readonly descriptionEn: string; readonly descriptionFr: string }
) =>
  execute(
    (sql) => sql`
      INSERT INTO user_access_history (user_id, event, changed_by, detail, description_en, description_fr)
      VALUES (${userId}, ${entry.event}, ${changedBy}, ${JSON.stringify(entry.detail)}::jsonb, ${entry.descriptionEn},
        ${entry.descriptionFr})`
  )

/**
 * A list of one-value items a company keeps (its notification recipients' e-mails, its permitted
 * domains): listed, found, checked for a duplicate, added, changed and disabled alike. Read as `Item`
 * from `columns`, the table aliased `i`; `anyCase` compares and orders the values without case.
 */
const companyValues = <Item extends object>(list: {
  readonly table: string
  readonly column: string
  readonly columns: (sql: SqlClient.SqlClient) => Statement.Fragment
  readonly anyCase: boolean
}) => {
  const withSql = <A>(body: (sql: SqlClient.SqlClient) => Effect.Effect<A, SqlError>) => Effect.flatMap(SqlClient.SqlClient, body)
  const value = (sql: SqlClient.SqlClient) => (list.anyCase ? sql`lower(i.${sql(list.column)})` : sql`i.${sql(list.column)}`)
  const given = (sql: SqlClient.SqlClient, text: string) => (list.anyCase ? sql`lower(${text})` : sql`${text}`)
  const selected = (sql: SqlClient.SqlClient) => sql`SELECT ${list.columns(sql)} FROM ${sql(list.table)} i`
  return {
    of: (owner: Owner) =>
      withSql(
        (sql) => sql<Item>`
          ${selected(sql)} WHERE ${sameOwner(sql, owner, "i")} AND NOT i.is_disabled ORDER BY ${value(sql)}, i.id`
      ),
    find: (id: number) =>
      withSql((sql) => Effect.map(sql<Item>`${selected(sql)} WHERE i.id = ${id} AND NOT i.is_disabled`, (rows) => rows.at(0))),
    taken: (owner: Owner, text: string, exceptId: number | null) =>
      withSql((sql) =>
        Effect.map(
          sql`
            SELECT 1 FROM ${sql(list.table)} i
            WHERE ${sameOwner(sql, owner, "i")} AND NOT i.is_disabled AND i.id <> ${exceptId ?? 0}
              AND ${value(sql)} = ${given(sql, text)}`,
          (rows) => rows.length > 0
        )
      ),
    insert: (owner: Owner, text: string) =>
      withSql((sql) =>
        Effect.map(
          sql<{ id: number }>`
            INSERT INTO ${sql(list.table)} (organization_id, reporting_company_id, ${sql(list.column)})
            VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${text}) RETURNING id`,
          ([row]) => row!.id
        )
      ),
    change: (id: number, text: string) =>
      withSql((sql) => Effect.asVoid(sql`UPDATE ${sql(list.table)} SET ${sql(list.column)} = ${text} WHERE id = ${id}`)),
    disable: (id: number) =>
      withSql((sql) => Effect.asVoid(sql`UPDATE ${sql(list.table)} SET is_disabled = true WHERE id = ${id}`))
  }
}

/** A company's notification recipients (document 2 section 3). */
export const recipients = companyValues<NotificationRecipient>({
  table: "notification_recipient",
  column: "email",
  columns: (sql) => sql`i.id, i.email, i.organization_id, i.reporting_company_id`,
  anyCase: true
})

/** A company's permitted e-mail domains (document 2 section 3). */
export const domains = companyValues<PermittedDomain>({
  table: "permitted_domain",
  column: "domain",
  /** A domain is in use while a user of its company (not deleted) has an e-mail or User ID on it. */
  columns: (sql) => sql`
    i.id, i.domain, i.organization_id, i.reporting_company_id,
    EXISTS (
      SELECT 1 FROM portal_user p
      WHERE p.organization_id = i.organization_id AND p.reporting_company_id IS NOT DISTINCT FROM i.reporting_company_id
        AND p.deleted_at IS NULL
        AND (right(lower(p.email), length(i.domain)) = i.domain OR right(lower(p.user_id), length(i.domain)) = i.domain)
    ) AS has_users`,
  // Stored in lower case (src/api/company/validation.ts).
  anyCase: false
})

// Organization-company setting

export const settingOf = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OrganizationCompanySetting>`
      SELECT s.id, s.is_ibc_credentials, s.report_reuse, s.organization_id, s.reporting_company_id
      FROM organization_company_setting s WHERE ${sameOwner(sql, owner, "s")}`
    return rows.at(0)
  })

export const findSetting = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OrganizationCompanySetting>`
      SELECT s.id, s.is_ibc_credentials, s.report_reuse, s.organization_id, s.reporting_company_id
      FROM organization_company_setting s WHERE s.id = ${id}`
    return rows.at(0)
  })

/** reportReuse undefined: the column's default (sameDay), or the setting's window kept on an update. */
export const insertSetting = (owner: Owner, isIbcCredentials: boolean, reportReuse?: ReportReuseWindow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials, report_reuse)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${isIbcCredentials},
        coalesce(${reportReuse ?? null}::text, 'sameDay')) RETURNING id`
    return row!.id
  })

export const updateSetting = (id: number, isIbcCredentials: boolean, reportReuse?: ReportReuseWindow) =>
  execute(
    (sql) => sql`UPDATE organization_company_setting SET is_ibc_credentials = ${isIbcCredentials},
      report_reuse = coalesce(${reportReuse ?? null}::text, report_reuse) WHERE id = ${id}`
  )

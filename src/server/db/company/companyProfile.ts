import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { NotificationRecipient, OrganizationCompanySetting, PermittedDomain } from "../../../api/company/schemas"
import type { OrganizationType, Unit } from "../../../api/platform/schemas"
import type { DriverReportOption } from "../../../api/users/schemas"

/** A company of the profile: a carrier's reporting company, or an organization as itself (company null). */
export interface Owner {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

/** The same company: the rows' reporting_company_id compared with null as a value. */
const sameOwner = (sql: SqlClient.SqlClient, owner: Owner, alias: string) =>
  sql`${sql(alias)}.organization_id = ${owner.organizationId}
    AND ${sql(alias)}.reporting_company_id IS NOT DISTINCT FROM ${owner.reportingCompanyId}::int`

/** The organization's type, and whether the company (when named) is one of its own. */
export const ownerFacts = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ organizationType: OrganizationType; companyOfOrganization: boolean }>`
      SELECT o.organization_type,
        EXISTS (SELECT 1 FROM reporting_company c WHERE c.id = ${owner.reportingCompanyId}::int AND c.organization_id = o.id)
          AS company_of_organization
      FROM organization o WHERE o.id = ${owner.organizationId}`
    return rows.at(0)
  })

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
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM unit u
      WHERE ${sameOwner(sql, owner, "u")} AND NOT u.is_disabled AND u.id <> ${exceptId ?? 0}
        AND (lower(u.name_en) IN (lower(${names.nameEn}), lower(${names.nameFr}))
          OR lower(u.name_fr) IN (lower(${names.nameEn}), lower(${names.nameFr})))`
    return rows.length > 0
  })

export const insertUnit = (owner: Owner, names: UnitNames) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO unit (organization_id, reporting_company_id, name_en, name_fr)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${names.nameEn}, ${names.nameFr}) RETURNING id`
    return row!.id
  })

export const renameUnit = (id: number, names: UnitNames) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE unit SET name_en = ${names.nameEn}, name_fr = ${names.nameFr} WHERE id = ${id}`
  })

export const disableUnit = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE unit SET is_disabled = true WHERE id = ${id}`
  })

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
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM driver_report_option d
      WHERE ${sameOwner(sql, owner, "d")} AND NOT d.is_disabled AND d.id <> ${exceptId ?? 0}
        AND d.years_of_data IS NOT DISTINCT FROM ${yearsOfData}::int`
    return rows.length > 0
  })

export const insertOption = (owner: Owner, yearsOfData: number | null, note: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data, note)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${yearsOfData}::int, ${note}) RETURNING id`
    return row!.id
  })

export const updateOption = (id: number, yearsOfData: number | null, note: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE driver_report_option SET years_of_data = ${yearsOfData}::int, note = ${note} WHERE id = ${id}`
  })

export const disableOption = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE driver_report_option SET is_disabled = true WHERE id = ${id}`
  })

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
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO user_access_history (user_id, event, changed_by, detail, description_en, description_fr)
      VALUES (${userId}, ${entry.event}, ${changedBy}, ${JSON.stringify(entry.detail)}::jsonb, ${entry.descriptionEn},
        ${entry.descriptionFr})`
  })

// Notification recipients

export const recipientsOf = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<NotificationRecipient>`
      SELECT n.id, n.email, n.organization_id, n.reporting_company_id FROM notification_recipient n
      WHERE ${sameOwner(sql, owner, "n")} AND NOT n.is_disabled ORDER BY lower(n.email), n.id`
  })

export const findRecipient = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<NotificationRecipient>`
      SELECT n.id, n.email, n.organization_id, n.reporting_company_id FROM notification_recipient n
      WHERE n.id = ${id} AND NOT n.is_disabled`
    return rows.at(0)
  })

export const recipientTaken = (owner: Owner, email: string, exceptId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM notification_recipient n
      WHERE ${sameOwner(sql, owner, "n")} AND NOT n.is_disabled AND n.id <> ${exceptId ?? 0}
        AND lower(n.email) = lower(${email})`
    return rows.length > 0
  })

export const insertRecipient = (owner: Owner, email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO notification_recipient (organization_id, reporting_company_id, email)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${email}) RETURNING id`
    return row!.id
  })

export const changeRecipient = (id: number, email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE notification_recipient SET email = ${email} WHERE id = ${id}`
  })

export const disableRecipient = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE notification_recipient SET is_disabled = true WHERE id = ${id}`
  })

// Permitted domains

/** A domain is in use while a user of its company (not deleted) has an e-mail or User ID on it. */
const domainColumns = (sql: SqlClient.SqlClient) => sql`
  d.id, d.domain, d.organization_id, d.reporting_company_id,
  EXISTS (
    SELECT 1 FROM portal_user p
    WHERE p.organization_id = d.organization_id AND p.reporting_company_id IS NOT DISTINCT FROM d.reporting_company_id
      AND p.deleted_at IS NULL
      AND (right(lower(p.email), length(d.domain)) = d.domain OR right(lower(p.user_id), length(d.domain)) = d.domain)
  ) AS has_users`

export const domainsOf = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<PermittedDomain>`
      SELECT ${domainColumns(sql)} FROM permitted_domain d
      WHERE ${sameOwner(sql, owner, "d")} AND NOT d.is_disabled ORDER BY d.domain, d.id`
  })

export const findDomain = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<PermittedDomain>`
      SELECT ${domainColumns(sql)} FROM permitted_domain d WHERE d.id = ${id} AND NOT d.is_disabled`
    return rows.at(0)
  })

export const domainTaken = (owner: Owner, domain: string, exceptId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT 1 FROM permitted_domain d
      WHERE ${sameOwner(sql, owner, "d")} AND NOT d.is_disabled AND d.id <> ${exceptId ?? 0} AND d.domain = ${domain}`
    return rows.length > 0
  })

export const insertDomain = (owner: Owner, domain: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${domain}) RETURNING id`
    return row!.id
  })

export const changeDomain = (id: number, domain: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE permitted_domain SET domain = ${domain} WHERE id = ${id}`
  })

export const disableDomain = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE permitted_domain SET is_disabled = true WHERE id = ${id}`
  })

// Organization-company setting

export const settingOf = (owner: Owner) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OrganizationCompanySetting>`
      SELECT s.id, s.is_ibc_credentials, s.organization_id, s.reporting_company_id
      FROM organization_company_setting s WHERE ${sameOwner(sql, owner, "s")}`
    return rows.at(0)
  })

export const findSetting = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<OrganizationCompanySetting>`
      SELECT s.id, s.is_ibc_credentials, s.organization_id, s.reporting_company_id
      FROM organization_company_setting s WHERE s.id = ${id}`
    return rows.at(0)
  })

export const insertSetting = (owner: Owner, isIbcCredentials: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials)
      VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${isIbcCredentials}) RETURNING id`
    return row!.id
  })

export const updateSetting = (id: number, isIbcCredentials: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE organization_company_setting SET is_ibc_credentials = ${isIbcCredentials} WHERE id = ${id}`
  })

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { B2CClientOrganization, B2CProvider, MappedUser } from "../../../api/settings/mappingSchemas"
import type { Organization, OrganizationType, ReportingCompany } from "../../../api/platform/schemas"
import { allRows, anyRow, execute } from "../shared/statements"

/** Settings tabs 1 and 2: claims providers and client identifier mappings (document 2 section 3). */

// Claims providers

const providerColumns = (sql: SqlClient.SqlClient) => sql`p.id, p.email_domain_name, p.b2c_domain_name AS "b2_c_domain_name"`

export const listProviders = allRows(
  (sql) => sql<B2CProvider>`SELECT ${providerColumns(sql)} FROM b2c_provider p ORDER BY p.email_domain_name, p.id`
)

export const findProvider = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<B2CProvider>`SELECT ${providerColumns(sql)} FROM b2c_provider p WHERE p.id = ${id}`
    return row as B2CProvider | undefined
  })

/** The provider of an e-mail domain (lower case, without @). */
export const providerOfDomain = (emailDomainName: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<B2CProvider>`
      SELECT ${providerColumns(sql)} FROM b2c_provider p WHERE lower(p.email_domain_name) = lower(${emailDomainName})`
    return row as B2CProvider | undefined
  })

export const providerDomainTaken = (emailDomainName: string, exceptId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM b2c_provider p WHERE lower(p.email_domain_name) = lower(${emailDomainName}) AND p.id <> ${exceptId ?? 0}`
  )

export const insertProvider = (emailDomainName: string, b2cDomainName: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO b2c_provider (email_domain_name, b2c_domain_name) VALUES (${emailDomainName}, ${b2cDomainName}) RETURNING id`
    return row!.id
  })

export const updateProvider = (id: number, emailDomainName: string, b2cDomainName: string) =>
  execute(
    (sql) =>
      sql`UPDATE b2c_provider SET email_domain_name = ${emailDomainName}, b2c_domain_name = ${b2cDomainName} WHERE id = ${id}`
  )

export const deleteProvider = (id: number) => execute((sql) => sql`DELETE FROM b2c_provider WHERE id = ${id}`)

// Client identifier mappings

interface MappingRow {
  readonly id: number
  readonly clientId: string
  readonly disabled: boolean
  readonly isVendor: boolean
  readonly organizationId: number
  readonly organizationType: OrganizationType
  readonly organizationNameEn: string
  readonly organizationNameFr: string
  readonly organizationCode: string
  readonly reportingCompanyId: number | null
  readonly companyCode: string | null
  readonly companyNameEn: string | null
  readonly companyNameFr: string | null
  readonly userAccountId: number
  readonly userId: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
}

const toMapping = (r: MappingRow): B2CClientOrganization => ({
  id: r.id,
  clientId: r.clientId,
  disabled: r.disabled,
  isVendor: r.isVendor,
  organization: {
    id: r.organizationId,
    organizationType: r.organizationType,
    nameEn: r.organizationNameEn,
    nameFr: r.organizationNameFr,
    code: r.organizationCode
  },
  reportingCompany:
    r.reportingCompanyId === null
      ? null
      : {
          id: r.reportingCompanyId,
          organizationId: r.organizationId,
          code: r.companyCode!,
          nameEn: r.companyNameEn!,
          nameFr: r.companyNameFr!
        },
  user: { id: r.userAccountId, userId: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email }
})

const selectMappings = (sql: SqlClient.SqlClient) => sql`
  SELECT m.id, m.client_id, m.disabled, m.is_vendor,
    o.id AS organization_id, o.organization_type, o.name_en AS organization_name_en, o.name_fr AS organization_name_fr,
    o.code AS organization_code,
    c.id AS reporting_company_id, c.code AS company_code, c.name_en AS company_name_en, c.name_fr AS company_name_fr,
    u.id AS user_account_id, u.user_id, u.first_name, u.last_name, u.email
  FROM b2c_client_organization m
  JOIN organization o ON o.id = m.organization_id
  LEFT JOIN reporting_company c ON c.id = m.reporting_company_id
  JOIN portal_user u ON u.id = m.user_id`

export const listMappings = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<MappingRow>`${selectMappings(sql)} ORDER BY lower(m.client_id), m.disabled, m.id`
  return rows.map(toMapping)
})

export const findMapping = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<MappingRow>`${selectMappings(sql)} WHERE m.id = ${id}`
    return row === undefined ? undefined : toMapping(row)
  })

/** Another enabled mapping has the client id, in any case. */
export const clientIdTaken = (clientId: string, exceptId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM b2c_client_organization m
      WHERE lower(m.client_id) = lower(${clientId}) AND NOT m.disabled AND m.id <> ${exceptId ?? 0}`
  )

export interface MappingValues {
  readonly clientId: string
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly userAccountId: number
  readonly isVendor: boolean
}

export const insertMapping = (values: MappingValues) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO b2c_client_organization (client_id, organization_id, reporting_company_id, user_id, is_vendor)
      VALUES (${values.clientId}, ${values.organizationId}, ${values.reportingCompanyId}::int, ${values.userAccountId},
        ${values.isVendor})
      RETURNING id`
    return row!.id
  })

export const updateMapping = (id: number, values: MappingValues) =>
  execute(
    (sql) => sql`
      UPDATE b2c_client_organization SET client_id = ${values.clientId}, organization_id = ${values.organizationId},
        reporting_company_id = ${values.reportingCompanyId}::int, user_id = ${values.userAccountId}, is_vendor = ${values.isVendor}
      WHERE id = ${id}`
  )

export const setMappingDisabled = (id: number, disabled: boolean) =>
  execute((sql) => sql`UPDATE b2c_client_organization SET disabled = ${disabled} WHERE id = ${id}`)

/**
 * The one rule for the organizations a mapping may name, whoever holds them: every organization not
 * deleted. The dialog's list and the check of a save both read it.
 */
const mappableOrganization = (sql: SqlClient.SqlClient) => sql`o.deleted_at IS NULL`

/** The organizations a mapping may name, by English name. */
export const mappableOrganizations = allRows(
  (sql) =>
    sql<Organization>`
    SELECT o.id, o.organization_type, o.name_en, o.name_fr, o.code FROM organization o
    WHERE ${mappableOrganization(sql)} ORDER BY o.name_en, o.id`
)

/** The companies of an organization a mapping may name, by English name. */
export const companiesOfOrganization = (organizationId: number) =>
  allRows(
    (sql) =>
      sql<ReportingCompany>`
      SELECT c.id, c.organization_id, c.code, c.name_en, c.name_fr FROM reporting_company c
      WHERE c.organization_id = ${organizationId} ORDER BY c.name_en, c.id`
  )

interface OrganizationFacts {
  readonly organizationType: OrganizationType
  readonly companyOfOrganization: boolean
}

/** The organization's type and whether the company is its own; undefined unless a mapping may name the organization. */
export const organizationFacts = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<OrganizationFacts>`
      SELECT o.organization_type,
        EXISTS (SELECT 1 FROM reporting_company c WHERE c.id = ${reportingCompanyId}::int AND c.organization_id = o.id)
          AS company_of_organization
      FROM organization o WHERE o.id = ${organizationId} AND ${mappableOrganization(sql)}`
    return row as OrganizationFacts | undefined
  })

/** The live accounts employed by the organization and company (null: the organization as itself). */
export const usersOf = (organizationId: number, reportingCompanyId: number | null) =>
  allRows(
    (sql) =>
      sql<MappedUser>`
      SELECT u.id, u.user_id, u.first_name, u.last_name, u.email FROM portal_user u
      WHERE u.organization_id = ${organizationId} AND u.reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}::int
        AND u.deleted_at IS NULL
      ORDER BY lower(u.last_name), lower(u.first_name), u.id`
  )

/** Whether the account is live and employed by the organization and company. */
export const userOfCompany = (userAccountId: number, organizationId: number, reportingCompanyId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM portal_user u
      WHERE u.id = ${userAccountId} AND u.organization_id = ${organizationId}
        AND u.reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}::int AND u.deleted_at IS NULL`
  )

/** What a settings change of tabs 1 and 2 changed: a claims provider, or a client identifier mapping (or its secret). */
export type SettingsChange = "claimsProvider" | "clientMapping"

/** A settings change, with the previous and the new value and who made it (as content changes are recorded). */
export const recordMappingChange = (content: SettingsChange, userId: number, previous: unknown, current: unknown) =>
  execute(
    (sql) => sql`INSERT INTO content_change (content, changed_by, previous, current)
      VALUES (${content}, ${userId}, ${JSON.stringify(previous ?? null)}::jsonb, ${JSON.stringify(current ?? null)}::jsonb)`
  )

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { ClientTypeId, type Client, type ClientType, type Sponsor } from "../../../api/clients/schemas"
import type { OrganizationType } from "../../../api/platform/schemas"
import { allRows, anyRow, execute } from "../shared/statements"

/** A client type with the organization type its clients have (src/server/db/migrations/0024_clients.ts). */
export interface ClientTypeRecord extends ClientType {
  readonly organizationType: OrganizationType
}

export const listClientTypes = allRows(
  (sql) =>
    sql<ClientTypeRecord>`
    SELECT id, name_en, name_fr, organization_type, can_have_sponsors, is_modifiable_or_deletable
    FROM client_type ORDER BY id`
)

interface SponsorRow {
  readonly id: number
  readonly clientId: number
  readonly organizationId: number
  readonly organizationType: OrganizationType
  readonly organizationNameEn: string
  readonly organizationNameFr: string
  readonly organizationCode: string
  readonly companyId: number | null
  readonly companyCode: string | null
  readonly companyNameEn: string | null
  readonly companyNameFr: string | null
  readonly hasUser: boolean
}

const toSponsor = (row: SponsorRow): Sponsor => ({
  id: row.id,
  clientId: row.clientId,
  organization: {
    id: row.organizationId,
    organizationType: row.organizationType,
    nameEn: row.organizationNameEn,
    nameFr: row.organizationNameFr,
    code: row.organizationCode
  },
  reportingCompany:
    row.companyId === null
      ? null
      : {
          id: row.companyId,
          organizationId: row.organizationId,
          code: row.companyCode!,
          nameEn: row.companyNameEn!,
          nameFr: row.companyNameFr!
        },
  hasUser: row.hasUser
})

/** The enabled sponsors of these clients (or the one sponsor `id`), by organization and company name. */
const sponsorRows = (where: { readonly clientIds?: ReadonlyArray<number>; readonly id?: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SponsorRow>`
      SELECT s.id, s.client_organization_id AS client_id, o.id AS organization_id, o.organization_type,
        o.name_en AS organization_name_en, o.name_fr AS organization_name_fr, o.code AS organization_code,
        c.id AS company_id, c.code AS company_code, c.name_en AS company_name_en, c.name_fr AS company_name_fr,
        EXISTS (SELECT 1 FROM portal_user u WHERE u.organization_id = s.client_organization_id AND u.deleted_at IS NULL)
          AS has_user
      FROM sponsor s
      JOIN organization o ON o.id = s.organization_id
      LEFT JOIN reporting_company c ON c.id = s.reporting_company_id
      WHERE NOT s.is_disabled
        AND ${where.id === undefined ? sql`s.client_organization_id = ANY(${[...(where.clientIds ?? [])]}::int[])` : sql`s.id = ${where.id}`}
      ORDER BY o.name_en, c.name_en, s.id`
    return rows.map(toSponsor)
  })

export const sponsorsOf = (clientId: number) => sponsorRows({ clientIds: [clientId] })

export const findSponsor = (id: number) => Effect.map(sponsorRows({ id }), (rows) => rows.at(0))

/** The client type of organization `o`: its own, or the one its organization type names. */
const clientTypeIdOf = (sql: SqlClient.SqlClient) => sql`coalesce(o.client_type_id, CASE o.organization_type
  WHEN 'IBC' THEN ${ClientTypeId.ibc}::int WHEN 'Carrier' THEN ${ClientTypeId.organization}::int
  WHEN 'Broker' THEN ${ClientTypeId.broker}::int ELSE ${ClientTypeId.thirdParty}::int END)`

/**
 * Whether the account `u` is a bureau account assigned every organization: such accounts hold each new
 * client by the scope rule (migration 0033), which is no assignment of the client to a user.
 */
const holdsEveryOrganization = (sql: SqlClient.SqlClient) => sql`(
  EXISTS (SELECT 1 FROM organization e WHERE e.id = u.organization_id AND e.organization_type = 'IBC')
  AND NOT EXISTS (SELECT 1 FROM organization x WHERE x.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM user_organization b WHERE b.user_id = u.id AND b.organization_id = x.id)))`

interface ClientRow {
  readonly id: number
  readonly code: string
  readonly nameEn: string
  readonly nameFr: string
  readonly isActive: boolean
  readonly clientTypeId: number
  readonly hasUser: boolean
  readonly hasEmployedUser: boolean
  readonly isSponsor: boolean
  readonly hasDriverReport: boolean
}

/** Clients that are not deleted: all of them, or the one `id`. */
const clientRows = (id: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<ClientRow>`
      SELECT o.id, o.code, o.name_en, o.name_fr, o.is_active, ${clientTypeIdOf(sql)} AS client_type_id,
        EXISTS (SELECT 1 FROM portal_user u WHERE u.organization_id = o.id AND u.deleted_at IS NULL)
          OR EXISTS (SELECT 1 FROM user_organization a JOIN portal_user u ON u.id = a.user_id
            WHERE a.organization_id = o.id AND u.deleted_at IS NULL AND NOT ${holdsEveryOrganization(sql)}) AS has_user,
        EXISTS (SELECT 1 FROM portal_user u WHERE u.organization_id = o.id AND u.deleted_at IS NULL) AS has_employed_user,
        EXISTS (SELECT 1 FROM sponsor s WHERE s.organization_id = o.id AND NOT s.is_disabled) AS is_sponsor,
        EXISTS (SELECT 1 FROM driver_report r WHERE r.organization_id = o.id) AS has_driver_report
      FROM organization o
      WHERE o.deleted_at IS NULL AND (${id ?? null}::int IS NULL OR o.id = ${id ?? null}::int)
      ORDER BY o.name_en, o.id`
    const types = new Map((yield* listClientTypes).map((t) => [t.id, t]))
    const sponsors = yield* sponsorRows({ clientIds: rows.map((r) => r.id) })
    return rows.map((row): Client => {
      const type = types.get(row.clientTypeId)!
      return {
        id: row.id,
        code: row.code,
        nameEn: row.nameEn,
        nameFr: row.nameFr,
        clientType: {
          id: type.id,
          nameEn: type.nameEn,
          nameFr: type.nameFr,
          canHaveSponsors: type.canHaveSponsors,
          isModifiableOrDeletable: type.isModifiableOrDeletable
        },
        isActive: row.isActive,
        hasUser: row.hasUser,
        hasEmployedUser: row.hasEmployedUser,
        isSponsor: row.isSponsor,
        hasDriverReport: row.hasDriverReport,
        sponsors: sponsors.filter((s) => s.clientId === row.id)
      }
    })
  })

export const listClients = clientRows(undefined)

export const findClient = (id: number) => Effect.map(clientRows(id), (rows) => rows.at(0))

/** Another client (not deleted) has this English or French name, in either language and any case. */
export const clientNameTaken = (names: ReadonlyArray<string>, exceptId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lowered = names.map((n) => n.toLowerCase())
    const rows = yield* sql`
      SELECT 1 FROM organization
      WHERE deleted_at IS NULL AND id <> ${exceptId ?? 0}
        AND (lower(name_en) = ANY(${lowered}::text[]) OR lower(name_fr) = ANY(${lowered}::text[]))
      LIMIT 1`
    return rows.length > 0
  })

/** Another organization, deleted ones too, has this code (codes stay unique), in any case. */
export const clientCodeTaken = (code: string, exceptId: number | null) =>
  anyRow((sql) => sql`SELECT 1 FROM organization WHERE lower(code) = lower(${code}) AND id <> ${exceptId ?? 0} LIMIT 1`)

export interface ClientValues {
  readonly code: string
  readonly nameEn: string
  readonly nameFr: string
  readonly clientType: ClientTypeRecord
  readonly isActive: boolean
}

/**
 * A new client is an organization of its type's kind. Its users sign in with the embedded provider
 * (identity domain "portal"), until the settings map their e-mail domain elsewhere.
 */
export const insertClient = (values: ClientValues) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain, client_type_id, is_active)
      VALUES (${values.clientType.organizationType}, ${values.nameEn}, ${values.nameFr}, ${values.code}, 'portal',
        ${values.clientType.id}, ${values.isActive})
      RETURNING id`
    // Like every organization without separate companies, it has its credentials setting.
    yield* sql`INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials)
      VALUES (${row!.id}, NULL, false)`
    return row!.id
  })

export const updateClient = (id: number, values: ClientValues) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE organization SET code = ${values.code}, name_en = ${values.nameEn}, name_fr = ${values.nameFr},
        organization_type = ${values.clientType.organizationType}, client_type_id = ${values.clientType.id},
        is_active = ${values.isActive}
      WHERE id = ${id}`
    if (!values.clientType.canHaveSponsors)
      yield* sql`UPDATE sponsor SET is_disabled = true WHERE client_organization_id = ${id} AND NOT is_disabled`
  })

/** A client is deleted only without users, so the grants left on it are the bureau's scope over every organization: they go. */
export const markClientDeleted = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`UPDATE organization SET deleted_at = now() WHERE id = ${id}`
        yield* sql`DELETE FROM user_function WHERE organization_id = ${id}`
        yield* sql`DELETE FROM user_organization WHERE organization_id = ${id}`
      })
    )
  })

/** The organization's type, and whether the company is one of its own. */
export const sponsorFacts = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ organizationType: OrganizationType; companyOfOrganization: boolean }>`
      SELECT o.organization_type,
        EXISTS (SELECT 1 FROM reporting_company c WHERE c.id = ${reportingCompanyId}::int AND c.organization_id = o.id)
          AS company_of_organization
      FROM organization o WHERE o.id = ${organizationId} AND o.deleted_at IS NULL`
    return rows.at(0)
  })

export const sponsorTaken = (clientId: number, organizationId: number, reportingCompanyId: number | null) =>
  anyRow(
    (sql) => sql`
      SELECT 1 FROM sponsor
      WHERE client_organization_id = ${clientId} AND organization_id = ${organizationId}
        AND reporting_company_id IS NOT DISTINCT FROM ${reportingCompanyId}::int AND NOT is_disabled`
  )

export const insertSponsor = (clientId: number, organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO sponsor (client_organization_id, organization_id, reporting_company_id)
      VALUES (${clientId}, ${organizationId}, ${reportingCompanyId}::int) RETURNING id`
    return row!.id
  })

export const countSponsors = (clientId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ count: number }>`
      SELECT count(*)::int AS count FROM sponsor WHERE client_organization_id = ${clientId} AND NOT is_disabled`
    return row!.count
  })

export const disableSponsor = (id: number) => execute((sql) => sql`UPDATE sponsor SET is_disabled = true WHERE id = ${id}`)

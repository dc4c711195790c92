import { Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import {
  harvestCountColumns,
  harvestCountExpressions,
  harvestCountJoins,
  harvestCountOf,
  type HarvestCountColumns
} from "./shared/harvestCounts"
import { jsonColumn } from "./shared/jsonColumn"
import { withinScope } from "./shared/employerScope"
import type { OrganizationType, ReportingCompany, UserDriverReportOptionRecord } from "../../api/platform/schemas"
import type { Caller, HeldGrant } from "../../api/security"
import { allRows, firstRow } from "./shared/statements"
import { liveSessionExpressions, type SessionCheck } from "./identity/accountSessions"

/** The columns that name an account's person. */
export interface PersonColumns {
  readonly id: number
  readonly userId: string
  readonly firstName: string
  readonly middleName: string | null
  readonly lastName: string
}

/** The columns of an account that name its person and tell how they sign in. */
export interface AccountColumns extends PersonColumns {
  readonly email: string
  readonly mfaPhone: string | null
  readonly sub: string | null
  readonly isDisabled: boolean
  readonly isIbcCredentials: boolean
}

/** A user as the lists show them: their person, and their employer named in both languages. */
export interface ListedUserColumns extends PersonColumns {
  readonly organizationId: number
  readonly organizationEn: string
  readonly organizationFr: string
  readonly reportingCompanyId: number | null
  readonly companyEn: string | null
  readonly companyFr: string | null
}

/** Employers an administrator manages: companies, and organizations without separate companies. */
export interface EmployerScope {
  readonly companyIds: ReadonlyArray<number>
  readonly organizationIds: ReadonlyArray<number>
}

/** Users (`u`) employed within the scope. */
export const employedIn = (sql: SqlClient.SqlClient, scope: EmployerScope) => withinScope(sql, "u", scope)

/** Every function by id, with its names (history entries and reports name them). */
export const functionNames = allRows(
  (sql) => sql<{ id: number; nameEn: string; nameFr: string }>`SELECT id, name_en, name_fr FROM application_function`
)

interface UserRow extends AccountColumns {
  readonly userType: 1 | 2 | 3
  readonly organizationType: string
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly previousLogin: Date | null
  readonly acceptedTermsVersion: number | null
  readonly latestTermsVersion: number
}

/** What the sign-in lookup tells of an account: where it signs in, and whether it may. */
export interface LookupAccount {
  readonly id: number
  readonly isDisabled: boolean
  readonly isIbcCredentials: boolean
  readonly identityDomain: string
  /** The sign-in domain of the claims provider of the account's e-mail domain (settings tab 1), if any. */
  readonly mappedDomain: string | null
}

/** The live account a sign-in lookup names, by User ID or e-mail, without regard to case (deleted accounts are gone). */
export const findLookupAccount = (userIdOrEmail: string) =>
  firstRow(
    (sql) => sql<LookupAccount>`
      SELECT u.id, u.is_disabled, u.is_ibc_credentials, o.identity_domain, p.b2c_domain_name AS mapped_domain
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
        LEFT JOIN b2c_provider p ON lower(p.email_domain_name) = lower(split_part(u.email, '@', 2))
      WHERE (lower(u.user_id) = lower(${userIdOrEmail}) OR lower(u.email) = lower(${userIdOrEmail}))
        AND u.deleted_at IS NULL
      LIMIT 1`
  )

/** Called when the identity provider completes a sign-in: the last sign-in becomes the previous one. */
export const recordSignIn = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE portal_user SET previous_login = last_login, last_login = now() WHERE id = ${id}`
    yield* sql`INSERT INTO user_access_history (user_id, event) VALUES (${id}, 'signIn')`
  })

/** A sign-in lock that has just begun, in the user's access history: by User ID, by client address, or both. */
export const recordSignInLockout = (
  id: number,
  locks: ReadonlyArray<"account" | "address">,
  gate: { readonly _tag: string; readonly retryAfterSeconds?: number }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const detail = { locks, lockedForSeconds: gate._tag === "Locked" ? gate.retryAfterSeconds : null }
    yield* sql`INSERT INTO user_access_history (user_id, event, detail)
      VALUES (${id}, 'signInLocked', ${JSON.stringify(detail)}::jsonb)`
  })

const toIso = (date: Date | null) => (date ? date.toISOString() : null)

interface ProfileRow extends UserRow {
  readonly organizationCode: string
  readonly companyCode: string | null
  readonly assigned: ReadonlyArray<number> | string
  readonly grants: ReadonlyArray<Grant> | string
  /** Each company any function is held for, once: a bureau account holds every function for every company. */
  readonly companies: ReadonlyArray<ReportingCompany> | string
  /** Each organization of any grant, once. */
  readonly organizations: ReadonlyArray<GrantOrganization> | string
  readonly options: ReadonlyArray<{ driverReportOption: UserDriverReportOptionRecord; isDefault: boolean }> | string
}

/** A function held, with the companies it is held for and the organizations it is held for as themselves. */
interface Grant {
  readonly functionId: number
  readonly companyIds: ReadonlyArray<number>
  readonly organizationIds: ReadonlyArray<number>
}

interface GrantOrganization {
  readonly id: number
  readonly organizationType: OrganizationType
  readonly nameEn: string
  readonly nameFr: string
}

/**
 * The grants as stored, one per company or organization held as itself, in the order of readGrantRows:
 * by function, organization, then company (the organization itself first). Company ids come ordered by
 * organization then id, and organization ids in order, so a merge keeps that order without sorting.
 */
const heldGrants = (
  grants: ReadonlyArray<Grant>,
  companies: ReadonlyMap<number, ReportingCompany>,
  organizations: ReadonlyMap<number, GrantOrganization>
): ReadonlyArray<HeldGrant> => {
  const held: Array<HeldGrant> = []
  for (const { functionId, organizationIds, companyIds } of grants) {
    let o = 0
    const pushOrganization = (organizationId: number) => {
      const organization = organizations.get(organizationId)!
      const { organizationType, nameEn, nameFr } = organization
      held.push({ functionId, organizationId, reportingCompanyId: null, organizationType, nameEn, nameFr })
    }
    for (const reportingCompanyId of companyIds) {
      const company = companies.get(reportingCompanyId)!
      while (o < organizationIds.length && organizationIds[o]! <= company.organizationId) pushOrganization(organizationIds[o++]!)
      const { organizationType } = organizations.get(company.organizationId)!
      const { organizationId, nameEn, nameFr } = company
      held.push({ functionId, organizationId, reportingCompanyId, organizationType, nameEn, nameFr })
    }
    while (o < organizationIds.length) pushOrganization(organizationIds[o++]!)
  }
  return held
}

/**
 * The full profile of a user, by the identity provider's subject: functions with the companies held
 * for each, assigned organizations, driver report options. One statement, since every protected call loads it.
 */
export const loadUserProfile = (sub: string) =>
  Effect.map(
    loadProfileWhere((sql) => sql`u.sub = ${sub}`, undefined),
    (loaded) => loaded?.profile
  )

/** The full profile of a user by the portal's id (an invited account has no subject yet). */
export const loadUserProfileById = (id: number) =>
  Effect.map(
    loadProfileWhere((sql) => sql`u.id = ${id}`, undefined),
    (loaded) => loaded?.profile
  )

/**
 * A report or search to count with the caller's profile, in the same statement: only for an enabled
 * account that holds one of `functionIds`, as the endpoint's declared access asks, so that a call the
 * account or access check refuses counts nothing. The counters' keys are the prefixes and the user's id.
 */
export interface ProfileHarvestCount {
  readonly minute: { readonly keyPrefix: string; readonly durationMs: number }
  readonly day: { readonly keyPrefix: string; readonly durationMs: number }
  readonly functionIds: ReadonlyArray<number>
  /**
   * The per-minute limit by company code, then organization code, as JSON: one of `codes`, or "" for
   * any other or none (the domain's perMinuteTable).
   */
  readonly perMinute: {
    readonly codes: ReadonlyArray<string>
    readonly byCodesJson: string
  }
}

/**
 * The caller by subject, in one statement: their full profile, whether the call's session is alive
 * (when it names one), and the request counted towards their harvesting limits (when `count` is
 * given) only if the session is alive and the account and access allow.
 */
export const loadCaller = (sub: string, count: ProfileHarvestCount | undefined, session: SessionCheck | undefined) =>
  loadProfileWhere((sql) => sql`u.sub = ${sub}`, count, session)

/** The account a machine client calls as, by the portal's id, with its session's check when its token names one. */
export const loadCallerById = (id: number, session: SessionCheck | undefined) =>
  loadProfileWhere((sql) => sql`u.id = ${id}`, undefined, session)

/**
 * The user it reads, enabled, holding one of the functions and (with a session) in a live session,
 * with their per-minute limit from the table.
 */
const countingExpression = (
  sql: SqlClient.SqlClient,
  where: Statement.Fragment,
  count: ProfileHarvestCount,
  session: SessionCheck | undefined
) => {
  const { codes, byCodesJson } = count.perMinute
  return sql`counting AS (
      SELECT u.id, (${byCodesJson}::jsonb -> codes.company ->> codes.organization)::int AS per_minute
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
        LEFT JOIN reporting_company rc ON rc.id = u.reporting_company_id
        CROSS JOIN LATERAL (SELECT
          CASE WHEN upper(rc.code) = ANY(${codes}::text[]) THEN upper(rc.code) ELSE '' END AS company,
          CASE WHEN upper(o.code) = ANY(${codes}::text[]) THEN upper(o.code) ELSE '' END AS organization) codes
      WHERE ${where} AND NOT u.is_disabled ${session === undefined ? sql`` : sql`AND EXISTS (SELECT 1 FROM live)`}
        AND EXISTS (SELECT 1 FROM user_function f WHERE f.user_id = u.id AND f.function_id = ANY(${[...count.functionIds]}::int[]))
    ), ${harvestCountExpressions(sql, {
      source: sql`counting`,
      minute: { key: sql`${count.minute.keyPrefix}::text || counting.id`, durationMs: count.minute.durationMs },
      day: { key: sql`${count.day.keyPrefix}::text || counting.id`, durationMs: count.day.durationMs },
      perMinute: sql`counting.per_minute`
    })}`
}

const loadProfileWhere = (
  where: (sql: SqlClient.SqlClient) => Statement.Fragment,
  count: ProfileHarvestCount | undefined,
  session?: SessionCheck
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const counting = count === undefined ? undefined : countingExpression(sql, where(sql), count, session)
    const expressions = [
      ...(session === undefined ? [] : [liveSessionExpressions(sql, session)]),
      ...(counting === undefined ? [] : [counting])
    ]
    const [user] = yield* sql<ProfileRow & Partial<HarvestCountColumns> & { sessionAlive?: boolean }>`
      ${expressions.length === 0 ? sql`` : sql`WITH ${sql.join(", ", false)(expressions)}`}
      SELECT ${counting === undefined ? sql`` : sql`${harvestCountColumns(sql)},`}
        ${session === undefined ? sql`` : sql`EXISTS (SELECT 1 FROM live) AS session_alive,`}
        u.id, u.user_type, u.user_id, u.first_name, u.middle_name, u.last_name, u.email, u.mfa_phone, u.sub,
        u.is_disabled, u.is_ibc_credentials, o.organization_type, u.organization_id, u.reporting_company_id,
        u.unit_id, u.previous_login, u.accepted_terms_version,
        (SELECT max(version) FROM terms_of_service) AS latest_terms_version,
        o.code AS organization_code, (SELECT rc.code FROM reporting_company rc WHERE rc.id = u.reporting_company_id) AS company_code,
        coalesce((SELECT json_agg(organization_id ORDER BY organization_id) FROM user_organization
          WHERE user_id = u.id), '[]') AS assigned,
        coalesce((SELECT json_agg(json_build_object('functionId', g.function_id, 'companyIds', g.company_ids,
              'organizationIds', g.organization_ids)
            ORDER BY g.function_id)
          FROM (SELECT f.function_id, coalesce(array_agg(f.reporting_company_id ORDER BY f.organization_id, f.reporting_company_id)
              FILTER (WHERE f.reporting_company_id IS NOT NULL), '{}') AS company_ids,
              coalesce(array_agg(f.organization_id ORDER BY f.organization_id)
              FILTER (WHERE f.reporting_company_id IS NULL), '{}') AS organization_ids
            FROM user_function f WHERE f.user_id = u.id GROUP BY f.function_id) g), '[]') AS grants,
        coalesce((SELECT json_agg(json_build_object('id', c.id, 'organizationId', c.organization_id, 'code', c.code,
            'nameEn', c.name_en, 'nameFr', c.name_fr))
          FROM reporting_company c
          WHERE c.id IN (SELECT f.reporting_company_id FROM user_function f WHERE f.user_id = u.id)), '[]') AS companies,
        coalesce((SELECT json_agg(json_build_object('id', g.id, 'organizationType', g.organization_type,
            'nameEn', g.name_en, 'nameFr', g.name_fr))
          FROM organization g
          WHERE g.id IN (SELECT f.organization_id FROM user_function f WHERE f.user_id = u.id)), '[]') AS organizations,
        coalesce((SELECT json_agg(json_build_object('driverReportOption', json_build_object('id', d.id,
              'yearsOfData', d.years_of_data, 'note', d.note, 'organizationId', d.organization_id,
              'reportingCompanyId', d.reporting_company_id),
            'isDefault', r.is_default) ORDER BY d.years_of_data NULLS LAST, d.id)
          FROM user_driver_report_option r JOIN driver_report_option d ON d.id = r.driver_report_option_id
          WHERE r.user_id = u.id), '[]') AS options
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
        ${counting === undefined ? sql`` : harvestCountJoins(sql)}
      WHERE ${where(sql)}`
    if (!user) return undefined
    const companies = new Map(jsonColumn(user.companies).map((c) => [c.id, c]))
    const organizations = new Map(jsonColumn(user.organizations).map((o) => [o.id, o]))
    const grants = jsonColumn(user.grants)
    const functions = grants.map((g) => ({
      userId: user.id,
      functionId: g.functionId,
      reportingCompanies: g.companyIds.map((id) => companies.get(id)!)
    }))
    const profile: Caller = {
      id: user.id,
      userType: user.userType,
      userId: user.userId,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      email: user.email,
      mfaPhone: user.mfaPhone,
      sub: user.sub,
      termsOfUseAccepted: user.acceptedTermsVersion !== null,
      isDisabled: user.isDisabled,
      isIbcCredentials: user.isIbcCredentials,
      isIbc: user.organizationType === "IBC",
      organizationId: user.organizationId,
      reportingCompanyId: user.reportingCompanyId,
      unitId: user.unitId,
      previousLogin: toIso(user.previousLogin),
      assignedOrganizationsIds: jsonColumn(user.assigned),
      userFunctions: functions,
      userDriverReportOptions: jsonColumn(user.options).map((o) => ({ userId: user.id, ...o })),
      isLastTermsOfServiceAccepted: user.acceptedTermsVersion === user.latestTermsVersion,
      grants: heldGrants(grants, companies, organizations),
      harvestCodes: [user.companyCode, user.organizationCode].filter((code) => code !== null)
    }
    return {
      profile,
      counted: counting === undefined ? undefined : harvestCountOf(user as HarvestCountColumns),
      sessionAlive: user.sessionAlive
    }
  })

export const markTermsAccepted = (userId: number, version: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`UPDATE portal_user SET accepted_terms_version = ${version} WHERE id = ${userId}`
        yield* sql`INSERT INTO terms_acceptance (user_id, version) VALUES (${userId}, ${version})
          ON CONFLICT DO NOTHING`
        yield* sql`INSERT INTO user_access_history (user_id, event, detail)
          VALUES (${userId}, 'termsAccepted', ${JSON.stringify({ version })}::jsonb)`
      })
    )
  })

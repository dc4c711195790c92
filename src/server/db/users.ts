import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ReportingCompany, UserProfile } from "../../api/platform/schemas"

interface UserRow {
  readonly id: number
  readonly userType: 1 | 2 | 3
  readonly userId: string
  readonly firstName: string
  readonly middleName: string | null
  readonly lastName: string
  readonly email: string
  readonly mfaPhone: string | null
  readonly sub: string
  readonly isDisabled: boolean
  readonly isIbcCredentials: boolean
  readonly organizationType: string
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly previousLogin: Date | null
  readonly acceptedTermsVersion: number | null
  readonly latestTermsVersion: number
}

export interface SignInAccount {
  readonly id: number
  readonly sub: string
  readonly userId: string
  readonly email: string
  readonly isDisabled: boolean
  readonly isIbcCredentials: boolean
  readonly identityDomain: string
  readonly passwordHash: string | null
}

/** Finds the account a sign-in names, by User ID or e-mail, without regard to case. */
export const findSignInAccount = (userIdOrEmail: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SignInAccount>`
      SELECT u.id, u.sub, u.user_id, u.email, u.is_disabled, u.is_ibc_credentials, u.password_hash, o.identity_domain
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
      WHERE lower(u.user_id) = lower(${userIdOrEmail}) OR lower(u.email) = lower(${userIdOrEmail})
      LIMIT 1`
    return rows[0]
  })

export const findSignInAccountBySub = (sub: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SignInAccount>`
      SELECT u.id, u.sub, u.user_id, u.email, u.is_disabled, u.is_ibc_credentials, u.password_hash, o.identity_domain
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
      WHERE u.sub = ${sub}`
    return rows[0]
  })

/** Called when the identity provider completes a sign-in: the last sign-in becomes the previous one. */
export const recordSignIn = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE portal_user SET previous_login = last_login, last_login = now() WHERE id = ${id}`
    yield* sql`INSERT INTO user_access_history (user_id, event) VALUES (${id}, 'signIn')`
  })

const toIso = (date: Date | null) => (date ? date.toISOString() : null)

/** The full profile of a user: functions with the companies held for each, assigned organizations. */
export const loadUserProfile = (sub: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [user] = yield* sql<UserRow>`
      SELECT u.id, u.user_type, u.user_id, u.first_name, u.middle_name, u.last_name, u.email, u.mfa_phone, u.sub,
        u.is_disabled, u.is_ibc_credentials, o.organization_type, u.organization_id, u.reporting_company_id,
        u.unit_id, u.previous_login, u.accepted_terms_version,
        (SELECT max(version) FROM terms_of_service) AS latest_terms_version
      FROM portal_user u JOIN organization o ON o.id = u.organization_id
      WHERE u.sub = ${sub}`
    if (!user) return undefined
    const organizations = yield* sql<{ organizationId: number }>`
      SELECT organization_id FROM user_organization WHERE user_id = ${user.id} ORDER BY organization_id`
    const grants = yield* sql<{ functionId: number } & Partial<ReportingCompany> & { companyId: number | null }>`
      SELECT f.function_id, c.id AS company_id, c.organization_id, c.code, c.name_en, c.name_fr
      FROM user_function f LEFT JOIN reporting_company c ON c.id = f.reporting_company_id
      WHERE f.user_id = ${user.id}
      ORDER BY f.function_id, c.id`
    const functions = new Map<number, Array<ReportingCompany>>()
    for (const g of grants) {
      const companies = functions.get(g.functionId) ?? []
      if (g.companyId !== null) {
        companies.push({ id: g.companyId, organizationId: g.organizationId!, code: g.code!, nameEn: g.nameEn!, nameFr: g.nameFr! })
      }
      functions.set(g.functionId, companies)
    }
    const options = yield* sql<{ driverReportOption: number; isDefault: boolean }>`
      SELECT driver_report_option, is_default FROM user_driver_report_option WHERE user_id = ${user.id}`
    const profile: UserProfile = {
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
      assignedOrganizationsIds: organizations.map((o) => o.organizationId),
      userFunctions: [...functions].map(([functionId, reportingCompanies]) => ({
        userId: user.id,
        functionId,
        reportingCompanies
      })),
      userDriverReportOptions: options.map((o) => ({ userId: user.id, ...o })),
      isLastTermsOfServiceAccepted: user.acceptedTermsVersion === user.latestTermsVersion
    }
    return profile
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

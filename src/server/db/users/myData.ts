import { Effect } from "effect"
import { SqlClient } from "effect/sql"

interface NamedColumns {
  readonly nameEn: string
  readonly nameFr: string
}

/** Where an account or a report belongs, named in both languages: a company and a unit only where there is one. */
interface EmployerColumns {
  readonly organizationEn: string
  readonly organizationFr: string
  readonly companyEn: string | null
  readonly companyFr: string | null
  readonly unitEn: string | null
  readonly unitFr: string | null
}

const named = (nameEn: string | null, nameFr: string | null): NamedColumns | null =>
  nameEn === null || nameFr === null ? null : { nameEn, nameFr }

/**
 * Everything kept about one account, for its own download (GET /api/Account/MyData): the profile, the
 * organizations assigned, the functions held, the history of changes, the reports generated (without
 * the driver's or vehicle's data) and the sign-ins. Never a password hash or a second factor.
 */
export const readMyData = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [profile] = yield* sql<
      EmployerColumns & {
        userId: string
        email: string
        firstName: string
        middleName: string | null
        lastName: string
        mfaPhone: string | null
        userType: number
        isIbcCredentials: boolean
        createdAt: Date
        lastLogin: Date | null
      }
    >`
      SELECT u.user_id, u.email, u.first_name, u.middle_name, u.last_name, u.mfa_phone, u.user_type, u.is_ibc_credentials,
        o.name_en AS organization_en, o.name_fr AS organization_fr, c.name_en AS company_en, c.name_fr AS company_fr,
        un.name_en AS unit_en, un.name_fr AS unit_fr, u.created_at, u.last_login
      FROM portal_user u
      JOIN organization o ON o.id = u.organization_id
      LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
      LEFT JOIN unit un ON un.id = u.unit_id
      WHERE u.id = ${userId}`
    const terms = yield* sql<{ version: number; acceptedAt: Date }>`
      SELECT version, accepted_at FROM terms_acceptance WHERE user_id = ${userId} ORDER BY accepted_at`
    const organizations = yield* sql<NamedColumns>`
      SELECT o.name_en, o.name_fr FROM user_organization uo JOIN organization o ON o.id = uo.organization_id
      WHERE uo.user_id = ${userId} ORDER BY o.name_en`
    const functions = yield* sql<{
      functionEn: string
      functionFr: string
      organizationEn: string
      organizationFr: string
      companyEn: string | null
      companyFr: string | null
    }>`
      SELECT f.name_en AS function_en, f.name_fr AS function_fr, o.name_en AS organization_en, o.name_fr AS organization_fr,
        c.name_en AS company_en, c.name_fr AS company_fr
      FROM user_function uf
      JOIN application_function f ON f.id = uf.function_id
      JOIN organization o ON o.id = uf.organization_id
      LEFT JOIN reporting_company c ON c.id = uf.reporting_company_id
      WHERE uf.user_id = ${userId}
      ORDER BY f.name_en, o.name_en, c.name_en NULLS FIRST`
    const history = yield* sql<{
      occurredAt: Date
      changedByFirstName: string | null
      changedByLastName: string | null
      descriptionEn: string
      descriptionFr: string
    }>`
      SELECT h.occurred_at, a.first_name AS changed_by_first_name, a.last_name AS changed_by_last_name,
        h.description_en, h.description_fr
      FROM user_access_history h LEFT JOIN portal_user a ON a.id = h.changed_by AND a.id <> h.user_id
      WHERE h.user_id = ${userId} AND h.description_en IS NOT NULL AND h.description_fr IS NOT NULL
      ORDER BY h.occurred_at DESC, h.id DESC`
    const reports = yield* sql<
      EmployerColumns & { kind: "driver" | "vehicle"; id: number; reportDate: Date; referenceNumber: string | null }
    >`
      SELECT r.kind, r.id, r.report_date, o.name_en AS organization_en, o.name_fr AS organization_fr,
        c.name_en AS company_en, c.name_fr AS company_fr, un.name_en AS unit_en, un.name_fr AS unit_fr, r.reference_number
      FROM (
        SELECT 'driver' AS kind, id, report_date, organization_id, reporting_company_id, unit_id, reference_number
        FROM driver_report WHERE requestor_user_id = ${userId}
        UNION ALL
        SELECT 'vehicle', id, report_date, organization_id, reporting_company_id, unit_id, NULL
        FROM vehicle_report WHERE requestor_user_id = ${userId}
      ) r
      JOIN organization o ON o.id = r.organization_id
      LEFT JOIN reporting_company c ON c.id = r.reporting_company_id
      LEFT JOIN unit un ON un.id = r.unit_id
      ORDER BY r.report_date DESC, r.kind, r.id DESC`
    const signIns = yield* sql<{ occurredAt: Date }>`
      SELECT occurred_at FROM user_access_history WHERE user_id = ${userId} AND event = 'signIn'
      ORDER BY occurred_at DESC, id DESC`
    if (!profile) return undefined
    return {
      profile: {
        userId: profile.userId,
        email: profile.email,
        firstName: profile.firstName,
        middleName: profile.middleName,
        lastName: profile.lastName,
        mfaPhone: profile.mfaPhone,
        userType: profile.userType,
        bureauCredentials: profile.isIbcCredentials,
        organization: { nameEn: profile.organizationEn, nameFr: profile.organizationFr },
        company: named(profile.companyEn, profile.companyFr),
        unit: named(profile.unitEn, profile.unitFr),
        createdAt: profile.createdAt.toISOString(),
        lastSignIn: profile.lastLogin?.toISOString() ?? null,
        termsOfUseAccepted: terms.map((row) => ({ version: row.version, acceptedAt: row.acceptedAt.toISOString() }))
      },
      assignedOrganizations: organizations.map((row) => ({ nameEn: row.nameEn, nameFr: row.nameFr })),
      functions: functions.map((row) => ({
        function: { nameEn: row.functionEn, nameFr: row.functionFr },
        organization: { nameEn: row.organizationEn, nameFr: row.organizationFr },
        company: named(row.companyEn, row.companyFr)
      })),
      history: history.map((row) => ({
        occurredAt: row.occurredAt.toISOString(),
        changedBy: row.changedByFirstName === null ? null : `${row.changedByFirstName} ${row.changedByLastName ?? ""}`.trim(),
        descriptionEn: row.descriptionEn,
        descriptionFr: row.descriptionFr
      })),
      reports: reports.map((row) => ({
        kind: row.kind,
        id: row.id,
        reportDate: row.reportDate.toISOString(),
        organization: { nameEn: row.organizationEn, nameFr: row.organizationFr },
        company: named(row.companyEn, row.companyFr),
        unit: named(row.unitEn, row.unitFr),
        referenceNumber: row.referenceNumber
      })),
      signIns: signIns.map((row) => row.occurredAt.toISOString())
    }
  })

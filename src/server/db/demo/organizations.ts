import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** An organization, or one of its reporting companies (`reportingCompanyId` null for the organization itself). */
export interface Employer {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

export const findReportingCompany = (code: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [company] = yield* sql<{ id: number; organizationId: number; code: string }>`
      SELECT id, organization_id, code FROM reporting_company WHERE code = ${code}`
    return company
  })

export const insertOrganization = (organization: {
  readonly type: string
  readonly en: string
  readonly fr: string
  readonly code: string
  readonly domain: string
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain)
      VALUES (${organization.type}, ${organization.en}, ${organization.fr}, ${organization.code}, ${organization.domain}) RETURNING id`
    return row!.id
  })

export const insertReportingCompany = (
  organizationId: number,
  company: { readonly code: string; readonly en: string; readonly fr: string }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO reporting_company (organization_id, code, name_en, name_fr)
      VALUES (${organizationId}, ${company.code}, ${company.en}, ${company.fr}) RETURNING id`
    return row!.id
  })

/** Who hears of the company's reports joining the 90-day list. */
export const insertNotificationRecipient = (company: Employer, email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO notification_recipient (organization_id, reporting_company_id, email)
      VALUES (${company.organizationId}, ${company.reportingCompanyId}, ${email})`
  })

export const insertUnit = (company: Employer, unit: { readonly en: string; readonly fr: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO unit (organization_id, reporting_company_id, name_en, name_fr)
      VALUES (${company.organizationId}, ${company.reportingCompanyId}, ${unit.en}, ${unit.fr}) RETURNING id`
    return row!.id
  })

/** An e-mail domain (`@example.com`) the employer's accounts may use. */
export const insertPermittedDomain = (employer: Employer, domain: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
      VALUES (${employer.organizationId}, ${employer.reportingCompanyId}, ${domain})`
  })

/** Whether the employer's accounts sign in with the bureau's credentials. */
export const insertCompanySetting = (employer: Employer, ibcCredentials: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials)
      VALUES (${employer.organizationId}, ${employer.reportingCompanyId}, ${ibcCredentials})`
  })

/** A sponsor of a client organization (a broker or a third party working for a carrier's company). */
export const insertSponsor = (clientOrganizationId: number, sponsor: Employer) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO sponsor (client_organization_id, organization_id, reporting_company_id)
      VALUES (${clientOrganizationId}, ${sponsor.organizationId}, ${sponsor.reportingCompanyId})`
  })

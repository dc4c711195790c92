import { Effect } from "effect"
import { firstRow } from "../shared/statements"
import { insertRow } from "./storedRows"

/** An organization, or one of its reporting companies (`reportingCompanyId` null for the organization itself). */
export interface Employer {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

export const findReportingCompany = (code: string) =>
  firstRow(
    (sql) =>
      sql<{ id: number; organizationId: number; code: string }>`
        SELECT id, organization_id, code FROM reporting_company WHERE code = ${code}`
  )

/** The columns that file a row under the employer. */
export const filedUnder = (employer: Employer) => ({
  organization_id: employer.organizationId,
  reporting_company_id: employer.reportingCompanyId
})

export const insertOrganization = (organization: {
  readonly type: string
  readonly en: string
  readonly fr: string
  readonly code: string
  readonly domain: string
}) =>
  insertRow("organization", {
    organization_type: organization.type,
    name_en: organization.en,
    name_fr: organization.fr,
    code: organization.code,
    identity_domain: organization.domain
  })

export const insertReportingCompany = (
  organizationId: number,
  company: { readonly code: string; readonly en: string; readonly fr: string }
) =>
  insertRow("reporting_company", {
    organization_id: organizationId,
    code: company.code,
    name_en: company.en,
    name_fr: company.fr
  })

/** Who hears of the company's reports joining the 90-day list. */
export const insertNotificationRecipient = (company: Employer, email: string) =>
  Effect.asVoid(insertRow("notification_recipient", { ...filedUnder(company), email }))

export const insertUnit = (company: Employer, unit: { readonly en: string; readonly fr: string }) =>
  insertRow("unit", { ...filedUnder(company), name_en: unit.en, name_fr: unit.fr })

/** An e-mail domain (`@example.com`) the employer's accounts may use. */
export const insertPermittedDomain = (employer: Employer, domain: string) =>
  Effect.asVoid(insertRow("permitted_domain", { ...filedUnder(employer), domain }))

/** Whether the employer's accounts sign in with the bureau's credentials. */
export const insertCompanySetting = (employer: Employer, ibcCredentials: boolean) =>
  Effect.asVoid(insertRow("organization_company_setting", { ...filedUnder(employer), is_ibc_credentials: ibcCredentials }))

/** A sponsor of a client organization (a broker or a third party working for a carrier's company). */
export const insertSponsor = (clientOrganizationId: number, sponsor: Employer) =>
  Effect.asVoid(insertRow("sponsor", { client_organization_id: clientOrganizationId, ...filedUnder(sponsor) }))

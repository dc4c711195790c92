import type { Effect } from "effect"
import { beforeAll } from "vitest"
import type { ManagedUser, UserProfileSave } from "../../../src/api/users/schemas"
import type { RunningPortal } from "./portal"
import { api, signIn, type PortalClient } from "./signIn"

export const logins = {
  admin: "admin@bureau.example",
  manager: "manager@northwind.example",
  analyst: "analyst@northwind.example"
} as const
export type Who = keyof typeof logins

export interface Refusal {
  readonly _tag: string
  readonly token?: string
  readonly code?: string
  readonly message?: string
  readonly issues?: ReadonlyArray<{ readonly field: string; readonly code: string }>
}

export interface DemoIds {
  readonly organizations: Record<string, number>
  readonly companies: Record<string, { readonly id: number; readonly organizationId: number }>
  readonly users: Record<string, number>
}

/**
 * The demo world as the user administration tests use it: tokens of the administrators, the ids of
 * organizations, companies and users, and the permitted domains each company's users sign in with.
 */
export const useUserAdministration = (portal: RunningPortal) => {
  const tokens: Record<string, string> = {}
  const ids: DemoIds = { organizations: {}, companies: {}, users: {} }
  beforeAll(async () => {
    await portal.sql(
      (sql) => sql`
        INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
        SELECT o.id, c.id, '@' || o.identity_domain
        FROM organization o LEFT JOIN reporting_company c ON c.organization_id = o.id
        WHERE NOT EXISTS (
          SELECT 1 FROM permitted_domain p WHERE p.organization_id = o.id
            AND p.reporting_company_id IS NOT DISTINCT FROM c.id AND p.domain = '@' || o.identity_domain)`
    )
    const organizations = await portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM organization`)
    for (const o of organizations) ids.organizations[o.code] = o.id
    const companies = await portal.sql(
      (sql) => sql<{ id: number; code: string; organizationId: number }>`SELECT id, code, organization_id FROM reporting_company`
    )
    for (const c of companies) ids.companies[c.code] = { id: c.id, organizationId: c.organizationId }
    const users = await portal.sql((sql) => sql<{ id: number; email: string }>`SELECT id, email FROM portal_user`)
    for (const u of users) ids.users[u.email] = u.id
    for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
  })
  const ok = <A, E>(who: Who | string, call: (client: PortalClient) => Effect.Effect<A, E>) =>
    api(portal.baseUrl, tokens[who] ?? who).ok(call)
  const refused = <A, E>(who: Who | string, call: (client: PortalClient) => Effect.Effect<A, E>) =>
    api(portal.baseUrl, tokens[who] ?? who).error(call) as Promise<Refusal>
  const history = (userId: number) =>
    portal.sql(
      (sql) => sql<{ event: string; changedBy: number | null; descriptionEn: string | null; descriptionFr: string | null }>`
        SELECT event, changed_by, description_en, description_fr FROM user_access_history
        WHERE user_id = ${userId} ORDER BY id`
    )
  const optionsOf = (companyCode: string) =>
    portal.sql(
      (sql) => sql<{ id: number; yearsOfData: number | null }>`
        SELECT id, years_of_data FROM driver_report_option
        WHERE reporting_company_id = ${ids.companies[companyCode]!.id} AND NOT is_disabled ORDER BY id`
    )
  return { tokens, ids, ok, refused, history, optionsOf }
}

let counter = 0
/** A fresh e-mail on a domain, so that each created account is new. */
export const freshEmail = (domain: string, name = "user") =>
  `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@${domain}`

/** A Northwind General user holding the driver report and the vehicle report there, with one default option. */
export const northwindUser = (ids: DemoIds, optionId: number, overrides: Partial<UserProfileSave> = {}): UserProfileSave => {
  const email = overrides.email ?? freshEmail("northwind.example")
  const general = ids.companies["NWD-GEN"]!
  return {
    userType: 1,
    userId: email,
    firstName: "Robin",
    middleName: null,
    lastName: "Ouellet",
    email,
    mfaPhone: null,
    organizationId: general.organizationId,
    reportingCompanyId: general.id,
    unitId: null,
    assignedOrganizationsIds: [general.organizationId],
    functions: [
      { functionId: 1, companies: [{ organizationId: general.organizationId, reportingCompanyId: general.id }] },
      { functionId: 2, companies: [] }
    ],
    driverReportOptions: [{ driverReportOptionId: optionId, isDefault: true }],
    ...overrides
  }
}

/** A managed user as the edit form saves it back, unchanged. */
export const asSave = (user: ManagedUser): UserProfileSave => ({
  userType: user.userType,
  userId: user.userId,
  firstName: user.firstName,
  middleName: user.middleName,
  lastName: user.lastName,
  email: user.email,
  mfaPhone: user.mfaPhone,
  organizationId: user.organizationId,
  reportingCompanyId: user.reportingCompanyId,
  unitId: user.unitId,
  assignedOrganizationsIds: user.assignedOrganizationsIds,
  functions: user.functions,
  driverReportOptions: user.driverReportOptions
})

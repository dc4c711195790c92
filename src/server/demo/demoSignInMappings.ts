import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The demo world's settings tabs 1 and 2: Laurentian's staff sign in with their carrier's own
 * identity provider, Northwind's Québec domain signs in with Northwind; three client ids, one a
 * vendor's and one disabled (to restore).
 */
export const demoClaimsProviders = [
  { emailDomainName: "laurentian.example", b2cDomainName: "login.laurentian.example" },
  { emailDomainName: "northwind-qc.example", b2cDomainName: "northwind.example" }
] as const

export const demoClientMappings = [
  {
    clientId: "northwind-underwriting",
    company: "NWD-GEN",
    email: "manager@northwind.example",
    isVendor: false,
    disabled: false
  },
  { clientId: "claimsdata-vendor", company: null, email: "partner@claimsdata.example", isVendor: true, disabled: false },
  { clientId: "maple-legacy", company: "MPL-MUT", email: "e.wright@maple.example", isVendor: false, disabled: true }
] as const

export const seedDemoSignInMappings = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const p of demoClaimsProviders)
    yield* sql`INSERT INTO b2c_provider (email_domain_name, b2c_domain_name) VALUES (${p.emailDomainName}, ${p.b2cDomainName})`
  for (const m of demoClientMappings)
    yield* sql`
      INSERT INTO b2c_client_organization (client_id, organization_id, reporting_company_id, user_id, is_vendor, disabled)
      SELECT ${m.clientId}, u.organization_id, u.reporting_company_id, u.id, ${m.isVendor}, ${m.disabled}
      FROM portal_user u LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
      WHERE u.email = ${m.email} AND c.code IS NOT DISTINCT FROM ${m.company}::text`
})

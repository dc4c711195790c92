import { Effect } from "effect"
import { execute } from "../shared/statements"
import { insertRow } from "./storedRows"

/** Settings tab 1: the staff of an e-mail domain sign in with this identity provider. */
export const insertClaimsProvider = (provider: { readonly emailDomainName: string; readonly b2cDomainName: string }) =>
  Effect.asVoid(
    insertRow("b2c_provider", { email_domain_name: provider.emailDomainName, b2c_domain_name: provider.b2cDomainName })
  )

/**
 * Settings tab 2: a machine client id acting as the account with this e-mail, for its company (null for
 * an account of an organization without companies).
 */
export const insertClientMapping = (mapping: {
  readonly clientId: string
  readonly company: string | null
  readonly email: string
  readonly isVendor: boolean
  readonly disabled: boolean
}) =>
  execute(
    (sql) =>
      sql`
        INSERT INTO b2c_client_organization (client_id, organization_id, reporting_company_id, user_id, is_vendor, disabled)
        SELECT ${mapping.clientId}, u.organization_id, u.reporting_company_id, u.id, ${mapping.isVendor}, ${mapping.disabled}
        FROM portal_user u LEFT JOIN reporting_company c ON c.id = u.reporting_company_id
        WHERE u.email = ${mapping.email} AND c.code IS NOT DISTINCT FROM ${mapping.company}::text`
  )

/** Sets the secret of an enabled machine client, as its hash. */
export const setClientSecretHash = (clientId: string, secretHash: string) =>
  execute(
    (sql) =>
      sql`
        UPDATE b2c_client_organization SET client_secret_hash = ${secretHash}
        WHERE client_id = ${clientId} AND NOT disabled`
  )

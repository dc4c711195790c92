import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/**
 * Portal passwords of accounts that sign in at their carrier's own provider: such an account's e-mail
 * domain maps (settings tab 1) to a sign-in domain the issuer registry names, and it does not sign in
 * with bureau credentials. A password it held before the mapping is removed.
 */
export const clearCarrierPasswords = (signInDomains: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (signInDomains.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const domains = signInDomains.map((domain) => domain.toLowerCase())
    const rows = yield* sql<{ readonly userId: string }>`
      UPDATE portal_user SET password_hash = NULL
      WHERE password_hash IS NOT NULL AND NOT is_ibc_credentials
        AND lower(split_part(email, '@', 2)) IN (
          SELECT lower(email_domain_name) FROM b2c_provider WHERE lower(b2c_domain_name) = ANY(${domains}::text[]))
      RETURNING user_id`
    return rows.map((row) => row.userId)
  })

/** One account's portal password removed (it signs in at its carrier). */
export const clearPasswordOf = (id: number) =>
  execute((sql) => sql`UPDATE portal_user SET password_hash = NULL WHERE id = ${id} AND password_hash IS NOT NULL`)

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { JWK } from "jose"
import { jsonColumn } from "../shared/jsonColumn"

/** The embedded provider's private signing keys kept in the database, oldest first. */
export const storedSigningKeys = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ jwk: JWK | string }>`SELECT jwk FROM oidc_signing_key ORDER BY id`
  return rows.map((row) => jsonColumn<JWK>(row.jwk))
})

/**
 * Keeps the key given unless another instance stored one first, and answers the keys to sign with. The
 * token verifier, the provider and other instances may all start at once: the first to hold the lock
 * stores its key.
 */
export const storeFirstSigningKey = (jwk: JWK) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`SELECT pg_advisory_xact_lock(hashtext('oidc_signing_key'))`
        const winner = yield* storedSigningKeys
        if (winner.length > 0) return winner
        yield* sql`INSERT INTO oidc_signing_key (jwk) VALUES (${JSON.stringify(jwk)}::jsonb)`
        return [jwk]
      })
    )
  })

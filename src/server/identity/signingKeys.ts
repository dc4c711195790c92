import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { exportJWK, generateKeyPair, type JWK } from "jose"
import { PortalConfig } from "../config"
import { jsonColumn } from "../db/shared/jsonColumn"

/**
 * Private signing keys of the embedded provider: OIDC_JWKS when given, otherwise a development key
 * generated once and kept in the database so every instance and restart signs with the same key.
 */
export const loadSigningKeys = Effect.gen(function* () {
  const config = yield* PortalConfig
  if (config.oidcJwks) {
    const parsed = JSON.parse(config.oidcJwks) as { keys: Array<JWK> }
    return parsed.keys
  }
  const sql = yield* SqlClient.SqlClient
  const stored = sql<{ jwk: JWK | string }>`SELECT jwk FROM oidc_signing_key ORDER BY id`.pipe(
    Effect.map((rows) => rows.map((row) => jsonColumn<JWK>(row.jwk)))
  )
  const existing = yield* stored
  if (existing.length > 0) return existing
  const jwk = yield* Effect.promise(async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true })
    return { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: "RS256", use: "sig" }
  })
  // The token verifier, the provider and other instances may all start at once: the first to hold the lock stores its key.
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* sql`SELECT pg_advisory_xact_lock(hashtext('oidc_signing_key'))`
      const winner = yield* stored
      if (winner.length > 0) return winner
      yield* sql`INSERT INTO oidc_signing_key (jwk) VALUES (${JSON.stringify(jwk)}::jsonb)`
      return [jwk]
    })
  )
})

export const publicJwks = (keys: ReadonlyArray<JWK>) => ({
  keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({ kty, n, e, crv, x, y, kid, alg, use }))
})

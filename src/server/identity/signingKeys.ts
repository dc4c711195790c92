import { Effect } from "effect"
import { exportJWK, generateKeyPair, type JWK } from "jose"
import { PortalConfig } from "../config"
import { storeFirstSigningKey, storedSigningKeys } from "../db/identity/signingKeys"

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
  const existing = yield* storedSigningKeys
  if (existing.length > 0) return existing
  const jwk = yield* Effect.promise(async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true })
    return { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: "RS256", use: "sig" }
  })
  return yield* storeFirstSigningKey(jwk)
})

export const publicJwks = (keys: ReadonlyArray<JWK>) => ({
  keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({ kty, n, e, crv, x, y, kid, alg, use }))
})

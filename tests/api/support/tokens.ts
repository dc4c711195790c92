import { SignJWT, importJWK, type JWK } from "jose"
import type { RunningPortal } from "./portal"

export interface CraftedClaims {
  readonly sub: string
  readonly aud?: string
  readonly exp?: number
}

/** The embedded provider's own signing key, read from its table. */
export const providerKey = async (portal: RunningPortal): Promise<JWK> => {
  const [key] = await portal.sql((sql) => sql<{ jwk: JWK | string }>`SELECT jwk FROM oidc_signing_key ORDER BY id LIMIT 1`)
  return typeof key!.jwk === "string" ? (JSON.parse(key!.jwk) as JWK) : key!.jwk
}

/** An access token as the provider would sign it, with the claims given changed (an expired one, another audience). */
export const craftToken = async (portal: RunningPortal, key: JWK, claims: CraftedClaims) => {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: "portal-spa", scope: "openid profile email" })
    .setProtectedHeader({ alg: "RS256", kid: key.kid!, typ: "at+jwt" })
    .setIssuer(portal.config.oidcIssuer)
    .setAudience(claims.aud ?? portal.config.oidcAudience)
    .setSubject(claims.sub)
    .setIssuedAt(now - 120)
    .setExpirationTime(claims.exp ?? now + 300)
    .sign(await importJWK(key, "RS256"))
}

export const subOf = async (portal: RunningPortal, email: string) => {
  const [user] = await portal.sql((sql) => sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`)
  return user!.sub
}

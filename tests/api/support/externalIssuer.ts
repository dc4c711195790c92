import { SignJWT, exportJWK, generateKeyPair } from "jose"
import { createServer } from "node:http"
import { freePort } from "./portal"

/**
 * An external OpenID issuer as the portal sees one: discovery and a JWKS over HTTP, and access tokens
 * it signs with claims of the test's choosing (sub, email, email_verified).
 */
export const startExternalIssuer = async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const kid = "external-test-key"
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const server = createServer((req, res) => {
    const body =
      req.url === "/.well-known/openid-configuration"
        ? { issuer, jwks_uri: `${issuer}/jwks` }
        : req.url === "/jwks"
          ? { keys: [jwk] }
          : undefined
    res.statusCode = body ? 200 : 404
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify(body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    issuer,
    mint: (claims: {
      readonly sub: string
      readonly email?: string
      readonly emails?: ReadonlyArray<string>
      readonly email_verified?: boolean
    }) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "RS256", kid })
        .setIssuer(issuer)
        .setAudience("portal-api")
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

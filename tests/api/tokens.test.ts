import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from "jose"
import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { api, send } from "./support/signIn"

const portal = usePortal()

interface Claims {
  readonly iss?: string
  readonly aud?: string
  readonly sub?: string
  readonly exp?: number
}

let serverKey: JWK
let analystSub: string

/** A token as the embedded provider would sign it, with the given claims changed. */
const craft = async (claims: Claims = {}, key: JWK = serverKey) => {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: "portal-spa", scope: "openid profile email" })
    .setProtectedHeader({ alg: "RS256", kid: key.kid!, typ: "at+jwt" })
    .setIssuer(claims.iss ?? portal.config.oidcIssuer)
    .setAudience(claims.aud ?? portal.config.oidcAudience)
    .setSubject(claims.sub ?? analystSub)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 300)
    .sign(await importJWK(key, "RS256"))
}

const refusal = async (token: string | undefined) => {
  const typed = await api(portal.baseUrl, token).error((client) => client.users.getUserConnected())
  const raw = await send(portal.baseUrl, "/api/Users/GetUserConnected", { token })
  return { typed, status: raw.status }
}

beforeAll(async () => {
  const [key] = await portal.sql((sql) => sql<{ jwk: JWK | string }>`SELECT jwk FROM oidc_signing_key ORDER BY id LIMIT 1`)
  serverKey = typeof key!.jwk === "string" ? (JSON.parse(key!.jwk) as JWK) : key!.jwk
  const [analyst] = await portal.sql(
    (sql) => sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = 'analyst@northwind.example'`
  )
  analystSub = analyst!.sub
})

describe("bearer tokens on protected calls", () => {
  it("accepts a well-formed token signed by the provider's key (so the refusals below are for their one flaw)", async () => {
    const me = await api(portal.baseUrl, await craft()).ok((client) => client.users.getUserConnected())
    expect(me.email).toBe("analyst@northwind.example")
  })

  it("refuses a call without a token with 401", async () => {
    expect(await refusal(undefined)).toMatchObject({ typed: { _tag: "Unauthorized" }, status: 401 })
  })

  it("refuses a garbage token with 401", async () => {
    expect(await refusal("not-a-token")).toMatchObject({ typed: { _tag: "Unauthorized" }, status: 401 })
  })

  it("refuses a token signed by another key with 401", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true })
    const otherKey = { ...(await exportJWK(privateKey)), kid: serverKey.kid }
    expect(await refusal(await craft({}, otherKey))).toMatchObject({ typed: { _tag: "Unauthorized" }, status: 401 })
  })

  it("refuses an expired token with 401", async () => {
    const expired = await craft({ exp: Math.floor(Date.now() / 1000) - 60 })
    expect(await refusal(expired)).toMatchObject({ typed: { _tag: "Unauthorized" }, status: 401 })
  })

  it("refuses a token for a different audience with 401", async () => {
    expect(await refusal(await craft({ aud: "another-api" }))).toMatchObject({ typed: { _tag: "Unauthorized" }, status: 401 })
  })

  it("refuses a token from a different issuer with 401", async () => {
    expect(await refusal(await craft({ iss: "https://elsewhere.example/oidc" }))).toMatchObject({
      typed: { _tag: "Unauthorized" },
      status: 401
    })
  })

  it("refuses a valid token naming no known user with 401", async () => {
    expect(await refusal(await craft({ sub: crypto.randomUUID() }))).toMatchObject({
      typed: { _tag: "Unauthorized" },
      status: 401
    })
  })

  it("guards every protected group, not only the user profile", async () => {
    for (const path of ["/api/Functions", "/api/organizations/list", "/api/reportingCompanies", "/api/jurisdictions"]) {
      expect((await send(portal.baseUrl, path)).status, path).toBe(401)
      expect((await send(portal.baseUrl, path, { token: "not-a-token" })).status, path).toBe(401)
    }
    const put = await send(portal.baseUrl, "/api/contactUs", { method: "PUT", body: { textEn: "a", textFr: "b" } })
    expect(put.status).toBe(401)
  })
})

import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { clientId, discover, signIn } from "./support/signIn"

const portal = usePortal()

const refresh = async (refreshToken: string) => {
  const discovery = await discover(portal.baseUrl)
  return fetch(discovery.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId }).toString()
  })
}

const revoke = async (token: string, hint: "refresh_token" | "access_token") => {
  const discovery = (await discover(portal.baseUrl)) as unknown as { revocation_endpoint: string }
  return fetch(discovery.revocation_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: clientId }).toString()
  })
}

describe("the embedded provider offers only what the portal uses", () => {
  it("lists the code flow with PKCE, refresh and client credentials, and a revocation endpoint", async () => {
    const discovery = (await discover(portal.baseUrl)) as unknown as Record<string, unknown>
    expect(discovery.response_types_supported).toEqual(["code"])
    expect([...(discovery.grant_types_supported as Array<string>)].sort()).toEqual([
      "authorization_code",
      "client_credentials",
      "refresh_token"
    ])
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"])
    expect(discovery.revocation_endpoint).toBe(`${portal.baseUrl}/oidc/token/revocation`)
  })

  it("refuses the implicit and hybrid response types", async () => {
    const discovery = await discover(portal.baseUrl)
    for (const responseType of ["id_token", "code id_token", "id_token token"]) {
      const authorize = new URL(discovery.authorization_endpoint)
      authorize.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: `${portal.baseUrl}/authentication/login-callback`,
        response_type: responseType,
        scope: "openid",
        nonce: "n",
        state: "s"
      }).toString()
      const response = await fetch(authorize, { redirect: "manual" })
      const location = response.headers.get("location") ?? ""
      expect(location, responseType).not.toContain("/oidc/interaction/")
      expect(decodeURIComponent(location) + (await response.text()), responseType).toMatch(
        /unsupported_response_type|unauthorized_client/
      )
    }
  })

  it("refuses an authorization request without PKCE", async () => {
    const discovery = await discover(portal.baseUrl)
    const authorize = new URL(discovery.authorization_endpoint)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${portal.baseUrl}/authentication/login-callback`,
      response_type: "code",
      scope: "openid",
      state: "s"
    }).toString()
    const response = await fetch(authorize, { redirect: "manual" })
    const refusal = new URL(response.headers.get("location") ?? "", portal.baseUrl).searchParams
    expect(refusal.get("error")).toBe("invalid_request")
    expect(refusal.get("error_description")).toContain("requires PKCE")
  })

  it("refuses a revoked refresh token, and every token of its sign-in with it", async () => {
    const tokens = await signIn(portal.baseUrl, "analyst@northwind.example")
    const renewed = (await (await refresh(tokens.refreshToken)).json()) as { refresh_token: string }
    expect((await revoke(renewed.refresh_token, "refresh_token")).status).toBe(200)
    const refused = await refresh(renewed.refresh_token)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toBe("invalid_grant")
  })

  it("leaves another sign-in's refresh token alone", async () => {
    const first = await signIn(portal.baseUrl, "analyst@northwind.example")
    const second = await signIn(portal.baseUrl, "analyst@northwind.example")
    expect((await revoke(first.refreshToken, "refresh_token")).status).toBe(200)
    expect((await refresh(second.refreshToken)).status).toBe(200)
  })

  it("cannot revoke its access tokens, which are JWTs: they expire within minutes instead", async () => {
    const tokens = await signIn(portal.baseUrl, "analyst@northwind.example")
    const response = await revoke(tokens.accessToken, "access_token")
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe("unsupported_token_type")
  })
})

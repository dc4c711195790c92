import { decodeJwt } from "jose"
import { createHash, randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { usePortal } from "./support/portal"
import { beginSignIn, clientId, codeFromRedirects, demoPassword, discover, signIn, submitSignIn } from "./support/signIn"

const portal = usePortal()

/** A resource server that is not the portal's api: a token for it must not be issued (RFC 8707). */
const elsewhere = "https://elsewhere.example/api"

const tokenRequest = async (form: Record<string, string> | URLSearchParams, authorization?: string) => {
  const response = await fetch(`${portal.baseUrl}/oidc/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(authorization === undefined ? {} : { authorization })
    },
    body: form instanceof URLSearchParams ? form : new URLSearchParams(form)
  })
  return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } }
}

const machineCredentials = `Basic ${Buffer.from(
  `${encodeURIComponent(demoMachineClient.clientId)}:${encodeURIComponent(demoMachineClient.clientSecret)}`
).toString("base64")}`

describe("tokens for the portal's api only (RFC 8707)", () => {
  it("refuses a carrier's system a token for another resource with invalid_target, and gives one for the api", async () => {
    const refused = await tokenRequest({ grant_type: "client_credentials", resource: elsewhere }, machineCredentials)
    expect(refused).toMatchObject({ status: 400, body: { error: "invalid_target" } })
    expect(refused.body.access_token).toBeUndefined()
    const twoResources = new URLSearchParams({ grant_type: "client_credentials" })
    twoResources.append("resource", `${portal.baseUrl}/api`)
    twoResources.append("resource", elsewhere)
    expect((await tokenRequest(twoResources, machineCredentials)).body.error).toBe("invalid_target")

    const granted = await tokenRequest(
      { grant_type: "client_credentials", resource: `${portal.baseUrl}/api` },
      machineCredentials
    )
    expect(granted.status).toBe(200)
    expect(decodeJwt(granted.body.access_token!).aud).toBe(portal.config.oidcAudience)
  })

  it("answers an authorization request naming another resource with invalid_target at the app's callback", async () => {
    const discovery = await discover(portal.baseUrl)
    const verifier = randomBytes(32).toString("base64url")
    const redirectUri = `${portal.baseUrl}/authentication/login-callback`
    const authorize = new URL(discovery.authorization_endpoint)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid profile email offline_access",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      state: "state-of-the-app",
      login_hint: "analyst@northwind.example",
      resource: elsewhere
    }).toString()
    const response = await fetch(authorize, { redirect: "manual" })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get("location")!, authorize)
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
    expect(location.searchParams.get("error")).toBe("invalid_target")
    expect(location.searchParams.get("state")).toBe("state-of-the-app")
  })

  it("refuses a code or a refresh token exchanged for another resource with invalid_target", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const code = await codeFromRedirects(
      authorization,
      await submitSignIn(authorization, { login: "analyst@northwind.example", password: demoPassword })
    )
    const exchange = await tokenRequest({
      grant_type: "authorization_code",
      code: code!,
      redirect_uri: authorization.redirectUri,
      client_id: clientId,
      code_verifier: authorization.codeVerifier,
      resource: elsewhere
    })
    expect(exchange).toMatchObject({ status: 400, body: { error: "invalid_target" } })

    const { refreshToken } = await signIn(portal.baseUrl, "analyst@northwind.example")
    const refreshed = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
      resource: elsewhere
    })
    expect(refreshed).toMatchObject({ status: 400, body: { error: "invalid_target" } })
  })
})

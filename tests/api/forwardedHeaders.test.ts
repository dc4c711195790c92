import { Effect, Option } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { request as httpRequest } from "node:http"
import { describe, expect, it } from "vitest"
import { parseTrustedProxies } from "../../src/server/config"
import { forwardedHeaders } from "../../src/server/http/edge/forwarded"
import { usePortal } from "./support/portal"
import { beginSignIn } from "./support/signIn"

const portal = usePortal()

const discoveryPath = "/oidc/.well-known/openid-configuration"

/** A raw request, so that the Host header itself can be forged (fetch does not let it be set). */
const rawGet = (baseUrl: string, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string; location: string | undefined }>((resolve, reject) => {
    const url = new URL(path, baseUrl)
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }))
    })
    req.on("error", reject)
    req.end()
  })

describe("forged host and forwarded headers", () => {
  it("leaves the discovery document on PUBLIC_URL whatever Host and X-Forwarded-* say", async () => {
    const honest = await rawGet(portal.baseUrl, discoveryPath, {})
    expect(honest.status).toBe(200)
    const document = JSON.parse(honest.body) as Record<string, unknown>
    expect(document.issuer).toBe(`${portal.config.publicUrl}/oidc`)
    for (const key of ["authorization_endpoint", "token_endpoint", "end_session_endpoint", "jwks_uri", "userinfo_endpoint"]) {
      expect(String(document[key])).toMatch(new RegExp(`^${portal.config.publicUrl}/oidc/`))
    }
    const forgeries: ReadonlyArray<Record<string, string>> = [
      { "x-forwarded-host": "evil.example" },
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
      { host: "evil.example" },
      { host: "evil.example:8443", "x-forwarded-proto": "https", forwarded: "host=evil.example;proto=https" }
    ]
    for (const headers of forgeries) {
      const forged = await rawGet(portal.baseUrl, discoveryPath, headers)
      expect(forged.status).toBe(200)
      expect(forged.body).toBe(honest.body)
      expect(forged.body).not.toContain("evil.example")
    }
  })

  it("sends the browser to the sign-in page on PUBLIC_URL when the authorization request names another host", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const authorize = new URL(authorization.discovery.authorization_endpoint)
    authorize.search = new URLSearchParams({
      client_id: "portal-spa",
      redirect_uri: `${portal.baseUrl}/authentication/login-callback`,
      response_type: "code",
      scope: "openid",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256"
    }).toString()
    const forged = await rawGet(portal.baseUrl, authorize.pathname + authorize.search, {
      host: "evil.example",
      "x-forwarded-host": "evil.example"
    })
    expect(forged.status).toBe(303)
    expect(forged.location ?? "").not.toContain("evil.example")
  })
})

/** Runs the edge middleware on one request arriving from `peer`; answers what the portal then believes. */
const seenFrom = (trusted: string, peer: string, headers: Record<string, string>) => {
  const app = Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    return HttpServerResponse.jsonUnsafe({
      address: Option.getOrNull(request.remoteAddress),
      protocol: request.protocol ?? null,
      forgedHost: request.headers.host === "evil.example",
      forwardedHost: request.headers["x-forwarded-host"] ?? null
    })
  }).pipe(forwardedHeaders(parseTrustedProxies(trusted)))
  const request = HttpServerRequest.fromWeb(new Request("http://portal.test/api/health", { headers })).modify({
    remoteAddress: Option.some(peer)
  })
  return Effect.runPromise(
    Effect.provideService(app, HttpServerRequest.HttpServerRequest, request).pipe(
      Effect.flatMap((response) => Effect.promise(() => HttpServerResponse.toWeb(response).json()))
    )
  )
}

describe("TRUSTED_PROXIES", () => {
  const forwarded = {
    "x-forwarded-for": "198.51.100.7",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "evil.example"
  }

  it("takes the client address and protocol from a named proxy, never its forwarded host", async () => {
    expect(await seenFrom("10.0.0.0/8", "10.1.2.3", forwarded)).toEqual({
      address: "198.51.100.7",
      protocol: "https",
      forgedHost: false,
      forwardedHost: null
    })
    expect(await seenFrom("10.0.0.5, ::1", "::1", forwarded)).toMatchObject({ address: "198.51.100.7", protocol: "https" })
  })

  it("ignores forwarded headers from anybody else", async () => {
    expect(await seenFrom("10.0.0.0/8", "203.0.113.50", forwarded)).toEqual({
      address: "203.0.113.50",
      protocol: null,
      forgedHost: false,
      forwardedHost: null
    })
    expect(await seenFrom("", "10.1.2.3", forwarded)).toMatchObject({ address: "10.1.2.3", protocol: null })
  })

  it("skips the proxies of the chain and stops at the first address it does not trust", async () => {
    const chain = { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.9", "x-forwarded-proto": "http, https, https" }
    expect(await seenFrom("10.0.0.0/8", "10.1.2.3", chain)).toMatchObject({ address: "198.51.100.7", protocol: "https" })
  })

  it("refuses a setting that is not an address or a network", () => {
    expect(() => parseTrustedProxies("10.0.0.1, proxy.internal")).toThrow(/proxy\.internal/)
    expect(parseTrustedProxies(" 10.0.0.1 , 2001:db8::/32 ")).toHaveLength(2)
  })
})

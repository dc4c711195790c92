import { beforeAll, describe, expect, it } from "vitest"
import { operations, urlOf } from "./support/operations"
import { usePortal } from "./support/portal"
import { craftToken, providerKey, subOf } from "./support/tokens"

const portal = usePortal()

/** Every operation that asks for a token, with its path ids filled: the token is checked before anything is read. */
const protectedOperations = operations.filter(
  (operation) => operation.access?._tag !== "Public" && operation.access?._tag !== "Link"
)

const params = (path: string) => Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, "1"]))

const call = (path: string, method: string, authorization?: string) =>
  fetch(`${portal.baseUrl}${path}`, { method, headers: authorization === undefined ? {} : { authorization } })

/** An auth-param of a Bearer challenge (RFC 6750 section 3), unquoted. */
const authParam = (challenge: string, name: string) => new RegExp(`[ ,]${name}="([^"]*)"`).exec(challenge)?.[1]

let expired = ""

beforeAll(async () => {
  const key = await providerKey(portal)
  expired = await craftToken(portal, key, {
    sub: await subOf(portal, "analyst@northwind.example"),
    exp: Math.floor(Date.now() / 1000) - 60
  })
})

describe("a 401 says how to authenticate (RFC 6750 section 3)", () => {
  it("challenges a call without a token with Bearer and its realm, naming no error, on every protected operation", async () => {
    expect(protectedOperations.length).toBeGreaterThan(50)
    for (const operation of protectedOperations) {
      const response = await call(urlOf(operation, { params: params(operation.path) }), operation.method)
      expect(response.status, operation.key).toBe(401)
      const challenge = response.headers.get("www-authenticate") ?? ""
      expect(challenge, operation.key).toMatch(/^Bearer realm="[^"]+"$/)
    }
  })

  it("answers an expired or unreadable token with error invalid_token and a description, on every protected operation", async () => {
    for (const operation of protectedOperations) {
      for (const token of [expired, "not-a-token"]) {
        const response = await call(urlOf(operation, { params: params(operation.path) }), operation.method, `Bearer ${token}`)
        expect(response.status, operation.key).toBe(401)
        const challenge = response.headers.get("www-authenticate") ?? ""
        expect(challenge, operation.key).toMatch(/^Bearer realm="[^"]+", error="invalid_token", error_description="[^"]+"$/)
      }
    }
  })

  it("describes the refusal of a token the issuer signed for an account the portal does not know", async () => {
    const key = await providerKey(portal)
    const unknown = await craftToken(portal, key, { sub: "nobody-the-portal-knows" })
    const response = await call("/api/Users/GetUserConnected", "GET", `Bearer ${unknown}`)
    expect(response.status).toBe(401)
    const challenge = response.headers.get("www-authenticate") ?? ""
    expect(authParam(challenge, "error")).toBe("invalid_token")
    expect(authParam(challenge, "error_description")).toBe("Unknown user")
  })

  it("treats another scheme as no token at all, and challenges no answer but a 401", async () => {
    const basic = await call("/api/Users/GetUserConnected", "GET", "Basic dXNlcjpwYXNz")
    expect(basic.status).toBe(401)
    expect(basic.headers.get("www-authenticate")).toMatch(/^Bearer realm="[^"]+"$/)
    const health = await call("/api/health", "GET")
    expect(health.status).toBe(200)
    expect(health.headers.get("www-authenticate")).toBeNull()
  })
})

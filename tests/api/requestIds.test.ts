import { Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { beforeAll, describe, expect, it } from "vitest"
import { parseTrustedProxies } from "../../src/server/config"
import { requestIdOf } from "../../src/server/http/edge/requestLog"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const portal = usePortal({}, { captureLogs: true })
let token = ""

beforeAll(async () => {
  token = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
})

/** The request's log line, found by its id once the server wrote it. */
const lineOf = async (requestId: string) => {
  const deadline = Date.now() + 5_000
  for (;;) {
    const line = portal.logLines.find((entry) => entry.message === "Sent HTTP response" && entry.requestId === requestId)
    if (line || Date.now() > deadline) return line
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const bearer = () => ({ authorization: `Bearer ${token}` })

describe("an id on every answer (ASVS 7.4.1)", () => {
  it("answers an error with the request's id in its body and header, and logs the request under that id", async () => {
    const response = await fetch(`${portal.baseUrl}/api/Users/999999`, { headers: bearer() })
    expect(response.status).toBe(404)
    const requestId = response.headers.get("x-request-id")
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const body = (await response.json()) as { _tag: string; requestId: string }
    expect(body).toMatchObject({ _tag: "NotFound", requestId })
    const line = await lineOf(requestId!)
    expect(line).toMatchObject({ level: "INFO", "http.route": "GET /api/Users/{id}", "http.status": 404 })
  })

  it("gives each request an id of its own, a refusal without a token included", async () => {
    const [first, second] = await Promise.all([
      fetch(`${portal.baseUrl}/api/Functions`),
      fetch(`${portal.baseUrl}/api/Functions`)
    ])
    expect(first.status).toBe(401)
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")]
    expect(ids[0]).not.toBe(ids[1])
    expect(((await first.json()) as { requestId: string }).requestId).toBe(ids[0])
    expect(await lineOf(ids[0]!)).toMatchObject({ "http.route": "GET /api/Functions", "http.status": 401 })
  })

  it("sends the id on successful answers, pages and the provider's answers too", async () => {
    for (const path of ["/api/health", "/oidc/.well-known/openid-configuration", "/no-such-page"]) {
      const response = await fetch(`${portal.baseUrl}${path}`)
      expect(response.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it("ignores an X-Request-Id from a caller that is not a trusted proxy", async () => {
    const response = await fetch(`${portal.baseUrl}/api/Functions`, { headers: { "x-request-id": "chosen-by-the-caller-1234" } })
    expect(response.headers.get("x-request-id")).not.toBe("chosen-by-the-caller-1234")
  })

  it("keeps a well-formed id from a proxy named in TRUSTED_PROXIES, and no other", () => {
    const trusted = parseTrustedProxies("10.0.0.1")
    const from = (peer: string, id: string) =>
      requestIdOf(
        HttpServerRequest.fromWeb(new Request("http://portal.test/api/health", { headers: { "x-request-id": id } })).modify({
          peerAddress: Option.some(peer)
        }),
        trusted
      )
    expect(from("10.0.0.1", "proxy-id-0123456789")).toBe("proxy-id-0123456789")
    expect(from("10.0.0.2", "proxy-id-0123456789")).not.toBe("proxy-id-0123456789")
    for (const forged of ["short", 'id"},{"level":"ERROR', "id with spaces 0123", "x".repeat(200)]) {
      expect(from("10.0.0.1", forged)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

import { format } from "node:util"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { usePortal } from "./support/portal"

const perMinute = 30
// Requests from this machine stand for clients behind a trusted proxy, each with its own address.
const portal = usePortal({ CLIENT_EVENTS_PER_MINUTE: String(perMinute), TRUSTED_PROXIES: "127.0.0.1,::1" })

let logged: Array<string> = []
beforeEach(() => {
  logged = []
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: Array<unknown>) => void logged.push(format(...args)))
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

const report = (address: string, body: unknown) =>
  fetch(`${portal.baseUrl}/api/clientEvents`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body)
  })

const linesWith = (text: string) => logged.filter((line) => line.includes(text))

describe("browser events from one client address", () => {
  it("are accepted up to the limit, then refused 429 TooManyRequests with Retry-After, other addresses unaffected", async () => {
    const error = { kind: "error", page: "/reports/driver", message: `TypeError: flood ${Date.now()}` }
    const statuses: Array<number> = []
    for (let i = 0; i < perMinute; i++) statuses.push((await report("203.0.113.7", error)).status)
    expect(statuses).toEqual(Array(perMinute).fill(204))

    const refused = await report("203.0.113.7", { kind: "pageLoad", page: "/home", durationMs: 900 })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { _tag: string })._tag).toBe("TooManyRequests")
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)

    expect((await report("198.51.100.20", error)).status).toBe(204)
  })

  it("log an error once, not each repeat, and a run of refusals once", async () => {
    const message = `ReferenceError: repeated ${Date.now()}`
    for (let i = 0; i < 10; i++) expect((await report("203.0.113.8", { kind: "error", page: "/home", message })).status).toBe(204)
    expect(linesWith(message)).toHaveLength(1)

    const other = `RangeError: another ${Date.now()}`
    expect((await report("203.0.113.8", { kind: "error", page: "/home", message: other })).status).toBe(204)
    expect(linesWith(other)).toHaveLength(1)

    for (let i = 0; i < perMinute; i++) await report("203.0.113.8", { kind: "error", page: "/home", message })
    expect(linesWith("Browser events refused over the limit")).toHaveLength(1)
    expect(linesWith("203.0.113.8")).toHaveLength(1)
  })
})

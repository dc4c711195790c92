import { createServer } from "node:http"
import { afterAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"

interface Received {
  readonly path: string
  readonly body: string
}

/** An OpenTelemetry collector in this process: it keeps what the portal exports over OTLP/HTTP. */
const startReceiver = () =>
  new Promise<{ url: string; received: Array<Received>; close: () => void }>((resolve) => {
    const received: Array<Received> = []
    const server = createServer((req, res) => {
      let body = ""
      req.setEncoding("utf8")
      req.on("data", (chunk: string) => (body += chunk))
      req.on("end", () => {
        received.push({ path: req.url ?? "", body })
        res.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      resolve({ url: `http://127.0.0.1:${port}`, received, close: () => server.close() })
    })
  })

const receiver = await startReceiver()
afterAll(() => receiver.close())

const metricsToken = "metrics-token-for-tests"
// Every log line kept (information level included, as in production), so that security events are exported.
const portal = usePortal(
  { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORT_INTERVAL_MS: "300", METRICS_TOKEN: metricsToken },
  { captureLogs: true }
)

const waitFor = async (what: string, found: () => boolean) => {
  const deadline = Date.now() + 15_000
  while (!found()) {
    if (Date.now() > deadline) throw new Error(`Nothing received for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const prometheus = async (token: string | null = metricsToken) =>
  fetch(`${portal.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

describe("application monitoring", () => {
  it("exports traces and metrics of api calls to the OTLP collector", async () => {
    for (let n = 0; n < 3; n++) expect((await fetch(`${portal.baseUrl}/api/health`)).status).toBe(200)
    expect((await fetch(`${portal.baseUrl}/api/Functions`)).status).toBe(401)
    const sent =
      (path: string, ...texts: Array<string>) =>
      () =>
        receiver.received.some((r) => r.path === path && texts.every((text) => r.body.includes(text)))
    await waitFor("traces", sent("/v1/traces", "/api/health"))
    // Exports are periodic: wait for one made after both calls.
    await waitFor("metrics", sent("/v1/metrics", "portal_http_requests_total", "publicContent.health", "functions.list", '"401"'))
    expect(sent("/v1/metrics", "driver-vehicle-data-portal", "portal_http_request_duration_seconds")()).toBe(true)
    // The 401 is a security event: a log record of its own, and an event of the request's span.
    await waitFor("the security event's log record", sent("/v1/logs", "Security event", "unauthenticated", "functions.list"))
    await waitFor("the security event on the span", sent("/v1/traces", "Security event", "unauthenticated"))
  })

  it("exports no query value and no path that holds a secret in its traces (ASVS 7.1.1, 7.1.2)", async () => {
    const licence = "W90012345670001"
    const searched = await fetch(`${portal.baseUrl}/api/DriverReports/HistorySearch?driverLicenseNumber=${licence}&pageNumber=1`)
    expect(searched.status).toBe(401)
    const invitation = "b".repeat(43)
    await fetch(`${portal.baseUrl}/login/${invitation}`)
    await waitFor("the search's trace", () =>
      receiver.received.some((r) => r.path === "/v1/traces" && r.body.includes("/api/DriverReports/HistorySearch"))
    )
    const traces = receiver.received.filter((r) => r.path === "/v1/traces").map((r) => r.body)
    expect(traces.join("\n")).toContain("driverLicenseNumber=REDACTED")
    for (const secret of [licence, invitation]) expect(traces.join("\n")).not.toContain(secret)
  })

  it("serves Prometheus metrics per operation behind METRICS_TOKEN", async () => {
    expect((await prometheus(null)).status).toBe(401)
    expect((await prometheus("wrong-token")).status).toBe(401)
    const response = await prometheus()
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/plain")
    const text = await response.text()
    expect(text).toMatch(/portal_http_requests_total\{[^}]*operation="publicContent\.health"[^}]*\} \d+/)
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{[^}]*operation="publicContent\.health"/)
    expect(text).toMatch(/portal_pdf_renders_in_progress(\{[^}]*\})? 0\b/)
  })

  it("counts the errors and page load times browsers report, and refuses a malformed report", async () => {
    const report = (body: unknown) =>
      fetch(`${portal.baseUrl}/api/clientEvents`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
    expect((await report({ kind: "error", page: "/reports/driver", message: "TypeError: x is undefined" })).status).toBe(204)
    expect((await report({ kind: "pageLoad", page: "/home", durationMs: 1234 })).status).toBe(204)
    expect((await report({ kind: "crash", page: "/home" })).status).toBe(400)
    const text = await (await prometheus()).text()
    expect(text).toMatch(/portal_browser_errors_total(\{[^}]*\})? 1\b/)
    expect(text).toMatch(/portal_browser_page_load_seconds_count(\{[^}]*\})? 1\b/)
  })
})

import { spawn, type ChildProcess } from "node:child_process"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"
import { createGatedServer, startingRetryAfterSeconds } from "../../src/server/http/edge/startupGate"
import { freePort, freshDatabase } from "./support/portal"

type Outcome =
  | { readonly kind: "answered"; readonly path: string; readonly status: number; readonly retryAfter: string | null }
  | { readonly kind: "refused" }
  | { readonly kind: "unanswered"; readonly path: string; readonly error: string }

const paths = ["/api/health/ready", "/api/health/live", "/api/health", "/api/clientConfig", "/api/no-such-call"]

/** Well below a hang, well above a loaded machine's slowest answer. */
const perRequestTimeoutMs = 5_000

const ask = async (baseUrl: string, path: string): Promise<Outcome> => {
  try {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(perRequestTimeoutMs) })
    await response.arrayBuffer()
    return { kind: "answered", path, status: response.status, retryAfter: response.headers.get("retry-after") }
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    // Nothing listens yet: the client knows at once, nothing waits.
    if (code === "ECONNREFUSED") return { kind: "refused" }
    return { kind: "unanswered", path, error: `${(error as Error).name}: ${code ?? (error as Error).message}` }
  }
}

let child: ChildProcess | undefined
let dropDatabase: (() => Promise<void>) | undefined

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  await dropDatabase?.()
})

describe("a starting server", () => {
  it("answers every request sent every 50 ms from its first instant: refused, 503 with Retry-After, or served", async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, true) : undefined
    dropDatabase = database?.drop
    let output = ""
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: "memory://",
        DATABASE_URL: database?.url ?? ""
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))

    const pending: Array<Promise<Outcome>> = []
    const deadline = Date.now() + 150_000
    let readySince: number | undefined
    for (let i = 0; Date.now() < deadline; i++) {
      if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`)
      const outcome = ask(baseUrl, paths[i % paths.length]!)
      pending.push(outcome)
      void outcome.then((o) => {
        if (o.kind === "answered" && o.path === "/api/health/ready" && o.status === 200) readySince ??= Date.now()
      })
      // A few more seconds of requests once ready, then stop sending.
      if (readySince !== undefined && Date.now() - readySince > 2_000) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const outcomes = await Promise.all(pending)

    expect(readySince, `never ready:\n${output}`).toBeDefined()
    expect(outcomes.filter((o) => o.kind === "unanswered")).toEqual([])
    const answered = outcomes.filter((o) => o.kind === "answered")
    for (const o of answered.filter((o) => o.status === 503)) expect(o.retryAfter).toBe("1")
    for (const o of answered.filter((o) => o.path === "/api/health/live")) expect(o.status).toBe(200)
    for (const o of answered) expect([200, 404, 503]).toContain(o.status)
    expect(answered.filter((o) => o.status === 200).length).toBeGreaterThan(10)
  }, 180_000)
})

describe("the server's own listener before the routes are in place", () => {
  it("answers 503 with Retry-After (liveness 200) until the app's listener is attached, then stands aside", async () => {
    const server = createGatedServer(readConfig({ PORT: "8080" }))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const starting = await fetch(`${baseUrl}/api/Users/GetUserConnected`, { signal: AbortSignal.timeout(2_000) })
      expect(starting.status).toBe(503)
      expect(starting.headers.get("retry-after")).toBe(String(startingRetryAfterSeconds))
      expect(starting.headers.get("content-type")).toBe("application/json; charset=utf-8")
      expect(starting.headers.get("cache-control")).toBe("no-store")
      expect(starting.headers.get("x-content-type-options")).toBe("nosniff")
      expect(starting.headers.get("content-security-policy")).toContain("default-src 'none'")
      const page = await fetch(`${baseUrl}/reports/history`, { signal: AbortSignal.timeout(2_000) })
      expect([page.status, page.headers.get("content-type"), await page.text()]).toEqual([
        503,
        "text/plain; charset=utf-8",
        "The portal is starting. Try again in a moment.\n"
      ])
      const live = await fetch(`${baseUrl}/api/health/live`, { signal: AbortSignal.timeout(2_000) })
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ status: "live" })

      server.on("request", (_, res) => res.end("served"))
      const served = await fetch(`${baseUrl}/api/Users/GetUserConnected`, { signal: AbortSignal.timeout(2_000) })
      expect([served.status, await served.text()]).toEqual([200, "served"])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

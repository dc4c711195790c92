import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"

/**
 * Every typed walk of examples/ (each *.ts but the kit, portalClient.ts, that they are built on) runs
 * as a reader would run it, `npx tsx examples/<walk>.ts`, against the demo world: it exits 0 and
 * prints what it says it does.
 */
const portal = usePortal()

const root = join(import.meta.dirname, "../..")
const walks = readdirSync(join(root, "examples"))
  .filter((name) => name.endsWith(".ts") && name !== "portalClient.ts")
  .sort()

/** What a walk prints, line by line, when it runs against the demo world; a walk missing here fails. */
const prints: Record<string, ReadonlyArray<RegExp>> = {
  "quotas.ts": [
    /^Search: 1 driver found; searches: \d+ of 120 left, the window starts again in \d+ s$/m,
    /^Report \d+; reports: \d+ of 60 left, the window starts again in \d+ s$/m
  ],
  "whoami.ts": [
    /^Client northwind-underwriting calls as .+ \(manager@northwind\.example\)$/im,
    /^Company \d+ NWD-GEN: Northwind General - Ontario$/m,
    /^Functions: .*driverReport/m,
    /^Reports: \d+ of 60 this minute, \d+ of 2000 today$/m,
    /^Searches: \d+ of 120 this minute, \d+ of 5000 today$/m
  ],
  "webhookReceiver.ts": [
    /^Deliveries to the company's endpoint: \d+$/m,
    /^Set WEBHOOK_SECRET to the endpoint's secret \(whsec_\.\.\.\) to receive events$/m
  ],
  "reportReuse.ts": [
    /^First call: report (\d+); retried: report \1 \(the same\)$/m,
    /^Asked again: report \d+, reused true, pulled \d{4}-\d{2}-\d{2}T/m,
    /^Fresh: report \d+, reused false$/m,
    /^Same key, another request: 409 IDEMPOTENCY_KEY_REUSED$/m
  ],
  "quote.ts": [
    /^Driver 1: report \d+, Margaret Anne Wilson, \d+ claims in 6 years, licensed \d+ years$/m,
    /^Driver 3: report \d+, Olivia Chen, /m,
    /^Driver 4: refused 404 NotFound: No driver with this licence number in this jurisdiction$/m,
    /^Reports left this minute: \d+$/m
  ]
}

const run = (walk: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      join(root, "node_modules/.bin/tsx"),
      [join(root, "examples", walk)],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PORTAL: portal.baseUrl },
        timeout: 60_000
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    )
  })

describe("the typed walks of examples/", () => {
  it("are each described here by what they print", () => {
    expect(walks.length).toBeGreaterThan(0)
    expect(walks.filter((walk) => prints[walk] === undefined)).toEqual([])
  })

  it.each(walks)("%s runs as Northwind's system against the demo world and prints what it says", async (walk) => {
    const result = await run(walk)
    expect(result.code, result.stderr + result.stdout).toBe(0)
    for (const line of prints[walk] ?? []) expect(result.stdout).toMatch(line)
  })
})

describe("examples/whoami.sh", () => {
  it("shows the client id, the mapped account and its limits, then a search's RateLimit headers", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "portal-example-"))
    try {
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          "sh",
          [join(root, "examples", "whoami.sh")],
          { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PORTAL: portal.baseUrl }, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
        )
      })
      expect(result.code, result.stderr + result.stdout).toBe(0)
      const me = JSON.parse(readFileSync(join(cwd, "whoami.json"), "utf8")) as {
        caller: { clientId: string }
        limits: { searches: { minute: { limit: number } } }
      }
      expect(me.caller.clientId).toBe("northwind-underwriting")
      expect(me.limits.searches.minute.limit).toBe(120)
      expect(result.stdout).toMatch(/^ratelimit-limit: \d+\r?$/im)
      expect(result.stdout).toMatch(/^ratelimit-remaining: \d+\r?$/im)
      expect(result.stdout).toMatch(/^ratelimit-reset: \d+\r?$/im)
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })
})

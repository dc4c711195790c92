import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
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
    /^Search: 1 driver found; searches: 119 of 120 left, the window starts again in 60 s$/m,
    /^Report \d+; reports: 59 of 60 left, the window starts again in 60 s$/m
  ],
  "webhookReceiver.ts": [
    /^Deliveries to the company's endpoint: \d+$/m,
    /^Set WEBHOOK_SECRET to the endpoint's secret \(whsec_\.\.\.\) to receive events$/m
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

import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { build } from "vite"
import { buildSummary, formatBytes, summaryLine } from "../../scripts/buildSummary"

const project = mkdtempSync(join(tmpdir(), "portal-build-summary-"))
afterAll(() => rmSync(project, { recursive: true, force: true }))

const filesUnder = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => statSync(join(folder, file)).isFile())

describe("the build's summary", () => {
  it("is one line after vite's build: the files written, their size and the time", async () => {
    writeFileSync(
      join(project, "index.html"),
      `<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>`
    )
    writeFileSync(join(project, "main.js"), `import("./later.js").then((m) => document.body.append(m.words))\n`)
    writeFileSync(join(project, "later.js"), `export const words = ${JSON.stringify("Bonjour ".repeat(300))}\n`)
    const outDir = join(project, "out")
    const lines: Array<string> = []
    await build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [buildSummary((line) => lines.push(line))],
      build: { outDir, emptyOutDir: true }
    })

    const written = filesUnder(outDir)
    const bytes = written.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0)
    expect(written.length).toBe(3)
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^Built ${outDir}: 3 files, ${formatBytes(bytes)} in \\d+\\.\\d s$`))
    ])
  })

  it("writes sizes as vite does, in bytes, kB or MB", () => {
    expect([formatBytes(512), formatBytes(2_450), formatBytes(4_012_345)]).toEqual(["512 B", "2.5 kB", "4.01 MB"])
    expect(summaryLine({ outDir: "dist/client", files: 158, bytes: 4_012_345, seconds: 38.74 })).toBe(
      "Built dist/client: 158 files, 4.01 MB in 38.7 s"
    )
  })
})

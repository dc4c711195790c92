import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { hostname, tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lockFileName } from "../../src/server/db/dataFolderLock"
import { startPortal, type RunningPortal } from "./support/portal"

const folder = mkdtempSync(join(tmpdir(), "portal-data-"))
const lockPath = join(folder, lockFileName)
// The embedded database on a real folder, whatever DATABASE_URL says.
const embeddedIn = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "", DEMO_DATA: "false" })

let first: RunningPortal | undefined

beforeAll(async () => {
  first = await startPortal(embeddedIn(folder))
})

afterAll(async () => {
  await first?.stop()
  rmSync(folder, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

/** `npm start` without the build: the server as its own process, on a free port. */
const secondServer = async (dataDir: string) => {
  const port = await freePort()
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, ...embeddedIn(dataDir), PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe("one server per embedded database folder", () => {
  it("locks the folder with the server's process id while it runs", () => {
    const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { pid: number; host: string }
    expect(lock).toMatchObject({ pid: process.pid, host: hostname() })
  })

  it("refuses a second server process on the same folder, naming the folder and the process that holds it", async () => {
    const second = await secondServer(folder)
    expect(second.code).not.toBe(0)
    expect(second.output).toContain(`The embedded database folder ${folder} is in use by another portal server`)
    expect(second.output).toContain(`process ${process.pid} on ${hostname()}`)
    // The first server still answers, its database whole.
    expect((await fetch(`${first!.baseUrl}/api/health`)).status).toBe(200)
    const [row] = await first!.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM jurisdiction`)
    expect(row!.count).toBeGreaterThan(0)
  })

  it("refuses a second server in the same process too", async () => {
    await expect(startPortal(embeddedIn(folder))).rejects.toThrow(/is in use by another portal server/)
    expect(existsSync(lockPath)).toBe(true)
  })

  it("takes over a lock left by a process that is gone, and removes its own when it stops", async () => {
    const other = mkdtempSync(join(tmpdir(), "portal-data-"))
    try {
      const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString()
      const stale = { pid: Number(gone), host: hostname(), since: "2020-01-01T00:00:00.000Z", token: "stale" }
      writeFileSync(join(other, lockFileName), JSON.stringify(stale))
      const portal = await startPortal(embeddedIn(other))
      try {
        expect(JSON.parse(readFileSync(join(other, lockFileName), "utf8"))).toMatchObject({ pid: process.pid })
      } finally {
        await portal.stop()
      }
      expect(existsSync(join(other, lockFileName))).toBe(false)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})

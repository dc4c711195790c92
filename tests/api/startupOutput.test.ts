import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"
import { startupMessage } from "../../src/server/startupMessage"
import { freePort, freshDatabase } from "./support/portal"

/*
 * The server as `npm start` runs it once the build is done (node --import tsx src/server/main.ts),
 * on a database of its own that it fills with the demo world, and with the build's output in dist
 * (npm test builds before the api tests run), so that the sign-in page's module is loaded too.
 */

interface LogLine {
  readonly level: string
  readonly message: unknown
  readonly [field: string]: unknown
}

const asLogLine = (line: string): LogLine | undefined => {
  try {
    const value: unknown = JSON.parse(line)
    return typeof value === "object" && value !== null && "level" in value && "message" in value ? (value as LogLine) : undefined
  } catch {
    return undefined
  }
}

let child: ChildProcess | undefined
const cleanUps: Array<() => Promise<void> | void> = []

const stop = async (process: ChildProcess) => {
  if (process.exitCode !== null || process.signalCode !== null) return
  const exited = new Promise((resolve) => process.once("exit", resolve))
  process.kill("SIGTERM")
  await exited
}

afterAll(async () => {
  if (child) await stop(child)
  for (const cleanUp of cleanUps) await cleanUp()
})

describe("what the server prints on a clean start", () => {
  it("is the log's JSON lines, none of them a warning, and the demo world's accounts as README says", async () => {
    expect(existsSync("dist/first-paint/signInPage.js"), "the build's output (run vite build first)").toBe(true)
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const dataDir = mkdtempSync(join(tmpdir(), "portal-start-"))
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // An empty database: the server migrates it and writes the demo world, as at a first `npm start`.
    const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, false) : undefined
    if (database) cleanUps.push(database.drop)
    // No mail server, as at a first start: the demo world's notices stay in the outbox.
    const env: Record<string, string | undefined> = {
      ...process.env,
      SMTP_URL: undefined,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      SECOND_FACTOR: "off"
    }
    let output = ""
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))

    const message = startupMessage(readConfig(env))
    const deadline = Date.now() + 150_000
    while (!output.includes(message)) {
      if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`)
      if (Date.now() > deadline) throw new Error(`No start-up message:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // The sign-in page drawn by the server: the build's module loads and draws into the app's root.
    const signIn = await fetch(`${baseUrl}/login`, { headers: { "accept-language": "fr" } })
    expect(signIn.status).toBe(200)
    const page = await signIn.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).not.toContain('<div id="root"></div>')
    await stop(child)

    const lines = output.split("\n").filter((line) => line.trim() !== "")
    const logLines = lines.map(asLogLine).filter((line) => line !== undefined)
    const others = lines.filter((line) => asLogLine(line) === undefined)
    // Besides the log, only the block README.md promises: where to go and the demo accounts.
    expect(others).toEqual(message.split("\n"))
    expect(logLines.filter((line) => line.level !== "INFO" && line.level !== "DEBUG")).toEqual([])
    // The demo world's notices wait in the outbox, each told once, at info.
    const kept = logLines.filter((line) => line.message === "Mail kept in the outbox and not sent: SMTP_URL is not set")
    expect(kept.length).toBeGreaterThan(0)
    expect(new Set(kept.map((line) => line.outboxId)).size).toBe(kept.length)
    for (const line of kept) expect(line).toMatchObject({ recipients: expect.any(String), subject: expect.any(String) })
  }, 180_000)
})

/**
 * The portal as operators start it (`node --import tsx src/server/main.ts`), on a database of our
 * choosing, on a free port, until it answers ready.
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { freePort } from "./benchSupport"
import { waitFor } from "./restoreDrillPostgres"

export interface StartedPortal {
  readonly baseUrl: string
  /** What the portal printed so far. */
  readonly output: () => string
  readonly stop: () => Promise<void>
}

const repositoryRoot = fileURLToPath(new URL("..", import.meta.url))

/**
 * Without the demo world and files in memory unless `env` says otherwise; production mode and a read
 * replica of the caller's environment are left out, as this portal serves one check on one server.
 */
export const startPortal = async (
  databaseUrl: string,
  env: Readonly<Record<string, string>> = {},
  timeoutMs = 120_000
): Promise<StartedPortal> => {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && name !== "READ_DATABASE_URL")
  )
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "false",
      DATA_DIR: "memory://",
      PDF_AHEAD: "0",
      PDF_WORKERS: "1",
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM")
      await exited
    }
  }
  try {
    await waitFor(
      "the portal to answer ready",
      async () => (await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok,
      { timeoutMs, failed: () => (child.exitCode === null ? undefined : `the portal stopped:\n${output}`) }
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, output: () => output, stop }
}

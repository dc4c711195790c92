import { spawn, type ChildProcess } from "node:child_process"
import { freePort } from "./portal"

export interface PortalProcess {
  readonly child: ChildProcess
  readonly baseUrl: string
  /** What the process has printed so far. */
  output: string
}

/**
 * The portal as a process of its own (src/server/main.ts) on a free port, with the demo world and `env`
 * added, answered once /api/health/ready says so; a portal that stops or is not ready in time is a failure
 * that shows what it printed.
 */
export const startPortalProcess = async (env: Record<string, string>, timeoutMs: number): Promise<PortalProcess> => {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: "memory://",
      DEMO_DATA: "true",
      PDF_WORKERS: "1",
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const started: PortalProcess = { child, baseUrl, output: "" }
  child.stdout!.on("data", (chunk: Buffer) => (started.output += chunk.toString()))
  child.stderr!.on("data", (chunk: Buffer) => (started.output += chunk.toString()))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal stopped:\n${started.output}`)
    const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false
    )
    if (ready) return started
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`The portal was not ready within ${timeoutMs / 1000} s:\n${started.output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

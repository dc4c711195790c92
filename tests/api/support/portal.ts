import { Cause, Console, Deferred, Effect, Exit, Fiber, Layer, References } from "effect"
import { SqlClient } from "effect/sql"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, inject } from "vitest"
import { layerPortal } from "../../../src/server/app"
import { layerConfig, readConfig, type PortalConfigShape } from "../../../src/server/config"
import { layerDatabase } from "../../../src/server/db/database"
import { runAdmin } from "./adminSql"

export interface RunningPortal {
  readonly config: PortalConfigShape
  readonly baseUrl: string
  /** Runs SQL on the portal's own database (the same pool the server uses). */
  readonly sql: <A>(query: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) => Promise<A>
  readonly stop: () => Promise<void>
  /** The server's log lines, each parsed, when the portal was started with `captureLogs`; else none. */
  readonly logLines: ReadonlyArray<Record<string, unknown>>
  /** The same lines as the server wrote them. */
  readonly rawLogLines: ReadonlyArray<string>
}

export interface PortalOptions {
  /** Keep every log line (information level and above) instead of printing warnings and errors. */
  readonly captureLogs?: boolean
}

/** A console that keeps the server's log lines (one JSON object each) instead of printing them. */
const capturingConsole = (lines: Array<string>): Console.Console => {
  const keep = (...args: ReadonlyArray<unknown>) => {
    lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "))
  }
  return { ...globalThis.console, log: keep, info: keep, warn: keep, error: keep } as unknown as Console.Console
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/**
 * With DATABASE_URL set, each test file gets a database of its own, dropped when the file is done: a
 * copy of the run's template (schema and demo world, tests/api/support/templateDatabase.ts) when the
 * demo world is wanted, else an empty one.
 */
export const freshDatabase = async (serverUrl: string, demoData: boolean) => {
  const name = `portal_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const template = demoData ? inject("templateDatabase") : undefined
  await runAdmin(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

/**
 * Without DATABASE_URL, a test file that wants the demo world gets a copy of the run's embedded
 * template folder (tests/api/support/templateDatabase.ts), removed when the file is done; otherwise
 * an empty database in memory.
 */
const freshDataDir = (demoData: boolean) => {
  const template = demoData ? inject("templateDataDir") : undefined
  if (template === undefined) return { dataDir: "memory://", drop: () => {} }
  const folder = mkdtempSync(join(tmpdir(), "portal-test-"))
  cpSync(template, join(folder, "data"), { recursive: true })
  return { dataDir: join(folder, "data"), drop: () => rmSync(folder, { recursive: true, force: true }) }
}

const waitForHealth = async (baseUrl: string, failed: () => string | undefined) => {
  const deadline = Date.now() + 60_000
  for (;;) {
    const failure = failed()
    if (failure) throw new Error(`The portal did not start: ${failure}`)
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error("The portal did not answer /api/health within 60 s")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Starts the real portal in-process on a free port: embedded PGlite (a copy of the template folder),
 * or a fresh PostgreSQL database when DATABASE_URL is set. `env` adds or overrides settings (e.g. ACCESS_TOKEN_TTL_SECONDS).
 * PDFs are rendered only when asked for unless `env` sets PDF_AHEAD: rendered ahead, every report a
 * test pulls would be rendered and stored in the background (tests/api/pdfAhead.test.ts tests that).
 */
export const startPortal = async (env: Record<string, string> = {}, options: PortalOptions = {}): Promise<RunningPortal> => {
  // A free port can be taken between the probe and the portal's listen (by another file's portal or by
  // any outgoing connection, which draws from the same ephemeral range), so a taken port means try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPortalOn(await freePort(), env, options)
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("EADDRINUSE")) throw error
    }
  }
}

const startPortalOn = async (port: number, env: Record<string, string>, options: PortalOptions): Promise<RunningPortal> => {
  const baseUrl = `http://localhost:${port}`
  const serverUrl = process.env.DATABASE_URL
  const demoData = env.DEMO_DATA !== "false"
  const database = serverUrl ? await freshDatabase(serverUrl, demoData) : undefined
  const folder = serverUrl || env.DATA_DIR !== undefined ? undefined : freshDataDir(demoData)
  const config = readConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: folder?.dataDir ?? "memory://",
    DATABASE_URL: database?.url ?? "",
    PDF_AHEAD: "0",
    // Tests sign in as the same administrators many times a minute and a TOTP code is single-use: the
    // second factor is on only where a test turns it on (tests/api/secondFactor.test.ts).
    SECOND_FACTOR: "off",
    ...env
  })

  const rawLogLines: Array<string> = []
  const sqlReady = Deferred.makeUnsafe<SqlClient.SqlClient>()
  // Layers are memoized by reference within one launch, so this reads the very pool the portal built.
  const shareSql = Layer.effectDiscard(
    Effect.gen(function* () {
      yield* Deferred.succeed(sqlReady, yield* SqlClient.SqlClient)
    })
  ).pipe(Layer.provide(layerDatabase), Layer.provide(layerConfig(config)))

  const fiber = Effect.runFork(
    Layer.mergeAll(layerPortal(config, { spaRoot: "no-spa" }), shareSql).pipe(
      Layer.launch,
      // Keep the run's output to what went wrong: no line per request (unless the test reads the lines).
      options.captureLogs
        ? (launched) => launched.pipe(Effect.provideService(Console.Console, capturingConsole(rawLogLines)))
        : Effect.provideService(References.MinimumLogLevel, "Warn")
    )
  )
  let failure: string | undefined
  fiber.addObserver((exit) => {
    failure = Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "stopped"
  })
  try {
    await waitForHealth(baseUrl, () => failure)
  } catch (error) {
    await Effect.runPromise(Fiber.interrupt(fiber))
    await database?.drop()
    folder?.drop()
    throw error
  }
  const sql = await Effect.runPromise(Deferred.await(sqlReady))

  return {
    config,
    baseUrl,
    sql: (query) => Effect.runPromise(query(sql)),
    rawLogLines,
    get logLines() {
      return rawLogLines.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    stop: async () => {
      await Effect.runPromise(Fiber.interrupt(fiber))
      await database?.drop()
      folder?.drop()
    }
  }
}

/** The portal of the calling test file: started before its first test, stopped after its last. */
export const usePortal = (env: Record<string, string> = {}, options: PortalOptions = {}): RunningPortal => {
  let running: RunningPortal | undefined
  beforeAll(async () => {
    running = await startPortal(env, options)
  })
  afterAll(async () => {
    await running?.stop()
  })
  const current = () => {
    if (!running) throw new Error("The portal is not running")
    return running
  }
  return {
    get config() {
      return current().config
    },
    get baseUrl() {
      return current().baseUrl
    },
    get logLines() {
      return current().logLines
    },
    get rawLogLines() {
      return current().rawLogLines
    },
    sql: (query) => current().sql(query),
    stop: () => current().stop()
  }
}

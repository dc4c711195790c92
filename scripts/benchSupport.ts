/**
 * What the benchmark scripts share: a database of their own on the PostgreSQL server, the real
 * portal started in-process or as processes of its own, an HTTP load from a worker thread, the same
 * work as bare SQL on a pool like the server's, CPU time per process, and the figures printed the
 * same way.
 */
import { PgClient } from "@effect/sql-pg"
import { Cause, Effect, Exit, Fiber, Layer, Redacted, References, String as Str } from "effect"
import { SqlClient } from "effect/sql"
import { spawn } from "node:child_process"
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs"
import { createServer } from "node:net"
import { Worker } from "node:worker_threads"
import { layerPortal } from "../src/server/app"
import { layerConfig, readConfig } from "../src/server/config"
import { layerDatabase } from "../src/server/db/database"
import { seedDemoDrivers } from "../src/server/demo/demoDrivers"
import { seedDemoWorld } from "../src/server/demo/demoWorld"
import { generateDrivers } from "../src/server/demo/generateDrivers"
import { migrate } from "../src/server/db/migrate"
import { seedReferenceData } from "../src/server/db/referenceData"
import { sharedSettings } from "../tests/api/support/instances"

export interface Latencies {
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly throughput: number
}

/** A number as the figures print it: grouped, with the given decimals. */
export const number = (n: number, digits = 0) =>
  n.toLocaleString("en-CA", { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The p-th percentile of sorted latencies (nearest rank). */
export const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export const summarize = (latencies: Array<number>, seconds: number): Latencies => {
  const sorted = latencies.sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    throughput: latencies.length / seconds
  }
}

export type WithSql = <A>(
  url: string,
  use: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown, SqlClient.SqlClient>,
  maxConnections?: number
) => Promise<A>

/** Runs `use` on a pool of its own to the database at `url`, closed afterwards. */
export const withSql: WithSql = (url, use, maxConnections = 1) =>
  Effect.runPromise(
    Effect.gen(function* () {
      return yield* use(yield* SqlClient.SqlClient)
    }).pipe(
      Effect.provide(
        PgClient.layer({
          url: Redacted.make(url),
          maxConnections,
          transformResultNames: Str.snakeToCamel,
          transformQueryNames: Str.camelToSnake
        })
      )
    )
  )

/** The same database over PostgreSQL's Unix socket in `directory` (e.g. /var/run/postgresql) instead of TCP. */
export const viaSocket = (url: string, directory: string) => {
  const address = new URL(url)
  address.hostname = "localhost"
  address.searchParams.set("host", directory)
  return address.toString()
}

/** Runs `use` with a pool built as the server builds its own (src/server/db/database.ts), closed afterwards. */
export const withServerPool = <A>(
  url: string,
  use: (run: <B>(effect: Effect.Effect<B, unknown, SqlClient.SqlClient>) => Promise<B>) => Promise<A>
) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* Effect.promise(() =>
        use((effect) => Effect.runPromise(Effect.provideService(effect, SqlClient.SqlClient, sql)))
      )
    }).pipe(
      Effect.provide(layerDatabase.pipe(Layer.provide(layerConfig(readConfig({ DATABASE_URL: url, DATA_DIR: "memory://" })))))
    )
  )

/** The address of the bench's own database on the server of DATABASE_URL (else the local test server). */
export const benchDatabase = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database must be a plain lower-case name (got ${name})`)
  const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { serverUrl, name, url: url.toString(), shown: url.toString().replace(/\/\/[^@]*@/, "//") }
}

/** Creates the bench database afresh, unless `reuse` and it exists; true when it was kept. */
export const recreateDatabase = async (database: ReturnType<typeof benchDatabase>, reuse: boolean) => {
  const exists = await withSql(database.serverUrl, (sql) =>
    sql<{ count: number }>`SELECT count(*)::int AS count FROM pg_database WHERE datname = ${database.name}`.pipe(
      Effect.map(([r]) => r!.count > 0)
    )
  )
  if (reuse && exists) return true
  await withSql(database.serverUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`))
  await withSql(database.serverUrl, (sql) => sql.unsafe(`CREATE DATABASE ${database.name}`))
  return false
}

/** The demo world and `drivers` generated drivers, as every bench database of drivers starts. */
export const seedBenchDrivers = (drivers: number) =>
  Effect.gen(function* () {
    yield* seedReferenceData
    yield* seedDemoWorld
    yield* seedDemoDrivers({ generated: 0 })
    if (drivers > 0)
      yield* generateDrivers({
        drivers,
        seed: 1,
        concurrency: 2,
        onProgress: (p) =>
          process.stdout.write(
            `\r  seeding: ${number(p.drivers)} / ${number(p.target)} drivers, ${number(p.rows)} rows, ${(p.elapsedMs / 1000).toFixed(0)} s   `
          )
      })
  })

/** Migrates the bench database at `url`, and seeds it with `drivers` unless it was kept from an earlier run. */
export const prepareBenchDrivers = (url: string, drivers: number, kept: boolean) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* migrate
      if (!kept) yield* seedBenchDrivers(drivers)
    }).pipe(
      Effect.provide(layerDatabase.pipe(Layer.provide(layerConfig(readConfig({ DATABASE_URL: url, DATA_DIR: "memory://" })))))
    )
  )

/** A loopback port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

/** Each process's parent and CPU time so far (user and system, all its threads), in ms, from Linux's /proc. */
const processTimes = () => {
  const ticksMs = 10 // USER_HZ is 100 on Linux
  const times: Array<{ pid: number; ppid: number; comm: string; cpuMs: number }> = []
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))
      times.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        comm,
        cpuMs: (Number(fields[11]) + Number(fields[12])) * ticksMs
      })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return times
}

/** CPU time so far, in ms, by process: of the process `pid` and its children, and of every PostgreSQL process on this machine. */
export const cpuTimes = (pid: number) => {
  const times = processTimes()
  const byPid = (picked: ReadonlyArray<{ pid: number; cpuMs: number }>) => new Map(picked.map((t) => [t.pid, t.cpuMs]))
  return {
    portal: byPid(times.filter((t) => t.pid === pid || t.ppid === pid)),
    postgres: byPid(times.filter((t) => t.comm === "postgres"))
  }
}

/**
 * The CPU time spent between two readings of cpuTimes, in ms: a process started meanwhile counts from
 * its start, one ended meanwhile is left out (its last time is not known).
 */
export const cpuSpent = (before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>) => {
  let spent = 0
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0)
  return spent
}

/** The limits on harvesting lifted: a bench is a script pulling reports as fast as it can, which they exist to stop. */
export const unlimitedHarvest = {
  HARVEST_REPORTS_PER_MINUTE: "1000000000",
  HARVEST_REPORTS_PER_DAY: "1000000000",
  HARVEST_SEARCHES_PER_MINUTE: "1000000000",
  HARVEST_SEARCHES_PER_DAY: "1000000000"
}

/** The real portal, in-process, on a free port and the bench database; resolves once it answers /api/health. */
export const startPortal = async (
  databaseUrl: string,
  options: {
    readonly smtpUrl?: string
    readonly logLevel?: "Warn" | "Error"
    /** Settings of the portal's own beyond the bench's (PDF_AHEAD, say). */
    readonly env?: Record<string, string>
  } = {}
) => {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const config = readConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: "memory://",
    ...unlimitedHarvest,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env
  })
  const fiber = Effect.runFork(
    layerPortal(config, { spaRoot: "no-spa" }).pipe(
      Layer.launch,
      Effect.provideService(References.MinimumLogLevel, options.logLevel ?? "Error")
    )
  )
  let failure: string | undefined
  fiber.addObserver((exit) => {
    failure = Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "stopped"
  })
  const deadline = Date.now() + 120_000
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false
    ))
  ) {
    if (failure) throw new Error(`The portal did not start: ${failure}`)
    if (Date.now() > deadline) throw new Error("The portal did not answer /api/health")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { baseUrl, pid: process.pid, stop: () => Effect.runPromise(Fiber.interrupt(fiber)) }
}

/**
 * The real portal as `processes` processes of its own (scripts/portalCluster.ts) on one free port, as
 * production runs it (`node src/server/main.ts`, log lines at Info included, written to `logFile`);
 * resolves once every process has its routes in place. With `cpuProfileDir`, each process writes its
 * CPU profile there when stopped (node --cpu-prof).
 */
export const startPortalProcesses = async (
  databaseUrl: string,
  options: {
    readonly processes: number
    readonly logFile: string
    readonly smtpUrl?: string
    readonly env?: Record<string, string>
    readonly cpuProfileDir?: string
  }
) => {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const log = openSync(options.logFile, "w")
  const profiling = options.cpuProfileDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", options.cpuProfileDir]
  const child = spawn(process.execPath, [...profiling, "--import", "tsx", "scripts/portalCluster.ts"], {
    env: {
      ...process.env,
      ...sharedSettings(databaseUrl, baseUrl),
      ...unlimitedHarvest,
      SECOND_FACTOR: "off",
      PORT: String(port),
      PORTAL_PROCESSES: String(options.processes),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env
    },
    stdio: ["ignore", log, log]
  })
  closeSync(log)
  const output = () => readFileSync(options.logFile, "utf8")
  const deadline = Date.now() + 180_000
  // main.ts prints its startup message once the routes are in place: one per process.
  while (output().split("Driver and vehicle data portal:").length - 1 < options.processes) {
    if (child.exitCode !== null) throw new Error(`The portal processes stopped:\n${output().slice(-5_000)}`)
    if (Date.now() > deadline) throw new Error(`The portal processes were not ready in 180 s:\n${output().slice(-5_000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  return { baseUrl, pid: child.pid!, stop }
}

/** One call of an HTTP load: the load sends them in turn. */
export interface BenchRequest {
  readonly method: "GET" | "POST"
  /** The path under the portal, with its query. */
  readonly path: string
  readonly body?: unknown
}

/**
 * The HTTP load runs in a worker thread, so that the client's own work does not share the server's
 * event loop. An answer's `count` (a search's) is summed, to print the mean matches.
 */
const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const { baseUrl, token, requests, total, concurrency } = workerData
const latencies = []
let next = 0
let errors = 0
let rows = 0
const call = async (i) => {
  const request = requests[i % requests.length]
  const headers = { authorization: "Bearer " + token }
  if (request.body !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body)
  })
  const answer = await response.json()
  if (response.status !== 200) errors++
  else rows += answer.count ?? 0
}
const started = performance.now()
Promise.all(Array.from({ length: concurrency }, async () => {
  for (let i = next++; i < total; i = next++) {
    const t = performance.now()
    await call(i)
    latencies.push(performance.now() - t)
  }
})).then(() => parentPort.postMessage({ latencies, errors, rows, seconds: (performance.now() - started) / 1000 }))
`

export type HttpLatencies = Latencies & { readonly errors: number; readonly meanCount: number }

/** `total` calls, `concurrency` at once, from a worker thread. */
export const httpLoad = (load: {
  readonly baseUrl: string
  readonly token: string
  readonly requests: ReadonlyArray<BenchRequest>
  readonly total: number
  readonly concurrency: number
}) =>
  new Promise<HttpLatencies>((resolve, reject) => {
    const worker = new Worker(loadWorker, { eval: true, workerData: load })
    worker.once("error", reject)
    worker.once("message", (result: { latencies: Array<number>; errors: number; rows: number; seconds: number }) => {
      resolve({ ...summarize(result.latencies, result.seconds), errors: result.errors, meanCount: result.rows / load.total })
      void worker.terminate()
    })
  })

/** Runs the statement `total` times, `concurrency` at once, on a pool of 10 like the server's. */
export const sqlLoad = (
  databaseUrl: string,
  statement: (i: number) => Effect.Effect<unknown, unknown, SqlClient.SqlClient>,
  total: number,
  concurrency: number
) =>
  withSql(
    databaseUrl,
    (sql) =>
      Effect.promise(async () => {
        const latencies: Array<number> = []
        let next = 0
        const started = performance.now()
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = next++; i < total; i = next++) {
              const t = performance.now()
              await Effect.runPromise(statement(i).pipe(Effect.provideService(SqlClient.SqlClient, sql)))
              latencies.push(performance.now() - t)
            }
          })
        )
        return summarize(latencies, (performance.now() - started) / 1000)
      }),
    10
  )

/** The latency table: one line per way of running the work. */
export const printLatencies = (lines: ReadonlyArray<readonly [string, Latencies]>) => {
  console.log("                      p50 ms   p95 ms   p99 ms   req/s")
  for (const [name, l] of lines)
    console.log(
      `  ${name.padEnd(17)}  ${number(l.p50, 2).padStart(7)}  ${number(l.p95, 2).padStart(7)}  ${number(l.p99, 2).padStart(7)}  ${number(l.throughput).padStart(6)}`
    )
}

/**
 * One operation measured over HTTP and as the bare SQL of the same work, at the bench's concurrency
 * and one at a time, each after a warm-up; prints the table and whether the p99 target is met.
 */
export const againstBareSql = async (run: {
  readonly databaseUrl: string
  readonly baseUrl: string
  readonly token: string
  readonly requests: ReadonlyArray<BenchRequest>
  readonly statement: (i: number) => Effect.Effect<unknown, unknown, SqlClient.SqlClient>
  readonly total: number
  readonly concurrency: number
  /** Calls of each warm-up and of each one-at-a-time run. */
  readonly few: number
  /** Printed before the table, once the mean matches are known. */
  readonly heading: (http: HttpLatencies) => string
  readonly targetP99Ms: number
}) => {
  const http = (total: number, concurrency: number) =>
    httpLoad({ baseUrl: run.baseUrl, token: run.token, requests: run.requests, total, concurrency })
  const bare = (total: number, concurrency: number) => sqlLoad(run.databaseUrl, run.statement, total, concurrency)
  await http(run.few, run.concurrency)
  const httpMany = await http(run.total, run.concurrency)
  const httpAlone = await http(run.few, 1)
  await bare(run.few, run.concurrency)
  const bareMany = await bare(run.total, run.concurrency)
  const bareAlone = await bare(run.few, 1)
  console.log(
    `\n  ${run.heading(httpMany)}, ${number(run.total)} requests at concurrency ${run.concurrency} (${httpMany.errors} errors)`
  )
  printLatencies([
    [`HTTP, ${run.concurrency} at once`, httpMany],
    [`bare SQL, ${run.concurrency}`, bareMany],
    ["HTTP, one at once", httpAlone],
    ["bare SQL, one", bareAlone]
  ])
  const met = httpMany.p99 < run.targetP99Ms && httpMany.errors === 0
  console.log(`  target p99 < ${run.targetP99Ms} ms: ${met ? "met" : "NOT met"} (${number(httpMany.p99, 1)} ms)`)
  return met
}

/** What each part of npm run bench:admin is given. */
export interface AdminBench {
  readonly databaseUrl: string
  readonly baseUrl: string
  readonly requests: number
  readonly concurrency: number
  readonly signIn: (baseUrl: string, login: string) => Promise<{ readonly accessToken: string }>
}

/** The administrators each admin bench part measures as: a carrier's manager and the bureau's. */
export const benchAdministrators = [
  { label: "Northwind's manager", email: "manager@northwind.example" },
  { label: "the bureau administrator", email: "admin@bureau.example" }
] as const

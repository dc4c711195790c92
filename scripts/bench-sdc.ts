/**
 * npm run bench:sdc [-- --rows N] [--database-kind postgres|embedded|both] [--reuse] [--database NAME]
 *   [--idle-seconds S] [--after-seconds A] [--settle-seconds T]
 *
 * Generates an SDC file of N rows (default 1,000,000: policies added, operators added on them with
 * new drivers, claims added on those drivers, in the documented format, docs/sdc-format.md) and
 * uploads it over HTTP, as Northwind's manager for NWD-GEN, to the real portal started as its own
 * process with the demo world, on each database kind asked for (default both):
 *
 * - postgres: a PostgreSQL database of its own (NAME, default bench_sdc, on the server of
 *   DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test);
 * - embedded: the embedded database (no DATABASE_URL) in a fresh temporary folder on disk, as a
 *   deployment keeps it. Not memory://: there the database's pages live in the server's own memory,
 *   so its resident memory would grow with every row stored and the memory figures would measure
 *   the data, not the ingestion.
 *
 * For each it prints, each against its target ("met" / "NOT met"):
 *
 * - driver search (POST /api/DriverReports/Search, a demo driver's licence) and driver report
 *   (GET /api/DriverReports/GetById of a stored report) as Northwind's analyst, p50 and p99 while
 *   idle and during the ingestion, and the longest during it. Two loops of each, from a worker
 *   thread, each sending its next request 100 ms after the last one started (at once when it took
 *   longer): about 40 requests a second, a handful of users. Targets: on PostgreSQL the p99 during
 *   the ingestion at most twice the idle p99; on the embedded database no request waits 2 s or more.
 * - /api/health/ready polled every 250 ms (5 s time out) and the upload's progress
 *   (GET /api/Sdc/Upload/{uploadId}, as the uploader) every 250 ms during the ingestion: the longest
 *   answer and how many took over 1 s. Target (embedded database): every health answer within 1 s.
 * - the server's resident memory (VmRSS): a minute after the file was answered, above idle (target
 *   within 50 MB), and its peak from the upload to then, above the lower of idle and the minute
 *   after (target under 300 MB): the start's garbage may only be collected during the ingestion. Idle is
 *   taken once the memory holds still (within 5 MB over 10 s, at most T s, default 90): right after
 *   the start it still holds the start's garbage, and every figure above it would look smaller.
 * - rows of the file per second, checked and applied (the HTTP answer's time, the paced requests
 *   running), and the floor, the database's own COPY of the rows the file produced (drivers,
 *   policies, terms, operators, claims) into empty copies of the portal's driver data tables with
 *   all their indexes, checks, generated columns and foreign keys, in one transaction (target: at
 *   least half the floor's rate). On PostgreSQL with psql's \copy; on the embedded database in the
 *   same engine: the server is stopped and its folder opened by PGlite in the bench, the produced
 *   rows copied out with COPY ... TO '/dev/blob' and loaded with COPY ... FROM '/dev/blob' (PGlite's
 *   way of giving COPY a file), so that the floor pays the same WebAssembly engine and the same
 *   disk as the server did, without the socket in between. Also COPY of the file itself into a bare
 *   table of its 23 text columns, for scale.
 * - the phases of the server's "SDC file applied" log line (every field ending in Ms).
 */
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { request as httpRequest } from "node:http"
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { setFlagsFromString } from "node:v8"
import { namedDriverRefs } from "../src/server/demo/namedDrivers"
import { sdcColumns } from "../src/server/domain/sdc/format"
import { signIn } from "../tests/api/support/signIn"
import { benchDatabase, freePort, number, percentile, recreateDatabase } from "./benchSupport"
import { startPaced, type PacedFigures, type PacedLoop } from "./benchPace"

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    "database-kind": { type: "string", default: "both" },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "bench_sdc" },
    "idle-seconds": { type: "string", default: "15" },
    "after-seconds": { type: "string", default: "60" },
    "settle-seconds": { type: "string", default: "90" },
    // A first file of the same size, applied and left a minute before idle is taken: the start's garbage is then gone.
    "first-file": { type: "boolean", default: false }
  }
})
const rows = Number(values.rows)
const kinds = { both: ["postgres", "embedded"], postgres: ["postgres"], embedded: ["embedded"] }[values["database-kind"]] as
  Array<"postgres" | "embedded"> | undefined
if (!kinds) throw new Error(`--database-kind takes postgres, embedded or both (got ${values["database-kind"]})`)
const idleSeconds = Number(values["idle-seconds"])
const afterSeconds = Number(values["after-seconds"])
const settleSeconds = Number(values["settle-seconds"])

/** Each group of ten rows: two policies added, five operators added on them (new drivers), three claims on those drivers. */
const generate = async (path: string, tag: string) => {
  const out = createWriteStream(path)
  const write = (text: string) => (out.write(text) ? Promise.resolve() : once(out, "drain").then(() => undefined))
  await write(sdcColumns.join(",") + "\n")
  let lines: Array<string> = []
  for (let i = 0; i < rows; i++) {
    const group = Math.floor(i / 10)
    const at = i % 10
    const policy = `B${tag}${String(group * 2 + (at % 2)).padStart(8, "0")}`
    const licence = `L${tag}${String(group * 5 + (at % 5)).padStart(8, "0")}`
    if (at < 2)
      lines.push(
        `A,POLICY,NWD-GEN,${policy},2025-01-01,2026-01-01,ACT,,Holder ${group},${group} Bench Street Toronto ON,,,,,,,,,,,,,`
      )
    else if (at < 7)
      lines.push(
        `A,OPERATOR,NWD-GEN,${policy},,,,,,,${licence},ON,Driver ${group} ${at},${group} Bench Avenue Toronto ON,1980-05-05,M,SELF,2025-01-01,,,,,`
      )
    else
      lines.push(
        `A,CLAIM,NWD-GEN,${policy},,,,,,,${`L${tag}${String(group * 5 + ((at - 7) % 2 === 0 ? 0 : 1)).padStart(8, "0")}`},ON,,,,,,,,K${tag}${String(i).padStart(9, "0")},2025-06-01,O,50`
      )
    if (lines.length === 10_000) {
      await write(lines.join("\n") + "\n")
      lines = []
    }
  }
  if (lines.length > 0) await write(lines.join("\n") + "\n")
  out.end()
  await once(out, "finish")
}

/** Resident memory of a process, in bytes (Linux). */
const residentBytes = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

const mb = (bytes: number) => bytes / 1024 / 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const verdict = (met: boolean) => (met ? "met" : "NOT met")

/** The server's checkpoints so far, and the pages written by checkpoints, the background writer and backends. */
const bufferWrites = (url: string) =>
  psql(
    url,
    "SELECT checkpoints_timed + checkpoints_req, buffers_checkpoint, buffers_clean, buffers_backend FROM pg_stat_bgwriter"
  )
    .trim()
    .split("|")
    .map(Number)

/** Runs psql on the bench database, stopping at the first error; `script` is read as a file (meta-commands allowed). */
const psql = (url: string, script: string) => {
  const run = spawnSync("psql", [url, "-qAt", "-v", "ON_ERROR_STOP=1", "-f", "-"], { input: script, encoding: "utf8" })
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`)
  return run.stdout
}

/** The driver data tables an SDC file writes, in the order their foreign keys need. */
const floorTables = ["policy", "driver", "policy_term", "policy_operator", "claim"] as const
type FloorTable = (typeof floorTables)[number]
const floorList = floorTables.map((t) => `'${t}'`).join(", ")

/**
 * Empty copies of the driver data tables in the schema copy_floor, shaped like the real ones (LIKE
 * ... INCLUDING ALL: defaults, checks, generated search keys, every index) with the foreign keys of
 * the real ones, to the lookup tables and among the copies.
 */
const floorSchema = `DROP SCHEMA IF EXISTS copy_floor CASCADE;
CREATE SCHEMA copy_floor;
${floorTables.map((t) => `CREATE TABLE copy_floor.${t} (LIKE public.${t} INCLUDING ALL);`).join("\n")}
DO $$
DECLARE statement text;
BEGIN
  FOR statement IN
    SELECT format('ALTER TABLE copy_floor.%I ADD FOREIGN KEY (%s) REFERENCES %s.%I (%s)',
      c.relname,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY u.n) FROM unnest(k.conkey) WITH ORDINALITY u (attnum, n)
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum),
      CASE WHEN r.relname IN (${floorList}) THEN 'copy_floor' ELSE quote_ident(rn.nspname) END,
      r.relname,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY u.n) FROM unnest(k.confkey) WITH ORDINALITY u (attnum, n)
        JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum))
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace cn ON cn.oid = c.relnamespace
    JOIN pg_class r ON r.oid = k.confrelid
    JOIN pg_namespace rn ON rn.oid = r.relnamespace
    WHERE k.contype = 'f' AND cn.nspname = 'public' AND c.relname IN (${floorList})
  LOOP
    EXECUTE statement;
  END LOOP;
END $$;`

/** A table's writable columns (generated ones are left to the copy to compute, as they are on the real insert). */
const columnsQuery = (t: FloorTable) =>
  `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
   WHERE attrelid = 'public.${t}'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`

const companyQuery = "SELECT id FROM reporting_company WHERE code = 'NWD-GEN'"

/** The rows the bench's file produced, each table's as the FROM of a query. */
const producedRows = (companyId: number, tag: string): Record<FloorTable, string> => {
  const policies = `SELECT id FROM public.policy WHERE reporting_company_id = ${companyId} AND policy_number LIKE 'B${tag}%'`
  return {
    policy: `FROM public.policy WHERE id IN (${policies})`,
    driver: `FROM public.driver WHERE licence_number LIKE 'L${tag}%'`,
    policy_term: `FROM public.policy_term WHERE policy_id IN (${policies})`,
    policy_operator: `FROM public.policy_operator WHERE policy_id IN (${policies})`,
    claim: `FROM public.claim WHERE reporting_company_id = ${companyId} AND claim_number LIKE 'K${tag}%'`
  }
}

const bareColumns = sdcColumns.map((c) => `${c} text`).join(", ")

interface Floor {
  /** Seconds of the COPY of the produced rows into the copies of the portal's tables (one transaction). */
  readonly seconds: number
  readonly tableRows: Record<string, number>
  /** Seconds of the COPY of the file into a bare table of its text columns. */
  readonly bareSeconds: number
}

/**
 * PostgreSQL's own load: the rows are copied out to files first; only the COPY FROM of all five
 * tables, in one transaction, is timed.
 */
const postgresFloor = (url: string, tag: string, file: string): Floor => {
  const companyId = Number(psql(url, companyQuery).trim())
  psql(url, floorSchema)
  const columns = Object.fromEntries(floorTables.map((t) => [t, psql(url, columnsQuery(t)).trim()])) as Record<FloorTable, string>
  const produced = producedRows(companyId, tag)
  // A folder of its own: two benches at once must not read each other's rows.
  const folder = mkdtempSync(join(tmpdir(), "bench-sdc-floor-"))
  const dump = (t: string) => join(folder, `${t}.copy`)
  try {
    psql(url, floorTables.map((t) => `\\copy (SELECT ${columns[t]} ${produced[t]}) TO '${dump(t)}'`).join("\n"))
    const started = performance.now()
    psql(
      url,
      ["BEGIN;", ...floorTables.map((t) => `\\copy copy_floor.${t} (${columns[t]}) FROM '${dump(t)}'`), "COMMIT;"].join("\n")
    )
    const seconds = (performance.now() - started) / 1000
    const counts = psql(url, floorTables.map((t) => `SELECT count(*) FROM copy_floor.${t};`).join("\n"))
      .trim()
      .split("\n")
      .map(Number)
    psql(url, `DROP TABLE IF EXISTS sdc_copy_bench; CREATE TABLE sdc_copy_bench (${bareColumns})`)
    const bareStarted = performance.now()
    psql(url, `\\copy sdc_copy_bench FROM '${file}' WITH (FORMAT csv, HEADER true)`)
    const bareSeconds = (performance.now() - bareStarted) / 1000
    return { seconds, bareSeconds, tableRows: Object.fromEntries(floorTables.map((t, i) => [t, counts[i]!])) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
    psql(url, "DROP SCHEMA IF EXISTS copy_floor CASCADE; DROP TABLE IF EXISTS sdc_copy_bench")
  }
}

/**
 * The embedded database's own load, in the folder the server left (the server stopped): the rows
 * are copied out to blobs first; only the COPY FROM '/dev/blob' of all five tables, in one
 * transaction, is timed.
 */
const embeddedFloor = async (dataDir: string, tag: string, file: string): Promise<Floor> => {
  const { PGlite } = await import("@electric-sql/pglite")
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm")
  // As the server does (src/server/db/database.ts): Node 24 can abort when it frees PGlite's compiled code.
  setFlagsFromString("--no-wasm-code-gc")
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  try {
    const companyId = Number((await db.query<{ id: number }>(companyQuery)).rows[0]!.id)
    await db.exec(floorSchema)
    const columns = {} as Record<FloorTable, string>
    for (const t of floorTables) columns[t] = (await db.query<{ columns: string }>(columnsQuery(t))).rows[0]!.columns
    const produced = producedRows(companyId, tag)
    const blobs = {} as Record<FloorTable, Blob>
    for (const t of floorTables) blobs[t] = (await db.query(`COPY (SELECT ${columns[t]} ${produced[t]}) TO '/dev/blob'`)).blob!
    const started = performance.now()
    await db.exec("BEGIN")
    for (const t of floorTables) await db.query(`COPY copy_floor.${t} (${columns[t]}) FROM '/dev/blob'`, [], { blob: blobs[t] })
    await db.exec("COMMIT")
    const seconds = (performance.now() - started) / 1000
    const tableRows: Record<string, number> = {}
    for (const t of floorTables)
      tableRows[t] = (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM copy_floor.${t}`)).rows[0]!.count
    await db.exec(`DROP SCHEMA copy_floor CASCADE; CREATE TABLE sdc_copy_bench (${bareColumns})`)
    const csv = new Blob([readFileSync(file)])
    const bareStarted = performance.now()
    await db.query("COPY sdc_copy_bench FROM '/dev/blob' WITH (FORMAT csv, HEADER true)", [], { blob: csv })
    const bareSeconds = (performance.now() - bareStarted) / 1000
    await db.exec("DROP TABLE sdc_copy_bench")
    return { seconds, bareSeconds, tableRows }
  } finally {
    await db.close()
  }
}

/**
 * POSTs the file as a carrier's system would, streamed. Not with fetch: it gives up waiting for an
 * answer after 300 s, and a large file on a busy machine may be answered later than that.
 */
const uploadFile = (url: string, token: string, file: string, bytes: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/csv", "content-length": String(bytes) }
      },
      (response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (text: string) => (body += text))
        response.once("end", () => resolve({ status: response.statusCode ?? 0, body }))
        response.once("error", reject)
      }
    )
    request.once("error", reject)
    createReadStream(file).pipe(request)
  })

/** The portal as its own process on the given database; resolves once /api/health/ready answers 200. */
const startServer = async (kind: "postgres" | "embedded", where: string) => {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  // The embedded database is the one started without DATABASE_URL: the bench's own environment's is not passed on.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "DATABASE_URL" && key !== "READ_DATABASE_URL")
  )
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...inherited,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      // Northwind's manager administers its companies: the bench signs in with the password alone.
      SECOND_FACTOR: "off",
      // A bench is a script searching and pulling reports as fast as it can, which the limits on harvesting exist to stop.
      HARVEST_REPORTS_PER_MINUTE: "1000000000",
      HARVEST_REPORTS_PER_DAY: "1000000000",
      HARVEST_SEARCHES_PER_MINUTE: "1000000000",
      HARVEST_SEARCHES_PER_DAY: "1000000000",
      ...(kind === "postgres" ? { DATA_DIR: "memory://", DATABASE_URL: where } : { DATA_DIR: where })
    },
    stdio: ["ignore", "pipe", "inherit"]
  })
  const log: { applied?: Record<string, unknown> } = {}
  let pending = ""
  const recent: Array<string> = []
  server.stdout!.on("data", (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split("\n")
    pending = lines.pop()!
    recent.push(...lines)
    recent.splice(0, recent.length - 20)
    for (const line of lines)
      if (line.includes("SDC file applied"))
        try {
          log.applied = JSON.parse(line) as Record<string, unknown>
        } catch {
          log.applied = { line }
        }
  })
  const deadline = Date.now() + 300_000
  while (
    !(await fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.ok,
      () => false
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`The portal stopped while starting:\n${recent.join("\n")}`)
    if (Date.now() > deadline) throw new Error("The portal did not become ready")
    await sleep(200)
  }
  return {
    baseUrl,
    pid: server.pid!,
    log,
    stop: async () => {
      if (server.exitCode !== null) return
      server.kill("SIGTERM")
      await once(server, "exit")
    }
  }
}

interface Spread {
  readonly count: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly over1s: number
  /** Answers that were not 200 (no answer within the time out counted as 0). */
  readonly failed: Readonly<Record<string, number>>
}

const spread = (figures: PacedFigures | undefined): Spread => {
  const sorted = [...(figures?.latencies ?? [])].sort((a, b) => a - b)
  const failed = Object.fromEntries(Object.entries(figures?.statuses ?? {}).filter(([status]) => status !== "200"))
  if (sorted.length === 0) return { count: 0, p50: NaN, p99: NaN, max: NaN, over1s: 0, failed }
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    over1s: sorted.filter((ms) => ms > 1000).length,
    failed
  }
}

const failures = (s: Spread) => {
  const entries = Object.entries(s.failed)
  return entries.length === 0 ? "" : ` (answers not 200: ${entries.map(([status, n]) => `${n}× ${status}`).join(", ")})`
}

const ms = (n: number) => number(n, n < 100 ? 1 : 0)

/** One database kind: the server started, the paced requests idle and during the upload, memory, the floor. */
const benchOne = async (kind: "postgres" | "embedded", file: string, tag: string, firstFile?: string) => {
  const bytes = statSync(file).size
  const database = benchDatabase(values.database)
  let where: string
  if (kind === "postgres") {
    await recreateDatabase(database, values.reuse)
    where = database.url
  } else where = mkdtempSync(join(tmpdir(), "bench-sdc-embedded-"))
  const [load1] = loadavg()
  console.log(
    `\n${kind === "postgres" ? `PostgreSQL (${database.shown})` : `Embedded database (folder ${where})`}, load average ${number(load1!, 2)}`
  )
  const server = await startServer(kind, where)
  try {
    let manager = (await signIn(server.baseUrl, "manager@northwind.example")).accessToken
    let analyst = (await signIn(server.baseUrl, "analyst@northwind.example")).accessToken
    const driver = namedDriverRefs.wilson
    const generated = await fetch(`${server.baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
      method: "POST",
      headers: { authorization: `Bearer ${analyst}`, "content-type": "application/json" },
      body: JSON.stringify({
        jurisdictionCode: driver.jurisdiction,
        driverLicenceNumber: driver.licenceNumber,
        comment: "bench",
        driverReportOption: null
      })
    })
    if (generated.status !== 200) throw new Error(`The report was not generated: ${generated.status} ${await generated.text()}`)
    const reportId = ((await generated.json()) as { id: number }).id
    const companies = (await fetch(`${server.baseUrl}/api/reportingCompanies`, {
      headers: { authorization: `Bearer ${manager}` }
    }).then((r) => r.json())) as Array<{ id: number; code: string }>
    const companyId = companies.find((c) => c.code === "NWD-GEN")!.id
    const uploadId = crypto.randomUUID()
    const userLoops = (): Array<PacedLoop> =>
      [0, 1].flatMap(() => [
        {
          name: "search",
          method: "POST",
          path: "/api/DriverReports/Search",
          body: { driverLicenceNumber: driver.licenceNumber, jurisdictionCode: driver.jurisdiction },
          token: analyst,
          everyMs: 100,
          timeoutMs: 120_000
        },
        {
          name: "report",
          method: "GET",
          path: `/api/DriverReports/GetById/${reportId}/0`,
          token: analyst,
          everyMs: 100,
          timeoutMs: 120_000
        }
      ])
    const watchLoops = (): Array<PacedLoop> => [
      { name: "health", method: "GET", path: "/api/health/ready", everyMs: 250, timeoutMs: 5_000 },
      { name: "progress", method: "GET", path: `/api/Sdc/Upload/${uploadId}`, token: manager, everyMs: 250, timeoutMs: 120_000 }
    ]

    if (firstFile !== undefined) {
      const query = new URLSearchParams({ fileName: "first.csv", fileTypeId: "1", reportingCompanyId: String(companyId) })
      const first = await uploadFile(`${server.baseUrl}/api/Sdc/Upload?${query}`, manager, firstFile, statSync(firstFile).size)
      if (first.status !== 200) throw new Error(`The first file was not taken: ${first.status} ${first.body.slice(0, 500)}`)
      await sleep(afterSeconds * 1000)
      console.log(`  a first file applied, then ${afterSeconds} s: ${number(mb(residentBytes(server.pid)))} MB`)
      // Tokens fresh for the second file: the first took minutes, as many as a token lives.
      manager = (await signIn(server.baseUrl, "manager@northwind.example")).accessToken
      analyst = (await signIn(server.baseUrl, "analyst@northwind.example")).accessToken
    }
    // Warm-up, then the idle figures.
    const warm = startPaced(server.baseUrl, userLoops())
    await sleep(3_000)
    await warm.stop()
    const idleLoad = startPaced(server.baseUrl, userLoops())
    await sleep(idleSeconds * 1000)
    const idleFigures = await idleLoad.stop()
    // Idle memory once it holds still (within 5 MB over 10 s, waiting at most settleSeconds): just
    // after the start it still holds the start's garbage, which would make any later figure look small.
    const settleStarted = performance.now()
    const samples: Array<number> = []
    for (;;) {
      samples.push(residentBytes(server.pid))
      const last = samples.slice(-21)
      if (last.length === 21 && Math.max(...last) - Math.min(...last) <= 5 * 1024 * 1024) break
      if (performance.now() - settleStarted > settleSeconds * 1000) break
      await sleep(500)
    }
    const idle = Math.min(...samples.slice(-21))
    const settled = (performance.now() - settleStarted) / 1000

    // The upload, the paced requests running.
    const writesBefore = kind === "postgres" ? bufferWrites(where) : undefined
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 50)
    const during = startPaced(server.baseUrl, [...userLoops(), ...watchLoops()])
    const started = performance.now()
    const startedAt = Date.now()
    const query = new URLSearchParams({ fileName: "bench.csv", fileTypeId: "1", reportingCompanyId: String(companyId), uploadId })
    const response = await uploadFile(`${server.baseUrl}/api/Sdc/Upload?${query}`, manager, file, bytes)
    const answer = (response.status === 200 ? JSON.parse(response.body) : {}) as { file?: { status: { code: string } } }
    const seconds = (performance.now() - started) / 1000
    const writesDuring = writesBefore === undefined ? undefined : bufferWrites(where).map((n, i) => n - writesBefore[i]!)
    const duringFigures = await during.stop()
    const duringPeak = peak
    if (response.status !== 200 || answer.file?.status.code !== "ACCEPTED")
      throw new Error(`The upload was not accepted: ${response.status} ${response.body.slice(0, 2000)}`)

    await sleep(afterSeconds * 1000)
    const after = residentBytes(server.pid)
    clearInterval(sampler)
    const applied = server.log.applied
    await server.stop()

    // The block: what the upload measured first, then the floor (which takes a while).
    console.log(`  upload, checked and applied: ${number(seconds, 1)} s, ${number(rows / seconds)} rows/s`)
    if (applied) {
      const fields = { ...applied, ...(applied.annotations as Record<string, unknown> | undefined) }
      const phases = Object.entries(fields).filter(([key, value]) => key.endsWith("Ms") && typeof value === "number")
      console.log(
        `    phases (server log): ${phases.map(([key, value]) => `${key.slice(0, -2)} ${number((value as number) / 1000, 1)} s`).join(", ")}`
      )
    } else console.log('    phases: no "SDC file applied" line in the server\'s log')
    if (writesDuring !== undefined) {
      // Why requests slow while a file is applied: a backend that must evict a dirty page writes it (and
      // the WAL before it) itself; checkpoints asked for by the WAL's size write all at once.
      const [checkpoints, byCheckpoints, byWriter, byBackends] = writesDuring
      console.log(
        `    pages written during it (8 kB, the whole PostgreSQL server): ${number(byBackends!)} by backends, ${number(byWriter!)} by the background writer, ${number(byCheckpoints!)} by ${number(checkpoints!)} checkpoints`
      )
    }
    if (applied) {
      // Which part of the ingestion slows a request: the p99 of those sent while the file was read and
      // staged, checked, then applied (the phases follow one another from the upload's start).
      const fields = { ...applied, ...(applied.annotations as Record<string, unknown> | undefined) }
      const readEnd = startedAt + Number(fields.readMs ?? 0)
      const checkEnd = readEnd + Number(fields.checkMs ?? 0)
      const phaseOf = (at: number) => (at < readEnd ? 0 : at < checkEnd ? 1 : 2)
      for (const name of ["search", "report"] as const) {
        const figures = duringFigures[name]
        const byPhase = [0, 1, 2].map((phase) =>
          spread({
            latencies: figures?.latencies.filter((_, i) => phaseOf(figures.sentAt[i]!) === phase) ?? [],
            sentAt: [],
            statuses: {}
          })
        )
        console.log(
          `    ${name} p99 while read and staged / checked / applied: ${byPhase.map((s) => `${ms(s.p99)} ms (${number(s.count)})`).join(" / ")}`
        )
      }
    }
    console.log("                  idle p50 / p99 ms    during p50 / p99 / max ms")
    for (const name of ["search", "report"] as const) {
      const before = spread(idleFigures[name])
      const now = spread(duringFigures[name])
      const target =
        kind === "postgres"
          ? `p99 at most 2× idle (${ms(2 * before.p99)}): ${verdict(now.p99 <= 2 * before.p99 && Object.keys(now.failed).length === 0)}`
          : `max under 2,000: ${verdict(now.max < 2000 && Object.keys(now.failed).length === 0)}`
      console.log(
        `  driver ${name.padEnd(7)}  ${ms(before.p50).padStart(7)} / ${ms(before.p99).padStart(7)}     ${ms(now.p50).padStart(7)} / ${ms(now.p99).padStart(7)} / ${ms(now.max).padStart(7)}   ${number(now.count)} requests; ${target}${failures(now)}`
      )
    }
    const health = spread(duringFigures.health)
    const progress = spread(duringFigures.progress)
    console.log(
      `  health/ready during: ${number(health.count)} polls, max ${ms(health.max)} ms, ${health.over1s} over 1 s${failures(health)}${kind === "embedded" ? `; target every answer within 1 s: ${verdict(health.over1s === 0 && Object.keys(health.failed).length === 0)}` : ""}`
    )
    console.log(
      `  progress poll during: ${number(progress.count)} polls, p50 ${ms(progress.p50)} ms, max ${ms(progress.max)} ms, ${progress.over1s} over 1 s`
    )
    // Resident memory the server came down to at its lowest (idle or a minute after): the start's
    // garbage may only be collected during the ingestion, and would otherwise hide the peak's size.
    const lowest = Math.min(idle, after)
    const above = mb(peak - lowest)
    console.log(
      `  server memory: idle ${number(mb(idle))} MB (steady after ${number(settled)} s), ${afterSeconds} s after the answer ${number(mb(after))} MB (${number(mb(after - idle))} above idle), target within 50 MB: ${verdict(mb(after - idle) <= 50)}`
    )
    console.log(
      `    peak ${number(mb(peak))} MB (during the ingestion ${number(mb(duringPeak))}): ${number(above)} MB above the lowest of those two, target under 300: ${verdict(above < 300)}`
    )
    const floor = kind === "postgres" ? postgresFloor(where, tag, file) : await embeddedFloor(where, tag, file)

    const rate = rows / seconds
    const floorRate = rows / floor.seconds
    const tableRows = Object.values(floor.tableRows).reduce((a, b) => a + b, 0)
    console.log(
      `  COPY floor: ${number(floor.seconds, 1)} s, ${number(floorRate)} rows/s; the upload's ratio ${number(rate / floorRate, 2)}, target at least 0.50: ${verdict(rate / floorRate >= 0.5)}`
    )
    console.log(
      `    COPY of the ${number(tableRows)} rows produced (${Object.entries(floor.tableRows)
        .map(([t, n]) => `${t} ${number(n)}`)
        .join(
          ", "
        )}) into copies of the portal's tables; COPY of the file into a bare table: ${number(floor.bareSeconds, 1)} s, ${number(rows / floor.bareSeconds)} rows/s`
    )
    // The figures compare only on a quiet machine: the load at the block's end says how quiet it stayed.
    const [one, five] = loadavg()
    console.log(`  load average at the end: ${number(one!, 2)} (1 min), ${number(five!, 2)} (5 min)`)
  } finally {
    await server.stop()
    if (kind === "embedded") rmSync(where, { recursive: true, force: true })
  }
}

const main = async () => {
  const [one, five, fifteen] = loadavg()
  console.log(
    `bench:sdc, ${number(rows)} rows on ${kinds.join(" and ")}; load average ${number(one!, 2)} ${number(five!, 2)} ${number(fifteen!, 2)}`
  )
  const tag = Date.now().toString(36).toUpperCase().slice(-6)
  const folder = mkdtempSync(join(tmpdir(), "bench-sdc-file-"))
  const file = join(folder, `bench-sdc-${rows}.csv`)
  const generatedAt = performance.now()
  await generate(file, tag)
  const firstFile = values["first-file"] ? join(folder, `bench-sdc-first-${rows}.csv`) : undefined
  if (firstFile !== undefined) await generate(firstFile, `${tag.slice(0, -1)}${tag.endsWith("Z") ? "Y" : "Z"}`)
  const bytes = statSync(file).size
  console.log(
    `  file: ${number(mb(bytes), 1)} MB (${number(bytes / rows, 0)} bytes a row), generated in ${number((performance.now() - generatedAt) / 1000, 1)} s`
  )
  try {
    for (const kind of kinds) await benchOne(kind, file, tag, firstFile)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await main()

/**
 * npm run bench:sdc [-- --rows N] [--reuse] [--database NAME]
 *
 * Generates an SDC file of N rows (default 1,000,000: policies added, operators added on them with
 * new drivers, claims added on those drivers, in the documented format, docs/sdc-format.md) and
 * uploads it over HTTP to the real portal, started as its own process on a PostgreSQL database of
 * its own (NAME, default bench_sdc, on the server of DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) with the demo world, as Northwind's manager for NWD-GEN.
 * Prints rows per second, validation and application included, beside two floors of PostgreSQL's
 * own COPY (target: at least half of COPY's rate): COPY of the same file into a bare table of its
 * columns, and COPY of the rows the file produced (drivers, policies, terms, operators, claims)
 * into empty copies of the driver data tables with all their indexes, checks, generated columns and
 * foreign keys, in one transaction. Then the server's peak resident memory during the ingestion
 * above its idle memory (target: under 300 MB).
 */
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { createReadStream, createWriteStream, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { parseArgs } from "node:util"
import { sdcColumns } from "../src/server/domain/sdc/format"
import { signIn } from "../tests/api/support/signIn"
import { benchDatabase, freePort, number, recreateDatabase } from "./benchSupport"

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "bench_sdc" }
  }
})
const rows = Number(values.rows)
const database = benchDatabase(values.database)

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

/** Runs psql on the bench database, stopping at the first error; `script` is read as a file (meta-commands allowed). */
const psql = (url: string, script: string) => {
  const run = spawnSync("psql", [url, "-qAt", "-v", "ON_ERROR_STOP=1", "-f", "-"], { input: script, encoding: "utf8" })
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`)
  return run.stdout
}

/** The driver data tables an SDC file writes, in the order their foreign keys need. */
const floorTables = ["policy", "driver", "policy_term", "policy_operator", "claim"] as const
const floorList = floorTables.map((t) => `'${t}'`).join(", ")

/**
 * The rows the bench's file produced, each table's as a query of its writable columns (generated
 * columns are left to the copy to compute, as they are on the real insert).
 */
const producedRows = (companyId: number, tag: string): Record<(typeof floorTables)[number], string> => {
  const policies = `SELECT id FROM public.policy WHERE reporting_company_id = ${companyId} AND policy_number LIKE 'B${tag}%'`
  return {
    policy: `FROM public.policy WHERE id IN (${policies})`,
    driver: `FROM public.driver WHERE licence_number LIKE 'L${tag}%'`,
    policy_term: `FROM public.policy_term WHERE policy_id IN (${policies})`,
    policy_operator: `FROM public.policy_operator WHERE policy_id IN (${policies})`,
    claim: `FROM public.claim WHERE reporting_company_id = ${companyId} AND claim_number LIKE 'K${tag}%'`
  }
}

/**
 * PostgreSQL's own load of the rows the file produced into the portal's tables: empty copies in the
 * schema copy_floor, shaped like the real ones (LIKE ... INCLUDING ALL: defaults, checks, generated
 * search keys, every index) with the foreign keys of the real ones, to the lookup tables and among
 * the copies. The rows are copied out to files first; only the COPY FROM of all five tables, in one
 * transaction, is timed. Returns the seconds and the rows of each table.
 */
const copyIntoPortalTables = (url: string, companyId: number, tag: string) => {
  psql(
    url,
    `DROP SCHEMA IF EXISTS copy_floor CASCADE;
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
  )
  const columns = Object.fromEntries(
    floorTables.map((t) => [
      t,
      psql(
        url,
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute
         WHERE attrelid = 'public.${t}'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`
      ).trim()
    ])
  ) as Record<(typeof floorTables)[number], string>
  const produced = producedRows(companyId, tag)
  const dump = (t: string) => join(tmpdir(), `bench-sdc-floor-${t}.copy`)
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
    return { seconds, tableRows: Object.fromEntries(floorTables.map((t, i) => [t, counts[i]!])) }
  } finally {
    for (const t of floorTables) rmSync(dump(t), { force: true })
    psql(url, "DROP SCHEMA IF EXISTS copy_floor CASCADE")
  }
}

const main = async () => {
  await recreateDatabase(database, values.reuse)
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: "memory://",
      DATABASE_URL: database.url
    },
    stdio: ["ignore", "pipe", "inherit"]
  })
  // The server's own account of the phases: its log line once the file is applied.
  let phases: Record<string, unknown> | undefined
  let pending = ""
  server.stdout!.on("data", (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split("\n")
    pending = lines.pop()!
    for (const line of lines) if (line.includes("SDC file applied")) phases = JSON.parse(line) as Record<string, unknown>
  })
  try {
    const deadline = Date.now() + 180_000
    while (
      !(await fetch(`${baseUrl}/api/health/ready`).then(
        (r) => r.ok,
        () => false
      ))
    ) {
      if (server.exitCode !== null) throw new Error("The portal stopped while starting")
      if (Date.now() > deadline) throw new Error("The portal did not become ready")
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const token = (await signIn(baseUrl, "manager@northwind.example")).accessToken
    const companyId = Number(psql(database.url, "SELECT id FROM reporting_company WHERE code = 'NWD-GEN'").trim())

    const tag = Date.now().toString(36).toUpperCase().slice(-6)
    const file = join(tmpdir(), `bench-sdc-${rows}.csv`)
    const generatedAt = performance.now()
    await generate(file, tag)
    const bytes = statSync(file).size
    console.log(
      `\n  ${number(rows)} rows, ${number(mb(bytes), 1)} MB (${number(bytes / rows, 0)} bytes a row), generated in ${number((performance.now() - generatedAt) / 1000, 1)} s`
    )

    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const idle = Math.min(residentBytes(server.pid!), residentBytes(server.pid!))
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid!))), 50)
    const started = performance.now()
    const query = new URLSearchParams({ fileName: "bench.csv", fileTypeId: "1", reportingCompanyId: String(companyId) })
    const response = await fetch(`${baseUrl}/api/Sdc/Upload?${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv", "content-length": String(bytes) },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: "half"
    } as RequestInit)
    const answer = (await response.json()) as { file?: { status: { code: string }; rows: number; errorCount: number } }
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    if (response.status !== 200 || answer.file?.status.code !== "ACCEPTED")
      throw new Error(`The upload was not accepted: ${response.status} ${JSON.stringify(answer).slice(0, 2000)}`)

    // PostgreSQL's own COPY of the same file into a bare table of its columns.
    const columns = sdcColumns.map((c) => `${c} text`).join(", ")
    psql(database.url, `DROP TABLE IF EXISTS sdc_copy_bench; CREATE TABLE sdc_copy_bench (${columns})`)
    const copyStarted = performance.now()
    psql(database.url, `\\copy sdc_copy_bench FROM '${file}' WITH (FORMAT csv, HEADER true)`)
    const copySeconds = (performance.now() - copyStarted) / 1000
    psql(database.url, "DROP TABLE sdc_copy_bench")

    // PostgreSQL's own COPY of the rows the file produced into copies of the portal's tables.
    const floor = copyIntoPortalTables(database.url, companyId, tag)
    const tableRows = Object.values(floor.tableRows).reduce((a, b) => a + b, 0)

    const rate = rows / seconds
    const copyRate = rows / copySeconds
    const floorRate = rows / floor.seconds
    const above = mb(peak - idle)
    const verdict = (ratio: number) => `target at least 0.50: ${ratio >= 0.5 ? "met" : "NOT met"}`
    console.log(`  upload over HTTP, checked and applied: ${number(seconds, 1)} s, ${number(rate)} rows of the file/s`)
    console.log(
      `  COPY of the file into a bare table of its 23 text columns: ${number(copySeconds, 1)} s, ${number(copyRate)} rows/s`
    )
    console.log(`    ratio ${number(rate / copyRate, 2)} of this COPY's rate; ${verdict(rate / copyRate)}`)
    console.log(
      `  COPY of the rows the file produced into the portal's tables (copies with their indexes, checks, generated keys and foreign keys, one transaction):`
    )
    console.log(
      `    ${Object.entries(floor.tableRows)
        .map(([t, n]) => `${t} ${number(n)}`)
        .join(", ")}: ${number(tableRows)} table rows`
    )
    console.log(
      `    ${number(floor.seconds, 1)} s, ${number(floorRate)} rows of the file/s, ${number(tableRows / floor.seconds)} table rows/s`
    )
    console.log(`    ratio ${number(rate / floorRate, 2)} of this COPY's rate; ${verdict(rate / floorRate)}`)
    if (phases) {
      const seconds = (key: string) =>
        number(Number(phases![key] ?? (phases!.annotations as Record<string, unknown> | undefined)?.[key]) / 1000, 1)
      console.log(
        `  phases: read, checked and staged ${seconds("readMs")} s; references checked ${seconds("checkMs")} s; applied in one transaction ${seconds("applyMs")} s`
      )
    }
    console.log(
      `  server memory: idle ${number(mb(idle))} MB, peak ${number(mb(peak))} MB, ${number(above)} MB above idle; target under 300 MB: ${above < 300 ? "met" : "NOT met"}`
    )
  } finally {
    server.kill("SIGTERM")
    await once(server, "exit")
  }
}

await main()

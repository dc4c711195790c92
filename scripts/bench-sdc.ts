/**
 * npm run bench:sdc [-- --rows N] [--reuse] [--database NAME]
 *
 * Generates an SDC file of N rows (default 1,000,000: policies added, operators added on them with
 * new drivers, claims added on those drivers, in the documented format, docs/sdc-format.md) and
 * uploads it over HTTP to the real portal, started as its own process on a PostgreSQL database of
 * its own (NAME, default bench_sdc, on the server of DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) with the demo world, as Northwind's manager for NWD-GEN.
 * Prints rows per second, validation and application included, beside the rate of PostgreSQL's own
 * COPY of the same file into a table of its columns (target: at least half of COPY's rate), and the
 * server's peak resident memory during the ingestion above its idle memory (target: under 300 MB).
 */
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { createReadStream, createWriteStream, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { parseArgs } from "node:util"
import { sdcColumns } from "../src/server/domain/sdc/format"
import { signIn } from "../tests/api/support/signIn"
import { benchDatabase, number, recreateDatabase } from "./benchSupport"
import { createServer } from "node:net"

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "bench_sdc" }
  }
})
const rows = Number(values.rows)
const database = benchDatabase(values.database)

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

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
    const company = spawnSync("psql", [database.url, "-Atc", "SELECT id FROM reporting_company WHERE code = 'NWD-GEN'"], {
      encoding: "utf8"
    })
    const companyId = Number(company.stdout.trim())

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

    // PostgreSQL's own COPY of the same file into a table of its columns.
    const columns = sdcColumns.map((c) => `${c} text`).join(", ")
    spawnSync("psql", [database.url, "-qc", `DROP TABLE IF EXISTS sdc_copy_bench; CREATE TABLE sdc_copy_bench (${columns})`])
    const copyStarted = performance.now()
    const copy = spawnSync("psql", [database.url, "-qc", `\\copy sdc_copy_bench FROM '${file}' WITH (FORMAT csv, HEADER true)`], {
      encoding: "utf8"
    })
    const copySeconds = (performance.now() - copyStarted) / 1000
    if (copy.status !== 0) throw new Error(`COPY failed: ${copy.stderr}`)
    spawnSync("psql", [database.url, "-qc", "DROP TABLE sdc_copy_bench"])

    const rate = rows / seconds
    const copyRate = rows / copySeconds
    const above = mb(peak - idle)
    console.log(`  upload over HTTP, checked and applied: ${number(seconds, 1)} s, ${number(rate)} rows/s`)
    console.log(`  PostgreSQL COPY of the same rows:      ${number(copySeconds, 1)} s, ${number(copyRate)} rows/s`)
    console.log(
      `  ratio ${number(rate / copyRate, 2)} of COPY's rate; target at least 0.50: ${rate >= copyRate / 2 ? "met" : "NOT met"}`
    )
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

/**
 * npm run bench:reports [-- --drivers N] [--requests R] [--reuse] [--database NAME] [--ninety-days N] [--corrections K]
 *   [--only ninety-days|name-search] [--skip vehicles,name-search,pdf] [--socket DIR] [--pdf-ahead A]
 *   [--instances P] [--cpu-prof DIR]
 *
 * Seeds a fresh PostgreSQL database (NAME, default portal_bench, on the server of DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) with N generated drivers (default 100,000), starts the
 * real portal as P processes of its own on one port (default one per core; 0 runs it in-process),
 * signs in through the identity provider, and generates driver reports over HTTP at concurrencies 1, 8
 * and 32 (a fixed number of requests each, loopback only). Prints p50 and p99 latency, throughput (and
 * per process and per core), the ratios to the floor (the bare SQL of the same work, in this process)
 * with their targets, the load average, and, for the largest generated and demo reports, the PDF:
 * rendered in the server's worker pool, asked for again (reused), and rendered in-process. With
 * --cpu-prof DIR, each portal process writes its CPU profile to DIR when the bench stops it.
 *
 * With --ninety-days N (e.g. 1000000), the 90-day list holds N rows and the 90-day search and unread
 * count are measured over HTTP as Northwind's manager (p50 and p99 at concurrencies 1 and 8 against the
 * target p99 < 150 ms; scripts/benchNinetyDays.ts); --only ninety-days runs that part alone.
 *
 * The driver search by name is measured over HTTP as Northwind's analyst at concurrencies 1 and 8: full
 * names, first and last names, shortened first names, surname first, surname with a jurisdiction
 * (scripts/benchNameSearch.ts); --only name-search runs that part alone.
 *
 * With --corrections K (e.g. 50), data corrections are measured over HTTP as Northwind's manager at
 * concurrency 8: UpdateClaim (at-fault percentage) and UpdateDriverInfo (marital status), each on 8×K
 * generated drivers of their own that have a claim or first policy of a Northwind company, so that no
 * two corrections wait on the same driver; then 8 workers correcting one driver's address K times each,
 * regenerating the report after each 409, and the audit rows checked against the successes.
 */
import { Effect } from "effect"
import type { AddressInfo } from "node:net"
import { availableParallelism, loadavg } from "node:os"
import { parseArgs } from "node:util"
import { Worker } from "node:worker_threads"
import { SMTPServer } from "smtp-server"
import { demoAccounts } from "../src/server/demo/demoWorld"
import { namedDriverRefs, namedDrivers } from "../src/server/demo/namedDrivers"
import { decodeJwt } from "jose"
import type { HttpApi } from "effect/http-api"
import { PortalApi } from "../src/api/portalApi"
import { loadCaller } from "../src/server/db/users"
import { readReportInputs } from "../src/server/db/reports/driverData"
import { insertReport } from "../src/server/db/shared/storedReports"
import { filedUnder } from "../src/server/shared/requestor"
import { readHarvestLimits } from "../src/server/harvestLimitSettings"
import { functionsOnlyAccess } from "../src/server/http/authorization"
import { profileHarvestCounts } from "../src/server/http/harvestGate"
import { toDay } from "../src/server/domain/shared/dates"
import { renderDriverReportPdf } from "../src/server/pdf/driverReportPdf"
import {
  atFaultChoices,
  excludedDriverChoice,
  noOperatorKey,
  type UpdateClaimPayload,
  type UpdateDriverInfoPayload
} from "../src/api/corrections/schemas"
import type { DriverReport } from "../src/api/reports/schemas"
import { signIn } from "../tests/api/support/signIn"
import { benchNameSearch } from "./benchNameSearch"
import { benchNinetyDays } from "./benchNinetyDays"
import {
  benchDatabase,
  number,
  percentile,
  recreateDatabase,
  startPortal,
  startPortalProcesses,
  cpuSpent,
  cpuTimes,
  prepareBenchDrivers,
  viaSocket,
  unlimitedHarvest,
  withServerPool,
  withSql
} from "./benchSupport"

const { values } = parseArgs({
  options: {
    drivers: { type: "string", default: "100000" },
    requests: { type: "string", default: "2000" },
    reuse: { type: "boolean", default: false },
    "ninety-days": { type: "string", default: "0" },
    only: { type: "string" },
    corrections: { type: "string", default: "0" },
    database: { type: "string", default: "portal_bench" },
    skip: { type: "string", default: "" },
    socket: { type: "string" },
    /** PDF_AHEAD for the portal: 0 leaves out the PDFs rendered ahead of the reports pulled (by default on, as in production). */
    "pdf-ahead": { type: "string" },
    /** Portal processes on the one port (scripts/portalCluster.ts); 0 runs the portal in this process. */
    instances: { type: "string", default: String(availableParallelism()) },
    "cpu-prof": { type: "string" }
  }
})
/** Parts left out while iterating on the driver reports: vehicles, name-search, pdf. */
const skipped = new Set(values.skip.split(",").filter((part) => part !== ""))
for (const part of skipped)
  if (!["vehicles", "name-search", "pdf"].includes(part)) throw new Error(`--skip takes vehicles,name-search,pdf (got ${part})`)
const ninetyDaysRows = Number(values["ninety-days"])
if (values.only !== undefined && !(values.only === "name-search" || (values.only === "ninety-days" && ninetyDaysRows > 0)))
  throw new Error(`--only takes ninety-days (with --ninety-days N) or name-search (got ${values.only})`)
const drivers = Number(values.drivers)
const instances = Number(values.instances)
if (!Number.isInteger(instances) || instances < 0) throw new Error(`--instances takes a whole number (got ${values.instances})`)
if (values["cpu-prof"] !== undefined && instances === 0)
  throw new Error("--cpu-prof profiles the portal's processes: --instances 1 or more")
const cores = availableParallelism()
/** The targets at concurrency 8 and 32 (issue 38): HTTP p99 at most this times the floor's, HTTP req/s at least this of the floor's. */
const p99RatioTarget = 2
const throughputRatioTarget = 0.7
/** The load average over the last minute, as the figures are read against it. */
const load1 = () => number(loadavg()[0]!, 2)
const requestsPerLevel = Number(values.requests)
const concurrencies = [1, 8, 32]
const correctionsPerWorker = Number(values.corrections)
const database = benchDatabase(values.database)
const benchUrl = database.url
/** The address the portal and the floor's pool use: over TCP, or with --socket DIR over PostgreSQL's Unix socket in DIR. */
const serverUrl = values.socket === undefined ? benchUrl : viaSocket(benchUrl, values.socket)

/** Migrates the bench database, and seeds it unless --reuse kept it (then its drivers are measured as they are). */
const prepareDatabase = async () => {
  const kept = await recreateDatabase(database, values.reuse)
  const started = Date.now()
  await prepareBenchDrivers(benchUrl, drivers, kept)
  const [counts] = await withSql(
    benchUrl,
    (sql) =>
      sql<{ drivers: number; terms: number; claims: number }>`
      SELECT (SELECT count(*) FROM driver)::int AS drivers, (SELECT count(*) FROM policy_term)::int AS terms,
        (SELECT count(*) FROM claim)::int AS claims`
  )
  console.log(
    `\n  database ${database.name}${kept ? " (kept)" : ""}: ${number(counts!.drivers)} drivers, ${number(counts!.terms)} policy terms, ` +
      `${number(counts!.claims)} claims (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`
  )
  return counts!.drivers
}

/** A mail server on loopback that accepts and drops what it is sent: the corrections' notices are delivered as in production. */
const startMailSink = async () => {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, _session, callback) => {
      stream.on("end", () => callback())
      stream.resume()
    }
  })
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve))
  return `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`
}

interface Sample {
  readonly id: number
  readonly licenceNumber: string
  readonly jurisdiction: string
}

/**
 * The HTTP load runs in a worker thread, so that the client's own work (sending, reading answers)
 * does not share the server's event loop.
 */
const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const http = require("node:http")
const { baseUrl, token, samples, vins, total, concurrency, offset } = workerData
const latencies = []
let next = 0
let errors = 0
// node:http on kept-alive connections: fetch's streams cost the client as much CPU as the server spends on a report.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
const { hostname, port } = new URL(baseUrl)
const post = (path, body) => new Promise((resolve, reject) => {
  const headers = { authorization: "Bearer " + token }
  if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
  const request = http.request({ hostname, port, path, method: "POST", agent, headers }, (response) => {
    response.on("data", () => {})
    response.on("end", () => resolve(response.statusCode))
    response.on("error", reject)
  })
  request.on("error", reject)
  request.end(body)
})
const call = async (i) => {
  if (vins) {
    const vin = vins[(offset + i) % vins.length]
    if ((await post("/api/vehicleReport/generate/" + vin + "?ianaTimezone=America%2FToronto")) !== 200) errors++
    return
  }
  const sample = samples[(offset + i) % samples.length]
  const body = JSON.stringify({ jurisdictionCode: sample.jurisdiction, driverLicenceNumber: sample.licenceNumber, comment: "bench", driverReportOption: null, fresh: true })
  if ((await post("/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", body)) !== 200) errors++
}
// Each level's client is a new thread: its connections are opened and its code warmed on reports of
// samples past the measured ones before the clock starts, as the floor's pool and code already are.
const warmUp = () => Promise.all(Array.from({ length: concurrency }, async (_, k) => {
  for (let round = 0; round < 2; round++) await call(total + round * concurrency + k)
}))
const measure = () => {
  const started = performance.now()
  return Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < total; i = next++) {
      const t = performance.now()
      await call(i)
      latencies.push(performance.now() - t)
    }
  })).then(() => (performance.now() - started) / 1000)
}
warmUp().then(() => {
  errors = 0
  return measure()
}).then((seconds) => parentPort.postMessage({ latencies, errors, seconds }))
`

const httpLoad = (workerData: {
  baseUrl: string
  token: string
  samples: ReadonlyArray<Sample>
  /** With VINs, the load is vehicle reports instead of driver reports. */
  vins?: ReadonlyArray<string>
  total: number
  concurrency: number
  offset: number
}) =>
  new Promise<{ p50: number; p99: number; throughput: number; errors: number }>((resolve, reject) => {
    const worker = new Worker(loadWorker, { eval: true, workerData })
    worker.once("error", reject)
    worker.once("message", (result: { latencies: Array<number>; errors: number; seconds: number }) => {
      const sorted = result.latencies.sort((a, b) => a - b)
      resolve({
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        throughput: workerData.total / result.seconds,
        errors: result.errors
      })
      void worker.terminate()
    })
  })

/** Runs `total` calls with `concurrency` workers; each call's latency in ms. */
const run = async (total: number, concurrency: number, call: (i: number) => Promise<void>) => {
  const latencies: Array<number> = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t = performance.now()
        await call(i)
        latencies.push(performance.now() - t)
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), throughput: total / seconds }
}

/**
 * The floor a driver report is measured against: the bare SQL of the same work, the statements the
 * server makes for the call with the same parameters, on a pool built by the server's own code and over
 * the same address: the caller loaded with their session checked and the report counted (loadCaller),
 * the driver's read with the new report's id (readReportInputs), and the report stored (insertReport)
 * with a snapshot the server made (`snapshots`, the texts of reports it just stored, so that the insert
 * carries what the server's does without the floor building a report). No HTTP, token, api decoding,
 * middleware, report rules or log. `load` runs `total` of them at `concurrency`.
 */
const withFloor = <A>(
  samples: ReadonlyArray<Sample>,
  token: string,
  use: (
    load: (total: number, concurrency: number, offset: number, snapshots: ReadonlyArray<string>) => ReturnType<typeof run>
  ) => Promise<A>
) =>
  withServerPool(serverUrl, async (runSql) => {
    const { sub, sid } = decodeJwt(token)
    if (typeof sub !== "string" || typeof sid !== "string") throw new Error("The bench's token names no account or session")
    const endpoint = (PortalApi as unknown as HttpApi.Top).groups["driverReports"]!.endpoints["generateReport"]!
    const count = profileHarvestCounts(readHarvestLimits({ ...process.env, ...unlimitedHarvest }))(
      "reports",
      functionsOnlyAccess(endpoint)!
    )
    const work = (sample: Sample, snapshotJson: string) =>
      Effect.gen(function* () {
        const loaded = yield* loadCaller(sub, count, { grantId: sid, touch: false })
        const requestor = loaded?.profile
        if (requestor === undefined || loaded!.sessionAlive !== true)
          return yield* Effect.die("The bench's caller is not signed in")
        const inputs = yield* readReportInputs(
          { jurisdictionCode: sample.jurisdiction, licenceNumber: sample.licenceNumber },
          { organizationId: requestor.organizationId, reportingCompanyId: requestor.reportingCompanyId }
        )
        if (!inputs.data || !inputs.header) return yield* Effect.die(`No driver ${sample.licenceNumber}`)
        yield* insertReport({
          id: inputs.header.id,
          driverId: inputs.data.driver.id,
          ...filedUnder(requestor),
          referenceNumber: "bench",
          reportDate: new Date().toISOString(),
          ianaTimezone: "America/Toronto",
          yearsOfData: null,
          regeneratedFrom: null,
          ninetyDaysDataCorrectionId: null,
          driverLicenceNumber: inputs.data.driver.licenceNumber,
          driverJurisdictionCode: sample.jurisdiction,
          driverName: inputs.data.driver.fullName,
          snapshotJson
        })
      })
    return use((total, concurrency, offset, snapshots) =>
      run(total, concurrency, (i) =>
        runSql(work(samples[(offset + i) % samples.length]!, snapshots[(offset + i) % snapshots.length]!))
      )
    )
  })

/** The snapshots of the last reports stored: what the floor stores, so that its insert carries what the server's did. */
const lastSnapshots = () =>
  withSql(
    benchUrl,
    (sql) => sql<{ snapshot: string }>`SELECT snapshot::text AS snapshot FROM driver_report ORDER BY id DESC LIMIT 500`
  ).then((rows) => rows.map((row) => row.snapshot))

/** Vehicle reports over HTTP at each concurrency. */
const benchVehicles = async (load: { baseUrl: string; token: string; samples: ReadonlyArray<Sample> }) => {
  const vins = await withSql(
    benchUrl,
    (sql) => sql<{ vin: string }>`SELECT vin FROM (SELECT DISTINCT vin FROM policy_vehicle) v ORDER BY md5(vin) LIMIT 5000`
  ).then((rows) => rows.map((row) => row.vin))
  let vehicleErrors = (await httpLoad({ ...load, vins, total: 200, concurrency: 8, offset: 0 })).errors
  const vehicle: Record<number, Awaited<ReturnType<typeof httpLoad>>> = {}
  for (const c of concurrencies) {
    vehicle[c] = await httpLoad({ ...load, vins, total: requestsPerLevel, concurrency: c, offset: 200 + c * requestsPerLevel })
    vehicleErrors += vehicle[c].errors
  }
  console.log(
    `\n  POST /api/vehicleReport/generate/{vin}, ${number(requestsPerLevel)} requests per level (${vehicleErrors} errors)`
  )
  console.log("  concurrency   p50 ms   p99 ms   req/s")
  for (const c of concurrencies) {
    const v = vehicle[c]!
    console.log(
      `  ${String(c).padStart(11)}  ${number(v.p50, 1).padStart(7)}  ${number(v.p99, 1).padStart(7)}  ${number(v.throughput).padStart(6)}`
    )
  }
}

const main = async () => {
  console.log(
    `Driver report benchmark: ${values.reuse ? "the drivers already" : `${number(drivers)} drivers`} on ${benchUrl.replace(/\/\/[^@]*@/, "//")}`
  )
  const driversThere = await prepareDatabase()
  const smtpUrl = await startMailSink()
  const env: Record<string, string> = values["pdf-ahead"] === undefined ? {} : { PDF_AHEAD: values["pdf-ahead"] }
  const logFile = `/tmp/bench-reports-portal-${process.pid}.log`
  const portal =
    instances === 0
      ? await startPortal(serverUrl, { smtpUrl, logLevel: "Warn", env })
      : await startPortalProcesses(serverUrl, {
          processes: instances,
          logFile,
          smtpUrl,
          env,
          ...(values["cpu-prof"] === undefined ? {} : { cpuProfileDir: values["cpu-prof"] })
        })
  console.log(
    instances === 0
      ? "  the portal in this process (log lines at Warn)"
      : `  the portal as ${instances} process${instances === 1 ? "" : "es"} on one port, ${cores} cores (log lines at Info, as in production, to ${logFile})` +
          (values["cpu-prof"] === undefined ? "" : `; CPU profiles to ${values["cpu-prof"]}`)
  )
  console.log(
    `  load average at the start: ${loadavg()
      .map((l) => number(l, 2))
      .join(", ")}`
  )
  const ninetyDays = {
    databaseUrl: benchUrl,
    baseUrl: portal.baseUrl,
    rows: ninetyDaysRows,
    requests: Math.max(50, Math.floor(requestsPerLevel / 10))
  }
  if (values.only === "ninety-days") return benchNinetyDays(ninetyDays).then(portal.stop)
  const nameSearch = { databaseUrl: benchUrl, baseUrl: portal.baseUrl, requests: Math.max(50, Math.floor(requestsPerLevel / 10)) }
  if (values.only === "name-search") return benchNameSearch(nameSearch).then(portal.stop)
  const token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  const samples = await withSql(
    benchUrl,
    (sql) =>
      sql<Sample>`
      SELECT d.id, d.licence_number, j.jurisdiction_code AS jurisdiction FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      ORDER BY md5(d.id::text) LIMIT 5000`
  )
  let errors = 0
  const generate = async (sample: Sample, option: number | null = null) => {
    const response = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        jurisdictionCode: sample.jurisdiction,
        driverLicenceNumber: sample.licenceNumber,
        comment: "bench",
        driverReportOption: option,
        fresh: true
      })
    })
    if (response.status !== 200) errors++
    return response
  }
  const report = async (sample: Sample, option: number | null) => (await (await generate(sample, option)).json()) as DriverReport

  const load = { baseUrl: portal.baseUrl, token, samples }
  errors += (await httpLoad({ ...load, total: 200, concurrency: 8, offset: 0 })).errors
  const http: Record<number, Awaited<ReturnType<typeof httpLoad>>> = {}
  const bare: Record<number, Awaited<ReturnType<typeof run>>> = {}
  const loads: Record<number, string> = {}
  /** CPU ms per report at each level: the portal's processes, this process (the HTTP client's thread, or the floor), PostgreSQL's. */
  const cpu: Record<
    number,
    { http: { portal: number; bench: number; postgres: number }; floor: { bench: number; postgres: number } }
  > = {}
  const portalPid = portal.pid
  const cpuNow = () => ({ ...cpuTimes(portalPid), bench: process.cpuUsage() })
  const perReport = (before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, reports: number) => ({
    portal: cpuSpent(before.portal, after.portal) / reports,
    bench: (after.bench.user + after.bench.system - before.bench.user - before.bench.system) / 1000 / reports,
    postgres: cpuSpent(before.postgres, after.postgres) / reports
  })
  await withFloor(samples, token, async (floor) => {
    await floor(200, 8, 200, await lastSnapshots())
    let offset = 400
    // Each level over HTTP, then its floor at once, so that both meet the same load from the rest of the machine.
    for (const c of concurrencies) {
      const beforeHttp = cpuNow()
      http[c] = await httpLoad({ ...load, total: requestsPerLevel, concurrency: c, offset })
      const afterHttp = cpuNow()
      errors += http[c].errors
      const loadHttp = load1()
      const snapshots = await lastSnapshots()
      const beforeFloor = cpuNow()
      bare[c] = await floor(requestsPerLevel, c, offset + requestsPerLevel, snapshots)
      // The HTTP client's warm-up (two rounds) is in its level's CPU time.
      cpu[c] = {
        http: perReport(beforeHttp, afterHttp, requestsPerLevel + 2 * c),
        floor: perReport(beforeFloor, cpuNow(), requestsPerLevel)
      }
      loads[c] = `${loadHttp} / ${load1()}`
      offset += 2 * requestsPerLevel
    }
  })

  console.log(
    `\n  POST /api/DriverReports/GenerateReport, ${number(requestsPerLevel)} requests per level (${errors} errors)` +
      `${values.socket === undefined ? "" : `, PostgreSQL over its Unix socket in ${values.socket}`}`
  )
  console.log(
    "  floor: the bare SQL of the same work (the server's statements for the call: the caller loaded and counted, the driver's read, the report stored), on a pool like the server's"
  )
  const perProcess = Math.max(instances, 1)
  console.log(
    `  HTTP: ${instances === 0 ? "the portal in this process" : `${instances} portal process${instances === 1 ? "" : "es"}`}; per process, HTTP req/s ÷ ${perProcess}; per core, req/s ÷ ${cores} cores (the floor: this process's one thread and PostgreSQL)`
  )
  console.log(
    `  concurrency   HTTP p50   p99 ms    req/s  per process  per core   floor p50   p99 ms    req/s  per core   p99 ratio (≤ ${p99RatioTarget})   req/s ratio (≥ ${throughputRatioTarget})   load 1 min (HTTP / floor)`
  )
  for (const c of concurrencies) {
    const h = http[c]!
    const f = bare[c]!
    const p99Ratio = h.p99 / f.p99
    const throughputRatio = h.throughput / f.throughput
    const targeted = c === 8 || c === 32
    const verdict = (met: boolean) => (targeted ? (met ? " met" : " NOT met") : "")
    // The ratios are rounded towards missing their targets, so that 0.698 is not printed 0.70 and NOT met.
    console.log(
      `  ${String(c).padStart(11)}  ${number(h.p50, 1).padStart(9)}  ${number(h.p99, 1).padStart(7)}  ${number(h.throughput).padStart(7)}` +
        `  ${number(h.throughput / perProcess).padStart(11)}  ${number(h.throughput / cores).padStart(8)}` +
        `  ${number(f.p50, 1).padStart(10)}  ${number(f.p99, 1).padStart(7)}  ${number(f.throughput).padStart(7)}  ${number(f.throughput / cores).padStart(8)}` +
        `  ${(number(Math.ceil(p99Ratio * 100) / 100, 2) + verdict(p99Ratio <= p99RatioTarget)).padStart(16)}` +
        `  ${(number(Math.floor(throughputRatio * 100) / 100, 2) + verdict(throughputRatio >= throughputRatioTarget)).padStart(20)}` +
        `   ${loads[c]}`
    )
  }
  const allMet = [8, 32].every(
    (c) => http[c]!.p99 <= p99RatioTarget * bare[c]!.p99 && http[c]!.throughput >= throughputRatioTarget * bare[c]!.throughput
  )
  console.log(
    `  targets at concurrency 8 and 32 with ${number(driversThere)} drivers (HTTP p99 ≤ ${p99RatioTarget} × floor p99, HTTP req/s ≥ ${throughputRatioTarget} × floor req/s): ${allMet ? "met" : "NOT met"}${errors > 0 ? ` (${errors} errors)` : ""}`
  )

  console.log(
    `  CPU per report, ms${instances === 0 ? " (the portal is in this process)" : ""}: HTTP (portal processes + this process, the client's thread + PostgreSQL, all of it) against the floor (this process + PostgreSQL)`
  )
  for (const c of concurrencies) {
    const { http: h, floor: f } = cpu[c]!
    const portalPart = instances === 0 ? "" : `${number(h.portal, 2)} + `
    console.log(
      `  ${String(c).padStart(11)}  HTTP ${portalPart}${number(h.bench, 2)} + ${number(h.postgres, 2)}` +
        ` = ${number((instances === 0 ? 0 : h.portal) + h.bench + h.postgres, 2)}` +
        `   floor ${number(f.bench, 2)} + ${number(f.postgres, 2)} = ${number(f.bench + f.postgres, 2)}`
    )
  }

  if (!skipped.has("vehicles")) await benchVehicles(load)
  if (!skipped.has("name-search")) await benchNameSearch(nameSearch)

  if (ninetyDaysRows > 0) await benchNinetyDays(ninetyDays)
  if (correctionsPerWorker > 0) await benchCorrections(portal.baseUrl)

  if (skipped.has("pdf")) return portal.stop()

  // The largest report in the database: the driver with the most terms and claims, all years of data.
  const [largest] = await withSql(
    benchUrl,
    (sql) =>
      sql<Sample & { rows: number }>`
      SELECT d.id, d.licence_number, j.jurisdiction_code AS jurisdiction,
        (SELECT count(*) FROM policy_operator po JOIN policy_term t ON t.policy_id = po.policy_id WHERE po.driver_id = d.id)
          + (SELECT count(*) FROM claim c WHERE c.driver_id = d.id) AS rows
      FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE d.id IN (SELECT driver_id FROM policy_operator GROUP BY driver_id ORDER BY count(*) DESC LIMIT 200)
      ORDER BY rows DESC LIMIT 1`
  )
  // PDFs over HTTP: a report asked for the first time in a language is rendered in the worker pool;
  // asking again for the same report and language reuses that PDF. /api/health is called meanwhile,
  // to show that a render does not hold up other requests.
  const pdfRequest = async (reportId: number, lng: "english" | "french") => {
    const started = performance.now()
    const response = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateReportPdf/${reportId}?lng=${lng}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` }
    })
    await response.arrayBuffer()
    if (response.status !== 200) errors++
    return performance.now() - started
  }
  const whilePinging = async <A>(work: () => Promise<A>) => {
    const pings: Array<number> = []
    let done = false
    const pinging = (async () => {
      while (!done) {
        const started = performance.now()
        await fetch(`${portal.baseUrl}/api/health`).then((r) => r.arrayBuffer())
        pings.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const result = await work()
    done = true
    await pinging
    return { result, pings: pings.sort((a, b) => a - b) }
  }
  const pdfOverHttp = async (sample: Sample) => {
    const rendered: Array<number> = []
    const reused: Array<number> = []
    const { pings } = await whilePinging(async () => {
      for (let i = 0; i < 6; i++) {
        const lng = i % 2 === 0 ? "english" : "french"
        const { id } = await report(sample, 0)
        rendered.push(await pdfRequest(id, lng))
        reused.push(await pdfRequest(id, lng))
      }
    })
    return { rendered, reused, pings }
  }
  const largestDemo = { id: 0, ...namedDriverRefs.wilson }
  const pdfCases = [
    { label: "largest generated", sample: largest!, report: await report(largest!, 0) },
    { label: "largest demo (Margaret Anne Wilson)", sample: largestDemo, report: await report(largestDemo, 0) }
  ]
  const overHttp = []
  for (const { sample } of pdfCases) overHttp.push(await pdfOverHttp(sample))
  await portal.stop()

  const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const pdfTimes = async (report: DriverReport) => {
    const times: Array<number> = []
    for (let i = 0; i < 6; i++) {
      const t = performance.now()
      await renderDriverReportPdf(report, i % 2 === 0 ? "en" : "fr")
      times.push(performance.now() - t)
    }
    const [first, ...rest] = times
    return { first: first!, median: median(rest) }
  }
  console.log(`\n  PDFs (${errors} errors in all)`)
  for (const [i, { label, report }] of pdfCases.entries()) {
    const http = overHttp[i]!
    const inProcess = await pdfTimes(report)
    console.log(`  PDF of the ${label} report (${report.policies.length} policy terms, ${report.claims.length} claims):`)
    console.log(
      `    POST GenerateReportPdf, rendered in the worker pool: first ${number(http.rendered[0]!)} ms, ` +
        `then median ${number(median(http.rendered.slice(1)))} ms (target < 500 ms)`
    )
    console.log(
      `    POST GenerateReportPdf again, same report and language (reused): median ${number(median(http.reused), 1)} ms`
    )
    console.log(
      `    GET /api/health meanwhile: p50 ${number(percentile(http.pings, 50), 1)} ms, max ${number(http.pings.at(-1)!, 1)} ms ` +
        `(${http.pings.length} calls)`
    )
    console.log(
      `    rendered in-process (no worker, no database): first ${number(inProcess.first)} ms, then median ${number(inProcess.median)} ms`
    )
  }
}

/** One HTTP call repeated from a worker thread: its latencies, as httpLoad measures the reports. */
const callWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const { url, method, token, bodies, total, concurrency } = workerData
const latencies = []
const statuses = {}
let next = 0
let errors = 0
const started = performance.now()
Promise.all(Array.from({ length: concurrency }, async () => {
  for (let i = next++; i < total; i = next++) {
    const t = performance.now()
    const body = bodies.length ? JSON.stringify(bodies[i % bodies.length]) : undefined
    const response = await fetch(url, {
      method,
      headers: body ? { authorization: "Bearer " + token, "content-type": "application/json" } : { authorization: "Bearer " + token },
      body
    })
    await response.arrayBuffer()
    if (response.status !== 200) errors++
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    latencies.push(performance.now() - t)
  }
})).then(() => parentPort.postMessage({ latencies, errors, statuses, seconds: (performance.now() - started) / 1000 }))
`

const callLoad = (workerData: {
  url: string
  method: "GET" | "POST"
  token: string
  bodies: ReadonlyArray<unknown>
  total: number
  concurrency: number
}) =>
  new Promise<{
    p50: number
    p99: number
    max: number
    throughput: number
    errors: number
    statuses: Record<number, number>
  }>((resolve, reject) => {
    const worker = new Worker(callWorker, { eval: true, workerData })
    worker.once("error", reject)
    worker.once(
      "message",
      (result: { latencies: Array<number>; errors: number; statuses: Record<number, number>; seconds: number }) => {
        const sorted = result.latencies.sort((a, b) => a - b)
        resolve({
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted.at(-1)!,
          throughput: workerData.total / result.seconds,
          errors: result.errors,
          statuses: result.statuses
        })
        void worker.terminate()
      }
    )
  })

/** Northwind's manager corrects the data of Northwind's three companies. */
const correctorEmail = "manager@northwind.example"

/** A generated driver's report as the corrector pulled it. */
interface Pulled {
  readonly sample: Sample
  readonly report: DriverReport
}

/** updateClaim: the at-fault percentage of the first claim the corrector may set it on, alternated (0 ↔ 100). */
const atFaultCorrection = (codes: ReadonlySet<string>, report: DriverReport): UpdateClaimPayload | undefined => {
  const claim = report.claims.find(
    (c) =>
      codes.has(c.carrier.code) &&
      !c.isThirdParty &&
      !c.comprehensiveFlag &&
      (c.atFault === null || (atFaultChoices as ReadonlyArray<number>).includes(c.atFault))
  )
  if (!claim) return undefined
  const fp = claim.claimDetailFirstParty
  return {
    reportId: report.id,
    operatorKey: report.driverId,
    claimKey: claim.id,
    firstPartyDegreeAtFault: claim.atFault === 0 ? 100 : 0,
    firstPartyOperatorKey: fp?.firstPartyOperatorId ?? noOperatorKey,
    firstPartyVehicleKey: claim.vehicleId,
    firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
    firstPartyExcludedDriverId:
      fp === null || fp.driverExcluded === null ? null : fp.driverExcluded ? excludedDriverChoice.yes : excludedDriverChoice.no
  }
}

/** The driver's fields as the edit dialog starts them from the report. */
const driverFields = (report: DriverReport): UpdateDriverInfoPayload => ({
  reportId: report.id,
  operatorKey: report.driverId,
  fullName: report.fullName,
  fullAddress: report.fullAddress,
  dateOfBirth: report.dateOfBirth,
  genderId: report.gender?.id ?? null,
  maritalStatusId: report.maritalStatus?.id ?? null,
  driverTrainingId: report.driverTraining?.id ?? null,
  yearLicensed: report.yearsLicensed,
  gridRatingDate: report.albertaGridRatingDate
})

/** Driver edits follow the carrier of the report's first policy. */
const mayCorrectDriver = (codes: ReadonlySet<string>, report: DriverReport) =>
  report.policies[0] !== undefined && codes.has(report.policies[0].carrier.code)

/**
 * 8 workers correcting one driver's address, each attempt with an address of its own, so a late
 * attempt can only succeed or be refused with 409; after a 409 the worker regenerates the report
 * (as the message asks) and tries again; after a success it goes on from the report answered.
 */
const contentionWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const { baseUrl, token, report, attempts, concurrency } = workerData
const headers = { authorization: "Bearer " + token, "content-type": "application/json" }
const latencies = []
const statuses = {}
let regenerated = 0
const fields = (r, fullAddress) => ({
  reportId: r.id, operatorKey: r.driverId, fullName: r.fullName, fullAddress, dateOfBirth: r.dateOfBirth,
  genderId: r.gender ? r.gender.id : null, maritalStatusId: r.maritalStatus ? r.maritalStatus.id : null,
  driverTrainingId: r.driverTraining ? r.driverTraining.id : null, yearLicensed: r.yearsLicensed,
  gridRatingDate: r.albertaGridRatingDate
})
const started = performance.now()
Promise.all(Array.from({ length: concurrency }, async (_, w) => {
  let seen = report
  for (let a = 0; a < attempts; a++) {
    const t = performance.now()
    const response = await fetch(baseUrl + "/api/DataCorrection/UpdateDriverInfo", {
      method: "POST", headers, body: JSON.stringify(fields(seen, "Unit " + (w + 1) + "-" + (a + 1) + ", 1 Bench Street"))
    })
    const text = await response.text()
    latencies.push(performance.now() - t)
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    if (response.status === 200) {
      seen = JSON.parse(text)
      continue
    }
    const again = await fetch(baseUrl + "/api/DriverReports/RegenerateReport/" + seen.id + "?ianaTimezone=America%2FToronto", {
      method: "POST", headers: { authorization: "Bearer " + token }
    })
    if (again.status !== 200) throw new Error("RegenerateReport answered " + again.status)
    seen = await again.json()
    regenerated++
  }
})).then(() => parentPort.postMessage({ latencies, statuses, regenerated, seconds: (performance.now() - started) / 1000 }))
`

const contentionLoad = (workerData: {
  baseUrl: string
  token: string
  report: DriverReport
  attempts: number
  concurrency: number
}) =>
  new Promise<{
    p50: number
    p99: number
    max: number
    throughput: number
    statuses: Record<number, number>
    regenerated: number
  }>((resolve, reject) => {
    const worker = new Worker(contentionWorker, { eval: true, workerData })
    worker.once("error", reject)
    worker.once(
      "message",
      (result: { latencies: Array<number>; statuses: Record<number, number>; regenerated: number; seconds: number }) => {
        const sorted = result.latencies.sort((a, b) => a - b)
        resolve({
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted.at(-1)!,
          throughput: sorted.length / result.seconds,
          statuses: result.statuses,
          regenerated: result.regenerated
        })
        void worker.terminate()
      }
    )
  })

/** Where the audit rows end and the database's clock, before a run. */
const mark = () =>
  withSql(benchUrl, (sql) =>
    sql<{ lastAudit: number; at: string }>`
      SELECT coalesce((SELECT max(id) FROM data_correction), 0)::int AS last_audit, now()::text AS at`.pipe(
      Effect.map(([row]) => row!)
    )
  )

/** The audit rows a run wrote, and the 90-day rows it opened or updated. */
const writtenSince = (since: { lastAudit: number; at: string }) =>
  withSql(benchUrl, (sql) =>
    sql<{ audit: number; ninetyDays: number }>`
      SELECT (SELECT count(*) FROM data_correction WHERE id > ${since.lastAudit})::int AS audit,
        (SELECT count(*) FROM ninety_days_data_correction WHERE change_date >= ${since.at}::timestamptz)::int AS ninety_days`.pipe(
      Effect.map(([row]) => row!)
    )
  )

/**
 * Corrections over HTTP at concurrency 8 on the seeded database: each correction regenerates the
 * report, writes its audit rows and the 90-day rows of the driver's recent reports, in one transaction.
 */
const benchCorrections = async (baseUrl: string) => {
  const perPool = 8 * correctionsPerWorker
  const warmUp = 8
  const token = (await signIn(baseUrl, correctorEmail)).accessToken
  const grant = demoAccounts.find((a) => a.email === correctorEmail)!.grant
  const codes: ReadonlySet<string> = new Set(
    grant.companies === "all"
      ? await withSql(benchUrl, (sql) => sql<{ code: string }>`SELECT code FROM reporting_company`).then((rows) =>
          rows.map((r) => r.code)
        )
      : grant.companies
  )
  const demoLicences = namedDrivers(toDay(new Date().toISOString().slice(0, 10))).map((d) => d.licenceNumber)
  const maritalIds = await withSql(benchUrl, (sql) => sql<{ id: number }>`SELECT id FROM marital_status ORDER BY id`).then(
    (rows) => rows.map((r) => r.id)
  )
  // Generated drivers not on hold and never corrected (a run on a reused database takes others), in a
  // random but repeatable order: those with a claim of the corrector's companies first (for UpdateClaim),
  // then those with one of their policies.
  const candidates = await withSql(
    benchUrl,
    (sql) =>
      sql<Sample & { hasClaim: boolean }>`
      SELECT d.id, d.licence_number, j.jurisdiction_code AS jurisdiction,
        EXISTS (SELECT 1 FROM claim c JOIN reporting_company rc ON rc.id = c.reporting_company_id
          WHERE c.driver_id = d.id AND rc.code = ANY(${[...codes]}::text[]) AND NOT c.is_third_party AND NOT c.is_comprehensive
            AND NOT c.on_hold) AS has_claim
      FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE NOT d.on_hold AND d.licence_number <> ALL(${demoLicences}::text[])
        AND NOT EXISTS (SELECT 1 FROM data_correction dc WHERE dc.driver_id = d.id)
        AND EXISTS (SELECT 1 FROM policy_operator po JOIN policy p ON p.id = po.policy_id
          JOIN reporting_company rc ON rc.id = p.reporting_company_id WHERE po.driver_id = d.id AND rc.code = ANY(${[...codes]}::text[]))
      ORDER BY md5(d.id::text) LIMIT ${(perPool + warmUp) * 12 + 1}`
  )
  const pull = async (sample: Sample): Promise<Pulled> => {
    const response = await fetch(`${baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        jurisdictionCode: sample.jurisdiction,
        driverLicenceNumber: sample.licenceNumber,
        comment: "bench",
        driverReportOption: null,
        fresh: true
      })
    })
    if (response.status !== 200) throw new Error(`GenerateReport answered ${response.status}`)
    return { sample, report: (await response.json()) as DriverReport }
  }
  // One report per driver, pulled by the corrector, until each pool has its drivers.
  const started = Date.now()
  const claimPool: Array<UpdateClaimPayload> = []
  const driverPool: Array<UpdateDriverInfoPayload> = []
  let contended: Pulled | undefined
  const queue = [...candidates.filter((c) => c.hasClaim), ...candidates.filter((c) => !c.hasClaim)]
  const full = () => claimPool.length >= perPool + warmUp && driverPool.length >= perPool + warmUp && contended !== undefined
  let pulled = 0
  while (!full() && queue.length > 0) {
    const batch = await Promise.all(queue.splice(0, 8).map(pull))
    pulled += batch.length
    for (const p of batch) {
      const claim = atFaultCorrection(codes, p.report)
      if (claim && claimPool.length < perPool + warmUp) claimPool.push(claim)
      else if (mayCorrectDriver(codes, p.report) && driverPool.length < perPool + warmUp) {
        const seen = p.report.maritalStatus?.id ?? null
        const next = maritalIds[(maritalIds.indexOf(seen ?? -1) + 1) % maritalIds.length]!
        driverPool.push({ ...driverFields(p.report), maritalStatusId: next })
      } else if (mayCorrectDriver(codes, p.report) && !contended) contended = p
    }
  }
  if (!full()) throw new Error(`Too few drivers of ${[...codes].join(", ")} to correct: seed more drivers`)
  console.log(
    `\n  Data corrections as Northwind's manager (${[...codes].join(", ")}): ${number(pulled)} reports pulled to find ` +
      `the drivers (${((Date.now() - started) / 1000).toFixed(1)} s)`
  )
  console.log(
    `  concurrency 8, every correction on a driver of its own (${number(correctionsPerWorker)} per worker), then 8 workers on one driver; the audit rows and the 90-day rows opened or updated are what each run wrote`
  )
  console.log(
    "  call                                     corrections   p50 ms   p99 ms   max ms   req/s     200     409   other  audit rows  90-day rows"
  )
  const row = (
    label: string,
    r: { p50: number; p99: number; max: number; throughput: number; statuses: Record<number, number> },
    written: { audit: number; ninetyDays: number }
  ) => {
    const total = Object.values(r.statuses).reduce((a, b) => a + b, 0)
    const ok = r.statuses[200] ?? 0
    const conflicts = r.statuses[409] ?? 0
    console.log(
      `  ${label.padEnd(40)} ${number(total).padStart(11)}  ${number(r.p50, 1).padStart(7)}  ${number(r.p99, 1).padStart(7)}` +
        `  ${number(r.max, 1).padStart(7)}  ${number(r.throughput).padStart(6)}  ${String(ok).padStart(6)}  ${String(conflicts).padStart(6)}` +
        `  ${String(total - ok - conflicts).padStart(6)}  ${String(written.audit).padStart(10)}  ${String(written.ninetyDays).padStart(11)}`
    )
    if (total - ok - conflicts > 0) console.log(`    answers: ${JSON.stringify(r.statuses)}`)
  }
  const measure = async <P>(label: string, path: string, bodies: ReadonlyArray<P>) => {
    const url = `${baseUrl}/api/DataCorrection/${path}`
    await callLoad({ url, method: "POST", token, bodies: bodies.slice(0, warmUp), total: warmUp, concurrency: 8 })
    const since = await mark()
    const r = await callLoad({ url, method: "POST", token, bodies: bodies.slice(warmUp), total: perPool, concurrency: 8 })
    row(label, r, await writtenSince(since))
  }
  await measure("POST UpdateClaim, at-fault %", "UpdateClaim", claimPool)
  await measure("POST UpdateDriverInfo, marital status", "UpdateDriverInfo", driverPool)

  // Contention: every worker corrects the same driver's address from the report it last saw.
  const driverId = contended!.report.driverId
  const since = await mark()
  const attempts = correctionsPerWorker
  const c = await contentionLoad({ baseUrl, token, report: contended!.report, attempts, concurrency: 8 })
  row("POST UpdateDriverInfo, address, 1 driver", c, await writtenSince(since))
  const audit = await withSql(
    benchUrl,
    (sql) =>
      sql<{ oldValueEn: string | null; newValueEn: string | null }>`
      SELECT old_value_en, new_value_en FROM data_correction WHERE driver_id = ${driverId} AND id > ${since.lastAudit} ORDER BY id`
  )
  const [current] = await withSql(
    benchUrl,
    (sql) => sql<{ fullAddress: string }>`SELECT full_address FROM driver WHERE id = ${driverId}`
  )
  const successes = c.statuses[200] ?? 0
  const chained = audit.every((a, i) => a.oldValueEn === (i === 0 ? contended!.report.fullAddress : audit[i - 1]!.newValueEn))
  const last = audit.at(-1)?.newValueEn
  console.log(
    `  one driver: ${number(successes)} corrected, ${number(c.statuses[409] ?? 0)} refused with 409 and retried after ` +
      `${number(c.regenerated)} regenerated reports; audit rows ${number(audit.length)} ` +
      `${audit.length === successes ? "= successes (none lost)" : `≠ ${number(successes)} successes (LOST)`}; ` +
      `each audit row's old value the one before's new: ${chained ? "yes" : "NO"}; ` +
      `the driver's address the last one written: ${current?.fullAddress === last ? "yes" : "NO"}`
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)

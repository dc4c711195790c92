/**
 * The usage report part of npm run bench:admin: 1,000,000 stored reports (900,000 driver reports, 2%
 * of them working copies from corrections, and 100,000 vehicle reports) over the last 365 days,
 * requested by every user of the bench world under their company and unit, seeded with SQL. Then
 * POST /api/DriverReports/UsageReport for a 31-day range (page 1 of 10, sort turning through the
 * columns) at concurrency 8 as Northwind's manager and as the bureau administrator, beside the db
 * module's statement alone on a pool like the server's. Target: p99 under 300 ms.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Temporal } from "temporal-polyfill"
import { Worker } from "node:worker_threads"
import { FunctionId } from "../src/api/functions"
import { usageSortColumns } from "../src/api/usage/schemas"
import { readReportScope } from "../src/server/db/shared/reportScope"
import { loadUserProfile } from "../src/server/db/users"
import { searchUsage } from "../src/server/db/usage/usageReport"
import { addDays, startOfDay } from "../src/server/domain/shared/dates"
import type { ReportScope } from "../src/server/domain/shared/reportScope"

const driverReports = 900_000
const vehicleReports = 100_000
const rangeDays = 31
const pageSize = 10
const zone = "America/Toronto"

type WithSql = <A>(
  url: string,
  use: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown, SqlClient.SqlClient>,
  maxConnections?: number
) => Promise<A>

export interface UsageBench {
  readonly benchUrl: string
  readonly baseUrl: string
  readonly requests: number
  readonly concurrency: number
  readonly withSql: WithSql
  readonly signIn: (baseUrl: string, login: string) => Promise<{ readonly accessToken: string }>
}

/** Seeds the stored reports unless they are there already (a reused database). */
export const seedUsageReports = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [present] = yield* sql<{ count: number }>`
    SELECT ((SELECT count(*) FROM driver_report) + (SELECT count(*) FROM vehicle_report))::int AS count`
  if (present!.count >= driverReports + vehicleReports) return
  // Requestors in turn (a stride prime to their number spreads them), dates over the last year.
  yield* sql`
    WITH requestors AS (
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, first_name || ' ' || last_name AS name,
        organization_id, reporting_company_id, unit_id
      FROM portal_user WHERE deleted_at IS NULL
    ), total AS (SELECT count(*)::int AS n FROM requestors), driver AS (SELECT min(id) AS id FROM driver)
    INSERT INTO driver_report (driver_id, requestor_user_id, requestor_name, organization_id, reporting_company_id,
      unit_id, report_date, iana_timezone, driver_licence_number, driver_jurisdiction_code, driver_name, snapshot,
      from_correction)
    SELECT driver.id, r.id, r.name, r.organization_id, r.reporting_company_id, r.unit_id,
      now() - (g % 365) * interval '1 day' - (g * 37 % 86400) * interval '1 second', ${zone}, 'BENCH' || g, 'ON',
      'Bench Driver', '{}'::json, g % 50 = 0
    FROM generate_series(1, ${driverReports}) g CROSS JOIN total CROSS JOIN driver
    JOIN requestors r ON r.k = (g::bigint * 7919 % total.n)`
  yield* sql`
    WITH requestors AS (
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, first_name || ' ' || last_name AS name,
        organization_id, reporting_company_id, unit_id
      FROM portal_user WHERE deleted_at IS NULL
    ), total AS (SELECT count(*)::int AS n FROM requestors)
    INSERT INTO vehicle_report (vin, requestor_user_id, requestor_name, organization_id, reporting_company_id, unit_id,
      report_date, snapshot)
    SELECT 'BENCHVIN' || lpad(g::text, 9, '0'), r.id, r.name, r.organization_id, r.reporting_company_id, r.unit_id,
      now() - (g % 365) * interval '1 day' - (g * 53 % 86400) * interval '1 second', '{}'::jsonb
    FROM generate_series(1, ${vehicleReports}) g CROSS JOIN total
    JOIN requestors r ON r.k = (g::bigint * 104729 % total.n)`
  // Vacuumed as autovacuum would be in time: the usage indexes are read alone once the pages are all-visible.
  yield* sql`VACUUM ANALYZE driver_report`
  yield* sql`VACUUM ANALYZE vehicle_report`
})

interface Latencies {
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly throughput: number
}

const summarize = (latencies: Array<number>, seconds: number): Latencies => {
  const sorted = latencies.sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  return { p50: at(50), p95: at(95), p99: at(99), throughput: latencies.length / seconds }
}

/** Turn i's request: the sort turns through the columns and both directions. */
const sortOf = (i: number) => ({
  sortColumn: usageSortColumns[i % usageSortColumns.length]!,
  sortDirection: Math.floor(i / usageSortColumns.length) % 2 === 0 ? ("asc" as const) : ("desc" as const)
})

const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const { baseUrl, token, bodies, total, concurrency } = workerData
const latencies = []
let next = 0
let errors = 0
let rows = 0
const call = async (i) => {
  const response = await fetch(baseUrl + "/api/DriverReports/UsageReport", {
    method: "POST",
    headers: { authorization: "Bearer " + token, "content-type": "application/json" },
    body: JSON.stringify(bodies[i % bodies.length])
  })
  const body = await response.json()
  if (response.status !== 200) errors++
  else rows += body.count
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

const httpLoad = (baseUrl: string, token: string, bodies: ReadonlyArray<unknown>, total: number, concurrency: number) =>
  new Promise<Latencies & { errors: number; meanCount: number }>((resolve, reject) => {
    const worker = new Worker(loadWorker, { eval: true, workerData: { baseUrl, token, bodies, total, concurrency } })
    worker.once("error", reject)
    worker.once("message", (result: { latencies: Array<number>; errors: number; rows: number; seconds: number }) => {
      resolve({ ...summarize(result.latencies, result.seconds), errors: result.errors, meanCount: result.rows / total })
      void worker.terminate()
    })
  })

/** Runs the db module's statement `total` times, `concurrency` at once, on a pool like the server's. */
const sqlLoad = (
  bench: UsageBench,
  scope: ReportScope,
  range: { from: string; until: string },
  total: number,
  concurrency: number
) =>
  bench.withSql(
    bench.benchUrl,
    (sql) =>
      Effect.promise(async () => {
        const search = (i: number) =>
          Effect.runPromise(
            searchUsage({
              scope,
              ...range,
              organizationId: null,
              reportingCompanyId: null,
              unitId: null,
              userId: null,
              userName: null,
              ...sortOf(i),
              language: "en",
              page: { number: 1, size: pageSize }
            }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
          )
        const latencies: Array<number> = []
        let next = 0
        const started = performance.now()
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = next++; i < total; i = next++) {
              const t = performance.now()
              await search(i)
              latencies.push(performance.now() - t)
            }
          })
        )
        return summarize(latencies, (performance.now() - started) / 1000)
      }),
    10
  )

const number = (n: number, digits = 0) =>
  n.toLocaleString("en-CA", { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The usage report at 1,000,000 stored reports; true when the target is met. */
export const benchUsageReport = async (bench: UsageBench): Promise<boolean> => {
  const toDate = Temporal.Now.plainDateISO(zone).toString()
  const fromDate = Temporal.PlainDate.from(toDate)
    .subtract({ days: rangeDays - 1 })
    .toString()
  const range = { from: startOfDay(fromDate, zone), until: startOfDay(addDays(toDate, 1), zone) }
  const [stored] = await bench.withSql(
    bench.benchUrl,
    (sql) =>
      sql<{ driver: number; vehicle: number; copies: number; inRange: number }>`
      SELECT (SELECT count(*) FROM driver_report)::int AS driver, (SELECT count(*) FROM vehicle_report)::int AS vehicle,
        (SELECT count(*) FROM driver_report WHERE from_correction)::int AS copies,
        ((SELECT count(*) FROM driver_report WHERE report_date >= ${range.from}::timestamptz AND NOT from_correction)
          + (SELECT count(*) FROM vehicle_report WHERE report_date >= ${range.from}::timestamptz))::int AS in_range`
  )
  console.log(
    `\n  Usage report over ${number(stored!.driver + stored!.vehicle)} stored reports (${number(stored!.driver)} driver, ` +
      `${number(stored!.copies)} of them working copies, ${number(stored!.vehicle)} vehicle); ${rangeDays} days ` +
      `${fromDate} to ${toDate} hold ${number(stored!.inRange)} counted`
  )
  const bodies = Array.from({ length: usageSortColumns.length * 2 }, (_, i) => ({
    fromDate,
    toDate,
    ianaTimezone: zone,
    pageNumber: 1,
    pageSize,
    ...sortOf(i)
  }))
  let met = true
  for (const { label, email } of [
    { label: "Northwind's manager", email: "manager@northwind.example" },
    { label: "the bureau administrator", email: "admin@bureau.example" }
  ]) {
    const token = (await bench.signIn(bench.baseUrl, email)).accessToken
    const scope = await bench.withSql(bench.benchUrl, () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [user] = yield* sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`
        return yield* readReportScope((yield* loadUserProfile(user!.sub))!, [FunctionId.usageReport])
      })
    )
    await httpLoad(bench.baseUrl, token, bodies, 50, bench.concurrency)
    const http = await httpLoad(bench.baseUrl, token, bodies, bench.requests, bench.concurrency)
    const httpAlone = await httpLoad(bench.baseUrl, token, bodies, 50, 1)
    await sqlLoad(bench, scope, range, 50, bench.concurrency)
    const bare = await sqlLoad(bench, scope, range, bench.requests, bench.concurrency)
    const bareAlone = await sqlLoad(bench, scope, range, 50, 1)
    console.log(
      `\n  POST /api/DriverReports/UsageReport as ${label} (${scope.companyIds.size} companies, ` +
        `${scope.organizationIds.size} organizations held; ${number(http.meanCount)} rows on average, page 1 of ${pageSize}, ` +
        `sorted by each column both ways in turn), ${number(bench.requests)} requests at concurrency ${bench.concurrency} (${http.errors} errors)`
    )
    console.log("                      p50 ms   p95 ms   p99 ms   req/s")
    const line = (name: string, l: Latencies) =>
      console.log(
        `  ${name.padEnd(17)}  ${number(l.p50, 2).padStart(7)}  ${number(l.p95, 2).padStart(7)}  ${number(l.p99, 2).padStart(7)}  ${number(l.throughput).padStart(6)}`
      )
    line(`HTTP, ${bench.concurrency} at once`, http)
    line(`bare SQL, ${bench.concurrency}`, bare)
    line("HTTP, one at once", httpAlone)
    line("bare SQL, one", bareAlone)
    const ok = http.p99 < 300 && http.errors === 0
    met &&= ok
    console.log(`  target p99 < 300 ms: ${ok ? "met" : "NOT met"} (${number(http.p99, 1)} ms)`)
  }
  return met
}

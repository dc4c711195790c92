/**
 * The user access report part of npm run bench:admin: every user of the bench world gets a history
 * (created 200 days ago, a function granted 100 days ago and removed 5 days ago, a disabling and an
 * enabling 20 and 15 days ago, a profile change and sign-ins), seeded with SQL. Then
 * POST /api/UserAccessReport as of 30 days ago (all statuses, page 1 of 10) at concurrency 8 as
 * Northwind's manager and as the bureau administrator, beside the db module's statement alone on a
 * pool like the server's. Target: p99 under 300 ms.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Temporal } from "temporal-polyfill"
import { Worker } from "node:worker_threads"
import { FunctionId } from "../src/api/functions"
import { readReportScope } from "../src/server/db/shared/reportScope"
import { readAccessCandidates } from "../src/server/db/userAccess/userAccessReport"
import { loadUserProfile } from "../src/server/db/users"
import { addDays, startOfDay } from "../src/server/domain/shared/dates"
import type { ReportScope } from "../src/server/domain/shared/reportScope"

const pageSize = 10
const zone = "America/Toronto"
const daysBack = 30

type WithSql = <A>(
  url: string,
  use: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown, SqlClient.SqlClient>,
  maxConnections?: number
) => Promise<A>

export interface UserAccessBench {
  readonly benchUrl: string
  readonly baseUrl: string
  readonly requests: number
  readonly concurrency: number
  readonly withSql: WithSql
  readonly signIn: (baseUrl: string, login: string) => Promise<{ readonly accessToken: string }>
}

/** A history for every user who has none beyond their creation (a reused database keeps its own). */
export const seedUserAccessHistory = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    WITH bare AS (
      SELECT u.id FROM portal_user u
      WHERE NOT EXISTS (SELECT 1 FROM user_access_history h WHERE h.user_id = u.id AND h.event = 'functionGranted')
    ), entries (event, days, detail, description_en, description_fr) AS (VALUES
      ('created', 200, '{}'::jsonb, 'Account created', 'Compte créé'),
      ('functionGranted', 100, '{"functionId": 3}'::jsonb, 'Function Report History granted', 'Fonction Historique des rapports accordée'),
      ('signIn', 60, NULL, NULL, NULL),
      ('disabled', 20, '{}'::jsonb, 'Account disabled', 'Compte désactivé'),
      ('enabled', 15, '{}'::jsonb, 'Account enabled', 'Compte activé'),
      ('profileUpdated', 10, '{"fields": ["lastName"]}'::jsonb, 'Profile updated: last name', 'Profil mis à jour : nom'),
      ('functionRemoved', 5, '{"functionId": 3}'::jsonb, 'Function Report History removed', 'Fonction Historique des rapports retirée'),
      ('signIn', 1, NULL, NULL, NULL)
    )
    INSERT INTO user_access_history (user_id, event, occurred_at, changed_by, detail, description_en, description_fr)
    SELECT b.id, e.event, now() - make_interval(days => e.days) + make_interval(secs => b.id % 3600), NULL, e.detail,
      e.description_en, e.description_fr
    FROM bare b CROSS JOIN entries e`
  const [counted] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM user_access_history`
  return counted!.count
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

const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads")
const { baseUrl, token, body, total, concurrency } = workerData
const latencies = []
let next = 0
let errors = 0
let rows = 0
const call = async () => {
  const response = await fetch(baseUrl + "/api/UserAccessReport", {
    method: "POST",
    headers: { authorization: "Bearer " + token, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  const answer = await response.json()
  if (response.status !== 200) errors++
  else rows += answer.count
}
const started = performance.now()
Promise.all(Array.from({ length: concurrency }, async () => {
  for (let i = next++; i < total; i = next++) {
    const t = performance.now()
    await call()
    latencies.push(performance.now() - t)
  }
})).then(() => parentPort.postMessage({ latencies, errors, rows, seconds: (performance.now() - started) / 1000 }))
`

const httpLoad = (baseUrl: string, token: string, body: unknown, total: number, concurrency: number) =>
  new Promise<Latencies & { errors: number; meanCount: number }>((resolve, reject) => {
    const worker = new Worker(loadWorker, { eval: true, workerData: { baseUrl, token, body, total, concurrency } })
    worker.once("error", reject)
    worker.once("message", (result: { latencies: Array<number>; errors: number; rows: number; seconds: number }) => {
      resolve({ ...summarize(result.latencies, result.seconds), errors: result.errors, meanCount: result.rows / total })
      void worker.terminate()
    })
  })

/** Runs the db module's statement `total` times, `concurrency` at once, on a pool like the server's. */
const sqlLoad = (bench: UserAccessBench, scope: ReportScope, until: Date, total: number, concurrency: number) =>
  bench.withSql(
    bench.benchUrl,
    (sql) =>
      Effect.promise(async () => {
        const search = () =>
          Effect.runPromise(
            readAccessCandidates({
              scope,
              id: null,
              organizationId: null,
              reportingCompanyId: null,
              userId: null,
              userName: null,
              until
            }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
          )
        const latencies: Array<number> = []
        let next = 0
        const started = performance.now()
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = next++; i < total; i = next++) {
              const t = performance.now()
              await search()
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

/** The user access report as of a past day over every user and their history; true when the target is met. */
export const benchUserAccessReport = async (bench: UserAccessBench): Promise<boolean> => {
  const seeding = Date.now()
  const entries = await bench.withSql(bench.benchUrl, () => seedUserAccessHistory)
  const asOfDate = Temporal.Now.plainDateISO(zone).subtract({ days: daysBack }).toString()
  const until = new Date(startOfDay(addDays(asOfDate, 1), zone))
  console.log(
    `\n  User access report as of ${asOfDate}: ${number(entries)} history entries ready in ` +
      `${((Date.now() - seeding) / 1000).toFixed(1)} s`
  )
  const body = { userStatus: 0, asOfDate, ianaTimezone: zone, pageNumber: 1, pageSize }
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
        return yield* readReportScope((yield* loadUserProfile(user!.sub))!, [FunctionId.userAccessReport])
      })
    )
    await httpLoad(bench.baseUrl, token, body, 50, bench.concurrency)
    const http = await httpLoad(bench.baseUrl, token, body, bench.requests, bench.concurrency)
    const httpAlone = await httpLoad(bench.baseUrl, token, body, 50, 1)
    await sqlLoad(bench, scope, until, 50, bench.concurrency)
    const bare = await sqlLoad(bench, scope, until, bench.requests, bench.concurrency)
    const bareAlone = await sqlLoad(bench, scope, until, 50, 1)
    console.log(
      `\n  POST /api/UserAccessReport as ${label} (${scope.companyIds.size} companies, ${scope.organizationIds.size} ` +
        `organizations held; ${number(http.meanCount)} users listed as of ${asOfDate}, page 1 of ${pageSize}), ` +
        `${number(bench.requests)} requests at concurrency ${bench.concurrency} (${http.errors} errors)`
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

/**
 * npm run bench:admin [-- --users N] [--requests R] [--reuse] [--database NAME] [--only search|usage|access]
 *
 * Seeds a fresh PostgreSQL database (NAME, default bench_admin, on the server of DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) with the demo world and N users in all (default 10,000)
 * across 30 more carriers with 3 companies and 2 units each, the bureau, the broker and the third
 * party, each with an assigned organization, functions for their company and a driver report
 * option. Starts the real portal in-process, signs in through the identity provider as Northwind's
 * manager and as the bureau administrator, and runs the user search (GET /api/Users/Search, enabled
 * users whose name contains a part, page 1 of 10 rows) at concurrency 8 from a worker thread. Prints
 * p50, p95 and p99 beside the bare SQL of the same search (the db module's searchUsers, timed on a
 * pool like the server's) and its plan's execution time. Target: p99 under 50 ms. Then the usage
 * report (./benchUsage.ts) and the user access report (./benchUserAccess.ts); --only runs one part.
 */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { cpus, loadavg } from "node:os"
import { parseArgs } from "node:util"
import { layerConfig, readConfig } from "../src/server/config"
import { layerDatabase } from "../src/server/db/database"
import { seedDemoDrivers } from "../src/server/demo/demoDrivers"
import { seedDemoWorld } from "../src/server/demo/demoWorld"
import { migrate } from "../src/server/db/migrate"
import { seedReferenceData } from "../src/server/db/referenceData"
import { employedIn, loadUserProfile } from "../src/server/db/users"
import { searchUsers, type EmployerScope } from "../src/server/db/users/userSearch"
import { administratorOf } from "../src/server/domain/users/administrator"
import { signIn } from "../tests/api/support/signIn"
import {
  againstBareSql,
  benchAdministrators,
  benchDatabase,
  number,
  recreateDatabase,
  startPortal,
  withSql,
  type AdminBench
} from "./benchSupport"
import { benchUsageReport, seedUsageReports } from "./benchUsage"
import { benchUserAccessReport } from "./benchUserAccess"

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "10000" },
    requests: { type: "string", default: "2000" },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "bench_admin" },
    only: { type: "string" }
  }
})
const targetUsers = Number(values.users)
const requests = Number(values.requests)
const parts = values.only === undefined ? ["search", "usage", "access"] : [values.only]
if (!parts.every((part) => ["search", "usage", "access"].includes(part)))
  throw new Error(`--only must be search, usage or access (got ${values.only})`)
const concurrency = 8
const pageSize = 10
/** Parts of names typed in the search, in turn: common and rare, accented and not, first and last names. */
const nameParts = ["mar", "tremblay", "roy", "chen", "gagn", "lee", "émil", "pat", "nguyen", "o'", "sing", "lav"]
const database = benchDatabase(values.database)
const benchUrl = database.url

const firstNames = [
  "Marie",
  "Jean",
  "Émilie",
  "Patrick",
  "Sarah",
  "Mohamed",
  "Li",
  "Priya",
  "Olivier",
  "Chloé",
  "Marc",
  "Fatima",
  "Daniel",
  "Isabelle",
  "Kevin",
  "Amélie",
  "Wei",
  "Gurpreet",
  "Nathalie",
  "Luc",
  "Anna",
  "Martin",
  "Sophie",
  "David",
  "Mariam",
  "Hugo",
  "Julie",
  "Omar",
  "Patricia",
  "Samuel"
]
const lastNames = [
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Gagné",
  "Ouellet",
  "Pelletier",
  "Bélanger",
  "Lévesque",
  "Bergeron",
  "Leblanc",
  "Paquette",
  "Girard",
  "Simard",
  "Boucher",
  "Smith",
  "Brown",
  "Tremblay",
  "Martin",
  "Wilson",
  "MacDonald",
  "Taylor",
  "Campbell",
  "Anderson",
  "Lee",
  "Chen",
  "Wong",
  "Nguyen",
  "Singh",
  "Patel",
  "O'Brien",
  "Kowalski",
  "Friesen",
  "Sharma",
  "Ali"
]

/** The users beyond the demo world's: set-based inserts, each user employed by a company or an organization without companies. */
const seedUsers = (count: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain)
      SELECT 'Carrier', 'Carrier ' || n, 'Assureur ' || n, 'C' || lpad(n::text, 2, '0'), 'carrier' || n || '.example'
      FROM generate_series(1, 30) n`
    yield* sql`
      INSERT INTO reporting_company (organization_id, code, name_en, name_fr)
      SELECT o.id, o.code || '-' || k, o.name_en || ' - Region ' || k, o.name_fr || ' - Région ' || k
      FROM organization o CROSS JOIN generate_series(1, 3) k WHERE o.code ~ '^C[0-9]{2}$'`
    yield* sql`
      INSERT INTO unit (organization_id, reporting_company_id, name_en, name_fr)
      SELECT c.organization_id, c.id, 'Unit ' || k, 'Unité ' || k
      FROM reporting_company c JOIN organization o ON o.id = c.organization_id
      CROSS JOIN generate_series(1, 2) k WHERE o.code ~ '^C[0-9]{2}$'`
    yield* sql`
      INSERT INTO permitted_domain (organization_id, reporting_company_id, domain)
      SELECT c.organization_id, c.id, '@' || o.identity_domain
      FROM reporting_company c JOIN organization o ON o.id = c.organization_id WHERE o.code ~ '^C[0-9]{2}$'`
    yield* sql`
      INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data)
      SELECT c.organization_id, c.id, 25
      FROM reporting_company c JOIN organization o ON o.id = c.organization_id WHERE o.code ~ '^C[0-9]{2}$'`
    // Employers: every company (Northwind's three weigh as much as ten others, so its manager has users
    // to search), and the bureau, broker and third party without companies.
    yield* sql`
      CREATE TEMP TABLE bench_employer AS
      SELECT row_number() OVER (ORDER BY weight_order, organization_id, reporting_company_id) - 1 AS slot, *
      FROM (
        SELECT c.organization_id, c.id AS reporting_company_id, 0 AS weight_order FROM reporting_company c
        UNION ALL
        SELECT c.organization_id, c.id, k FROM reporting_company c JOIN organization o ON o.id = c.organization_id
          CROSS JOIN generate_series(1, 3) k WHERE o.code = 'NWD'
        UNION ALL
        SELECT o.id, NULL, 0 FROM organization o WHERE o.organization_type IN ('IBC', 'Broker', 'ThirdParty')
      ) e`
    const [employers] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM bench_employer`
    const [admin] = yield* sql<{ id: number }>`SELECT id FROM portal_user WHERE email = 'admin@bureau.example'`
    yield* sql`
      INSERT INTO portal_user (user_type, user_id, email, first_name, last_name, sub, is_disabled, is_ibc_credentials,
        organization_id, reporting_company_id, unit_id, accepted_terms_version, created_by)
      SELECT 1, u.login, u.login, name.first_name, name.last_name, gen_random_uuid()::text, n % 9 = 0, false,
        e.organization_id, e.reporting_company_id,
        (SELECT id FROM unit WHERE reporting_company_id = e.reporting_company_id ORDER BY id OFFSET n % 3 LIMIT 1),
        (SELECT max(version) FROM terms_of_service), ${admin!.id}
      FROM generate_series(1, ${count}) n
      JOIN bench_employer e ON e.slot = (n * 7919) % ${employers!.count}
      JOIN organization o ON o.id = e.organization_id
      CROSS JOIN LATERAL (
        SELECT (${firstNames}::text[])[1 + n % ${firstNames.length}] AS first_name,
          (${lastNames}::text[])[1 + (n / ${firstNames.length}) % ${lastNames.length}] AS last_name
      ) name
      CROSS JOIN LATERAL (
        SELECT lower(translate(name.first_name || '.' || replace(name.last_name, '''', ''), 'ÉéèôÔ', 'eeeoo')) || '.' || n
          || '@' || o.identity_domain AS login
      ) u`
    yield* sql`
      INSERT INTO user_organization (user_id, organization_id)
      SELECT id, organization_id FROM portal_user WHERE created_by = ${admin!.id} AND user_id ~ '\\.[0-9]+@'`
    yield* sql`
      INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
      SELECT u.id, f, u.organization_id, u.reporting_company_id
      FROM portal_user u CROSS JOIN LATERAL unnest(CASE u.id % 4 WHEN 0 THEN ARRAY[1, 2, 3, 4] WHEN 1 THEN ARRAY[2]
        ELSE ARRAY[1, 2, 3] END) f
      WHERE u.user_id ~ '\\.[0-9]+@'`
    yield* sql`
      INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
      SELECT u.id, (SELECT d.id FROM driver_report_option d WHERE d.organization_id = u.organization_id
          AND d.reporting_company_id IS NOT DISTINCT FROM u.reporting_company_id ORDER BY d.years_of_data = 25 DESC, d.id LIMIT 1), true
      FROM portal_user u
      WHERE u.user_id ~ '\\.[0-9]+@' AND u.id % 4 <> 1
        AND EXISTS (SELECT 1 FROM driver_report_option d WHERE d.organization_id = u.organization_id
          AND d.reporting_company_id IS NOT DISTINCT FROM u.reporting_company_id)`
    // The bureau administrator holds every function for the new carriers too, as for the demo ones.
    yield* sql`
      INSERT INTO user_organization (user_id, organization_id)
      SELECT ${admin!.id}, id FROM organization WHERE code ~ '^C[0-9]{2}$'`
    yield* sql`
      INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
      SELECT ${admin!.id}, f, c.organization_id, c.id
      FROM reporting_company c JOIN organization o ON o.id = c.organization_id CROSS JOIN generate_series(1, 13) f
      WHERE o.code ~ '^C[0-9]{2}$'`
    yield* sql`
      INSERT INTO user_access_history (user_id, event, changed_by, detail, description_en, description_fr)
      SELECT id, 'created', ${admin!.id}, '{}'::jsonb, 'Account created', 'Compte créé'
      FROM portal_user WHERE user_id ~ '\\.[0-9]+@'`
    // Vacuumed as autovacuum would be in time: index-only scans read no heap once the pages are all-visible.
    yield* sql`VACUUM ANALYZE`
  })

const prepareDatabase = async () => {
  if (await recreateDatabase(database, values.reuse)) return
  const config = readConfig({ DATABASE_URL: benchUrl, DATA_DIR: "memory://" })
  const started = Date.now()
  await Effect.runPromise(
    Effect.gen(function* () {
      yield* migrate
      yield* seedReferenceData
      yield* seedDemoWorld
      yield* seedDemoDrivers({ generated: 0 })
      const sql = yield* SqlClient.SqlClient
      const [demo] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_user`
      yield* seedUsers(Math.max(0, targetUsers - demo!.count))
    }).pipe(Effect.provide(layerDatabase.pipe(Layer.provide(layerConfig(config)))))
  )
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** The administrator's scope as the server computes it, from their profile and grants. */
const scopeOf = (email: string) =>
  withSql(benchUrl, (sql) =>
    Effect.gen(function* () {
      const [user] = yield* sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`
      const profile = yield* loadUserProfile(user!.sub)
      return administratorOf(profile!).scope
    })
  )

/** The plan of the search's page statement for one name part, as the db module writes it: its execution time. */
const explainPage = (scope: EmployerScope, namePart: string) =>
  withSql(benchUrl, (sql) =>
    Effect.gen(function* () {
      const rows = yield* sql<Record<string, string>>`
        EXPLAIN (ANALYZE, FORMAT TEXT)
        SELECT u.id FROM portal_user u
        WHERE u.deleted_at IS NULL AND ${employedIn(sql, scope)} AND NOT u.is_disabled
          AND u.name_key LIKE (SELECT portal_search_key(${`%${namePart}%`}))
        ORDER BY lower(u.last_name), lower(u.first_name), u.id
        LIMIT ${pageSize} OFFSET 0`
      const lines = rows.map((r) => Object.values(r)[0] ?? "")
      return lines.find((line) => line.startsWith("Execution Time")) ?? lines.at(-1) ?? ""
    })
  )

/** The user search as each administrator: every name part in turn, enabled users, page 1. */
const benchUserSearch = async (bench: AdminBench) => {
  let met = true
  for (const { label, email } of benchAdministrators) {
    const token = (await bench.signIn(bench.baseUrl, email)).accessToken
    const scope = await scopeOf(email)
    const [inScope] = await withSql(
      benchUrl,
      (sql) =>
        sql<{ count: number }>`
        SELECT count(*)::int AS count FROM portal_user u WHERE u.deleted_at IS NULL AND ${employedIn(sql, scope)}`
    )
    const ok = await againstBareSql({
      databaseUrl: benchUrl,
      baseUrl: bench.baseUrl,
      token,
      requests: nameParts.map((userName) => ({
        method: "GET" as const,
        path: `/api/Users/Search?${new URLSearchParams({ status: "1", userName, pageNumber: "1", pageSize: String(pageSize) })}`
      })),
      statement: (i) =>
        searchUsers({
          scope,
          organizationId: null,
          reportingCompanyId: null,
          unitId: null,
          status: 1,
          userId: null,
          userName: nameParts[i % nameParts.length]!,
          page: { number: 1, size: pageSize }
        }),
      total: bench.requests,
      concurrency: bench.concurrency,
      few: 200,
      heading: (http) =>
        `GET /api/Users/Search as ${label} (${number(inScope!.count)} users in scope; enabled, name contains ` +
        `${nameParts.map((p) => `"${p}"`).join(", ")} in turn, page 1 of ${pageSize}; ${number(http.meanCount, 0)} matches on average)`,
      targetP99Ms: 50
    })
    console.log(`  page statement for "mar", EXPLAIN ANALYZE: ${await explainPage(scope, "mar")}`)
    met &&= ok
  }
  return met
}

const main = async () => {
  console.log(`Admin benchmark: ${number(targetUsers)} users on ${database.shown}`)
  await prepareDatabase()
  const [counts] = await withSql(
    benchUrl,
    (sql) =>
      sql<{ users: number; organizations: number; companies: number; units: number; grants: number }>`
      SELECT (SELECT count(*) FROM portal_user)::int AS users, (SELECT count(*) FROM organization)::int AS organizations,
        (SELECT count(*) FROM reporting_company)::int AS companies, (SELECT count(*) FROM unit)::int AS units,
        (SELECT count(*) FROM user_function)::int AS grants`
  )
  console.log(
    `  ${number(counts!.users)} users, ${counts!.organizations} organizations, ${counts!.companies} companies, ` +
      `${counts!.units} units, ${number(counts!.grants)} function grants`
  )
  const seeding = Date.now()
  await withSql(benchUrl, () => seedUsageReports)
  console.log(`  stored reports ready in ${((Date.now() - seeding) / 1000).toFixed(1)} s`)
  const portal = await startPortal(benchUrl)
  // Other work on the machine lengthens every queue: the latencies below are worth reading beside it.
  console.log(
    `  ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} before the load`
  )
  const bench: AdminBench = { databaseUrl: benchUrl, baseUrl: portal.baseUrl, requests, concurrency, signIn }
  let met = true
  try {
    // Each part is measured even when an earlier one missed its target (&&= would skip the call).
    const searchMet = parts.includes("search") ? await benchUserSearch(bench) : true
    met &&= searchMet
    const usageMet = parts.includes("usage") ? await benchUsageReport(bench) : true
    met &&= usageMet
    const accessMet = parts.includes("access") ? await benchUserAccessReport(bench) : true
    met &&= accessMet
  } finally {
    await portal.stop()
  }
  process.exit(met ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

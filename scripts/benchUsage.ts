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
import { FunctionId } from "../src/api/functions"
import { usageSortColumns } from "../src/api/usage/schemas"
import { readReportScope } from "../src/server/db/shared/reportScope"
import { loadUserProfile } from "../src/server/db/users"
import { searchUsage } from "../src/server/db/usage/usageReport"
import { addDays, startOfDay } from "../src/server/domain/shared/dates"
import { againstBareSql, benchAdministrators, number, withSql, type AdminBench } from "./benchSupport"

const driverReports = 900_000
const vehicleReports = 100_000
const rangeDays = 31
const pageSize = 10
const zone = "America/Toronto"

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

/** Turn i's request: the sort turns through the columns and both directions. */
const sortOf = (i: number) => ({
  sortColumn: usageSortColumns[i % usageSortColumns.length]!,
  sortDirection: Math.floor(i / usageSortColumns.length) % 2 === 0 ? ("asc" as const) : ("desc" as const)
})

/** The usage report at 1,000,000 stored reports; true when the target is met. */
export const benchUsageReport = async (bench: AdminBench): Promise<boolean> => {
  const toDate = Temporal.Now.plainDateISO(zone).toString()
  const fromDate = Temporal.PlainDate.from(toDate)
    .subtract({ days: rangeDays - 1 })
    .toString()
  const range = { from: startOfDay(fromDate, zone), until: startOfDay(addDays(toDate, 1), zone) }
  const [stored] = await withSql(
    bench.databaseUrl,
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
  for (const { label, email } of benchAdministrators) {
    const token = (await bench.signIn(bench.baseUrl, email)).accessToken
    const scope = await withSql(bench.databaseUrl, () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [user] = yield* sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`
        return yield* readReportScope((yield* loadUserProfile(user!.sub))!, [FunctionId.usageReport])
      })
    )
    const ok = await againstBareSql({
      databaseUrl: bench.databaseUrl,
      baseUrl: bench.baseUrl,
      token,
      requests: bodies.map((body) => ({ method: "POST" as const, path: "/api/DriverReports/UsageReport", body })),
      statement: (i) =>
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
        }),
      total: bench.requests,
      concurrency: bench.concurrency,
      few: 50,
      heading: (http) =>
        `POST /api/DriverReports/UsageReport as ${label} (${scope.companyIds.size} companies, ` +
        `${scope.organizationIds.size} organizations held; ${number(http.meanCount)} rows on average, page 1 of ${pageSize}, ` +
        `sorted by each column both ways in turn)`,
      targetP99Ms: 300
    })
    met &&= ok
  }
  return met
}

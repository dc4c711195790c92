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
import { FunctionId } from "../src/api/functions"
import { readReportScope } from "../src/server/db/shared/reportScope"
import { readAccessCandidates } from "../src/server/db/userAccess/userAccessReport"
import { loadUserProfile } from "../src/server/db/users"
import { addDays, startOfDay } from "../src/server/domain/shared/dates"
import { againstBareSql, benchAdministrators, number, withSql, type AdminBench } from "./benchSupport"

const pageSize = 10
const zone = "America/Toronto"
const daysBack = 30

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

/** The user access report as of a past day over every user and their history; true when the target is met. */
export const benchUserAccessReport = async (bench: AdminBench): Promise<boolean> => {
  const seeding = Date.now()
  const entries = await withSql(bench.databaseUrl, () => seedUserAccessHistory)
  const asOfDate = Temporal.Now.plainDateISO(zone).subtract({ days: daysBack }).toString()
  const until = new Date(startOfDay(addDays(asOfDate, 1), zone))
  console.log(
    `\n  User access report as of ${asOfDate}: ${number(entries)} history entries ready in ` +
      `${((Date.now() - seeding) / 1000).toFixed(1)} s`
  )
  const body = { userStatus: 0, asOfDate, ianaTimezone: zone, pageNumber: 1, pageSize }
  let met = true
  for (const { label, email } of benchAdministrators) {
    const token = (await bench.signIn(bench.baseUrl, email)).accessToken
    const scope = await withSql(bench.databaseUrl, () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [user] = yield* sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`
        return yield* readReportScope((yield* loadUserProfile(user!.sub))!, [FunctionId.userAccessReport])
      })
    )
    const ok = await againstBareSql({
      databaseUrl: bench.databaseUrl,
      baseUrl: bench.baseUrl,
      token,
      requests: [{ method: "POST", path: "/api/UserAccessReport", body }],
      statement: () =>
        readAccessCandidates({
          scope,
          id: null,
          organizationId: null,
          reportingCompanyId: null,
          userId: null,
          userName: null,
          until
        }),
      total: bench.requests,
      concurrency: bench.concurrency,
      few: 50,
      heading: (http) =>
        `POST /api/UserAccessReport as ${label} (${scope.companyIds.size} companies, ${scope.organizationIds.size} ` +
        `organizations held; ${number(http.meanCount)} users listed as of ${asOfDate}, page 1 of ${pageSize})`,
      targetP99Ms: 300
    })
    met &&= ok
  }
  return met
}

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { FunctionId } from "../../api/functions"
import { addDays } from "../domain/shared/dates"
import { generateDriverReport } from "../domain/reports/generateReport"
import type { Requestor } from "../shared/requestor"
import { yearsOfDataOf } from "../domain/reports/reportOptions"
import { applyDemoCorrections } from "./demoCorrections"
import { seedDemoSdcFiles } from "./demoSdcFiles"
import { ensureNamedDrivers, generateDrivers } from "./generateDrivers"
import { namedDriverRefs } from "./namedDrivers"

/** Generated drivers in the demo world (the seed script adds more); start-up stays well under 30 s. */
export const demoGeneratedDrivers = 3000
export const demoSeed = 1

/** Driver report options (years of data; null = maximum) a demo company offers by default; 25 is the users' default. */
export const demoDriverReportOptions = [
  { yearsOfData: 6, isDefault: false },
  { yearsOfData: 10, isDefault: false },
  { yearsOfData: 25, isDefault: true },
  { yearsOfData: null, isDefault: false }
] as const

/**
 * Every demo user holding driverReport without an option points to their employer company's option
 * records (created with the set above when the company has none).
 */
const grantOptions = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const users = yield* sql<{ id: number; organizationId: number; reportingCompanyId: number | null }>`
    SELECT DISTINCT u.id, u.organization_id, u.reporting_company_id
    FROM user_function f JOIN portal_user u ON u.id = f.user_id
    WHERE f.function_id = ${FunctionId.driverReport}
      AND NOT EXISTS (SELECT 1 FROM user_driver_report_option o WHERE o.user_id = f.user_id)
    ORDER BY u.id`
  for (const user of users) {
    const owned = () => sql<{ id: number; yearsOfData: number | null }>`
      SELECT id, years_of_data FROM driver_report_option
      WHERE organization_id = ${user.organizationId}
        AND reporting_company_id IS NOT DISTINCT FROM ${user.reportingCompanyId} AND NOT is_disabled
      ORDER BY id`
    let records = yield* owned()
    if (records.length === 0) {
      for (const option of demoDriverReportOptions) {
        yield* sql`INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data)
          VALUES (${user.organizationId}, ${user.reportingCompanyId}, ${option.yearsOfData})`
      }
      records = yield* owned()
    }
    const defaultRecord = records.find((r) => r.yearsOfData === 25) ?? records[0]!
    for (const record of records) {
      yield* sql`INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
        VALUES (${user.id}, ${record.id}, ${record.id === defaultRecord.id})`
    }
  }
})

/** Reports filed by the demo users over the past months: report history to search, previous inquiries to show. */
const fileDemoReports = (asOf: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const requestors = yield* sql<Requestor & { email: string }>`
      SELECT id, email, first_name, middle_name, last_name, organization_id, reporting_company_id, unit_id
      FROM portal_user WHERE email IN ('analyst@northwind.example', 'manager@northwind.example', 'newcomer@maple.example',
        'admin@bureau.example', 'broker@harbour.example')
      ORDER BY email`
    if (requestors.length === 0) return 0
    const byEmail = new Map(requestors.map((r) => [r.email, r]))
    const named = yield* sql<{ id: number; licenceNumber: string }>`
      SELECT id, licence_number FROM driver WHERE licence_number = ANY(${Object.values(namedDriverRefs).map((r) => r.licenceNumber)}::text[])`
    const namedId = new Map(named.map((d) => [d.licenceNumber, d.id]))
    const generated = yield* sql<{ id: number }>`
      SELECT id FROM driver WHERE licence_number <> ALL(${Object.values(namedDriverRefs).map((r) => r.licenceNumber)}::text[])
      ORDER BY id LIMIT 60`
    const filings: Array<{ driverId: number; email: string; daysAgo: number; reference: string | null; hour: number }> = []
    // Previous inquiries on the hand-made drivers, from several companies.
    const wilson = namedId.get(namedDriverRefs.wilson.licenceNumber)
    const chen = namedId.get(namedDriverRefs.chen.licenceNumber)
    const gagnon = namedId.get(namedDriverRefs.gagnon.licenceNumber)
    if (wilson !== undefined) {
      filings.push(
        { driverId: wilson, email: "newcomer@maple.example", daysAgo: 400, reference: "RENEWAL-2291", hour: 14 },
        { driverId: wilson, email: "admin@bureau.example", daysAgo: 120, reference: null, hour: 10 },
        { driverId: wilson, email: "analyst@northwind.example", daysAgo: 21, reference: "Q-48213", hour: 9 }
      )
    }
    if (chen !== undefined)
      filings.push({ driverId: chen, email: "manager@northwind.example", daysAgo: 45, reference: "CLM-7781", hour: 16 })
    if (gagnon !== undefined)
      filings.push({ driverId: gagnon, email: "newcomer@maple.example", daysAgo: 70, reference: "SOUM-118", hour: 11 })
    // A steady flow of reports by the Northwind users (for report history paging) and a few by others.
    const emails = [
      "analyst@northwind.example",
      "manager@northwind.example",
      "analyst@northwind.example",
      "newcomer@maple.example",
      "broker@harbour.example"
    ]
    generated.forEach((d, i) => {
      filings.push({
        driverId: d.id,
        email: emails[i % emails.length]!,
        daysAgo: 2 + ((i * 37) % 150),
        reference: i % 3 === 0 ? null : `REF-${1000 + i}`,
        hour: 8 + (i % 9)
      })
    })
    let filed = 0
    for (const f of filings.sort((a, b) => b.daysAgo - a.daysAgo)) {
      const requestor = byEmail.get(f.email)
      if (!requestor) continue
      const result = yield* generateDriverReport({
        driver: { driverId: f.driverId },
        requestor,
        ianaTimezone: "America/Toronto",
        yearsOfData: yearsOfDataOf(25),
        referenceNumber: f.reference,
        reportDate: `${addDays(asOf, -f.daysAgo)}T${String(f.hour + 5).padStart(2, "0")}:15:00.000Z`
      })
      if (result._tag === "Generated") filed++
    }
    return filed
  })

/** The demo world's drivers: hand-made ones, generated ones, report options for demo users and past reports. */
export const seedDemoDrivers = (options: { readonly generated?: number } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [drivers] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM driver`
    const [companies] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM reporting_company`
    if (drivers!.count > 0 || companies!.count === 0) return false
    const asOf = new Date().toISOString().slice(0, 10)
    yield* ensureNamedDrivers(asOf)
    yield* generateDrivers({ drivers: options.generated ?? demoGeneratedDrivers, seed: demoSeed, asOf })
    yield* grantOptions
    yield* fileDemoReports(asOf)
    yield* applyDemoCorrections(asOf)
    yield* seedDemoSdcFiles(asOf)
    return true
  })

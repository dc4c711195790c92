import { Effect } from "effect"
import { FunctionId } from "../../api/functions"
import { requestorsByEmail } from "../db/demo/accounts"
import {
  accountsWithoutReportOptions,
  driverReportOptionsOf,
  giveDriverReportOption,
  insertDriverReportOption
} from "../db/demo/reportOptions"
import { driverIdsByLicence, otherDriverIds } from "../db/demo/storedDrivers"
import { hasRows } from "../db/demo/storedRows"
import { addDays } from "../domain/shared/dates"
import { generateDriverReport } from "../domain/reports/generateReport"
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
  const users = yield* accountsWithoutReportOptions(FunctionId.driverReport)
  for (const user of users) {
    let records = yield* driverReportOptionsOf(user)
    if (records.length === 0) {
      for (const option of demoDriverReportOptions) yield* insertDriverReportOption(user, option.yearsOfData)
      records = yield* driverReportOptionsOf(user)
    }
    const defaultRecord = records.find((r) => r.yearsOfData === 25) ?? records[0]!
    for (const record of records) yield* giveDriverReportOption(user.id, record.id, record.id === defaultRecord.id)
  }
})

/** Reports filed by the demo users over the past months: report history to search, previous inquiries to show. */
const fileDemoReports = (asOf: string) =>
  Effect.gen(function* () {
    const byEmail = yield* requestorsByEmail([
      "analyst@northwind.example",
      "manager@northwind.example",
      "newcomer@maple.example",
      "admin@bureau.example",
      "broker@harbour.example"
    ])
    if (byEmail.size === 0) return 0
    const namedLicences = Object.values(namedDriverRefs).map((r) => r.licenceNumber)
    const namedId = yield* driverIdsByLicence(namedLicences)
    const generated = yield* otherDriverIds(namedLicences, 60)
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
    generated.forEach((driverId, i) => {
      filings.push({
        driverId,
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
    if ((yield* hasRows("driver")) || !(yield* hasRows("reporting_company"))) return false
    const asOf = new Date().toISOString().slice(0, 10)
    yield* ensureNamedDrivers(asOf)
    yield* generateDrivers({ drivers: options.generated ?? demoGeneratedDrivers, seed: demoSeed, asOf })
    yield* grantOptions
    yield* fileDemoReports(asOf)
    yield* applyDemoCorrections(asOf)
    yield* seedDemoSdcFiles(asOf)
    return true
  })

/**
 * A rating system orders the reports of a quote's drivers in one call (docs/api.md, "A quote's
 * drivers in one call"): one answer per driver, in the order given, a report's id and summary or the
 * refusal of that driver alone; a quote the quota cannot cover is refused whole (429, Retry-After).
 * Run it from the project folder against `npm start`: npx tsx examples/quote.ts
 */
import { connect, PortalError } from "./portalClient.ts"

type Answer =
  | { outcome: "report"; report: { id: number; fullName: string; claimsInLastSixYears: number; yearsLicensed: number | null } }
  | { outcome: "refused"; status: number; error: { _tag: string; message?: string } }

const portal = await connect()

const drivers = [
  { jurisdictionCode: "ON", driverLicenceNumber: "W90012345670001" },
  { jurisdictionCode: "QC", driverLicenceNumber: "G900123456701" },
  // The search's criteria name a driver too, when they match exactly one: here the policy she holds.
  { policyNumber: "NWD9000000061", policyReportingCompanyCode: "NWD-GEN" },
  // A licence the bureau has no driver for: refused alone, the others still answered.
  { jurisdictionCode: "ON", driverLicenceNumber: "X00000000000000" }
]

try {
  const quote = await portal.call<{ drivers: ReadonlyArray<Answer> }>(
    "POST",
    "/api/DriverReports/GenerateQuoteReports?ianaTimezone=America/Toronto",
    { body: { drivers, comment: "Q-2026-0042", driverReportOption: null } }
  )
  quote.body.drivers.forEach((answer, at) => {
    if (answer.outcome === "report") {
      const { id, fullName, claimsInLastSixYears, yearsLicensed } = answer.report
      console.log(
        `Driver ${at + 1}: report ${id}, ${fullName}, ${claimsInLastSixYears} claims in 6 years, licensed ${yearsLicensed ?? "?"} years`
      )
    } else {
      console.log(`Driver ${at + 1}: refused ${answer.status} ${answer.error._tag}: ${answer.error.message ?? ""}`)
    }
  })
  console.log(`Reports left this minute: ${quote.headers.get("ratelimit-remaining")}`)
} catch (error) {
  // Not enough room left in the report limits for every driver: nothing was made or counted.
  if (!(error instanceof PortalError) || error.status !== 429) throw error
  console.log(`Quote refused for now: come back in ${error.headers.get("retry-after")} s`)
}

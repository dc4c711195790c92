/**
 * A carrier's system watches its quotas (docs/api.md, "Quotas"): every counted call answers
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset for the tighter of its minute and day
 * windows, and a 429 says when to come back (Retry-After).
 * Run it from the project folder against `npm start`: npx tsx examples/quotas.ts
 */
import { connect, PortalError, type PortalAnswer } from "./portalClient.ts"

const portal = await connect()

const quotaOf = (answer: PortalAnswer<unknown>) =>
  `${answer.headers.get("ratelimit-remaining")} of ${answer.headers.get("ratelimit-limit")} left, ` +
  `the window starts again in ${answer.headers.get("ratelimit-reset")} s`

// 1. A search counts towards the searches' limits.
const search = await portal.call<{ count: number }>("POST", "/api/DriverReports/Search", {
  body: { driverLicenceNumber: "W90012345670001", jurisdictionCode: "ON" }
})
console.log(`Search: ${search.body.count} driver found; searches: ${quotaOf(search)}`)

// 2. A report counts towards the reports' limits.
try {
  const report = await portal.call<{ id: number }>("POST", "/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
    body: { jurisdictionCode: "ON", driverLicenceNumber: "W90012345670001", comment: null, driverReportOption: null }
  })
  console.log(`Report ${report.body.id}; reports: ${quotaOf(report)}`)
} catch (error) {
  // Past a limit: nothing was made; wait Retry-After seconds (the same as RateLimit-Reset).
  if (!(error instanceof PortalError) || error.status !== 429) throw error
  console.log(`Refused for now: come back in ${error.headers.get("retry-after")} s`)
}

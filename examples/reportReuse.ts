/**
 * A rating system's generation that may be sent again (docs/api.md, "The same report is not bought
 * twice"): a retry after a lost answer carries the first call's Idempotency-Key and gets its answer
 * again, nothing made or counted; the same driver asked again the same day is the stored report,
 * reused; fresh asks for a new one; a key sent with another request is refused.
 * Run it from the project folder against `npm start`: npx tsx examples/reportReuse.ts
 */
import { randomUUID } from "node:crypto"
import { connect, PortalError } from "./portalClient.ts"

interface Report {
  readonly id: number
  readonly fullName: string
  readonly reportDate: string
  readonly reused?: boolean
}

const portal = await connect()
const generateReport = "/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto"
const asked = { jurisdictionCode: "ON", driverLicenceNumber: "S90012345670003", comment: "Q-REUSE-TS", driverReportOption: null }

/** One generation, with a key when given: the key makes it safe to send again. */
const generate = (body: object, key?: string) =>
  portal.call<Report>("POST", generateReport, { body, ...(key !== undefined && { headers: { "idempotency-key": key } }) })

// A new key for each new request; a retry of that request sends the same key.
const key = randomUUID()
const first = await generate(asked, key)
const retry = await generate(asked, key)
console.log(
  `First call: report ${first.body.id}; retried: report ${retry.body.id} (${first.body.id === retry.body.id ? "the same" : "another"})`
)

const again = await generate(asked)
console.log(`Asked again: report ${again.body.id}, reused ${again.body.reused === true}, pulled ${again.body.reportDate}`)

const fresh = await generate({ ...asked, fresh: true })
console.log(`Fresh: report ${fresh.body.id}, reused ${fresh.body.reused === true}`)

try {
  await generate({ ...asked, comment: "Q-OTHER" }, key)
} catch (error) {
  if (!(error instanceof PortalError) || error.status !== 409) throw error
  console.log(`Same key, another request: ${error.status} ${(error.body as { code?: string }).code}`)
}

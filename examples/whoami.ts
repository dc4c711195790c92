/**
 * A carrier's system asks the portal who it is taken for (docs/api.md, "Who am I"): the account its
 * client id maps to, the companies and functions it acts with, and where it stands on its limits.
 * Run it from the project folder against `npm start`: npx tsx examples/whoami.ts
 */
import { connect } from "./portalClient.ts"

interface Window {
  readonly limit: number
  readonly remaining: number
  readonly resetSeconds: number
}
interface WhoAmI {
  readonly caller: { readonly kind: "person" | "machineClient"; readonly clientId: string | null }
  readonly account: { readonly userId: string; readonly firstName: string; readonly lastName: string }
  readonly companies: ReadonlyArray<{ readonly id: number; readonly code: string; readonly nameEn: string }>
  readonly functions: ReadonlyArray<{ readonly name: string; readonly reportingCompanyIds: ReadonlyArray<number> }>
  readonly sdcFileTypes: ReadonlyArray<{ readonly id: number; readonly code: string }>
  readonly limits: {
    readonly reports: { readonly minute: Window; readonly day: Window }
    readonly searches: { readonly minute: Window; readonly day: Window }
  }
}

const portal = await connect()
const { body: me } = await portal.call<WhoAmI>("GET", "/api/Users/WhoAmI")

console.log(`Client ${me.caller.clientId} calls as ${me.account.firstName} ${me.account.lastName} (${me.account.userId})`)
for (const company of me.companies) console.log(`Company ${company.id} ${company.code}: ${company.nameEn}`)
console.log(`Functions: ${me.functions.map((held) => held.name).join(", ")}`)
console.log(`SDC file types: ${me.sdcFileTypes.map((type) => `${type.id} ${type.code}`).join(", ") || "none"}`)
const { reports, searches } = me.limits
console.log(
  `Reports: ${reports.minute.remaining} of ${reports.minute.limit} this minute, ${reports.day.remaining} of ${reports.day.limit} today`
)
console.log(
  `Searches: ${searches.minute.remaining} of ${searches.minute.limit} this minute, ${searches.day.remaining} of ${searches.day.limit} today`
)

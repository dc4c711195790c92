import { Effect } from "effect"
import { insertClaimsProvider, insertClientMapping } from "../db/demo/signInSettings"

/**
 * The demo world's settings tabs 1 and 2: Laurentian's staff sign in with their carrier's own
 * identity provider, Northwind's Québec domain signs in with Northwind; three client ids, one a
 * vendor's and one disabled (to restore).
 */
export const demoClaimsProviders = [
  { emailDomainName: "laurentian.example", b2cDomainName: "login.laurentian.example" },
  { emailDomainName: "northwind-qc.example", b2cDomainName: "northwind.example" }
] as const

export const demoClientMappings = [
  {
    clientId: "northwind-underwriting",
    company: "NWD-GEN",
    email: "manager@northwind.example",
    isVendor: false,
    disabled: false
  },
  { clientId: "claimsdata-vendor", company: null, email: "partner@claimsdata.example", isVendor: true, disabled: false },
  { clientId: "maple-legacy", company: "MPL-MUT", email: "e.wright@maple.example", isVendor: false, disabled: true }
] as const

export const seedDemoSignInMappings = Effect.gen(function* () {
  for (const provider of demoClaimsProviders) yield* insertClaimsProvider(provider)
  for (const mapping of demoClientMappings) yield* insertClientMapping(mapping)
})

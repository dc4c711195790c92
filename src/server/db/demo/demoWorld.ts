import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashPassword } from "../../identity/passwords"

export const demoPassword = "Portal-demo-1"

const organizations = [
  { code: "IBC", type: "IBC", en: "Insurance Data Bureau", fr: "Bureau des données d'assurance", domain: "bureau.example" },
  { code: "NWD", type: "Carrier", en: "Northwind Insurance", fr: "Assurances Northwind", domain: "northwind.example" },
  { code: "MPL", type: "Carrier", en: "Maple Leaf Mutual", fr: "Mutuelle Feuille d'érable", domain: "maple.example" },
  { code: "LAU", type: "Carrier", en: "Laurentian General", fr: "Laurentienne générale", domain: "laurentian.example" },
  { code: "HBR", type: "Broker", en: "Harbour Brokers", fr: "Courtiers du Havre", domain: "harbour.example" },
  {
    code: "CDP",
    type: "ThirdParty",
    en: "Claims Data Partners",
    fr: "Partenaires de données sur les sinistres",
    domain: "claimsdata.example"
  }
] as const

/** `notify`: who hears of the company's reports joining the 90-day list (none for Northwind Auto). */
const companies = [
  {
    org: "NWD",
    code: "NWD-GEN",
    en: "Northwind General - Ontario",
    fr: "Northwind Générale - Ontario",
    notify: ["underwriting@northwind.example", "manager@northwind.example"]
  },
  { org: "NWD", code: "NWD-AUTO", en: "Northwind Auto - West", fr: "Northwind Auto - Ouest", notify: [] },
  {
    org: "NWD",
    code: "NWD-QC",
    en: "Northwind Québec - Québec",
    fr: "Northwind Québec - Québec",
    notify: ["souscription@northwind.example"]
  },
  {
    org: "MPL",
    code: "MPL-MUT",
    en: "Maple Leaf Mutual - National",
    fr: "Mutuelle Feuille d'érable - Nationale",
    notify: ["data@maple.example"]
  },
  {
    org: "LAU",
    code: "LAU-GEN",
    en: "Laurentian General - Atlantic",
    fr: "Laurentienne générale - Atlantique",
    notify: ["corrections@laurentian.example"]
  }
] as const

const units = [
  { company: "NWD-GEN", en: "Toronto Underwriting", fr: "Souscription Toronto" },
  { company: "NWD-GEN", en: "Ottawa Claims", fr: "Sinistres Ottawa" },
  { company: "NWD-AUTO", en: "Calgary Underwriting", fr: "Souscription Calgary" },
  { company: "MPL-MUT", en: "Head Office", fr: "Siège social" }
] as const

type Grant = { readonly functions: ReadonlyArray<number>; readonly companies: "all" | ReadonlyArray<string> }

interface DemoAccount {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly org: string
  readonly company?: string
  readonly unit?: string
  readonly userType: 1 | 2
  readonly ibcCredentials: boolean
  readonly disabled?: boolean
  readonly termsAccepted: boolean
  readonly organizations: "all" | ReadonlyArray<string>
  readonly grant: Grant
}

const allFunctions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]

export const demoAccounts: ReadonlyArray<DemoAccount> = [
  {
    email: "admin@bureau.example",
    firstName: "Alex",
    lastName: "Tremblay",
    org: "IBC",
    userType: 2,
    ibcCredentials: true,
    termsAccepted: true,
    organizations: "all",
    grant: { functions: allFunctions, companies: "all" }
  },
  {
    email: "analyst@northwind.example",
    firstName: "Morgan",
    lastName: "Lee",
    org: "NWD",
    company: "NWD-GEN",
    unit: "Toronto Underwriting",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: true,
    organizations: ["NWD"],
    grant: { functions: [1, 2, 3], companies: ["NWD-GEN"] }
  },
  {
    email: "disabled@northwind.example",
    firstName: "Jordan",
    lastName: "Roy",
    org: "NWD",
    company: "NWD-GEN",
    userType: 1,
    ibcCredentials: false,
    disabled: true,
    termsAccepted: true,
    organizations: ["NWD"],
    grant: { functions: [1, 2, 3], companies: ["NWD-GEN"] }
  },
  {
    email: "manager@northwind.example",
    firstName: "Camille",
    lastName: "Gagnon",
    org: "NWD",
    company: "NWD-GEN",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: true,
    organizations: ["NWD"],
    grant: { functions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13], companies: ["NWD-GEN", "NWD-AUTO", "NWD-QC"] }
  },
  {
    email: "reviewer@laurentian.example",
    firstName: "Élise",
    lastName: "Arsenault",
    org: "LAU",
    company: "LAU-GEN",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: true,
    organizations: ["LAU"],
    grant: { functions: [1, 2, 3, 4], companies: ["LAU-GEN"] }
  },
  {
    email: "newcomer@maple.example",
    firstName: "Sam",
    lastName: "Bouchard",
    org: "MPL",
    company: "MPL-MUT",
    unit: "Head Office",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: false,
    organizations: ["MPL"],
    grant: { functions: [1, 2], companies: ["MPL-MUT"] }
  },
  {
    email: "broker@harbour.example",
    firstName: "Riley",
    lastName: "Martin",
    org: "HBR",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: true,
    organizations: ["HBR"],
    grant: { functions: [1, 2], companies: [] }
  },
  {
    email: "partner@claimsdata.example",
    firstName: "Taylor",
    lastName: "Côté",
    org: "CDP",
    userType: 1,
    ibcCredentials: false,
    termsAccepted: true,
    organizations: ["CDP"],
    grant: { functions: [2], companies: [] }
  }
]

/** The bureau account's User ID: the e-mail with @ replaced by a dot, then the bureau account domain. */
export const bureauUserId = (email: string) => `${email.replace("@", ".")}@accounts.bureau.example`

/** Inserts the demo world once, into an empty installation. */
export const seedDemoWorld = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [existing] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_user`
  if (existing!.count > 0) return false
  const passwordHash = yield* Effect.promise(() => hashPassword(demoPassword))
  const orgIds = new Map<string, number>()
  for (const o of organizations) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO organization (organization_type, name_en, name_fr, code, identity_domain)
      VALUES (${o.type}, ${o.en}, ${o.fr}, ${o.code}, ${o.domain}) RETURNING id`
    orgIds.set(o.code, row!.id)
  }
  const companyIds = new Map<string, { id: number; org: number }>()
  for (const c of companies) {
    const org = orgIds.get(c.org)!
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO reporting_company (organization_id, code, name_en, name_fr, notification_emails)
      VALUES (${org}, ${c.code}, ${c.en}, ${c.fr}, ${[...c.notify]}::text[]) RETURNING id`
    companyIds.set(c.code, { id: row!.id, org })
  }
  const unitIds = new Map<string, number>()
  for (const u of units) {
    const company = companyIds.get(u.company)!
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO unit (organization_id, reporting_company_id, name_en, name_fr)
      VALUES (${company.org}, ${company.id}, ${u.en}, ${u.fr}) RETURNING id`
    unitIds.set(u.en, row!.id)
  }
  const [terms] = yield* sql<{ version: number }>`SELECT max(version) AS version FROM terms_of_service`
  for (const a of demoAccounts) {
    const org = orgIds.get(a.org)!
    const company = a.company ? companyIds.get(a.company)!.id : null
    const unit = a.unit ? unitIds.get(a.unit)! : null
    const userId = a.ibcCredentials ? bureauUserId(a.email) : a.email
    const [user] = yield* sql<{ id: number }>`
      INSERT INTO portal_user (user_type, user_id, email, first_name, last_name, sub, password_hash, is_disabled,
        is_ibc_credentials, organization_id, reporting_company_id, unit_id, accepted_terms_version)
      VALUES (${a.userType}, ${userId}, ${a.email}, ${a.firstName}, ${a.lastName}, ${crypto.randomUUID()},
        ${passwordHash}, ${a.disabled ?? false}, ${a.ibcCredentials}, ${org}, ${company}, ${unit},
        ${a.termsAccepted ? terms!.version : null})
      RETURNING id`
    const assigned = a.organizations === "all" ? [...orgIds.values()] : a.organizations.map((code) => orgIds.get(code)!)
    for (const organizationId of assigned) {
      yield* sql`INSERT INTO user_organization (user_id, organization_id) VALUES (${user!.id}, ${organizationId})`
    }
    for (const functionId of a.grant.functions) {
      const held = a.grant.companies === "all" ? [...companyIds.values()] : a.grant.companies.map((code) => companyIds.get(code)!)
      // Organizations without reporting companies (bureau, broker, third party) are held directly.
      const direct = assigned.filter((organizationId) => ![...companyIds.values()].some((c) => c.org === organizationId))
      for (const c of held) {
        yield* sql`INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
          VALUES (${user!.id}, ${functionId}, ${c.org}, ${c.id})`
      }
      for (const organizationId of direct) {
        yield* sql`INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
          VALUES (${user!.id}, ${functionId}, ${organizationId}, NULL)`
      }
    }
  }
  return true
})

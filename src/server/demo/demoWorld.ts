import { Effect } from "effect"
import { FunctionId } from "../../api/functions"
import { grantChanges } from "../../api/users/grants"
import { bureauUserIdOf } from "../../api/users/validation"
import { history } from "../domain/users/history"
import { hashPassword } from "../shared/passwords"
import { demoPassword } from "../config"
import {
  assignOrganization,
  grantFunction,
  insertAccount,
  latestTermsVersion,
  recordHistory,
  recordSignIns
} from "../db/demo/accounts"
import {
  type Employer,
  insertCompanySetting,
  insertNotificationRecipient,
  insertOrganization,
  insertPermittedDomain,
  insertReportingCompany,
  insertSponsor,
  insertUnit
} from "../db/demo/organizations"
import { hasRows } from "../db/demo/storedRows"
import { giveDriverReportOption, insertDriverReportOption } from "../db/demo/reportOptions"
import { applicationFunctions } from "../db/referenceData"
import { seedDemoMachineClient } from "./demoMachineClient"
import { seedDemoSignInMappings } from "./demoSignInMappings"

export { demoPassword }

const organizations = [
  { code: "IBC", type: "IBC", en: "Insurance Data Bureau", fr: "Bureau des données d'assurance", domain: "bureau.example" },
  { code: "NWD", type: "Carrier", en: "Northwind Insurance", fr: "Assurances Northwind", domain: "northwind.example" },
  { code: "MPL", type: "Carrier", en: "Maple Leaf Mutual", fr: "Mutuelle Feuille d'érable", domain: "maple.example" },
  { code: "LAU", type: "Carrier", en: "Laurentian General", fr: "Laurentienne générale", domain: "laurentian.example" },
  { code: "HBR", type: "Broker", en: "Harbour Brokers", fr: "Courtiers du Havre", domain: "harbour.example" },
  // A broker without employees yet, with two sponsors (clients and sponsors, document 2).
  { code: "LKB", type: "Broker", en: "Lakeshore Brokers", fr: "Courtiers du Lac", domain: "lakeshore.example" },
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
  { company: "NWD-QC", en: "Quebec Underwriting", fr: "Souscription Québec" },
  { company: "MPL-MUT", en: "Head Office", fr: "Siège social" },
  { company: "LAU-GEN", en: "Halifax Claims", fr: "Sinistres Halifax" }
] as const

type Grant = { readonly functions: ReadonlyArray<number>; readonly companies: "all" | ReadonlyArray<string> }

interface DemoAccount {
  readonly email: string
  readonly firstName: string
  readonly middleName?: string
  readonly lastName: string
  readonly org: string
  readonly company?: string
  readonly unit?: string
  readonly userType: 1 | 2
  readonly ibcCredentials: boolean
  readonly disabled?: boolean
  /** Invited and never signed in: no sub and no password until the invitation is accepted. */
  readonly invited?: boolean
  readonly termsAccepted: boolean
  readonly organizations: "all" | ReadonlyArray<string>
  readonly grant: Grant
}

const allFunctions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]

/**
 * A member of a carrier, broker or third party who has accepted the terms unless told otherwise, assigned
 * to their own organization only, holding their functions for their own company unless others are named.
 */
const employee = ({
  functions,
  companies,
  ...account
}: Omit<DemoAccount, "userType" | "ibcCredentials" | "termsAccepted" | "organizations" | "grant"> & {
  readonly termsAccepted?: boolean
  readonly functions: ReadonlyArray<number>
  readonly companies?: ReadonlyArray<string>
}): DemoAccount => ({
  userType: 1,
  ibcCredentials: false,
  termsAccepted: true,
  organizations: [account.org],
  ...account,
  grant: { functions, companies: companies ?? (account.company ? [account.company] : []) }
})

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
  employee({
    email: "analyst@northwind.example",
    firstName: "Morgan",
    lastName: "Lee",
    org: "NWD",
    company: "NWD-GEN",
    unit: "Toronto Underwriting",
    functions: [1, 2, 3]
  }),
  employee({
    email: "disabled@northwind.example",
    firstName: "Jordan",
    lastName: "Roy",
    org: "NWD",
    company: "NWD-GEN",
    disabled: true,
    functions: [1, 2, 3]
  }),
  employee({
    email: "manager@northwind.example",
    firstName: "Camille",
    lastName: "Gagnon",
    org: "NWD",
    company: "NWD-GEN",
    functions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13],
    companies: ["NWD-GEN", "NWD-AUTO", "NWD-QC"]
  }),
  employee({
    email: "reviewer@laurentian.example",
    firstName: "Élise",
    lastName: "Arsenault",
    org: "LAU",
    company: "LAU-GEN",
    functions: [1, 2, 3, 4]
  }),
  employee({
    email: "newcomer@maple.example",
    firstName: "Sam",
    lastName: "Bouchard",
    org: "MPL",
    company: "MPL-MUT",
    unit: "Head Office",
    termsAccepted: false,
    functions: [1, 2]
  }),
  employee({ email: "broker@harbour.example", firstName: "Riley", lastName: "Martin", org: "HBR", functions: [1, 2] }),
  employee({ email: "partner@claimsdata.example", firstName: "Taylor", lastName: "Côté", org: "CDP", functions: [2] }),
  {
    email: "helpdesk@bureau.example",
    firstName: "Nadia",
    lastName: "Haddad",
    org: "IBC",
    userType: 2,
    ibcCredentials: true,
    termsAccepted: true,
    organizations: "all",
    grant: { functions: [1, 2, 3, 6], companies: "all" }
  },
  // Users for the administrators to manage, in each Northwind company and unit, at Maple and at Laurentian.
  employee({
    email: "p.natarajan@northwind.example",
    firstName: "Priya",
    lastName: "Natarajan",
    org: "NWD",
    company: "NWD-GEN",
    unit: "Ottawa Claims",
    functions: [1, 2, 3, 4]
  }),
  employee({
    email: "o.fraser@northwind.example",
    firstName: "Owen",
    lastName: "Fraser",
    org: "NWD",
    company: "NWD-GEN",
    unit: "Toronto Underwriting",
    functions: [1, 2]
  }),
  employee({
    email: "m.alvarez@northwind.example",
    firstName: "Mateo",
    lastName: "Alvarez",
    org: "NWD",
    company: "NWD-AUTO",
    unit: "Calgary Underwriting",
    functions: [1, 2, 3]
  }),
  employee({
    email: "g.okafor@northwind.example",
    firstName: "Grace",
    lastName: "Okafor",
    org: "NWD",
    company: "NWD-AUTO",
    functions: [1, 2, 3, 4, 5, 12],
    companies: ["NWD-AUTO", "NWD-GEN"]
  }),
  employee({
    email: "invited@northwind.example",
    firstName: "Dana",
    lastName: "Whitford",
    org: "NWD",
    company: "NWD-AUTO",
    unit: "Calgary Underwriting",
    invited: true,
    termsAccepted: false,
    functions: [1, 2]
  }),
  employee({
    email: "m.belanger@northwind.example",
    firstName: "Mathieu",
    lastName: "Bélanger",
    org: "NWD",
    company: "NWD-QC",
    functions: [1, 2, 3]
  }),
  employee({
    email: "j.pelletier@northwind.example",
    firstName: "Julie",
    middleName: "Anne",
    lastName: "Pelletier",
    org: "NWD",
    company: "NWD-QC",
    functions: [1, 2, 3, 4, 5]
  }),
  employee({
    email: "c.lavoie@maple.example",
    firstName: "Chloé",
    lastName: "Lavoie",
    org: "MPL",
    company: "MPL-MUT",
    unit: "Head Office",
    functions: [1, 2, 3, 8]
  }),
  employee({
    email: "e.wright@maple.example",
    firstName: "Ethan",
    lastName: "Wright",
    org: "MPL",
    company: "MPL-MUT",
    functions: [1, 2]
  }),
  employee({
    email: "f.macleod@laurentian.example",
    firstName: "Fiona",
    lastName: "MacLeod",
    org: "LAU",
    company: "LAU-GEN",
    functions: [1, 2, 3]
  })
]

/**
 * Driver report options (years of data; null = maximum) each organization or company offers; users
 * holding driverReport get all of their employer's, 25 years (else the first) the default.
 */
const driverReportOptions: ReadonlyArray<{
  readonly org: string
  readonly company?: string
  readonly options: ReadonlyArray<readonly [years: number | null, note: string | null]>
}> = [
  {
    org: "IBC",
    options: [
      [6, null],
      [10, null],
      [25, "Bureau default"],
      [null, "Investigations"]
    ]
  },
  {
    org: "NWD",
    company: "NWD-GEN",
    options: [
      [6, "New business"],
      [10, "Renewals"],
      [25, "Default for underwriting"],
      [null, "Claims investigations"]
    ]
  },
  {
    org: "NWD",
    company: "NWD-AUTO",
    options: [
      [10, "Fleet renewals"],
      [25, null]
    ]
  },
  {
    org: "NWD",
    company: "NWD-QC",
    options: [
      [25, null],
      [null, "Enquêtes"]
    ]
  },
  {
    org: "MPL",
    company: "MPL-MUT",
    options: [
      [10, null],
      [25, null]
    ]
  },
  {
    org: "LAU",
    company: "LAU-GEN",
    options: [
      [25, null],
      [null, "Special investigations"]
    ]
  },
  {
    org: "HBR",
    options: [
      [6, null],
      [25, null]
    ]
  },
  { org: "CDP", options: [[25, null]] }
]

/** Each employer's permitted e-mail domains beyond the organization's own (document 2 section 3). */
const extraPermittedDomains: ReadonlyArray<{ readonly org: string; readonly company?: string; readonly domain: string }> = [
  { org: "NWD", company: "NWD-QC", domain: "@northwind-qc.example" }
]

/**
 * Functions the Northwind manager granted and removed in the past, so that the user access report as
 * of an earlier day differs from today's. The report undoes these from today's grants: a function
 * granted here is one the account holds above, the last change of one removed here leaves it unheld.
 * The analyst was given Report History 30 days ago; Priya Natarajan held Data Correction from 90 to
 * 20 days ago.
 */
const pastGrantChanges: ReadonlyArray<{
  readonly email: string
  readonly by: string
  readonly daysAgo: number
  readonly change: "granted" | "removed"
  readonly functionId: number
  readonly company: string
}> = [
  {
    email: "p.natarajan@northwind.example",
    by: "manager@northwind.example",
    daysAgo: 90,
    change: "granted",
    functionId: FunctionId.dataCorrection,
    company: "NWD-GEN"
  },
  {
    email: "analyst@northwind.example",
    by: "manager@northwind.example",
    daysAgo: 30,
    change: "granted",
    functionId: FunctionId.reportHistory,
    company: "NWD-GEN"
  },
  {
    email: "p.natarajan@northwind.example",
    by: "manager@northwind.example",
    daysAgo: 20,
    change: "removed",
    functionId: FunctionId.dataCorrection,
    company: "NWD-GEN"
  }
]

/** The bureau account's User ID (document 2 section 2), as the user administration derives it. */
export const bureauUserId = bureauUserIdOf

/**
 * The sign-ins of a demo account's past, oldest first, as the sign-in records them: an account that
 * accepted the terms has used the portal, last one to six days ago (a disabled one before it was
 * disabled, 30 days after its creation), the time before three days earlier. Invited accounts and
 * those yet to accept the terms have never signed in.
 */
const demoSignIns = (a: DemoAccount, index: number, createdAt: string): ReadonlyArray<string> => {
  if (a.invited || !a.termsAccepted) return []
  const day = 86_400_000
  const last = a.disabled ? Date.parse(createdAt) + 29 * day : Date.now() - (1 + (index % 6)) * day
  return [last - 3 * day, last].map((at) => new Date(at).toISOString())
}

/** Inserts the demo world once, into an empty installation. */
export const seedDemoWorld = Effect.gen(function* () {
  if (yield* hasRows("portal_user")) return false
  const passwordHash = yield* Effect.promise(() => hashPassword(demoPassword))
  const orgIds = new Map<string, number>()
  for (const o of organizations) orgIds.set(o.code, yield* insertOrganization(o))
  const companyIds = new Map<string, { id: number; org: number }>()
  for (const c of companies) {
    const org = orgIds.get(c.org)!
    const id = yield* insertReportingCompany(org, c)
    companyIds.set(c.code, { id, org })
    for (const email of c.notify) yield* insertNotificationRecipient({ organizationId: org, reportingCompanyId: id }, email)
  }
  const unitIds = new Map<string, number>()
  for (const u of units) {
    const company = companyIds.get(u.company)!
    unitIds.set(u.en, yield* insertUnit({ organizationId: company.org, reportingCompanyId: company.id }, u))
  }
  const companyOf = (org: string, company: string | undefined): Employer => ({
    organizationId: orgIds.get(org)!,
    reportingCompanyId: company ? companyIds.get(company)!.id : null
  })
  // Every organization without separate companies, and each company, permits its organization's domain.
  for (const o of organizations) {
    const own = companies.filter((c) => c.org === o.code)
    for (const owner of own.length === 0 ? [companyOf(o.code, undefined)] : own.map((c) => companyOf(o.code, c.code))) {
      yield* insertPermittedDomain(owner, `@${o.domain}`)
      yield* insertCompanySetting(owner, o.type === "IBC")
    }
  }
  for (const d of extraPermittedDomains) yield* insertPermittedDomain(companyOf(d.org, d.company), d.domain)
  // Harbour Brokers works for Northwind General: its sponsor.
  yield* insertSponsor(orgIds.get("HBR")!, companyOf("NWD", "NWD-GEN"))
  for (const [org, company] of [
    ["NWD", "NWD-AUTO"],
    ["MPL", "MPL-MUT"]
  ] as const) {
    yield* insertSponsor(orgIds.get("LKB")!, companyOf(org, company))
  }
  const optionIds = new Map<string, Array<{ id: number; years: number | null }>>()
  const ownerKey = (organizationId: number, reportingCompanyId: number | null) => `${organizationId}/${reportingCompanyId ?? ""}`
  for (const d of driverReportOptions) {
    const owner = companyOf(d.org, d.company)
    const records: Array<{ id: number; years: number | null }> = []
    for (const [years, note] of d.options) records.push({ id: yield* insertDriverReportOption(owner, years, note), years })
    optionIds.set(ownerKey(owner.organizationId, owner.reportingCompanyId), records)
  }

  const termsVersion = yield* latestTermsVersion
  let creatorId: number | null = null
  const userIds = new Map<string, number>()
  for (const [index, a] of demoAccounts.entries()) {
    const org = orgIds.get(a.org)!
    const company = a.company ? companyIds.get(a.company)!.id : null
    const invited = a.invited ?? false
    const userId: number = yield* insertAccount({
      userType: a.userType,
      userId: a.ibcCredentials ? bureauUserIdOf(a.email) : a.email,
      email: a.email,
      firstName: a.firstName,
      middleName: a.middleName ?? null,
      lastName: a.lastName,
      sub: invited ? null : crypto.randomUUID(),
      passwordHash: invited ? null : passwordHash,
      disabled: a.disabled ?? false,
      ibcCredentials: a.ibcCredentials,
      organizationId: org,
      reportingCompanyId: company,
      unitId: a.unit ? unitIds.get(a.unit)! : null,
      acceptedTermsVersion: a.termsAccepted ? termsVersion : null,
      createdBy: creatorId
    })
    // The bureau administrator comes first and creates every other account.
    creatorId ??= userId
    userIds.set(a.email, userId)
    const assigned = a.organizations === "all" ? [...orgIds.values()] : a.organizations.map((code) => orgIds.get(code)!)
    for (const organizationId of assigned) yield* assignOrganization(userId, organizationId)
    for (const functionId of a.grant.functions) {
      const held = a.grant.companies === "all" ? [...companyIds.values()] : a.grant.companies.map((code) => companyIds.get(code)!)
      // Organizations without reporting companies (bureau, broker, third party) are held directly.
      const direct = assigned.filter((organizationId) => ![...companyIds.values()].some((c) => c.org === organizationId))
      for (const c of held) yield* grantFunction(userId, functionId, { organizationId: c.org, reportingCompanyId: c.id })
      for (const organizationId of direct) yield* grantFunction(userId, functionId, { organizationId, reportingCompanyId: null })
    }
    if (a.grant.functions.includes(FunctionId.driverReport)) {
      const offered = optionIds.get(ownerKey(org, company)) ?? []
      const defaultId = (offered.find((o) => o.years === 25) ?? offered[0])?.id
      for (const option of offered) yield* giveDriverReportOption(userId, option.id, option.id === defaultId)
    }
    // The user history starts with the account's creation, months ago, one account a day.
    const createdAt = new Date(Date.now() - (200 - index) * 86_400_000).toISOString()
    const events = [history.created(), ...(a.disabled ? [history.disabled()] : [])]
    for (const [offset, event] of events.entries()) {
      const at = new Date(Date.parse(createdAt) + offset * 30 * 86_400_000).toISOString()
      yield* recordHistory(userId, event, at, creatorId)
    }
    yield* recordSignIns(userId, demoSignIns(a, index, createdAt))
  }
  // Each past change as the user administration records it: the function and its company, in both languages.
  for (const p of pastGrantChanges) {
    const company = companies.find((c) => c.code === p.company)!
    const grant = { functionId: p.functionId, companies: [companyOf(company.org, company.code)] }
    const changes = p.change === "granted" ? grantChanges([], [grant]) : grantChanges([grant], [])
    const fn = applicationFunctions.find((f) => f.id === p.functionId)!
    const at = new Date(Date.now() - p.daysAgo * 86_400_000).toISOString()
    for (const change of changes) {
      const named = change.company ? { en: company.en, fr: company.fr } : undefined
      const event = history.grantChange(change, { en: fn.nameEn, fr: fn.nameFr }, named)
      yield* recordHistory(userIds.get(p.email)!, event, at, userIds.get(p.by)!)
    }
  }
  yield* seedDemoSignInMappings
  yield* seedDemoMachineClient
  return true
})

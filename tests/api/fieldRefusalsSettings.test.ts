import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { companySaveIssues } from "../../src/api/company/validation"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries, type SaveIssueCatalogue } from "../../src/api/fieldIssues"
import { contentSaveIssues } from "../../src/api/settings/contentRules"
import { claimsProviderSaveIssues, clientMappingSaveIssues } from "../../src/api/settings/mappingValidation"
import enCompany from "../../src/i18n/en/companyProfile"
import enSettings from "../../src/i18n/en/settings"
import frCompany from "../../src/i18n/fr/companyProfile"
import frSettings from "../../src/i18n/fr/settings"
import { itemFieldOf } from "../../src/machines/company/companyItems"
import { credentialsFieldOf } from "../../src/machines/company/companyProfile"
import { claimsProviderFieldOf } from "../../src/machines/settings/claimsProvidersMachine"
import { clientMappingFieldOf } from "../../src/machines/settings/clientMappingsMachine"
import { contentFieldOf } from "../../src/machines/settings/contentTab"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { usePortal } from "./support/portal"
import { send, signIn } from "./support/signIn"

/**
 * The settings' and the company profile's refusals, end to end: the server refuses a save for a
 * field, the answer goes through the mapping the browser's form uses, and the field that would show it
 * is asserted, with its words in English and French. Every field issue a form's catalogue lists must
 * be one the server gives.
 */
const portal = usePortal()
const decodeRefusal = Schema.decodeUnknownSync(BadRequest)
let admin = ""

interface Ids {
  organizationId: number
  reportingCompanyId: number
  otherOrganizationId: number
  otherCompanyId: number
  analyst: number
  otherCompanyUser: number
}
const ids = {} as Ids

beforeAll(async () => {
  admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  const companies = await portal.sql(
    (sql) => sql<{ id: number; organizationId: number; code: string }>`
      SELECT id, organization_id, code FROM reporting_company WHERE code IN ('NWD-GEN', 'MPL-MUT')`
  )
  const company = (code: string) => companies.find((c) => c.code === code)!
  const users = await portal.sql(
    (sql) => sql<{ id: number; email: string }>`
      SELECT id, email FROM portal_user WHERE email IN ('analyst@northwind.example', 'newcomer@maple.example')`
  )
  const user = (email: string) => users.find((u) => u.email === email)!.id
  Object.assign(ids, {
    organizationId: company("NWD-GEN").organizationId,
    reportingCompanyId: company("NWD-GEN").id,
    otherOrganizationId: company("MPL-MUT").organizationId,
    otherCompanyId: company("MPL-MUT").id,
    analyst: user("analyst@northwind.example"),
    otherCompanyUser: user("newcomer@maple.example")
  })
})

interface Request {
  readonly path: string
  readonly body: unknown
  readonly method?: string
}

/** A 400's body as the browser decodes it. */
const refusal = async ({ path, body, method = "POST" }: Request) => {
  const response = await send(portal.baseUrl, path, { method, token: admin, body })
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400)
  return decodeRefusal(response.json())
}

const keyOf = (issue: { readonly field: string; readonly code: string }) => `${issue.field}:${issue.code}`

interface RefusalCase {
  readonly request: () => Request
  readonly field: string
  readonly code: string
}

interface Form {
  readonly name: string
  readonly catalogue: SaveIssueCatalogue
  /** The form's own mapping of a payload field to the field it shows the message at. */
  readonly fieldOf: (payloadField: string) => string | undefined
  /** The form's words by code, in English and French. */
  readonly words: ReadonlyArray<Record<string, string>>
  /** Codes the form words with the generic 400 words at the field. */
  readonly genericWords?: ReadonlyArray<string>
  readonly cases: ReadonlyArray<RefusalCase>
}

/** Each case refused at its field through the form's mapping; together they drive every issue of the catalogue. */
const describeForm = (form: Form) =>
  describe(`${form.name}: each refusal is shown at the field it names`, () => {
    const driven = new Set<string>()

    it.each(form.cases)("$field $code, at the form's field, in English and French", async ({ request, field, code }) => {
      const failure = await refusal(request())
      expect(failure.issues).toEqual([{ field, code }])
      failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
      const shownAt = form.fieldOf(field)
      expect(shownAt, field).toEqual(expect.any(String))
      expect(refusedFields(failure, form.fieldOf)).toEqual([{ field: shownAt, code }])
      if (!form.genericWords?.includes(code))
        for (const messages of form.words) expect(messages[code], code).toEqual(expect.any(String))
    })

    it("drove every issue the form shows", () => {
      expect([...driven].sort()).toEqual(catalogueEntries(form.catalogue).map(keyOf).sort())
    })
  })

const settingsWords = (pick: (t: typeof enSettings) => Record<string, string>) => [
  pick(enSettings),
  pick(frSettings as typeof enSettings)
]

describeForm({
  name: "claims provider (settings tab 1)",
  catalogue: claimsProviderSaveIssues,
  fieldOf: claimsProviderFieldOf,
  words: settingsWords((t) => t.claimsProviders.messages),
  cases: (
    [
      ["emailDomainName", `${"a".repeat(61)}.example`],
      ["b2cDomainName", `${"b".repeat(101)}.example`]
    ] as const
  ).flatMap(([field, tooLong]) => {
    const provider = (value: string) => () => ({
      path: "/api/B2CProviders/create",
      body: { emailDomainName: "refusals.example", b2cDomainName: "login.refusals.example", [field]: value }
    })
    return [
      { request: provider("  "), field, code: "required" },
      { request: provider(tooLong), field, code: "tooLong" },
      { request: provider("@Refusals.Example"), field, code: "invalidDomain" }
    ]
  })
})

const mapping = (overrides: object) => () => ({
  path: "/api/B2CClientOrganizations/create",
  body: {
    clientId: "refusals-system",
    organizationId: ids.organizationId,
    reportingCompanyId: ids.reportingCompanyId,
    userAccountId: ids.analyst,
    isVendor: false,
    ...overrides
  }
})

/** The request without one key of its body. */
const withoutKey = (request: () => Request, key: string) => () => {
  const body = Object.entries(request().body as Record<string, unknown>).filter(([name]) => name !== key)
  return { ...request(), body: Object.fromEntries(body) }
}

describeForm({
  name: "client identifier mapping (settings tab 2)",
  catalogue: clientMappingSaveIssues,
  fieldOf: clientMappingFieldOf,
  words: settingsWords((t) => t.clientMappings.messages),
  cases: [
    { request: mapping({ clientId: "  " }), field: "clientId", code: "required" },
    { request: mapping({ clientId: "c".repeat(101) }), field: "clientId", code: "tooLong" },
    { request: mapping({ clientId: "two words" }), field: "clientId", code: "invalidClientId" },
    { request: mapping({ organizationId: 999_999 }), field: "organizationId", code: "unknownValue" },
    { request: mapping({ reportingCompanyId: null }), field: "reportingCompanyId", code: "required" },
    { request: () => mapping({ reportingCompanyId: ids.otherCompanyId })(), field: "reportingCompanyId", code: "unknownValue" },
    { request: () => mapping({ userAccountId: ids.otherCompanyUser })(), field: "userAccountId", code: "userNotOfCompany" },
    // A choice left out: the contract names it (the dialog asks for it before it sends).
    { request: withoutKey(mapping({}), "organizationId"), field: "organizationId", code: "required" },
    { request: withoutKey(mapping({}), "userAccountId"), field: "userAccountId", code: "required" }
  ]
})

const longText = "x".repeat(100_001)
const terms = (overrides: object) => () => ({
  path: "/api/TermsOfService",
  method: "PUT",
  body: { textEn: "Terms.", textFr: "Conditions.", ...overrides }
})
const contactUs = (lang: string | null, body: object) => () => ({
  path: lang === null ? "/api/contactUs" : `/api/contactUs?lang=${lang}`,
  method: "PUT",
  body
})

describeForm({
  name: "terms of service (settings)",
  catalogue: contentSaveIssues.termsOfService,
  fieldOf: contentFieldOf("termsOfService"),
  words: settingsWords((t) => t.messages),
  cases: [
    { request: terms({ textEn: "  " }), field: "textEn", code: "blank" },
    { request: terms({ textFr: "\n" }), field: "textFr", code: "blank" },
    { request: terms({ textEn: longText }), field: "textEn", code: "tooLong" },
    { request: terms({ textFr: longText }), field: "textFr", code: "tooLong" }
  ]
})

describeForm({
  name: "contact us (settings)",
  catalogue: contentSaveIssues.contactUs,
  fieldOf: contentFieldOf("contactUs"),
  words: settingsWords((t) => t.messages),
  cases: [
    { request: contactUs("en", { text: "  " }), field: "text", code: "blank" },
    { request: contactUs(null, { text: "Write to us." }), field: "lang", code: "required" },
    { request: contactUs(null, { textEn: " ", textFr: "Écrivez-nous." }), field: "textEn", code: "blank" },
    { request: contactUs(null, { textEn: "Write to us.", textFr: " " }), field: "textFr", code: "blank" },
    // The payload is one text or both: the refusal is that of the form whose keys it has.
    { request: contactUs("fr", { text: longText }), field: "text", code: "tooLong" },
    { request: contactUs(null, { textEn: longText, textFr: "Écrivez-nous." }), field: "textEn", code: "tooLong" },
    { request: contactUs(null, { textEn: "Write to us.", textFr: longText }), field: "textFr", code: "tooLong" }
  ]
})

const companyWords = [enCompany.messages, frCompany.messages] as ReadonlyArray<Record<string, string>>
const owner = () => ({ organizationId: ids.organizationId, reportingCompanyId: ids.reportingCompanyId })

/**
 * The company an item belongs to, refused at the dialog's main field: required, not of the
 * organization, and, on a change, another company than the item's own. `fields` are the item's own
 * (those of a change when `changeFields` are not given).
 */
const ownerCases = (path: string, fields: () => object, changeFields = fields): ReadonlyArray<RefusalCase> => [
  {
    request: () => ({ path: `${path}/create`, body: { ...fields(), ...owner(), reportingCompanyId: null } }),
    field: "reportingCompanyId",
    code: "required"
  },
  {
    request: () => ({ path: `${path}/create`, body: { ...fields(), ...owner(), reportingCompanyId: ids.otherCompanyId } }),
    field: "reportingCompanyId",
    code: "unknownValue"
  },
  {
    request: () => ({
      path: `${path}/:id`,
      method: "PUT",
      body: { ...changeFields(), organizationId: ids.otherOrganizationId, reportingCompanyId: ids.otherCompanyId }
    }),
    field: "organizationId",
    code: "unknownValue"
  }
]

/** A saved item of the company, for the change that names another company than its own. */
const createdItem = async (path: string, body: object) => {
  const response = await send(portal.baseUrl, `${path}/create`, { method: "POST", token: admin, body })
  expect(response.status, response.text).toBe(201)
  return (response.json() as { id: number }).id
}

/** The cases of a dialog, the change's path given the id of an item created before they run. */
const withItem = (path: string, create: () => object | Promise<object>, cases: ReadonlyArray<RefusalCase>) => {
  const item = { id: 0 }
  beforeAll(async () => {
    item.id = await createdItem(path, await create())
  })
  return cases.map((c) => ({
    ...c,
    request: () => {
      const request = c.request()
      return { ...request, path: request.path.replace(":id", String(item.id)) }
    }
  }))
}

describe("company profile dialogs", () => {
  const option = (overrides: object = {}) => ({
    yearsOfData: 7,
    note: null,
    assignToAllUsers: false,
    makeDefaultDRO: false,
    ...owner(),
    ...overrides
  })
  const optionPath = "/api/DriverReportOptions"
  const optionCreate = (overrides: object) => () => ({ path: `${optionPath}/create`, body: option(overrides) })
  /** Years of data no enabled option of the company has yet. */
  const freeYears = async () => {
    const [free] = await portal.sql(
      (sql) => sql<{ years: number }>`
        SELECT y AS years FROM generate_series(6, 25) AS y
        WHERE NOT EXISTS (SELECT 1 FROM driver_report_option d
          WHERE d.reporting_company_id = ${ids.reportingCompanyId} AND NOT d.is_disabled AND d.years_of_data = y)
        ORDER BY y`
    )
    return free!.years
  }
  describeForm({
    name: "driver report option dialog",
    catalogue: companySaveIssues.option,
    fieldOf: itemFieldOf("option"),
    words: companyWords,
    genericWords: ["unknownValue"],
    cases: withItem(optionPath, async () => option({ yearsOfData: await freeYears(), note: "Refusals" }), [
      { request: optionCreate({ yearsOfData: 5 }), field: "yearsOfData", code: "yearsOutOfRange" },
      { request: optionCreate({ yearsOfData: 26 }), field: "yearsOfData", code: "yearsOutOfRange" },
      { request: optionCreate({ note: "n".repeat(101) }), field: "note", code: "tooLong" },
      { request: optionCreate({ makeDefaultDRO: true }), field: "makeDefaultDRO", code: "defaultWithoutAssignToAll" },
      ...ownerCases(optionPath, option, () => ({ yearsOfData: 9, note: null }))
    ])
  })

  const domainPath = "/api/PermittedDomains"
  const domain = (value: string) => () => ({ path: `${domainPath}/create`, body: { domain: value, ...owner() } })
  describeForm({
    name: "permitted domain dialog",
    catalogue: companySaveIssues.domain,
    fieldOf: itemFieldOf("domain"),
    words: companyWords,
    genericWords: ["unknownValue"],
    cases: withItem(domainPath, () => ({ domain: "@refusals.example", ...owner() }), [
      { request: domain(" "), field: "domain", code: "required" },
      { request: domain(`@${"d".repeat(60)}.example`), field: "domain", code: "tooLong" },
      { request: domain("refusals.example"), field: "domain", code: "invalidDomain" },
      ...ownerCases(domainPath, () => ({ domain: "@refusals.example" }))
    ])
  })

  const settingPath = "/api/organizationCompany"
  const setting = { id: 0 }
  beforeAll(async () => {
    const [row] = await portal.sql(
      (sql) => sql<{ id: number }>`
        SELECT id FROM organization_company_setting WHERE reporting_company_id = ${ids.reportingCompanyId}`
    )
    setting.id = row!.id
  })
  const credentials =
    (body: object, method = "POST") =>
    () => ({
      path: method === "PUT" ? `${settingPath}/update/${setting.id}` : `${settingPath}/create/${ids.organizationId}`,
      method,
      body: { isIbcCredentials: true, ...owner(), ...body }
    })
  describeForm({
    name: "bureau-credentials switch",
    catalogue: companySaveIssues.setting,
    fieldOf: credentialsFieldOf,
    words: companyWords,
    genericWords: ["unknownValue"],
    cases: [
      { request: credentials({ reportingCompanyId: null }), field: "reportingCompanyId", code: "required" },
      {
        request: () => credentials({ reportingCompanyId: ids.otherCompanyId })(),
        field: "reportingCompanyId",
        code: "unknownValue"
      },
      {
        request: () => credentials({ organizationId: ids.otherOrganizationId, reportingCompanyId: ids.otherCompanyId }, "PUT")(),
        field: "organizationId",
        code: "unknownValue"
      }
    ]
  })

  const recipientPath = "/api/NotificationRecipients"
  const recipient = (value: string) => () => ({ path: `${recipientPath}/create`, body: { email: value, ...owner() } })
  describeForm({
    name: "notification recipient dialog",
    catalogue: companySaveIssues.recipient,
    fieldOf: itemFieldOf("recipient"),
    words: companyWords,
    genericWords: ["unknownValue"],
    cases: withItem(recipientPath, () => ({ email: "refusals@northwind.example", ...owner() }), [
      { request: recipient(""), field: "email", code: "required" },
      { request: recipient(`${"r".repeat(60)}@northwind.example`), field: "email", code: "tooLong" },
      { request: recipient("not an e-mail"), field: "email", code: "invalidEmail" },
      ...ownerCases(recipientPath, () => ({ email: "refusals@northwind.example" }))
    ])
  })
})

import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { ClientTypeId } from "../../src/api/clients/schemas"
import { clientSaveIssues } from "../../src/api/clients/validation"
import { companySaveIssues } from "../../src/api/company/validation"
import { contentSaveIssues } from "../../src/api/settings/contentRules"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries, type SaveIssueCatalogue } from "../../src/api/fieldIssues"
import { driverReportOptionRefusal, driverSearchRefusals } from "../../src/api/reports/driverSearchCriteria"
import { changePasswordSaveIssues } from "../../src/api/users/password"
import enPassword from "../../src/i18n/en/changePassword"
import enClients from "../../src/i18n/en/dashClients"
import enCompany from "../../src/i18n/en/companyProfile"
import frPassword from "../../src/i18n/fr/changePassword"
import frClients from "../../src/i18n/fr/dashClients"
import frCompany from "../../src/i18n/fr/companyProfile"
import enSettings from "../../src/i18n/en/settings"
import frSettings from "../../src/i18n/fr/settings"
import { clientFieldOf, clientFields } from "../../src/machines/clients/clientForm"
import { itemFieldOf } from "../../src/machines/company/companyItems"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import { refusedSearch, searchFieldOf } from "../../src/machines/reports/driverSearchForm"
import { contentFieldOf } from "../../src/machines/settings/contentTab"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { changePasswordFieldOf } from "../../src/machines/users/changePasswordMachine"
import { changePasswordFields } from "../../src/machines/users/changePasswordForm"
import { issueText } from "../../src/views/ui/issueMessage"
import { usePortal } from "./support/portal"
import { demoPassword, send, signIn } from "./support/signIn"

/**
 * Each form's refusals, end to end: the server refuses a request for a field, the answer goes through
 * the mapping the browser's machine uses, and the form field that would show it is asserted, with its
 * words in English and French. Every field issue the form's mapping takes must be one the server gives:
 * an issue the server never sends would be a branch of the form that never runs.
 */
const portal = usePortal()
const decodeRefusal = Schema.decodeUnknownSync(BadRequest)
const tokens: Record<string, string> = {}

beforeAll(async () => {
  tokens.analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  tokens.bureau = (await signIn(portal.baseUrl, "helpdesk@bureau.example")).accessToken
  tokens.admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
})

/** A 400's body as the browser decodes it. */
const refusal = async (path: string, token: string, body: unknown, method = "POST") => {
  const response = await send(portal.baseUrl, path, { method, token, body })
  expect(response.status, JSON.stringify(body)).toBe(400)
  return decodeRefusal(await response.json())
}

const keyOf = (issue: { readonly field: string; readonly code: string }) => `${issue.field}:${issue.code}`
const catalogueKeys = (catalogue: SaveIssueCatalogue) => catalogueEntries(catalogue).map(keyOf).sort()

describe("driver search: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  loadLocale("en")
  loadLocale("fr")
  const languages = [i18nObject("en"), i18nObject("fr")]

  const cases: ReadonlyArray<{ readonly body: object; readonly field: string; readonly code: string }> = [
    { body: { jurisdictionCode: "ON" }, field: "driverLicenceNumber", code: "criteriaRequired" },
    { body: { fullName: "Smith", yearOfBirth: 2999 }, field: "yearOfBirth", code: "yearOfBirthFuture" },
    // What the form checks before it sends, refused by the contract as it decodes the year.
    { body: { fullName: "Smith", yearOfBirth: 1899 }, field: "yearOfBirth", code: "invalidValue" },
    { body: { fullName: "Smith", yearOfBirth: "nineteen" }, field: "yearOfBirth", code: "invalidValue" },
    { body: { fullName: "Smith", policyReportingCompanyCode: "NWD-GEN" }, field: "policyNumber", code: "policyNumberRequired" },
    { body: { policyNumber: "P-1" }, field: "policyReportingCompanyCode", code: "policyCompanyRequired" },
    { body: { fullName: "Smith", claimReportingCompanyCode: "NWD-GEN" }, field: "claimNumber", code: "claimNumberRequired" },
    { body: { claimNumber: "C-1" }, field: "claimReportingCompanyCode", code: "claimCompanyRequired" },
    { body: { fullName: "Smith", jurisdictionCode: "ZZ" }, field: "jurisdictionCode", code: "unknownValue" },
    {
      body: { policyNumber: "P-1", policyReportingCompanyCode: "NOPE" },
      field: "policyReportingCompanyCode",
      code: "unknownValue"
    },
    { body: { claimNumber: "C-1", claimReportingCompanyCode: "NOPE" }, field: "claimReportingCompanyCode", code: "unknownValue" }
  ]

  it.each(cases)("$field $code, at the form's $field, in English and French", async ({ body, field, code }) => {
    const failure = await refusal("/api/DriverReports/Search", tokens.analyst!, body)
    expect(failure.issues).toEqual([{ field, code }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    const shown = refusedSearch(failure)
    expect(shown?.errors).toEqual({ [field]: code })
    for (const LL of languages) expect(issueText(LL, LL.driverSearch.errors, code), code).not.toBe(LL.errors.error400())
  })

  it("several refusals of one search at once, each at its field, the advanced section opened", async () => {
    const failure = await refusal("/api/DriverReports/Search", tokens.analyst!, {
      fullName: "Smith",
      yearOfBirth: 2999,
      claimNumber: "C-1"
    })
    expect(refusedSearch(failure)).toEqual({
      errors: { yearOfBirth: "yearOfBirthFuture", claimReportingCompanyCode: "claimCompanyRequired" },
      openAdvanced: true
    })
  })

  it("a years option the user does not hold names its field, and the form gives the generic notice", async () => {
    const failure = await refusal("/api/DriverReports/Search", tokens.analyst!, { fullName: "Smith", driverReportOption: 7 })
    expect(failure.issues).toEqual([driverReportOptionRefusal])
    expect(searchFieldOf(driverReportOptionRefusal.field)).toBeUndefined()
    expect(refusedSearch(failure)).toBeUndefined()
  })

  it("drove every issue the form shows, and the form takes only the fields the server names", () => {
    expect([...driven].sort()).toEqual(catalogueKeys(driverSearchRefusals))
    const payloadFields = [
      ...Object.keys(driverSearchRefusals),
      "fullName",
      "fullAddress",
      "vehicleIdentificationNumber",
      "comment"
    ]
    const mapped = payloadFields.filter((field) => searchFieldOf(field) !== undefined)
    expect(mapped.sort()).toEqual(Object.keys(driverSearchRefusals).sort())
  })
})

describe("change password: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  const words = [enPassword.issues, frPassword.issues] as ReadonlyArray<Record<string, string>>
  const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword
  })

  const cases = [
    { body: change("Not-the-one-1", "Brand-new-42"), field: "currentPassword", code: "wrongPassword" },
    { body: change(demoPassword, ""), field: "newPassword", code: "required" },
    { body: change(demoPassword, "alllowercase"), field: "newPassword", code: "passwordCriteria" },
    { body: change(demoPassword, "HelpDesk-9x7q"), field: "newPassword", code: "personalPassword" },
    { body: change(demoPassword, "Password123!"), field: "newPassword", code: "commonPassword" },
    { body: change(demoPassword, "Brand-new-42", "Brand-new-43"), field: "confirmPassword", code: "passwordMismatch" }
  ] as const

  it.each(cases)("$field $code, at the screen's $field, in English and French", async ({ body, field, code }) => {
    const failure = await refusal("/api/Users/ChangeMyPassword", tokens.bureau!, body)
    expect(failure.issues).toContainEqual({ field, code })
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    const shown = refusedFields(failure, changePasswordFieldOf)
    expect(shown).toContainEqual({ field, code })
    for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  })

  it("drove every issue the screen shows, and the screen takes only the fields the server names", () => {
    expect([...driven].sort()).toEqual(catalogueKeys(changePasswordSaveIssues))
    const mapped = changePasswordFields.filter((field) => changePasswordFieldOf(field) !== undefined)
    expect([...mapped].sort()).toEqual(Object.keys(changePasswordSaveIssues).sort())
  })
})

describe("client save: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  const words = [enClients.messages, frClients.messages] as ReadonlyArray<Record<string, string>>
  const client = (overrides: object) => ({
    code: "Fresh1",
    nameEn: "Fresh Brokers",
    nameFr: "Courtiers Fresh",
    clientTypeId: ClientTypeId.broker,
    isActive: true,
    ...overrides
  })
  const texts = (field: "code" | "nameEn" | "nameFr", limit: number) => [
    { body: client({ [field]: "  " }), field, code: "blank" },
    { body: client({ [field]: "x".repeat(limit + 1) }), field, code: "tooLong" },
    { body: client({ [field]: "A-1" }), field, code: "notAlphanumeric" }
  ]
  const cases = [
    ...texts("code", 20),
    ...texts("nameEn", 100),
    ...texts("nameFr", 100),
    { body: client({ clientTypeId: 99 }), field: "clientTypeId", code: "unknownValue" },
    { body: client({ clientTypeId: ClientTypeId.ibc }), field: "clientTypeId", code: "typeNotAllowed" }
  ]

  it.each(cases)("$field $code, at the profile's $field, in English and French", async ({ body, field, code }) => {
    const failure = await refusal("/api/Client/Create", tokens.admin!, body)
    expect(failure.issues).toEqual([{ field, code }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    expect(refusedFields(failure, clientFieldOf)).toEqual([{ field, code }])
    for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  })

  it("drove every issue the profile shows, and the profile takes only the fields the server names", () => {
    expect([...driven].sort()).toEqual(catalogueKeys(clientSaveIssues))
    const mapped = clientFields.filter((field) => clientFieldOf(field) !== undefined)
    expect([...mapped].sort()).toEqual(Object.keys(clientSaveIssues).sort())
  })
})

describe("system message: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  const words = [enSettings.messages, frSettings.messages] as ReadonlyArray<Record<string, string>>
  const message = (overrides: object) => ({
    startDate: "2026-05-01T12:00:00.000Z",
    endDate: "2026-05-02T12:00:00.000Z",
    messageEn: "Maintenance tonight.",
    messageFr: "Maintenance ce soir.",
    ...overrides
  })
  const cases = [
    { body: message({ messageEn: "x".repeat(2001) }), field: "messageEn", code: "tooLong" },
    { body: message({ messageFr: "x".repeat(2001) }), field: "messageFr", code: "tooLong" },
    { body: message({ endDate: "2026-05-01T12:00:00.000Z" }), field: "endDate", code: "endNotAfterStart" }
  ]

  it.each(cases)("$field $code, at the tab's $field, in English and French", async ({ body, field, code }) => {
    const failure = await refusal("/api/SystemMessage", tokens.admin!, body, "PUT")
    expect(failure.issues).toEqual([{ field, code }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    expect(refusedFields(failure, contentFieldOf("systemMessage"))).toEqual([{ field, code }])
    for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  })

  it("drove every issue the tab shows", () => {
    expect([...driven].sort()).toEqual(catalogueKeys(contentSaveIssues.systemMessage))
  })
})

describe("company unit dialog: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  const words = [enCompany.messages, frCompany.messages] as ReadonlyArray<Record<string, string>>
  const owner = { organizationId: 0, reportingCompanyId: 0 as number | null }
  beforeAll(async () => {
    const [company] = await portal.sql(
      (sql) =>
        sql<{ id: number; organizationId: number }>`SELECT id, organization_id FROM reporting_company WHERE code = 'NWD-GEN'`
    )
    owner.organizationId = company!.organizationId
    owner.reportingCompanyId = company!.id
  })
  const unit = (overrides: object) => ({ nameEn: "Sales", nameFr: "Ventes", ...owner, ...overrides })
  const names = (field: "nameEn" | "nameFr") => [
    { body: () => unit({ [field]: " " }), field, code: "blank" },
    { body: () => unit({ [field]: "a".repeat(61) }), field, code: "tooLong" },
    { body: () => unit({ [field]: "A-1" }), field, code: "notAlphanumeric" }
  ]
  const cases = [
    ...names("nameEn"),
    ...names("nameFr"),
    { body: () => unit({ reportingCompanyId: null }), field: "reportingCompanyId", code: "required" },
    { body: () => unit({ reportingCompanyId: 999_999 }), field: "reportingCompanyId", code: "unknownValue" }
  ]

  it.each(cases)("$field $code, at a field the dialog draws", async ({ body, field, code }) => {
    const failure = await refusal("/api/units/create", tokens.admin!, body())
    expect(failure.issues).toEqual([{ field, code }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    const shown = refusedFields(failure, itemFieldOf("unit"))
    expect(shown).toEqual([{ field: itemFieldOf("unit")(field), code }])
    // A code the namespace does not word shows the generic 400 words at the field.
    if (code !== "unknownValue") for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  })

  it("organizationId unknownValue: a change that names another company than the unit's own, at the name", async () => {
    const created = await send(portal.baseUrl, "/api/units/create", {
      method: "POST",
      token: tokens.admin!,
      body: unit({ nameEn: "Fleet Refusals", nameFr: "Flotte Refus" })
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const [other] = await portal.sql(
      (sql) =>
        sql<{ id: number; organizationId: number }>`SELECT id, organization_id FROM reporting_company WHERE code = 'MPL-MUT'`
    )
    const failure = await refusal(
      `/api/units/${id}`,
      tokens.admin!,
      unit({ organizationId: other!.organizationId, reportingCompanyId: other!.id }),
      "PUT"
    )
    expect(failure.issues).toEqual([{ field: "organizationId", code: "unknownValue" }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    expect(refusedFields(failure, itemFieldOf("unit"))).toEqual([
      { field: itemFieldOf("unit")("organizationId"), code: "unknownValue" }
    ])
  })

  it("drove every issue the dialog shows", () => {
    expect([...driven].sort()).toEqual(catalogueKeys(companySaveIssues.unit))
  })
})

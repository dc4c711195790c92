import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries } from "../../src/api/fieldIssues"
import type { UserProfileSave } from "../../src/api/users/schemas"
import { userSaveIssues } from "../../src/api/users/validation"
import en from "../../src/i18n/en/userProfile"
import fr from "../../src/i18n/fr/userProfile"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { profileFieldOf, shownFieldOf, shownProfileFields, type ProfileLayout } from "../../src/machines/users/userProfileForm"
import { usePortal } from "./support/portal"
import { send } from "./support/signIn"
import { freshEmail, northwindUser, useUserAdministration, type Who } from "./support/userAdministration"

/**
 * The user profile's refusals, end to end (document 2 sections 5 and 8): the server refuses a save or
 * an invitation for a field, the answer is decoded as the browser decodes it and goes through the
 * mapping the profile's machine uses, and the field that would show it is asserted, with its words in
 * English and French. Every field issue the profile's mapping takes must be one the server gives.
 */
const portal = usePortal()
const { ids, tokens } = useUserAdministration(portal)
const decodeRefusal = Schema.decodeUnknownSync(BadRequest)

const keyOf = (issue: { readonly field: string; readonly code: string }) => `${issue.field}:${issue.code}`
/** The catalogue's entries as sent: a function's companies are named by its id (`functions.3`). */
const catalogueKeys = catalogueEntries(userSaveIssues)
  .map((issue) => keyOf({ ...issue, field: issue.field.replace("{functionId}", "3") }))
  .sort()

/** A 400's body as the browser decodes it. */
const refusal = async (who: Who, path: string, body: unknown, method = "POST") => {
  const response = await send(portal.baseUrl, path, { method, token: tokens[who]!, body })
  expect(response.status, JSON.stringify(body)).toBe(400)
  return decodeRefusal(await response.json())
}

let option = 0
const general = () => ids.companies["NWD-GEN"]!
const northwind = (overrides: Partial<UserProfileSave> = {}) => northwindUser(ids, option, overrides)

/** A bureau-credentials user of the bureau, as bureau staff create them. */
const bureauUser = (overrides: Partial<UserProfileSave> = {}): UserProfileSave => {
  const ibc = ids.organizations.IBC!
  const bureau = {
    email: freshEmail("bureau.example"),
    organizationId: ibc,
    reportingCompanyId: null,
    unitId: null,
    assignedOrganizationsIds: [ibc]
  }
  const vehicleReportAlone = { functions: [{ functionId: 2, companies: [] }], driverReportOptions: [] }
  return northwind({ ...bureau, ...vehicleReportAlone, userType: 2, userId: null, mfaPhone: "4165550123", ...overrides })
}

/** A user of the broker Harbour, which has no sponsor in these tests. */
const harbourUser = (): UserProfileSave => {
  const harbour = ids.organizations.HBR!
  const email = freshEmail("harbour.example")
  const functions = [{ functionId: 2, companies: [{ organizationId: harbour, reportingCompanyId: null }] }]
  return bureauUser({
    userType: 1,
    userId: email,
    email,
    mfaPhone: null,
    organizationId: harbour,
    assignedOrganizationsIds: [harbour],
    functions
  })
}

beforeAll(async () => {
  const [first] = await portal.sql(
    (sql) => sql<{ id: number }>`
      SELECT id FROM driver_report_option WHERE reporting_company_id = ${general().id} AND NOT is_disabled ORDER BY id LIMIT 1`
  )
  option = first!.id
  await portal.sql((sql) => sql`DELETE FROM sponsor WHERE client_organization_id = ${ids.organizations.HBR!}`)
})

interface Case {
  readonly field: string
  readonly code: string
  readonly who: Who
  readonly payload: () => UserProfileSave
}

const northwindCase = (field: string, code: string, overrides: () => Partial<UserProfileSave>): Case => ({
  field,
  code,
  who: "manager",
  payload: () => northwind(overrides())
})

/** An e-mail refused by itself: the User ID is another, fresh and permitted (a company user's is typed apart). */
const emailCase = (code: string, email: string): Case =>
  northwindCase("email", code, () => ({ email, userId: freshEmail("northwind.example") }))

const cases: ReadonlyArray<Case> = [
  {
    field: "userType",
    code: "companyNotIbcCr",
    who: "admin",
    payload: () => northwind({ userType: 2, userId: null, mfaPhone: "4165550199" })
  },
  {
    field: "userType",
    code: "companyNotCompanyCr",
    who: "admin",
    payload: () => {
      const email = freshEmail("bureau.example")
      return bureauUser({ userType: 1, userId: email, email, mfaPhone: null })
    }
  },
  northwindCase("userId", "required", () => ({ userId: "" })),
  northwindCase("userId", "tooLong", () => ({ userId: `${"r".repeat(90)}@northwind.example` })),
  northwindCase("userId", "invalidUserId", () => ({ userId: "not an address" })),
  northwindCase("userId", "domainNotPermittedUserId", () => ({ userId: freshEmail("elsewhere.example") })),
  northwindCase("userId", "userIdInUse", () => ({ userId: "ANALYST@northwind.example" })),
  northwindCase("firstName", "blank", () => ({ firstName: "  " })),
  northwindCase("firstName", "tooLong", () => ({ firstName: "f".repeat(51) })),
  northwindCase("middleName", "tooLong", () => ({ middleName: "m".repeat(51) })),
  northwindCase("lastName", "blank", () => ({ lastName: "" })),
  northwindCase("lastName", "tooLong", () => ({ lastName: "l".repeat(51) })),
  emailCase("required", " "),
  emailCase("tooLong", `${"e".repeat(90)}@northwind.example`),
  emailCase("invalidEmail", "robin@@northwind"),
  emailCase("domainNotPermittedEmail", freshEmail("gmail.example")),
  emailCase("emailInUse", "Analyst@Northwind.example"),
  { field: "mfaPhone", code: "required", who: "admin", payload: () => bureauUser({ mfaPhone: null }) },
  { field: "mfaPhone", code: "invalidPhone", who: "admin", payload: () => bureauUser({ mfaPhone: "416555" }) },
  northwindCase("organizationId", "required", () => ({ organizationId: null, reportingCompanyId: null })),
  northwindCase("organizationId", "unknownValue", () => ({ organizationId: 999_999, reportingCompanyId: null })),
  { field: "organizationId", code: "brokerNoSponsor", who: "admin", payload: harbourUser },
  northwindCase("reportingCompanyId", "required", () => ({ reportingCompanyId: null })),
  northwindCase("reportingCompanyId", "unknownValue", () => ({ reportingCompanyId: ids.companies["MPL-MUT"]!.id })),
  northwindCase("unitId", "unknownValue", () => ({ unitId: 999_999 })),
  northwindCase("functions", "noFunction", () => ({ functions: [], driverReportOptions: [] })),
  northwindCase("functions.3", "noCompanySelected", () => ({
    functions: [{ functionId: 3, companies: [] }],
    driverReportOptions: []
  })),
  northwindCase("driverReportOptions", "noOptionSelected", () => ({ driverReportOptions: [] })),
  northwindCase("driverReportOptions", "noDefaultOption", () => ({
    driverReportOptions: [{ driverReportOptionId: option, isDefault: false }]
  })),
  northwindCase("driverReportOptions", "unknownValue", () => ({
    driverReportOptions: [{ driverReportOptionId: 999_999, isDefault: true }]
  }))
]

/** How the new user's profile is drawn for a payload: the company for a carrier, the phone for bureau credentials. */
const createLayout = (payload: UserProfileSave): ProfileLayout => ({
  mode: "create",
  companyShown: payload.organizationId === general().organizationId,
  bureau: payload.userType === 2
})

describe("creating a user: each refusal is shown at the field it names", () => {
  const driven = new Set<string>()
  const words = [en.messages, fr.messages] as ReadonlyArray<Record<string, string>>

  it.each(cases)("$field $code, at a field the profile draws, in English and French", async ({ field, code, who, payload }) => {
    const body = payload()
    const failure = await refusal(who, "/api/Users/Create", body)
    expect(failure.issues).toEqual([{ field, code }])
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    expect(refusedFields(failure, profileFieldOf)).toEqual([{ field, code }])
    const layout = createLayout(body)
    expect([...shownProfileFields(layout), "functions.3"]).toContain(shownFieldOf(field, layout))
    // A code the namespace does not word shows the generic 400 words at the field.
    if (code !== "unknownValue") for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  })

  it("several refusals of one save at once, each at its field", async () => {
    const failure = await refusal(
      "manager",
      "/api/Users/Create",
      northwind({ firstName: "", email: "robin@@northwind", userId: freshEmail("northwind.example"), functions: [] })
    )
    expect(refusedFields(failure, profileFieldOf)).toEqual([
      { field: "firstName", code: "blank" },
      { field: "email", code: "invalidEmail" },
      { field: "functions", code: "noFunction" }
    ])
  })

  it("drove every issue the profile shows, and the profile takes only the fields the server names", () => {
    expect([...driven].sort()).toEqual(catalogueKeys)
    const payloadFields = [...Object.keys(northwind()), "functions.3", "isDisabled", "password"]
    const mapped = payloadFields.filter((f) => profileFieldOf(f) !== undefined)
    expect(mapped.sort()).toEqual(
      Object.keys(userSaveIssues)
        .map((f) => f.replace("{functionId}", "3"))
        .sort()
    )
  })
})

describe("saving a user: a refusal at the access type shows at the employer when the access type is not drawn", () => {
  it("userType companyNotCompanyCr, moving a company-credentials user to the bureau, at the organization", async () => {
    const created = await send(portal.baseUrl, "/api/Users/Create", { method: "POST", token: tokens.admin!, body: northwind() })
    expect(created.status).toBe(201)
    const user = (await created.json()) as { id: number; email: string }
    const ibc = ids.organizations.IBC!
    const moved = {
      ...northwind({ email: user.email }),
      organizationId: ibc,
      reportingCompanyId: null,
      assignedOrganizationsIds: [ibc],
      functions: [{ functionId: 2, companies: [] }],
      driverReportOptions: [],
      isDisabled: false
    }
    const failure = await refusal("admin", `/api/Users/${user.id}`, moved, "PATCH")
    expect(failure.issues).toContainEqual({ field: "userType", code: "companyNotCompanyCr" })
    expect(refusedFields(failure, profileFieldOf)).toContainEqual({ field: "userType", code: "companyNotCompanyCr" })
    const layout: ProfileLayout = { mode: "update", companyShown: false, bureau: false }
    expect(shownFieldOf("userType", layout)).toBe("organizationId")
    expect(shownProfileFields(layout)).toContain("organizationId")
  })
})

describe("sending an invitation again: a refusal about the account, not a field, gives the profile's notice", () => {
  it("an account that has signed in is refused without field issues", async () => {
    const failure = await refusal("manager", `/api/Users/Invite/${ids.users["analyst@northwind.example"]!}`, undefined)
    expect(failure.code).toBe("ERROR_400_INVALID_REQUEST")
    expect(failure.issues).toBeUndefined()
    expect(refusedFields(failure, profileFieldOf)).toBeUndefined()
  })
})

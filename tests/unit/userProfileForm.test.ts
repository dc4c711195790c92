import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FunctionId } from "../../src/api/functions"
import type { Organization } from "../../src/api/platform/schemas"
import { UserProfileSave, type DriverReportOption, type GrantableFunction } from "../../src/api/users/schemas"
import { userSaveIssues, validateUserForm } from "../../src/api/users/validation"
import en from "../../src/i18n/en/userProfile"
import fr from "../../src/i18n/fr/userProfile"
import {
  accountStatusPayload,
  companiesOffered,
  emptyProfileForm,
  functionDisabled,
  profileFieldOf,
  profileFormIssues,
  profileLayoutOf,
  shownFieldOf,
  shownProfileFields,
  singleCompanyOf,
  profilePayload,
  shownUserId,
  withAccessType,
  withAssignedOrganizations,
  withCompany,
  withCopiedProfile,
  withDefaultOption,
  withFunctionCompanyToggled,
  withFunctionToggled,
  withOptionToggled,
  withOptionsAvailable,
  withOrganization,
  withSingleOrganization,
  type ProfileForm,
  type ProfileLayout
} from "../../src/machines/users/userProfileForm"

/** Document 2 sections 4 and 5 as the profile screen applies them. */

const organizations: ReadonlyArray<Organization> = [
  { id: 1, organizationType: "IBC", nameEn: "Bureau", nameFr: "Bureau", code: "IBC" },
  { id: 2, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind", code: "NW" },
  { id: 3, organizationType: "Carrier", nameEn: "Southwind", nameFr: "Southwind", code: "SW" }
]

const option = (
  id: number,
  organizationId: number,
  reportingCompanyId: number | null,
  yearsOfData: number | null = 6
): DriverReportOption => ({
  id,
  yearsOfData,
  note: null,
  organizationId,
  reportingCompanyId,
  hasUsers: false,
  noOfUsers: 0
})

const valid: ProfileForm = {
  ...emptyProfileForm(false),
  userId: "ann.lee@northwind.example",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@northwind.example",
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: 5,
  assignedOrganizationsIds: [2, 3],
  functions: [
    {
      functionId: FunctionId.driverReport,
      companies: [
        { organizationId: 2, reportingCompanyId: 21 },
        { organizationId: 3, reportingCompanyId: 31 }
      ]
    },
    { functionId: FunctionId.vehicleReport, companies: [] }
  ],
  driverReportOptions: [
    { driverReportOptionId: 100, isDefault: true },
    { driverReportOptionId: 300, isDefault: false }
  ]
}
const options = [option(100, 2, 21), option(300, 3, 31)]

describe("clearing rules (document 2 section 4)", () => {
  it("changing the employer organization clears the company and the unit; the same one keeps them", () => {
    expect(withOrganization(valid, 3)).toMatchObject({ organizationId: 3, reportingCompanyId: null, unitId: null })
    expect(withOrganization(valid, 2)).toBe(valid)
  })

  it("changing the company clears the unit", () => {
    expect(withCompany(valid, 22)).toMatchObject({ organizationId: 2, reportingCompanyId: 22, unitId: null })
    expect(withCompany(valid, 21)).toBe(valid)
  })

  it("removing an assigned organization drops the companies of functions there and its report options", () => {
    const narrowed = withAssignedOrganizations(valid, [2], options)
    expect(narrowed.functions[0]!.companies).toEqual([{ organizationId: 2, reportingCompanyId: 21 }])
    expect(narrowed.driverReportOptions).toEqual([{ driverReportOptionId: 100, isDefault: true }])
    expect(narrowed.assignedOrganizationsIds).toEqual([2])
  })

  it("removing driverReport clears the chosen options; removing another function keeps them", () => {
    const without = withFunctionToggled(valid, FunctionId.driverReport)
    expect(without.functions.map((f) => f.functionId)).toEqual([FunctionId.vehicleReport])
    expect(without.driverReportOptions).toEqual([])
    expect(withFunctionToggled(valid, FunctionId.vehicleReport).driverReportOptions).toEqual(valid.driverReportOptions)
    expect(withFunctionToggled(without, FunctionId.reportHistory).functions).toContainEqual({
      functionId: FunctionId.reportHistory,
      companies: []
    })
  })

  it("a company of a function is checked and unchecked", () => {
    const off = withFunctionCompanyToggled(valid, FunctionId.driverReport, { organizationId: 3, reportingCompanyId: 31 })
    expect(off.functions[0]!.companies).toEqual([{ organizationId: 2, reportingCompanyId: 21 }])
    const on = withFunctionCompanyToggled(off, FunctionId.driverReport, { organizationId: 3, reportingCompanyId: 31 })
    expect(on.functions[0]!.companies).toHaveLength(2)
  })

  it("only one option is the default; the first chosen is the default and a removed default passes on", () => {
    expect(withDefaultOption(valid, 300).driverReportOptions).toEqual([
      { driverReportOptionId: 100, isDefault: false },
      { driverReportOptionId: 300, isDefault: true }
    ])
    const none = { ...valid, driverReportOptions: [] }
    expect(withOptionToggled(none, 300).driverReportOptions).toEqual([{ driverReportOptionId: 300, isDefault: true }])
    expect(withOptionToggled(valid, 100).driverReportOptions).toEqual([{ driverReportOptionId: 300, isDefault: true }])
  })

  it("a new user with exactly one option available gets it, as the default; an existing user does not", () => {
    const fresh = { ...valid, driverReportOptions: [] }
    expect(withOptionsAvailable(fresh, [option(7, 2, 21)], true).driverReportOptions).toEqual([
      { driverReportOptionId: 7, isDefault: true }
    ])
    expect(withOptionsAvailable(fresh, [option(7, 2, 21)], false).driverReportOptions).toEqual([])
    expect(withOptionsAvailable(fresh, [option(7, 2, 21), option(8, 2, 21)], true).driverReportOptions).toEqual([])
  })

  it("narrowing companies drops the options outside them, and the default passes to the first left", () => {
    expect(withOptionsAvailable(valid, [option(300, 3, 31)], false).driverReportOptions).toEqual([
      { driverReportOptionId: 300, isDefault: true }
    ])
    expect(withOptionsAvailable(valid, options, false)).toBe(valid)
  })

  it("copy-from takes the other user's organizations, company, unit, functions and options, not their name", () => {
    const copied = withCopiedProfile(
      { ...emptyProfileForm(false), firstName: "New" },
      {
        id: 9,
        userId: "x@northwind.example",
        firstName: "Avery",
        lastName: "Analyst",
        email: "x@northwind.example",
        organizationId: 2,
        reportingCompanyId: 21,
        unitId: 5,
        assignedOrganizationsIds: [2],
        functions: [{ functionId: 1, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }],
        driverReportOptions: [{ driverReportOptionId: 100, isDefault: true }]
      }
    )
    expect(copied).toMatchObject({
      firstName: "New",
      organizationId: 2,
      reportingCompanyId: 21,
      unitId: 5,
      assignedOrganizationsIds: [2]
    })
    expect(copied.functions).toEqual([{ functionId: 1, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }])
    expect(copied.driverReportOptions).toEqual([{ driverReportOptionId: 100, isDefault: true }])
  })

  it("disabling sends the account without organizations, functions or options; enabling sends it as it is", () => {
    expect(accountStatusPayload(valid, true)).toMatchObject({
      assignedOrganizationsIds: [],
      functions: [],
      driverReportOptions: [],
      isDisabled: true,
      firstName: "Ann"
    })
    expect(accountStatusPayload(valid, false)).toEqual({ ...profilePayload(valid), isDisabled: false })
  })
})

describe("access type, User ID and phone (document 2 section 2)", () => {
  it("bureau staff choose the access type; others create company-credentials users", () => {
    expect(emptyProfileForm(true).userType).toBeNull()
    expect(emptyProfileForm(false).userType).toBe(1)
  })

  it("a bureau-credentials user's User ID is derived from the e-mail; the phone is sent only for them", () => {
    const bureau = withAccessType({ ...valid, mfaPhone: "4165550100", email: " Ann.Lee@Bureau.example " }, 2)
    expect(shownUserId(bureau)).toBe("ann.lee.bureau.example@accounts.bureau.example")
    expect(profilePayload(bureau)).toMatchObject({
      userId: "ann.lee.bureau.example@accounts.bureau.example",
      mfaPhone: "4165550100"
    })
    const company = withAccessType(bureau, 1)
    expect(company.mfaPhone).toBe("")
    expect(profilePayload({ ...valid, mfaPhone: "4165550100" }).mfaPhone).toBeNull()
  })

  it("the driver report options are sent only with driverReport", () => {
    expect(profilePayload({ ...valid, functions: [valid.functions[1]!] }).driverReportOptions).toEqual([])
  })
})

describe("grants offered (document 2 section 6)", () => {
  const grantable: ReadonlyArray<GrantableFunction> = [
    {
      functionId: FunctionId.driverReport,
      companies: [
        { organizationId: 2, reportingCompanyId: 21, nameEn: "NW Auto", nameFr: "NW Auto" },
        { organizationId: 3, reportingCompanyId: 31, nameEn: "SW Auto", nameFr: "SW Auto" }
      ]
    },
    { functionId: FunctionId.vehicleReport, companies: [] }
  ]

  it("the companies of a function are the administrator's own within the assigned organizations", () => {
    expect(companiesOffered(grantable, [2], FunctionId.driverReport).map((c) => c.reportingCompanyId)).toEqual([21])
    expect(companiesOffered(grantable, [2, 3], FunctionId.vehicleReport)).toEqual([])
  })

  it("a function is disabled when the administrator lacks it or the account is disabled", () => {
    expect(functionDisabled(grantable, FunctionId.driverReport, false)).toBe(false)
    expect(functionDisabled(grantable, FunctionId.userAdministration, false)).toBe(true)
    expect(functionDisabled(grantable, FunctionId.driverReport, true)).toBe(true)
  })
})

describe("the form and the shared validation agree (document 2 section 5)", () => {
  const broken: ReadonlyArray<[string, ProfileForm]> = [
    ["valid", valid],
    ["nothing typed", emptyProfileForm(false)],
    ["a bad User ID", { ...valid, userId: "ann lee" }],
    ["blank names", { ...valid, firstName: "  ", lastName: "" }],
    ["a bad e-mail", { ...valid, email: "ann@localhost" }],
    ["bureau without phone", withAccessType(valid, 2)],
    ["bureau with a short phone", { ...withAccessType(valid, 2), mfaPhone: "416555" }],
    ["a carrier without company", { ...valid, reportingCompanyId: null }],
    ["no function", { ...valid, functions: [], driverReportOptions: [] }],
    ["a function without company", withFunctionToggled(valid, FunctionId.reportHistory)],
    ["driverReport without option", { ...valid, driverReportOptions: [] }],
    ["no default option", { ...valid, driverReportOptions: [{ driverReportOptionId: 100, isDefault: false }] }],
    // Over the limits of section 9: refused at the field, never cut.
    [
      "every text one over its limit",
      {
        ...valid,
        userId: `${"a".repeat(82)}@northwind.example`,
        firstName: "F".repeat(51),
        middleName: "M".repeat(51),
        lastName: "L".repeat(51),
        email: `${"e".repeat(82)}@northwind.example`
      }
    ],
    ["bureau with a phone one digit long", { ...withAccessType(valid, 2), mfaPhone: "41655501234" }]
  ]

  it.each(broken)("%s: the screen shows what the server would refuse, at a field it shows", (_, form) => {
    const shown = profileFormIssues(form, "create", organizations)
    // What the server validates is the payload as it arrives: sent as JSON, decoded by the contract.
    const arrived = Schema.decodeUnknownSync(UserProfileSave)(JSON.parse(JSON.stringify(profilePayload(form))))
    expect(shown).toEqual(validateUserForm(arrived, { mode: "create", organizationType: "Carrier" }))
    for (const issue of shown) expect(profileFieldOf(issue.field), issue.field).toBe(issue.field)
  })

  it("a value over its length reaches the server's rule whole, which names its field as the form does", () => {
    const long = { ...valid, middleName: "x".repeat(51), lastName: "y".repeat(60) }
    const shown = profileFormIssues(long, "create", organizations)
    expect(shown).toEqual([
      { field: "lastName", code: "tooLong" },
      { field: "middleName", code: "tooLong" }
    ])
    const arrived = Schema.decodeUnknownSync(UserProfileSave)(profilePayload(long))
    expect(arrived.middleName).toBe("x".repeat(51))
    expect(validateUserForm(arrived, { mode: "create", organizationType: "Carrier" })).toEqual(shown)
  })

  it("each broken form shows at least one message, the valid one none", () => {
    for (const [name, form] of broken)
      expect(profileFormIssues(form, "create", organizations).length > 0, name).toBe(name !== "valid")
  })

  it("the server's field names of section 8 are shown at their fields; an unknown one is not", () => {
    for (const field of [
      "email",
      "userId",
      "reportingCompanyId",
      "organizationId",
      "functions",
      "functions.8",
      "driverReportOptions"
    ])
      expect(profileFieldOf(field)).toBe(field)
    expect(profileFieldOf("password")).toBeUndefined()
  })
})

describe("every refusal of a user save reaches a field the profile shows (document 2 section 8)", () => {
  const layouts: ReadonlyArray<ProfileLayout> = (["create", "update"] as const).flatMap((mode) =>
    [true, false].flatMap((companyShown) => [true, false].map((bureau) => ({ mode, companyShown, bureau })))
  )
  const entries = Object.entries(userSaveIssues).flatMap(([field, codes]) =>
    codes.map((code) => [field === "functions.{functionId}" ? "functions.8" : field, code] as const)
  )
  /** The phone is refused only for bureau credentials, where it is drawn. */
  const arises = (field: string, layout: ProfileLayout) => field !== "mfaPhone" || layout.bureau

  it.each(entries)("%s %s is shown at a drawn field, worded in English and French", (field, code) => {
    for (const layout of layouts.filter((l) => arises(field, l))) {
      const shownAt = shownFieldOf(field, layout)
      const drawn = [...shownProfileFields(layout), "functions.8"]
      expect(drawn, `${field} in ${JSON.stringify(layout)}`).toContain(shownAt)
      expect(profileFieldOf(field), field).toBe(field)
    }
    const words = [en.messages, fr.messages] as ReadonlyArray<Record<string, string>>
    for (const messages of words) {
      // A code the namespace does not word shows the generic 400 words (src/views/users/UserProfile.tsx).
      if (code === "unknownValue") continue
      expect(messages[code], code).toEqual(expect.any(String))
    }
  })

  it("the access type's refusals show at the access type when creating, at the company or organization when updating", () => {
    expect(shownFieldOf("userType", { mode: "create", companyShown: true, bureau: true })).toBe("userType")
    expect(shownFieldOf("userType", { mode: "update", companyShown: true, bureau: false })).toBe("reportingCompanyId")
    expect(shownFieldOf("userType", { mode: "update", companyShown: false, bureau: true })).toBe("organizationId")
    expect(shownFieldOf("reportingCompanyId", { mode: "create", companyShown: false, bureau: false })).toBe("organizationId")
  })

  it("the form's own rules give only issues of the catalogue", () => {
    const forms = [valid, emptyProfileForm(true), withAccessType(valid, 2), { ...valid, functions: [], driverReportOptions: [] }]
    for (const form of forms)
      for (const issue of profileFormIssues(form, "create", organizations)) {
        const field = /^functions\.\d+$/.test(issue.field) ? "functions.{functionId}" : issue.field
        expect((userSaveIssues as Record<string, ReadonlyArray<string>>)[field], issue.field).toContain(issue.code)
      }
  })

  it("the layout follows the form: the company for a carrier, the phone for bureau credentials", () => {
    expect(profileLayoutOf(valid, "create", organizations)).toEqual({ mode: "create", companyShown: true, bureau: false })
    expect(profileLayoutOf({ ...withAccessType(valid, 2), organizationId: 1 }, "update", organizations)).toEqual({
      mode: "update",
      companyShown: false,
      bureau: true
    })
  })
})

describe("a single organization or company is preselected (document 1 section 5, document 2 section 4)", () => {
  const northwind = organizations.filter((o) => o.id === 2)

  it("a new user's only organization is the employer and the one assigned", () => {
    const form = withSingleOrganization(emptyProfileForm(false), northwind, northwind)
    expect(form.organizationId).toBe(2)
    expect(form.assignedOrganizationsIds).toEqual([2])
  })

  it("with several organizations nothing is chosen for the administrator", () => {
    const form = withSingleOrganization(emptyProfileForm(true), organizations, organizations)
    expect(form.organizationId).toBeNull()
    expect(form.assignedOrganizationsIds).toEqual([])
  })

  it("the employer's only company is preselected when none is chosen; two companies, or one chosen, are left alone", () => {
    const noCompany = { ...valid, reportingCompanyId: null, unitId: null }
    expect(singleCompanyOf(noCompany, organizations, [{ id: 21 }])).toBe(21)
    expect(singleCompanyOf(noCompany, organizations, [{ id: 21 }, { id: 22 }])).toBeNull()
    expect(singleCompanyOf(valid, organizations, [{ id: 21 }])).toBeNull()
    // The bureau has no companies to pick.
    expect(singleCompanyOf({ ...noCompany, organizationId: 1 }, organizations, [{ id: 21 }])).toBeNull()
  })
})

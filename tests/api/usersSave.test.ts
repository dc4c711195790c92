import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { UserProfileSave } from "../../src/api/users/schemas"
import { validateUserForm } from "../../src/api/users/validation"
import { usePortal } from "./support/portal"
import { freshEmail, northwindUser, useUserAdministration, type Who } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused, history, optionsOf } = useUserAdministration(portal)

const create = (who: Who, payload: UserProfileSave) => ok(who, (client) => client.userAdministration.create({ payload }))
const refuseCreate = (who: Who, payload: UserProfileSave) =>
  refused(who, (client) => client.userAdministration.create({ payload }))
const defaultOption = async () => (await optionsOf("NWD-GEN"))[0]!.id
const general = () => ids.companies["NWD-GEN"]!
const grantOf = (code: string) => ({
  organizationId: ids.companies[code]!.organizationId,
  reportingCompanyId: ids.companies[code]!.id
})

/** An IBC user: bureau staff, the bureau itself as the company. */
const bureauUser = (overrides: Partial<UserProfileSave> = {}): UserProfileSave => {
  const ibc = ids.organizations.IBC!
  return {
    userType: 2,
    userId: null,
    firstName: "Dominique",
    middleName: "Anne",
    lastName: "Pelletier",
    email: freshEmail("bureau.example"),
    mfaPhone: "4165550123",
    organizationId: ibc,
    reportingCompanyId: null,
    unitId: null,
    assignedOrganizationsIds: [ibc],
    functions: [{ functionId: 2, companies: [] }],
    driverReportOptions: [],
    ...overrides
  }
}

describe("creating a user", () => {
  it("creates the account without a sub, its grants and options, records each change in both languages and sends the invitation", async () => {
    const option = await defaultOption()
    const payload = northwindUser(ids, option, {
      functions: [
        { functionId: 1, companies: [grantOf("NWD-GEN"), grantOf("NWD-QC")] },
        { functionId: 2, companies: [] }
      ]
    })
    const created = await create("manager", payload)
    expect(created).toMatchObject({
      userType: 1,
      userId: payload.email,
      email: payload.email,
      firstName: "Robin",
      isDisabled: false,
      isIbcCredentials: false,
      hasSignedIn: false,
      hasSecondFactor: false,
      lastLogin: null,
      organizationId: general().organizationId,
      organizationType: "Carrier",
      reportingCompanyId: general().id,
      assignedOrganizationsIds: [general().organizationId],
      driverReportOptions: [{ driverReportOptionId: option, isDefault: true }]
    })
    expect(created.functions).toEqual(payload.functions)
    const [row] = await portal.sql(
      (sql) => sql<{ sub: string | null; createdBy: number }>`SELECT sub, created_by FROM portal_user WHERE id = ${created.id}`
    )
    expect(row).toEqual({ sub: null, createdBy: ids.users["manager@northwind.example"] })

    const entries = await history(created.id)
    const manager = ids.users["manager@northwind.example"]
    expect(entries.every((e) => e.changedBy === manager)).toBe(true)
    expect(entries.map((e) => [e.event, e.descriptionEn, e.descriptionFr])).toEqual([
      ["created", "Account created", "Compte créé"],
      ["functionGranted", "Function Driver Report granted", "Fonction Rapport de conducteur accordée"],
      [
        "companyGranted",
        "Function Driver Report granted for Northwind General - Ontario",
        "Fonction Rapport de conducteur accordée pour Northwind Générale - Ontario"
      ],
      [
        "companyGranted",
        "Function Driver Report granted for Northwind Québec - Québec",
        "Fonction Rapport de conducteur accordée pour Northwind Québec - Québec"
      ],
      ["functionGranted", expect.stringMatching(/^Function Vehicle/), expect.stringMatching(/^Fonction .*accordée$/)],
      ["invited", "Invitation sent", "Invitation envoyée"]
    ])
    const invitations = await portal.sql(
      (sql) => sql<{ createdBy: number }>`SELECT created_by FROM user_invitation WHERE user_id = ${created.id}`
    )
    expect(invitations).toEqual([{ createdBy: manager }])
  })

  it("gives company credentials whatever access type an administrator who is not bureau staff asks for", async () => {
    const created = await create("manager", { ...northwindUser(ids, await defaultOption()), userType: 2, mfaPhone: "4165550100" })
    expect(created).toMatchObject({ userType: 1, isIbcCredentials: false, mfaPhone: null })
  })

  it("lets bureau staff create a bureau-credentials account: User ID derived from the e-mail, phone kept with +1", async () => {
    const payload = bureauUser({ userId: "ignored@bureau.example" })
    const created = await create("admin", payload)
    const [local, domain] = payload.email.split("@")
    expect(created).toMatchObject({
      userType: 2,
      isIbcCredentials: true,
      userId: `${local}.${domain}@accounts.bureau.example`,
      mfaPhone: "4165550123",
      middleName: "Anne",
      // The bureau is its own company: a function without companies is held for it.
      functions: [{ functionId: 2, companies: [{ organizationId: ids.organizations.IBC, reportingCompanyId: null }] }]
    })
    const [row] = await portal.sql((sql) => sql<{ mfaPhone: string }>`SELECT mfa_phone FROM portal_user WHERE id = ${created.id}`)
    expect(row!.mfaPhone).toBe("+14165550123")
  })

  it("refuses what the administrator may not grant: a function they lack, another company, another employer or organization", async () => {
    const option = await defaultOption()
    const laurentian = grantOf("LAU-GEN")
    const cases: Array<Partial<UserProfileSave>> = [
      { functions: [{ functionId: 10, companies: [] }], driverReportOptions: [] },
      { functions: [{ functionId: 1, companies: [laurentian] }] },
      {
        assignedOrganizationsIds: [general().organizationId, laurentian.organizationId],
        functions: [{ functionId: 1, companies: [grantOf("NWD-GEN"), laurentian] }]
      },
      // A company outside the user's assigned organizations is not offered either.
      { assignedOrganizationsIds: [], functions: [{ functionId: 1, companies: [grantOf("NWD-GEN")] }] },
      {
        organizationId: laurentian.organizationId,
        reportingCompanyId: laurentian.reportingCompanyId,
        functions: [{ functionId: 2, companies: [] }],
        driverReportOptions: []
      }
    ]
    for (const overrides of cases) {
      const payload = northwindUser(ids, option, overrides)
      expect(await refuseCreate("manager", payload), JSON.stringify(overrides)).toMatchObject({
        _tag: "Forbidden",
        token: "COMPANIES_NOT_ALLOWED"
      })
      const [found] = await portal.sql((sql) => sql`SELECT 1 FROM portal_user WHERE email = ${payload.email}`)
      expect(found).toBeUndefined()
    }
  })

  it("refuses an e-mail or a User ID outside the company's permitted domains", async () => {
    const option = await defaultOption()
    const email = freshEmail("gmail.example")
    expect(
      await refuseCreate("manager", northwindUser(ids, option, { email, userId: freshEmail("northwind.example") }))
    ).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_EMAIL",
      issues: [{ field: "email", code: "domainNotPermittedEmail" }]
    })
    const userId = freshEmail("elsewhere.example")
    expect(await refuseCreate("manager", northwindUser(ids, option, { userId }))).toMatchObject({
      code: "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_USERID",
      issues: [{ field: "userId", code: "domainNotPermittedUserId" }]
    })
  })

  it("refuses a User ID or an e-mail already in use, in any case", async () => {
    const option = await defaultOption()
    expect(await refuseCreate("manager", northwindUser(ids, option, { userId: "ANALYST@northwind.example" }))).toMatchObject({
      code: "ERROR_400_USERID_IN_USE",
      issues: [{ field: "userId", code: "userIdInUse" }]
    })
    expect(
      await refuseCreate(
        "manager",
        northwindUser(ids, option, { email: "Analyst@Northwind.example", userId: freshEmail("northwind.example") })
      )
    ).toMatchObject({ code: "ERROR_400_EMAIL_IN_USE", issues: [{ field: "email", code: "emailInUse" }] })
  })

  it("refuses an access type the company's credentials setting does not allow", async () => {
    const option = await defaultOption()
    // Northwind General has company credentials: no bureau-credentials account there.
    expect(
      await refuseCreate("admin", northwindUser(ids, option, { userType: 2, userId: null, mfaPhone: "4165550199" }))
    ).toMatchObject({ code: "ERROR_400_COMPANY_NOT_IBCCR", issues: [{ field: "userType", code: "companyNotIbcCr" }] })
    // The bureau has bureau credentials: no company-credentials account there.
    const email = freshEmail("bureau.example")
    expect(await refuseCreate("admin", bureauUser({ userType: 1, userId: email, email, mfaPhone: null }))).toMatchObject({
      code: "ERROR_400_COMPANY_NOT_COMPANYCR",
      issues: [{ field: "userType", code: "companyNotCompanyCr" }]
    })
  })

  it("follows the company's credentials setting once the bureau switches it", async () => {
    const quebec = grantOf("NWD-QC")
    const atQuebec = (overrides: Partial<UserProfileSave>) =>
      northwindUser(ids, 0, {
        reportingCompanyId: quebec.reportingCompanyId,
        functions: [{ functionId: 3, companies: [quebec] }],
        driverReportOptions: [],
        ...overrides
      })
    const switchTo = (isIbcCredentials: boolean) =>
      portal.sql(
        (sql) => sql`
          INSERT INTO organization_company_setting (organization_id, reporting_company_id, is_ibc_credentials)
          VALUES (${quebec.organizationId}, ${quebec.reportingCompanyId}, ${isIbcCredentials})
          ON CONFLICT (organization_id, coalesce(reporting_company_id, 0)) DO UPDATE SET is_ibc_credentials = EXCLUDED.is_ibc_credentials`
      )
    await switchTo(true)
    expect(await refuseCreate("admin", atQuebec({}))).toMatchObject({ code: "ERROR_400_COMPANY_NOT_COMPANYCR" })
    const bureau = await create("admin", atQuebec({ userType: 2, userId: null, mfaPhone: "5145550100" }))
    expect(bureau).toMatchObject({ userType: 2, isIbcCredentials: true, reportingCompanyId: quebec.reportingCompanyId })
    await switchTo(false)
    expect(await refuseCreate("admin", atQuebec({ userType: 2, userId: null, mfaPhone: "5145550100" }))).toMatchObject({
      code: "ERROR_400_COMPANY_NOT_IBCCR"
    })
    expect((await create("admin", atQuebec({}))).userType).toBe(1)
  })

  it("refuses a broker's user until the broker has an enabled sponsor", async () => {
    const harbour = ids.organizations.HBR!
    const email = () => freshEmail("harbour.example")
    const brokerUser = (address: string): UserProfileSave => ({
      ...bureauUser(),
      userType: 1,
      userId: address,
      email: address,
      mfaPhone: null,
      organizationId: harbour,
      assignedOrganizationsIds: [harbour],
      functions: [{ functionId: 2, companies: [{ organizationId: harbour, reportingCompanyId: null }] }]
    })
    await portal.sql((sql) => sql`DELETE FROM sponsor WHERE client_organization_id = ${harbour}`)
    expect(await refuseCreate("admin", brokerUser(email()))).toMatchObject({
      code: "ERROR_400_BROKER_NO_SPONSOR",
      issues: [{ field: "organizationId", code: "brokerNoSponsor" }]
    })
    await portal.sql(
      (sql) => sql`INSERT INTO sponsor (client_organization_id, organization_id, reporting_company_id, is_disabled)
        VALUES (${harbour}, ${general().organizationId}, ${general().id}, true)`
    )
    expect(await refuseCreate("admin", brokerUser(email()))).toMatchObject({ code: "ERROR_400_BROKER_NO_SPONSOR" })
    await portal.sql(
      (sql) => sql`INSERT INTO sponsor (client_organization_id, organization_id, reporting_company_id)
        VALUES (${harbour}, ${general().organizationId}, ${general().id})`
    )
    const created = await create("admin", brokerUser(email()))
    expect(created).toMatchObject({ organizationType: "Broker", reportingCompanyId: null })
  })

  it("refuses exactly what the profile form refuses, with the same issues", async () => {
    const option = await defaultOption()
    const base = northwindUser(ids, option)
    const payloads: ReadonlyArray<UserProfileSave> = [
      { ...base, firstName: "  ", lastName: "x".repeat(50) },
      { ...base, userId: "not an address" },
      { ...base, userId: "" },
      { ...base, email: "robin@@northwind" },
      { ...base, middleName: "m".repeat(50), email: "" },
      { ...base, reportingCompanyId: null },
      { ...base, organizationId: null, reportingCompanyId: null },
      { ...base, functions: [], driverReportOptions: [] },
      { ...base, functions: [{ functionId: 3, companies: [] }] },
      { ...base, driverReportOptions: [] },
      { ...base, driverReportOptions: [{ driverReportOptionId: option, isDefault: false }] },
      // Over the limits of document 2 section 9: refused at each field, never cut.
      {
        ...base,
        userId: `${"u".repeat(82)}@northwind.example`,
        firstName: "F".repeat(51),
        middleName: "M".repeat(51),
        lastName: "L".repeat(60),
        email: `${"e".repeat(82)}@northwind.example`
      },
      // What the form accepts, the server saves.
      base
    ]
    for (const payload of payloads) {
      const organizationType = payload.organizationId === null ? null : "Carrier"
      const expected = validateUserForm(payload, { mode: "create", organizationType })
      if (expected.length === 0) {
        expect((await create("manager", payload)).email).toBe(payload.email)
        continue
      }
      const refusal = await refuseCreate("manager", payload)
      expect(refusal, JSON.stringify(payload)).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
      expect(refusal.issues).toEqual(expected)
    }
    // Bureau staff's form: the MFA phone of a bureau-credentials account.
    for (const mfaPhone of [null, "416555012", "+14165550123"]) {
      const payload = bureauUser({ mfaPhone })
      const expected = validateUserForm(payload, { mode: "create", organizationType: "IBC" })
      expect(expected.length).toBeGreaterThan(0)
      expect((await refuseCreate("admin", payload)).issues).toEqual(expected)
    }
  })

  it("refuses a company of another organization, a unit of another company and another company's option", async () => {
    const option = await defaultOption()
    const otherUnit = await portal.sql(
      (sql) => sql<{ id: number }>`SELECT id FROM unit WHERE reporting_company_id = ${ids.companies["NWD-AUTO"]!.id} LIMIT 1`
    )
    const autoOption = await portal.sql(
      (sql) => sql<{ id: number }>`INSERT INTO driver_report_option (organization_id, reporting_company_id, years_of_data)
        VALUES (${general().organizationId}, ${ids.companies["NWD-AUTO"]!.id}, 7) RETURNING id`
    )
    const cases: ReadonlyArray<[Partial<UserProfileSave>, string]> = [
      [{ reportingCompanyId: ids.companies["LAU-GEN"]!.id }, "reportingCompanyId"],
      [{ unitId: otherUnit[0]!.id }, "unitId"],
      [{ driverReportOptions: [{ driverReportOptionId: autoOption[0]!.id, isDefault: true }] }, "driverReportOptions"]
    ]
    for (const [overrides, field] of cases) {
      expect(await refuseCreate("manager", northwindUser(ids, option, overrides))).toMatchObject({
        code: "ERROR_400_INVALID_REQUEST",
        issues: [{ field, code: "unknownValue" }]
      })
    }
  })
})

describe("updating a user", () => {
  it("saves the profile, keeps userType and userId, and records the fields, functions and companies changed", async () => {
    const option = await defaultOption()
    const payload = northwindUser(ids, option)
    const created = await create("manager", payload)
    const updated = await ok("manager", (client) =>
      client.userAdministration.update({
        params: { id: created.id },
        payload: {
          ...payload,
          userType: 2,
          userId: "changed@northwind.example",
          firstName: "Robyn",
          isDisabled: false,
          functions: [
            { functionId: 1, companies: [grantOf("NWD-AUTO")] },
            { functionId: 3, companies: [grantOf("NWD-GEN")] }
          ]
        }
      })
    )
    expect(updated).toMatchObject({ userType: 1, userId: payload.userId, firstName: "Robyn" })
    expect(updated.functions).toEqual([
      { functionId: 1, companies: [grantOf("NWD-AUTO")] },
      { functionId: 3, companies: [grantOf("NWD-GEN")] }
    ])
    const entries = (await history(created.id)).slice(-6).map((e) => [e.event, e.descriptionEn, e.descriptionFr])
    expect(entries).toEqual([
      ["profileUpdated", "Profile updated: first name", "Profil mis à jour : prénom"],
      [
        "companyGranted",
        "Function Driver Report granted for Northwind Auto - West",
        "Fonction Rapport de conducteur accordée pour Northwind Auto - Ouest"
      ],
      ["functionGranted", expect.stringMatching(/^Function Report History granted$|^Function .* granted$/), expect.any(String)],
      [
        "companyGranted",
        expect.stringMatching(/for Northwind General - Ontario$/),
        expect.stringMatching(/pour Northwind Générale - Ontario$/)
      ],
      [
        "companyRemoved",
        "Function Driver Report removed for Northwind General - Ontario",
        "Fonction Rapport de conducteur retirée pour Northwind Générale - Ontario"
      ],
      ["functionRemoved", expect.stringMatching(/^Function Vehicle .* removed$/), expect.stringMatching(/^Fonction .* retirée$/)]
    ])
    // Saving it again as it is changes nothing and records nothing.
    const count = (await history(created.id)).length
    await ok("manager", (client) =>
      client.userAdministration.update({
        params: { id: created.id },
        payload: { ...payload, firstName: "Robyn", isDisabled: false, functions: updated.functions }
      })
    )
    expect(await history(created.id)).toHaveLength(count)
  })

  it("refuses an e-mail taken by another account, and keeps the account as it was", async () => {
    const payload = northwindUser(ids, await defaultOption())
    const created = await create("manager", payload)
    const refusal = await refused("manager", (client) =>
      client.userAdministration.update({
        params: { id: created.id },
        payload: { ...payload, email: "analyst@northwind.example", firstName: "Changed", isDisabled: false }
      })
    )
    expect(refusal).toMatchObject({ code: "ERROR_400_EMAIL_IN_USE", issues: [{ field: "email", code: "emailInUse" }] })
    const read = await ok("manager", (client) => client.userAdministration.get({ params: { id: created.id } }))
    expect(read).toMatchObject({ email: payload.email, firstName: "Robin" })
  })
})

describe("an account above the administrator", () => {
  it("answers 403 PRIVILEGES_NOT_ACCESSIBLE to read or change it, and 404 outside the administrator's scope", async () => {
    const payload = northwindUser(ids, await defaultOption(), {
      functions: [{ functionId: 11, companies: [] }],
      driverReportOptions: []
    })
    const above = await create("admin", payload)
    const privileges = { _tag: "Forbidden", token: "PRIVILEGES_NOT_ACCESSIBLE" }
    expect(await refused("manager", (client) => client.userAdministration.get({ params: { id: above.id } }))).toMatchObject(
      privileges
    )
    expect(
      await refused("manager", (client) =>
        client.userAdministration.update({ params: { id: above.id }, payload: { ...payload, isDisabled: true } })
      )
    ).toMatchObject(privileges)
    expect(await refused("manager", (client) => client.userAdministration.invite({ params: { id: above.id } }))).toMatchObject(
      privileges
    )
    expect(
      await refused("manager", (client) => client.userAdministration.delete({ params: { id: above.id }, query: {} }))
    ).toMatchObject(privileges)
    expect((await ok("admin", (client) => client.userAdministration.get({ params: { id: above.id } }))).isDisabled).toBe(false)

    for (const id of [ids.users["admin@bureau.example"]!, ids.users["reviewer@laurentian.example"]!, 999_999]) {
      expect(await refused("manager", (client) => client.userAdministration.get({ params: { id } }))).toMatchObject({
        _tag: "NotFound"
      })
    }
  })
})

describe("two saves of one account at the same moment", () => {
  it("creates it once and refuses the other as a duplicate, never a 500", async () => {
    const payload = northwindUser(ids, await defaultOption())
    const attempts = await Promise.all(
      [1, 2].map(() => ok("manager", (client) => Effect.result(client.userAdministration.create({ payload }))))
    )
    const created = attempts.filter(Result.isSuccess)
    const refusals = attempts.filter(Result.isFailure).map((attempt) => attempt.failure)
    expect(created).toHaveLength(1)
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_USERID_IN_USE" })
    const [row] = await portal.sql(
      (sql) => sql<{ count: number }>`
        SELECT count(*)::int AS count FROM portal_user WHERE lower(email) = lower(${payload.email}) AND deleted_at IS NULL`
    )
    expect(row!.count).toBe(1)
  })
})

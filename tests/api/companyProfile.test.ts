import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  validateDomain,
  validateDriverReportOption,
  validateRecipientEmail,
  validateUnitName,
  validateUnitNames
} from "../../src/api/company/validation"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"
import { northwindUser, useUserAdministration, type Who } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused, history, optionsOf } = useUserAdministration(portal)

const general = () => ({
  organizationId: ids.companies["NWD-GEN"]!.organizationId,
  reportingCompanyId: ids.companies["NWD-GEN"]!.id
})
const maple = () => ({
  organizationId: ids.companies["MPL-MUT"]!.organizationId,
  reportingCompanyId: ids.companies["MPL-MUT"]!.id
})

let counter = 0
/** A fresh name of letters only, so that each unit is new. */
const freshName = (base: string) => `${base} ${String.fromCharCode(65 + (counter % 26))}${Date.now().toString(36)}${counter++}`

const unitOfUser = async () => {
  const [row] = await portal.sql(
    (sql) => sql<{ unitId: number }>`
      SELECT unit_id FROM portal_user WHERE unit_id IS NOT NULL AND deleted_at IS NULL
        AND reporting_company_id = ${general().reportingCompanyId} LIMIT 1`
  )
  return row!.unitId
}

/** Years of data no enabled option of the company has yet. */
const freeYears = async (owner: { reportingCompanyId: number }) => {
  const rows = await portal.sql(
    (sql) => sql<{ years: number }>`
      SELECT y AS years FROM generate_series(6, 25) AS y
      WHERE NOT EXISTS (SELECT 1 FROM driver_report_option d
        WHERE d.reporting_company_id = ${owner.reportingCompanyId} AND NOT d.is_disabled AND d.years_of_data = y)
      ORDER BY y`
  )
  return rows[0]!.years
}

const createUnit = (who: Who, name: string, owner: { organizationId: number; reportingCompanyId: number | null } = general()) =>
  ok(who, (client) => client.companyUnits.create({ payload: { nameEn: name, nameFr: name, ...owner } }))

describe("units", () => {
  it("adds, reads, renames and deletes a unit of the caller's company; the deleted unit is kept disabled", async () => {
    const name = freshName("Claims")
    const unit = await createUnit("manager", `  ${name} `)
    expect(unit).toMatchObject({ nameEn: name, nameFr: name, ...general(), hasUsers: false })
    expect(await ok("manager", (c) => c.companyUnits.get({ params: { id: unit.id } }))).toEqual(unit)
    const listed = await ok("manager", (c) =>
      c.units.getByOrganization({
        query: { organizationId: general().organizationId, reportingCompanyId: general().reportingCompanyId }
      })
    )
    expect(listed.map((u) => u.id)).toContain(unit.id)

    const renamed = await ok("manager", (c) =>
      c.companyUnits.update({
        params: { id: unit.id },
        payload: { nameEn: `${name} Nord`, nameFr: `${name} Nord`, ...general() }
      })
    )
    expect(renamed).toMatchObject({ id: unit.id, nameEn: `${name} Nord`, nameFr: `${name} Nord` })

    await ok("manager", (c) => c.companyUnits.delete({ params: { id: unit.id } }))
    const [row] = await portal.sql((sql) => sql<{ isDisabled: boolean }>`SELECT is_disabled FROM unit WHERE id = ${unit.id}`)
    expect(row!.isDisabled).toBe(true)
    expect(await refused("manager", (c) => c.companyUnits.get({ params: { id: unit.id } }))).toMatchObject({ _tag: "NotFound" })
    // Deleted, its name is free again.
    expect((await createUnit("manager", `${name} Nord`)).nameEn).toBe(`${name} Nord`)
  })

  it("answers 409 Duplicate record for a name the company has, in any case, and not for another company's", async () => {
    const name = freshName("Fleet")
    await createUnit("manager", name)
    expect(
      await refused("manager", (c) =>
        c.companyUnits.create({ payload: { nameEn: name.toUpperCase(), nameFr: name.toUpperCase(), ...general() } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    const other = await createUnit("manager", freshName("Other"))
    expect(
      await refused("manager", (c) =>
        c.companyUnits.update({ params: { id: other.id }, payload: { nameEn: name, nameFr: name, ...general() } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    expect((await createUnit("admin", name, maple())).nameEn).toBe(name)
  })

  it("adds a unit once when two add it at the same moment, and answers the other 409", async () => {
    const name = freshName("Racing")
    const attempts = await Promise.all(
      [1, 2].map(() =>
        ok("manager", (client) =>
          Effect.result(client.companyUnits.create({ payload: { nameEn: name, nameFr: name, ...general() } }))
        )
      )
    )
    expect(attempts.filter(Result.isSuccess)).toHaveLength(1)
    expect(attempts.filter(Result.isFailure).map((attempt) => attempt.failure)).toMatchObject([
      { _tag: "Conflict", message: "Duplicate record" }
    ])
    const [row] = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM unit WHERE name_en = ${name} AND NOT is_disabled`
    )
    expect(row!.count).toBe(1)
  })

  it("counts only accounts not deleted as the unit's users", async () => {
    const unit = await createUnit("manager", freshName("Archive"))
    const option = (await optionsOf("NWD-GEN"))[0]!.id
    const user = await ok("manager", (client) =>
      client.userAdministration.create({ payload: northwindUser(ids, option, { unitId: unit.id }) })
    )
    const listed = async () =>
      (
        await ok("manager", (c) =>
          c.units.getByOrganization({
            query: { organizationId: general().organizationId, reportingCompanyId: general().reportingCompanyId }
          })
        )
      ).find((u) => u.id === unit.id)
    expect(await listed()).toMatchObject({ hasUsers: true })
    await ok("manager", (client) => client.userAdministration.delete({ params: { id: user.id }, query: { hardDelete: "false" } }))
    expect(await listed()).toMatchObject({ hasUsers: false })
    await ok("manager", (c) => c.companyUnits.delete({ params: { id: unit.id } }))
  })

  it("refuses to delete a unit users belong to (409) and keeps it", async () => {
    const unitId = await unitOfUser()
    expect(await ok("manager", (c) => c.companyUnits.get({ params: { id: unitId } }))).toMatchObject({ hasUsers: true })
    expect(await refused("manager", (c) => c.companyUnits.delete({ params: { id: unitId } }))).toMatchObject({
      _tag: "Conflict",
      message: "Linked to users"
    })
    const [row] = await portal.sql((sql) => sql<{ isDisabled: boolean }>`SELECT is_disabled FROM unit WHERE id = ${unitId}`)
    expect(row!.isDisabled).toBe(false)
  })

  it("refuses another company's units: 403 to add, 404 to read, rename or delete", async () => {
    const mapleUnit = await createUnit("admin", freshName("Maple"), maple())
    expect(
      await refused("manager", (c) =>
        c.companyUnits.create({ payload: { nameEn: freshName("X"), nameFr: freshName("X"), ...maple() } })
      )
    ).toMatchObject({
      _tag: "Forbidden",
      token: "COMPANIES_NOT_ALLOWED"
    })
    for (const attempt of [
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.companyUnits.get({ params: { id: mapleUnit.id } }),
      (c: Parameters<Parameters<typeof ok>[1]>[0]) =>
        c.companyUnits.update({ params: { id: mapleUnit.id }, payload: { nameEn: "Taken", nameFr: "Taken", ...maple() } }),
      (c: Parameters<Parameters<typeof ok>[1]>[0]) => c.companyUnits.delete({ params: { id: mapleUnit.id } })
    ])
      expect(await refused("manager", attempt)).toMatchObject({ _tag: "NotFound" })
    expect(await ok("admin", (c) => c.companyUnits.get({ params: { id: mapleUnit.id } }))).toMatchObject({
      nameEn: mapleUnit.nameEn
    })
    // The analyst does not hold companyAdministration at all.
    expect(await refused("analyst", (c) => c.companyUnits.get({ params: { id: mapleUnit.id } }))).toMatchObject({
      token: "FUNCTION_NOT_ALLOWED"
    })
  })

  it("needs a carrier's company, and takes none for an organization without companies", async () => {
    expect(
      await refused("manager", (c) =>
        c.companyUnits.create({
          payload: {
            nameEn: "Somewhere",
            nameFr: "Somewhere",
            organizationId: general().organizationId,
            reportingCompanyId: null
          }
        })
      )
    ).toMatchObject({ _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "required" }] })
    const bureau = ids.organizations.IBC!
    const own = await createUnit("admin", freshName("Bureau"), { organizationId: bureau, reportingCompanyId: null })
    expect(own).toMatchObject({ organizationId: bureau, reportingCompanyId: null })
    expect(
      await refused("admin", (c) =>
        c.companyUnits.create({
          payload: {
            nameEn: "Somewhere",
            nameFr: "Somewhere",
            organizationId: bureau,
            reportingCompanyId: general().reportingCompanyId
          }
        })
      )
    ).toMatchObject({ _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "unknownValue" }] })
  })
})

describe("unit names in English and French", () => {
  it("keeps each language's name, renames both, and refuses a name another unit has in either language", async () => {
    const en = freshName("Fleet Sales")
    const fr = freshName("Ventes Flotte")
    const unit = await ok("manager", (c) => c.companyUnits.create({ payload: { nameEn: en, nameFr: ` ${fr} `, ...general() } }))
    expect(unit).toMatchObject({ nameEn: en, nameFr: fr })
    const listed = await ok("manager", (c) =>
      c.units.getByOrganization({
        query: { organizationId: general().organizationId, reportingCompanyId: general().reportingCompanyId }
      })
    )
    expect(listed.find((u) => u.id === unit.id)).toMatchObject({ nameEn: en, nameFr: fr })

    const renamed = await ok("manager", (c) =>
      c.companyUnits.update({ params: { id: unit.id }, payload: { nameEn: `${en} East`, nameFr: `${fr} Est`, ...general() } })
    )
    expect(renamed).toMatchObject({ nameEn: `${en} East`, nameFr: `${fr} Est` })

    const other = freshName("Other")
    expect(
      await refused("manager", (c) =>
        c.companyUnits.create({ payload: { nameEn: other, nameFr: `${en} East`.toLowerCase(), ...general() } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
  })

  it("refuses each blank or over-long name at its own field", async () => {
    const refusal = await refused("manager", (c) =>
      c.companyUnits.create({ payload: { nameEn: "Sales", nameFr: "a".repeat(61), ...general() } })
    )
    expect(refusal.issues).toEqual([{ field: "nameFr", code: "tooLong" }])
    const blank = await refused("manager", (c) =>
      c.companyUnits.create({ payload: { nameEn: " ", nameFr: "Ventes", ...general() } })
    )
    expect(blank.issues).toEqual([{ field: "nameEn", code: "blank" }])
  })
})

describe("the dialog rules of document 2 section 5, as the server answers them", () => {
  const issuesOf = (refusal: { issues?: ReadonlyArray<unknown> }) => refusal.issues ?? []

  it("refuses a unit name exactly as the dialog does", async () => {
    const names = ["", "   ", "a".repeat(61), "Toronto-Underwriting", "Toronto  Underwriting", "Ventes!", "Équipe_2"]
    for (const name of names) {
      const expected = validateUnitNames({ nameEn: name, nameFr: "Unité" })
      expect(expected.length, name).toBeGreaterThan(0)
      const refusal = await refused("manager", (c) =>
        c.companyUnits.create({ payload: { nameEn: name, nameFr: "Unité", ...general() } })
      )
      expect(issuesOf(refusal), name).toEqual(expected)
    }
    const accented = freshName("Équipe Montréal")
    expect(validateUnitName(accented)).toEqual([])
    expect((await createUnit("manager", accented)).nameEn).toBe(accented)
  })

  it("refuses a recipient e-mail exactly as the dialog does", async () => {
    const emails = [
      "",
      "not-an-address",
      "two@@northwind.example",
      `${"a".repeat(50)}@northwind.example`,
      "a b@northwind.example"
    ]
    for (const email of emails) {
      const expected = validateRecipientEmail(email)
      expect(expected.length, email).toBeGreaterThan(0)
      const refusal = await refused("manager", (c) => c.notificationRecipients.create({ payload: { email, ...general() } }))
      expect(issuesOf(refusal), email).toEqual(expected)
    }
  })

  it("refuses a domain exactly as the dialog does", async () => {
    const domains = [
      "",
      "northwind.example",
      "@Northwind.example",
      "@localhost",
      "@-bad.example",
      "@bad..example",
      `@${"a".repeat(60)}.ca`
    ]
    for (const domain of domains) {
      const expected = validateDomain(domain)
      expect(expected.length, domain).toBeGreaterThan(0)
      const refusal = await refused("admin", (c) => c.permittedDomains.create({ payload: { domain, ...general() } }))
      expect(issuesOf(refusal), domain).toEqual(expected)
    }
  })

  it("refuses an option's years, note and default exactly as the dialog does", async () => {
    const forms = [
      { yearsOfData: 5, note: null, assignToAllUsers: false, makeDefaultDRO: false },
      { yearsOfData: 26, note: null, assignToAllUsers: false, makeDefaultDRO: false },
      { yearsOfData: 10, note: "n".repeat(101), assignToAllUsers: false, makeDefaultDRO: false },
      { yearsOfData: 10, note: null, assignToAllUsers: false, makeDefaultDRO: true },
      { yearsOfData: 0, note: "x".repeat(120), assignToAllUsers: false, makeDefaultDRO: true }
    ]
    for (const form of forms) {
      const expected = validateDriverReportOption(form)
      expect(expected.length).toBeGreaterThan(0)
      const refusal = await refused("manager", (c) => c.companyDriverReportOptions.create({ payload: { ...form, ...general() } }))
      expect(issuesOf(refusal)).toEqual(expected)
    }
  })
})

describe("driver report options", () => {
  it("assigns a new option to every user of the company as their default, records it, and a report with its years works", async () => {
    const company = ids.companies["NWD-AUTO"]!
    const owner = { organizationId: company.organizationId, reportingCompanyId: company.id }
    const years = await freeYears(owner)
    const option = await ok("manager", (c) =>
      c.companyDriverReportOptions.create({
        payload: { yearsOfData: years, note: "  All of the fleet  ", assignToAllUsers: true, makeDefaultDRO: true, ...owner }
      })
    )
    const users = await portal.sql(
      (sql) => sql<{ id: number; email: string }>`
        SELECT id, email FROM portal_user WHERE reporting_company_id = ${company.id} AND deleted_at IS NULL AND NOT is_disabled`
    )
    expect(users.length).toBeGreaterThan(0)
    expect(option).toMatchObject({
      yearsOfData: years,
      note: "All of the fleet",
      ...owner,
      hasUsers: true,
      noOfUsers: users.length
    })

    for (const user of users) {
      const defaults = await portal.sql(
        (sql) => sql<{ optionId: number }>`
          SELECT driver_report_option_id AS option_id FROM user_driver_report_option WHERE user_id = ${user.id} AND is_default`
      )
      expect(defaults, user.email).toEqual([{ optionId: option.id }])
      const entries = await history(user.id)
      expect(entries.at(-1)).toMatchObject({
        descriptionEn: `Driver report option ${years} years assigned as default`,
        descriptionFr: `Option du rapport de conducteur ${years} ans attribuée par défaut`,
        changedBy: ids.users["manager@northwind.example"]
      })
    }

    // A user of the company signs in: the option is theirs, default, and a report with its years is made.
    const login = "m.alvarez@northwind.example"
    const token = (await signIn(portal.baseUrl, login)).accessToken
    const connected = await api(portal.baseUrl, token).ok((c) => c.users.getUserConnected())
    const held = connected.userDriverReportOptions.find((o) => o.driverReportOption.id === option.id)
    expect(held).toMatchObject({ isDefault: true, driverReportOption: { yearsOfData: years } })
    expect(connected.userDriverReportOptions.filter((o) => o.isDefault)).toHaveLength(1)
    const report = await api(portal.baseUrl, token).ok((c) =>
      c.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: { jurisdictionCode: "NS", driverLicenceNumber: "MURPH900123456", comment: null, driverReportOption: years }
      })
    )
    expect(report.yearsOfData).toBe(years)

    // Held by users, it cannot be deleted.
    expect(await refused("manager", (c) => c.companyDriverReportOptions.delete({ params: { id: option.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Linked to users"
    })
  })

  it("adds an option without assigning it, edits it, refuses duplicate years (409) and deletes it", async () => {
    const owner = general()
    const years = await freeYears(owner)
    const option = await ok("manager", (c) =>
      c.companyDriverReportOptions.create({
        payload: { yearsOfData: years, note: null, assignToAllUsers: false, makeDefaultDRO: false, ...owner }
      })
    )
    expect(option).toMatchObject({ yearsOfData: years, hasUsers: false, noOfUsers: 0 })
    expect(
      await refused("manager", (c) =>
        c.companyDriverReportOptions.create({
          payload: { yearsOfData: years, note: "again", assignToAllUsers: false, makeDefaultDRO: false, ...owner }
        })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    const maximum = await ok("manager", (c) =>
      c.companyDriverReportOptions.update({
        params: { id: option.id },
        payload: { yearsOfData: years, note: "Renewals", ...owner }
      })
    )
    expect(maximum).toMatchObject({ yearsOfData: years, note: "Renewals" })
    expect(await ok("manager", (c) => c.companyDriverReportOptions.get({ params: { id: option.id } }))).toEqual(maximum)
    const listed = await ok("manager", (c) =>
      c.userAdministration.driverReportOptions({
        params: { organizationId: owner.organizationId },
        query: { reportingCompanyId: owner.reportingCompanyId }
      })
    )
    expect(listed.map((o) => o.id)).toContain(option.id)
    await ok("manager", (c) => c.companyDriverReportOptions.delete({ params: { id: option.id } }))
    expect(await refused("manager", (c) => c.companyDriverReportOptions.get({ params: { id: option.id } }))).toMatchObject({
      _tag: "NotFound"
    })
  })

  it("refuses another company's options: 403 to add, 404 to read, edit or delete", async () => {
    const owner = maple()
    const option = await ok("admin", (c) =>
      c.companyDriverReportOptions.create({
        payload: { yearsOfData: null, note: "Maple maximum", assignToAllUsers: false, makeDefaultDRO: false, ...owner }
      })
    ).catch(async () => {
      const [row] = await portal.sql(
        (sql) => sql<{ id: number }>`
          SELECT id FROM driver_report_option WHERE reporting_company_id = ${owner.reportingCompanyId} AND NOT is_disabled LIMIT 1`
      )
      return { id: row!.id }
    })
    expect(
      await refused("manager", (c) =>
        c.companyDriverReportOptions.create({
          payload: { yearsOfData: 7, note: null, assignToAllUsers: false, makeDefaultDRO: false, ...owner }
        })
      )
    ).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
    expect(await refused("manager", (c) => c.companyDriverReportOptions.get({ params: { id: option.id } }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(
      await refused("manager", (c) =>
        c.companyDriverReportOptions.update({ params: { id: option.id }, payload: { yearsOfData: 7, note: null, ...owner } })
      )
    ).toMatchObject({ _tag: "NotFound" })
    expect(await refused("manager", (c) => c.companyDriverReportOptions.delete({ params: { id: option.id } }))).toMatchObject({
      _tag: "NotFound"
    })
  })
})

describe("notification recipients", () => {
  it("lists the recipients the companies had, adds, changes and deletes one, and correction mail follows the list", async () => {
    const owner = general()
    const query = { params: { organizationId: owner.organizationId }, query: { reportingCompanyId: owner.reportingCompanyId } }
    const before = await ok("manager", (c) => c.notificationRecipients.getByOrganization(query))
    expect(before.map((r) => r.email)).toEqual(["manager@northwind.example", "underwriting@northwind.example"])

    const added = await ok("manager", (c) =>
      c.notificationRecipients.create({ payload: { email: " claims.desk@northwind.example ", ...owner } })
    )
    expect(added).toMatchObject({ email: "claims.desk@northwind.example", ...owner })
    expect(
      await refused("manager", (c) =>
        c.notificationRecipients.create({ payload: { email: "CLAIMS.DESK@northwind.example", ...owner } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
    const changed = await ok("manager", (c) =>
      c.notificationRecipients.update({ params: { id: added.id }, payload: { email: "claims@northwind.example", ...owner } })
    )
    expect(changed.email).toBe("claims@northwind.example")
    expect(await ok("manager", (c) => c.notificationRecipients.get({ params: { id: added.id } }))).toEqual(changed)

    const underwriting = before.find((r) => r.email === "underwriting@northwind.example")!
    await ok("manager", (c) => c.notificationRecipients.delete({ params: { id: underwriting.id } }))
    const after = await ok("manager", (c) => c.notificationRecipients.getByOrganization(query))
    expect(after.map((r) => r.email)).toEqual(["claims@northwind.example", "manager@northwind.example"])

    // The query correction mail reads: the company's recipients as kept now.
    const [row] = await portal.sql(
      (sql) => sql<{ emails: ReadonlyArray<string> }>`
        SELECT coalesce((SELECT array_agg(nr.email ORDER BY nr.email) FROM notification_recipient nr
          WHERE nr.reporting_company_id = ${owner.reportingCompanyId} AND NOT nr.is_disabled), '{}') AS emails`
    )
    expect(row!.emails).toEqual(["claims@northwind.example", "manager@northwind.example"])
  })

  it("refuses another company's recipients: 403 to list or add, 404 to read, change or delete", async () => {
    const owner = maple()
    const [recipient] = await ok("admin", (c) =>
      c.notificationRecipients.getByOrganization({
        params: { organizationId: owner.organizationId },
        query: { reportingCompanyId: owner.reportingCompanyId }
      })
    )
    expect(recipient).toBeDefined()
    expect(
      await refused("manager", (c) =>
        c.notificationRecipients.getByOrganization({
          params: { organizationId: owner.organizationId },
          query: { reportingCompanyId: owner.reportingCompanyId }
        })
      )
    ).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
    expect(
      await refused("manager", (c) => c.notificationRecipients.create({ payload: { email: "x@maple.example", ...owner } }))
    ).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
    expect(await refused("manager", (c) => c.notificationRecipients.get({ params: { id: recipient!.id } }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(
      await refused("manager", (c) =>
        c.notificationRecipients.update({ params: { id: recipient!.id }, payload: { email: "y@maple.example", ...owner } })
      )
    ).toMatchObject({ _tag: "NotFound" })
    expect(await refused("manager", (c) => c.notificationRecipients.delete({ params: { id: recipient!.id } }))).toMatchObject({
      _tag: "NotFound"
    })
  })
})

describe("permitted domains", () => {
  it("bureau staff add, change and delete a domain; a duplicate is 409; a domain users are on is kept", async () => {
    const owner = general()
    const query = { params: { organizationId: owner.organizationId }, query: { reportingCompanyId: owner.reportingCompanyId } }
    const listed = await ok("manager", (c) => c.permittedDomains.getByOrganization(query))
    const inUse = listed.find((d) => d.domain === "@northwind.example")!
    expect(inUse.hasUsers).toBe(true)

    const domain = `@claims${Date.now().toString(36)}.northwind.example`
    const added = await ok("admin", (c) => c.permittedDomains.create({ payload: { domain, ...owner } }))
    expect(added).toMatchObject({ domain, ...owner, hasUsers: false })
    expect(await refused("admin", (c) => c.permittedDomains.create({ payload: { domain, ...owner } }))).toMatchObject({
      _tag: "Conflict",
      message: "Duplicate record"
    })
    expect(await ok("manager", (c) => c.permittedDomains.get({ params: { id: added.id } }))).toEqual(added)
    const changed = await ok("admin", (c) =>
      c.permittedDomains.update({ params: { id: added.id }, payload: { domain: `${domain.slice(0, -8)}.ca`, ...owner } })
    )
    expect(changed.domain).toBe(`${domain.slice(0, -8)}.ca`)
    await ok("admin", (c) => c.permittedDomains.delete({ params: { id: added.id } }))
    expect(await refused("admin", (c) => c.permittedDomains.get({ params: { id: added.id } }))).toMatchObject({
      _tag: "NotFound"
    })

    expect(await refused("admin", (c) => c.permittedDomains.delete({ params: { id: inUse.id } }))).toMatchObject({
      _tag: "Conflict",
      message: "Linked to users"
    })
    expect((await ok("manager", (c) => c.permittedDomains.getByOrganization(query))).map((d) => d.id)).toContain(inUse.id)
  })

  it("refuses a company administrator who is not bureau staff: 403 NOT_ALLOWED_TO_MANAGE, nothing changes", async () => {
    const owner = general()
    const domain = `@refused${Date.now().toString(36)}.example`
    expect(await refused("manager", (c) => c.permittedDomains.create({ payload: { domain, ...owner } }))).toMatchObject({
      _tag: "Forbidden",
      token: "NOT_ALLOWED_TO_MANAGE"
    })
    const [listed] = await ok("manager", (c) =>
      c.permittedDomains.getByOrganization({
        params: { organizationId: owner.organizationId },
        query: { reportingCompanyId: owner.reportingCompanyId }
      })
    )
    expect(await refused("manager", (c) => c.permittedDomains.delete({ params: { id: listed!.id } }))).toMatchObject({
      token: "NOT_ALLOWED_TO_MANAGE"
    })
    const [count] = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM permitted_domain WHERE domain = ${domain}`
    )
    expect(count!.count).toBe(0)
  })

  it("answers another company's domains as missing (404) and refuses its list (403)", async () => {
    const owner = maple()
    const [domain] = await ok("admin", (c) =>
      c.permittedDomains.getByOrganization({
        params: { organizationId: owner.organizationId },
        query: { reportingCompanyId: owner.reportingCompanyId }
      })
    )
    expect(await refused("manager", (c) => c.permittedDomains.get({ params: { id: domain!.id } }))).toMatchObject({
      _tag: "NotFound"
    })
    expect(
      await refused("manager", (c) =>
        c.permittedDomains.getByOrganization({
          params: { organizationId: owner.organizationId },
          query: { reportingCompanyId: owner.reportingCompanyId }
        })
      )
    ).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
  })
})

describe("the bureau-credentials setting", () => {
  it("is read by the company's administrator and toggled by bureau staff only", async () => {
    const owner = general()
    const setting = await ok("manager", (c) =>
      c.organizationCompany.get({ query: { organizationId: owner.organizationId, reportingCompanyId: owner.reportingCompanyId } })
    )
    expect(setting).toMatchObject({ ...owner, isIbcCredentials: false })
    expect(
      await refused("manager", (c) =>
        c.organizationCompany.update({ params: { id: setting.id }, payload: { ...owner, isIbcCredentials: true } })
      )
    ).toMatchObject({ token: "NOT_ALLOWED_TO_MANAGE" })
    const toggled = await ok("admin", (c) =>
      c.organizationCompany.update({ params: { id: setting.id }, payload: { ...owner, isIbcCredentials: true } })
    )
    expect(toggled.isIbcCredentials).toBe(true)
    const back = await ok("admin", (c) =>
      c.organizationCompany.update({ params: { id: setting.id }, payload: { ...owner, isIbcCredentials: false } })
    )
    expect(back.isIbcCredentials).toBe(false)
    expect(
      await refused("manager", (c) =>
        c.organizationCompany.get({
          query: { organizationId: maple().organizationId, reportingCompanyId: maple().reportingCompanyId }
        })
      )
    ).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
  })

  it("is made by bureau staff for a company without one, once (409 after)", async () => {
    const owner = maple()
    await portal.sql(
      (sql) => sql`DELETE FROM organization_company_setting WHERE reporting_company_id = ${owner.reportingCompanyId}`
    )
    expect(
      await refused("admin", (c) =>
        c.organizationCompany.get({
          query: { organizationId: owner.organizationId, reportingCompanyId: owner.reportingCompanyId }
        })
      )
    ).toMatchObject({ _tag: "NotFound" })
    expect(
      await refused("manager", (c) =>
        c.organizationCompany.create({ params: { id: owner.organizationId }, payload: { ...owner, isIbcCredentials: false } })
      )
    ).toMatchObject({ token: "NOT_ALLOWED_TO_MANAGE" })
    const made = await ok("admin", (c) =>
      c.organizationCompany.create({ params: { id: owner.organizationId }, payload: { ...owner, isIbcCredentials: false } })
    )
    expect(made).toMatchObject({ ...owner, isIbcCredentials: false })
    expect(
      await refused("admin", (c) =>
        c.organizationCompany.create({ params: { id: owner.organizationId }, payload: { ...owner, isIbcCredentials: true } })
      )
    ).toMatchObject({ _tag: "Conflict", message: "Duplicate record" })
  })
})

import { describe, expect, it } from "vitest"
import type { UserAccessReportRequest } from "../../src/api/userAccess/schemas"
import type { UserProfileSave } from "../../src/api/users/schemas"
import { addDays, localDate } from "../../src/server/domain/shared/dates"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"
import { northwindUser, useUserAdministration, type Who } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused, optionsOf } = useUserAdministration(portal)

const zone = "America/Toronto"
const today = () => localDate(new Date().toISOString(), zone)
const yesterday = () => addDays(today(), -1)

const search = (who: Who, payload: UserAccessReportRequest) =>
  ok(who, (client) => client.userAccessReport.search({ payload: { ianaTimezone: zone, ...payload } }))
const refuseSearch = (who: Who, payload: UserAccessReportRequest) =>
  refused(who, (client) => client.userAccessReport.search({ payload: { ianaTimezone: zone, ...payload } }))
const details = (who: Who, id: number, asOfDate?: string) =>
  ok(who, (client) =>
    client.userAccessReport.details({ params: { id }, query: { ianaTimezone: zone, ...(asOfDate ? { asOfDate } : {}) } })
  )
const refuseDetails = (who: Who, id: number, asOfDate?: string) =>
  refused(who, (client) =>
    client.userAccessReport.details({ params: { id }, query: { ianaTimezone: zone, ...(asOfDate ? { asOfDate } : {}) } })
  )

const general = () => ids.companies["NWD-GEN"]!
const grantOf = (code: string) => ({
  organizationId: ids.companies[code]!.organizationId,
  reportingCompanyId: ids.companies[code]!.id
})

/** A Northwind user created ten days ago: the account and what it was given then are moved back in its history. */
const userCreatedTenDaysAgo = async () => {
  const option = (await optionsOf("NWD-GEN"))[0]!.id
  const payload = northwindUser(ids, option)
  const created = await ok("manager", (client) => client.userAdministration.create({ payload }))
  await portal.sql(
    (sql) => sql`UPDATE user_access_history SET occurred_at = occurred_at - interval '10 days' WHERE user_id = ${created.id}`
  )
  await portal.sql((sql) => sql`UPDATE portal_user SET created_at = created_at - interval '10 days' WHERE id = ${created.id}`)
  return { id: created.id, userId: created.userId, payload }
}

const save = (id: number, payload: UserProfileSave, isDisabled = false) =>
  ok("manager", (client) => client.userAdministration.update({ params: { id }, payload: { ...payload, isDisabled } }))

const functionNames = () =>
  portal.sql((sql) => sql<{ id: number; nameEn: string; nameFr: string }>`SELECT id, name_en, name_fr FROM application_function`)
const named = async (...functionIds: Array<number>) => {
  const names = await functionNames()
  const of = (id: number) => names.find((n) => n.id === id)!
  return { en: functionIds.map((id) => of(id).nameEn).join("; "), fr: functionIds.map((id) => of(id).nameFr).join("; ") }
}

describe("the user access report as of a date", () => {
  it("shows a function granted today as of today, not as of yesterday", async () => {
    const user = await userCreatedTenDaysAgo()
    await save(user.id, {
      ...user.payload,
      functions: [...user.payload.functions, { functionId: 3, companies: [grantOf("NWD-GEN")] }]
    })

    const now = await search("manager", { userId: user.userId, asOfDate: today() })
    const withHistory = await named(1, 2, 3)
    expect(now.count).toBe(1)
    expect(now.data[0]).toMatchObject({
      id: user.id,
      userId: user.userId,
      userName: "Robin Ouellet",
      userStatus: 1,
      organization: { id: general().organizationId },
      reportingCompany: { id: general().id },
      functionsEn: withHistory.en,
      functionsFr: withHistory.fr,
      lastLoginDate: null
    })

    const before = await search("manager", { userId: user.userId, asOfDate: yesterday() })
    expect(before.data.map((r) => [r.id, r.functionsEn, r.functionsFr])).toEqual([
      [user.id, (await named(1, 2)).en, (await named(1, 2)).fr]
    ])
    // The function filter reads the functions held on the day.
    expect((await search("manager", { userId: user.userId, functionId: 3, asOfDate: yesterday() })).count).toBe(0)
    expect((await search("manager", { userId: user.userId, functionId: 3, asOfDate: today() })).count).toBe(1)
    // Without an as-of date, the report is today's.
    expect((await search("manager", { userId: user.userId, functionId: 3 })).count).toBe(1)
  })

  it("shows a user disabled today as enabled, with the functions then held, as of yesterday", async () => {
    const user = await userCreatedTenDaysAgo()
    await save(user.id, user.payload, true)

    expect((await search("manager", { userId: user.userId, asOfDate: today() })).count).toBe(0)
    const disabled = await search("manager", { userId: user.userId, userStatus: 2, asOfDate: today() })
    expect(disabled.data.map((r) => [r.userStatus, r.functionsEn])).toEqual([[2, ""]])
    expect((await search("manager", { userId: user.userId, userStatus: 0 })).count).toBe(1)

    const before = await search("manager", { userId: user.userId, userStatus: 1, asOfDate: yesterday() })
    expect(before.data.map((r) => [r.userStatus, r.functionsEn])).toEqual([[1, (await named(1, 2)).en]])
    expect((await search("manager", { userId: user.userId, userStatus: 2, asOfDate: yesterday() })).count).toBe(0)
  })

  it("lists a user from their creation to their deletion", async () => {
    const option = (await optionsOf("NWD-GEN"))[0]!.id
    const fresh = await ok("manager", (client) => client.userAdministration.create({ payload: northwindUser(ids, option) }))
    expect((await search("manager", { userId: fresh.userId, asOfDate: today() })).count).toBe(1)
    expect((await search("manager", { userId: fresh.userId, asOfDate: yesterday() })).count).toBe(0)

    const user = await userCreatedTenDaysAgo()
    await ok("manager", (client) => client.userAdministration.delete({ params: { id: user.id }, query: {} }))
    expect((await search("manager", { userId: user.userId, asOfDate: today() })).count).toBe(0)
    expect((await search("manager", { userId: user.userId, asOfDate: yesterday() })).count).toBe(1)
  })

  it("pages the rows ordered by name and counts them all", async () => {
    const all = await search("manager", { userStatus: 0 })
    const page = await search("manager", { userStatus: 0, pageNumber: 2, pageSize: 2 })
    expect(page.count).toBe(all.count)
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id))
  })
})

describe("the demo world's past", () => {
  it("shows the analyst without Report History 60 days ago, granted by the manager 30 days ago, and with it today", async () => {
    const analyst = ids.users["analyst@northwind.example"]!
    const asOf = async (asOfDate: string) =>
      (await search("manager", { userId: "analyst@northwind.example", asOfDate })).data.map((r) => [
        r.id,
        r.functionsEn,
        r.functionsFr
      ])
    const before = await named(1, 2)
    const now = await named(1, 2, 3)
    expect(await asOf(addDays(today(), -60))).toEqual([[analyst, before.en, before.fr]])
    expect(await asOf(today())).toEqual([[analyst, now.en, now.fr]])

    const history = (await details("manager", analyst, today())).history
    expect(history[0]).toMatchObject({
      changeAdministrator: "Camille Gagnon",
      changeDescriptionEn: "Function Report History granted for Northwind General - Ontario",
      changeDescriptionFr: "Fonction Historique des rapports accordée pour Northwind Générale - Ontario"
    })
    expect(history.map((h) => h.changeDescriptionEn)).toContain("Function Report History granted")
    expect((await details("manager", analyst, addDays(today(), -60))).history.map((h) => h.changeDescriptionEn)).toEqual([
      "Account created"
    ])
  })

  it("shows Priya Natarajan with Data Correction 45 days ago, removed by the manager 20 days ago, and without it today", async () => {
    const priya = ids.users["p.natarajan@northwind.example"]!
    const holds = async (asOfDate: string) =>
      (await search("manager", { userId: "p.natarajan@northwind.example", functionId: 5, asOfDate })).data.map((r) => r.id)
    expect(await holds(addDays(today(), -45))).toEqual([priya])
    expect(await holds(today())).toEqual([])
    const then = await named(1, 2, 3, 4, 5)
    expect(await details("manager", priya, addDays(today(), -45))).toMatchObject({ functionsEn: then.en, functionsFr: then.fr })
    expect(await details("manager", priya, today())).toMatchObject({ functionsEn: (await named(1, 2, 3, 4)).en })
    // Granted 90 days ago: not held before.
    expect(await holds(addDays(today(), -120))).toEqual([])

    const history = (await details("manager", priya, today())).history
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ changeAdministrator: "Camille Gagnon", changeDescriptionEn: "Function Data Correction removed" }),
      expect.objectContaining({
        changeAdministrator: "Camille Gagnon",
        changeDescriptionEn: "Function Data Correction removed for Northwind General - Ontario",
        changeDescriptionFr: "Fonction Correction des données retirée pour Northwind Générale - Ontario"
      })
    ])
  })
})

describe("one user's access details", () => {
  it("lists the changes, newest first, with the administrator, in both languages, up to the end of the day", async () => {
    const user = await userCreatedTenDaysAgo()
    await save(user.id, {
      ...user.payload,
      functions: [...user.payload.functions, { functionId: 3, companies: [grantOf("NWD-GEN")] }]
    })
    await save(user.id, user.payload, true)

    const now = await details("manager", user.id, today())
    expect(now).toMatchObject({ id: user.id, userId: user.userId, userStatus: 2, functionsEn: "" })
    const descriptions = now.history.map((h) => h.changeDescriptionEn)
    // The disabling, with the removals it records, is the newest change; the creation the oldest.
    const disabledAt = descriptions.indexOf("Account disabled")
    const grantedAt = now.history.findIndex((h) => /^Function .* granted for /.test(h.changeDescriptionEn))
    expect(disabledAt).toBeGreaterThanOrEqual(0)
    expect(grantedAt).toBeGreaterThan(disabledAt)
    expect(descriptions.at(-1)).toBe("Account created")
    expect(now.history.some((h) => /^Fonction .* accordée pour /.test(h.changeDescriptionFr))).toBe(true)
    expect(now.history[disabledAt]).toMatchObject({
      changeDescriptionFr: "Compte désactivé",
      changeAdministrator: "Camille Gagnon"
    })
    const dates = now.history.map((h) => h.changeDate)
    expect([...dates].sort().reverse()).toEqual(dates)

    const before = await details("manager", user.id, yesterday())
    expect(before).toMatchObject({ userStatus: 1, functionsEn: (await named(1, 2)).en })
    expect(before.history.map((h) => h.changeDescriptionEn)).not.toContain("Account disabled")
    expect(before.history.every((h) => h.changeDate < new Date(Date.now() - 86_400_000).toISOString())).toBe(true)
  })

  it("answers a user outside the caller's companies, or not yet created on the day, as missing", async () => {
    const outside = ids.users["reviewer@laurentian.example"]!
    expect(await refuseDetails("manager", outside)).toMatchObject({ _tag: "NotFound" })
    const option = (await optionsOf("NWD-GEN"))[0]!.id
    const fresh = await ok("manager", (client) => client.userAdministration.create({ payload: northwindUser(ids, option) }))
    expect(await refuseDetails("manager", fresh.id, yesterday())).toMatchObject({ _tag: "NotFound" })
  })
})

describe("refusals", () => {
  it("refuses an as-of date later than today", async () => {
    expect(await refuseSearch("manager", { asOfDate: addDays(today(), 1) })).toMatchObject({ _tag: "BadRequest" })
    expect(await refuseDetails("manager", ids.users["analyst@northwind.example"]!, addDays(today(), 1))).toMatchObject({
      _tag: "BadRequest"
    })
  })

  it("refuses an organization or company the caller does not hold the report for", async () => {
    const laurentian = ids.companies["LAU-GEN"]!
    expect(await refuseSearch("manager", { companyId: laurentian.id })).toMatchObject({
      _tag: "Forbidden",
      token: "COMPANIES_NOT_ALLOWED"
    })
    expect(await refuseSearch("manager", { organizationId: laurentian.organizationId })).toMatchObject({
      _tag: "Forbidden",
      token: "COMPANIES_NOT_ALLOWED"
    })
  })

  it("refuses a caller without userAccessReport", async () => {
    expect(await refuseSearch("analyst", {})).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })

  it("lists only users employed by the companies held for the report", async () => {
    const rows = (await search("manager", { userStatus: 0 })).data
    const northwind = general().organizationId
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.organization.id === northwind)).toBe(true)
  })
})

describe("last login", () => {
  it("shows the demo users who have used the portal with a recent last login, and an invited one with none", async () => {
    const rows = (await search("manager", { asOfDate: today() })).data
    const okafor = rows.find((row) => row.userId === "g.okafor@northwind.example")!
    const daysAgo = (Date.now() - Date.parse(okafor.lastLoginDate!)) / 86_400_000
    expect(daysAgo).toBeGreaterThan(0)
    expect(daysAgo).toBeLessThan(7)
    expect(rows.find((row) => row.userId === "invited@northwind.example")!.lastLoginDate).toBeNull()
    // The details say the same, and a day before that login shows the one before it.
    expect((await details("manager", okafor.id)).lastLoginDate).toBe(okafor.lastLoginDate)
    const dayBefore = addDays(localDate(okafor.lastLoginDate!, zone), -1)
    const earlier = await details("manager", okafor.id, dayBefore)
    expect(Date.parse(earlier.lastLoginDate!)).toBeLessThan(Date.parse(okafor.lastLoginDate!))
  })

  it("shows the last login of a demo user who has signed in, in the report and the details", async () => {
    const analyst = ids.users["analyst@northwind.example"]!
    const before = Date.now()
    await signIn(portal.baseUrl, "analyst@northwind.example")

    const found = await search("manager", { userId: "analyst@northwind.example", asOfDate: today() })
    expect(found.data).toHaveLength(1)
    const lastLogin = found.data[0]!.lastLoginDate
    expect(lastLogin).not.toBeNull()
    expect(Date.parse(lastLogin!)).toBeGreaterThanOrEqual(before - 1000)

    const shown = await details("manager", analyst)
    expect(shown.lastLoginDate).toBe(lastLogin)
  })
})

import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import type { ManagedUser, UserProfileSave } from "../../src/api/users/schemas"
import { usePortal } from "./support/portal"
import { api, demoPassword, signIn } from "./support/signIn"
import { asSave, freshEmail, useUserAdministration, type Refusal } from "./support/userAdministration"

// A User ID locks after 4 wrong passwords, without the slow-down before it.
const portal = usePortal({ SIGNIN_ACCOUNT_MAX_FAILURES: "4", SIGNIN_SLOWDOWN_AFTER: "10" })
const { ids, optionsOf } = useUserAdministration(portal)

/** A session of its own (a sign-in), so that ageing it touches no other test's. */
const session = async (login: string) => {
  const token = (await signIn(portal.baseUrl, login)).accessToken
  const sid = decodeJwt(token).sid
  expect(typeof sid).toBe("string")
  const client = api(portal.baseUrl, token)
  return {
    ok: client.ok,
    refused: client.error as <A, E>(call: Parameters<typeof client.error<A, E>>[0]) => Promise<Refusal>,
    /** The session signed in, and last gave its password, `minutes` ago. */
    age: async (minutes: number) => {
      const seconds = minutes * 60
      await portal.sql(
        (sql) => sql`
          UPDATE oidc_payload SET payload = jsonb_set(payload, '{iat}', to_jsonb(floor(extract(epoch FROM now()) - ${seconds}::int)::bigint))
          WHERE model = 'Grant' AND id = ${sid as string}`
      )
      await portal.sql(
        (sql) => sql`
          UPDATE session_reauthentication SET authenticated_at = now() - make_interval(secs => ${seconds}::int)
          WHERE grant_id = ${sid as string}`
      )
    }
  }
}
type Session = Awaited<ReturnType<typeof session>>

const reauthenticate = (s: Session, password: string) =>
  s.ok((client) => client.reauthentication.reauthenticate({ payload: { password } }))

const general = () => ids.companies["NWD-GEN"]!
const vehicleOnly = (email = freshEmail("northwind.example")): UserProfileSave => ({
  userType: 1,
  userId: email,
  firstName: "Robin",
  middleName: null,
  lastName: "Ouellet",
  email,
  mfaPhone: null,
  organizationId: general().organizationId,
  reportingCompanyId: general().id,
  unitId: null,
  assignedOrganizationsIds: [general().organizationId],
  functions: [{ functionId: 2, companies: [] }],
  driverReportOptions: []
})
const withDriverReport = async (user: ManagedUser): Promise<UserProfileSave> => ({
  ...asSave(user),
  functions: [
    { functionId: 1, companies: [{ organizationId: general().organizationId, reportingCompanyId: general().id }] },
    ...user.functions
  ],
  driverReportOptions: [{ driverReportOptionId: (await optionsOf("NWD-GEN"))[0]!.id, isDefault: true }]
})
const grantsOf = async (userId: number) =>
  (
    await portal.sql(
      (sql) => sql<{ functionId: number }>`SELECT function_id FROM user_function WHERE user_id = ${userId} ORDER BY function_id`
    )
  ).map((row) => row.functionId)

describe("re-authentication before granting functions or companies", () => {
  it("refuses a grant in a session older than 15 minutes, changing nothing, and accepts it after the password is given again", async () => {
    const manager = await session("manager@northwind.example")
    const created = await manager.ok((client) => client.userAdministration.create({ payload: vehicleOnly() }))
    await manager.age(16)
    const grant = await withDriverReport(created)
    const refusal = await manager.refused((client) =>
      client.userAdministration.update({ params: { id: created.id }, payload: { ...grant, isDisabled: false } })
    )
    expect(refusal).toMatchObject({ _tag: "Forbidden", token: "REAUTHENTICATION_REQUIRED", requestId: expect.any(String) })
    expect(await grantsOf(created.id)).toEqual([2])

    // A save that grants nothing is not asked.
    const renamed = await manager.ok((client) =>
      client.userAdministration.update({
        params: { id: created.id },
        payload: { ...asSave(created), firstName: "Robine", isDisabled: false }
      })
    )
    expect(renamed.firstName).toBe("Robine")

    await reauthenticate(manager, demoPassword)
    const granted = await manager.ok((client) =>
      client.userAdministration.update({
        params: { id: created.id },
        payload: { ...grant, firstName: "Robine", isDisabled: false }
      })
    )
    expect(granted.functions.map((f) => f.functionId).sort()).toEqual([1, 2])
    expect(await grantsOf(created.id)).toEqual([1, 2])

    // The re-authentication too counts for 15 minutes only.
    await manager.age(16)
    const removeAndGrantAgain = { ...asSave(granted), functions: [{ functionId: 2, companies: [] }], driverReportOptions: [] }
    await manager.ok((client) =>
      client.userAdministration.update({ params: { id: created.id }, payload: { ...removeAndGrantAgain, isDisabled: false } })
    )
    expect(
      await manager.refused((client) =>
        client.userAdministration.update({ params: { id: created.id }, payload: { ...grant, isDisabled: false } })
      )
    ).toMatchObject({ token: "REAUTHENTICATION_REQUIRED" })
    expect(await grantsOf(created.id)).toEqual([2])
  })

  it("accepts a grant in a session that signed in 14 minutes ago, and refuses creating an account with functions in an older one", async () => {
    const manager = await session("manager@northwind.example")
    const created = await manager.ok((client) => client.userAdministration.create({ payload: vehicleOnly() }))
    await manager.age(14)
    const grant = await withDriverReport(created)
    const granted = await manager.ok((client) =>
      client.userAdministration.update({ params: { id: created.id }, payload: { ...grant, isDisabled: false } })
    )
    expect(granted.functions).toHaveLength(2)

    await manager.age(16)
    const email = freshEmail("northwind.example")
    expect(await manager.refused((client) => client.userAdministration.create({ payload: vehicleOnly(email) }))).toMatchObject({
      token: "REAUTHENTICATION_REQUIRED"
    })
    const [row] = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_user WHERE email = ${email}`
    )
    expect(row!.count).toBe(0)
  })
})

describe("POST /Account/Reauthenticate", () => {
  it("refuses a wrong password at the password field, counted by the sign-in throttle, and an empty one as required", async () => {
    const manager = await session("manager@northwind.example")
    const wrong = await manager.refused((client) =>
      client.reauthentication.reauthenticate({ payload: { password: "Not-the-one-1" } })
    )
    expect(wrong).toMatchObject({
      _tag: "BadRequest",
      code: "REAUTHENTICATION_FAILED",
      issues: [{ field: "password", code: "wrongPassword" }]
    })
    expect(
      await manager.refused((client) => client.reauthentication.reauthenticate({ payload: { password: "" } }))
    ).toMatchObject({
      code: "REAUTHENTICATION_FAILED",
      issues: [{ field: "password", code: "required" }]
    })
    // The wrong password reached the account's failure count, as a wrong one at sign-in does.
    const [row] = await portal.sql(
      (sql) =>
        sql<{ count: number }>`SELECT count(*)::int AS count FROM sign_in_throttle WHERE key LIKE 'signInAccount%' AND points > 0`
    )
    expect(row!.count).toBeGreaterThan(0)
    // And nothing was recorded for the session: an aged one is still asked.
    await manager.age(16)
    const created = await manager.refused((client) => client.userAdministration.create({ payload: vehicleOnly() }))
    expect(created).toMatchObject({ token: "REAUTHENTICATION_REQUIRED" })
  })
})

describe("re-authentication before issuing a client secret and changing settings", () => {
  it("refuses a new client secret in an old session without replacing the secret, and issues it after the password", async () => {
    const admin = await session("admin@bureau.example")
    const mapping = await admin.ok((client) =>
      client.b2cClientOrganizations.create({
        payload: {
          clientId: `reauth-${Date.now().toString(36)}`,
          organizationId: general().organizationId,
          reportingCompanyId: general().id,
          userAccountId: ids.users["analyst@northwind.example"]!,
          isVendor: false
        }
      })
    )
    const first = await admin.ok((client) => client.machineClients.issueSecret({ params: { id: mapping.id } }))
    const hash = async () =>
      (
        await portal.sql(
          (sql) => sql<{ hash: string }>`SELECT client_secret_hash AS hash FROM b2c_client_organization WHERE id = ${mapping.id}`
        )
      )[0]!.hash
    const before = await hash()
    await admin.age(16)
    expect(await admin.refused((client) => client.machineClients.issueSecret({ params: { id: mapping.id } }))).toMatchObject({
      token: "REAUTHENTICATION_REQUIRED"
    })
    expect(await hash()).toBe(before)
    await reauthenticate(admin, demoPassword)
    const second = await admin.ok((client) => client.machineClients.issueSecret({ params: { id: mapping.id } }))
    expect(second.clientSecret).not.toBe(first.clientSecret)
    expect(await hash()).not.toBe(before)
  })

  it("refuses a settings change in an old session, changing nothing, and makes it after the password", async () => {
    const admin = await session("admin@bureau.example")
    const message = {
      messageEn: `Maintenance ${Date.now()}`,
      messageFr: `Entretien ${Date.now()}`,
      startDate: null,
      endDate: null
    }
    const before = await admin.ok((client) => client.publicContent.getSystemMessage())
    await admin.age(16)
    expect(await admin.refused((client) => client.contentAdministration.putSystemMessage({ payload: message }))).toMatchObject({
      token: "REAUTHENTICATION_REQUIRED"
    })
    expect(
      await admin.refused((client) =>
        client.b2cProviders.create({ payload: { emailDomainName: "reauth.example", b2cDomainName: "reauth.example" } })
      )
    ).toMatchObject({ token: "REAUTHENTICATION_REQUIRED" })
    expect(await admin.ok((client) => client.publicContent.getSystemMessage())).toEqual(before)
    await reauthenticate(admin, demoPassword)
    expect(await admin.ok((client) => client.contentAdministration.putSystemMessage({ payload: message }))).toMatchObject(message)
  })
})

describe("re-authentication before resetting a second factor", () => {
  it("refuses the reset in an old session, keeping the authenticator, and makes it after the password", async () => {
    const analyst = ids.users["analyst@northwind.example"]!
    await portal.sql(
      (sql) =>
        sql`INSERT INTO second_factor (user_id, sealed_secret) VALUES (${analyst}, 'v1.sealed') ON CONFLICT (user_id) DO NOTHING`
    )
    const enrolled = async () =>
      (await portal.sql((sql) => sql<{ userId: number }>`SELECT user_id FROM second_factor WHERE user_id = ${analyst}`)).length
    const manager = await session("manager@northwind.example")
    await manager.age(16)
    expect(await manager.refused((client) => client.secondFactor.reset({ params: { id: analyst } }))).toMatchObject({
      token: "REAUTHENTICATION_REQUIRED"
    })
    expect(await enrolled()).toBe(1)
    await reauthenticate(manager, demoPassword)
    await manager.ok((client) => client.secondFactor.reset({ params: { id: analyst } }))
    expect(await enrolled()).toBe(0)
  })
})

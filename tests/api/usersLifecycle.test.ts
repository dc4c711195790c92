import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"
import { asSave, northwindUser, useUserAdministration } from "./support/userAdministration"

const portal = usePortal()
const { ids, ok, refused, history, optionsOf } = useUserAdministration(portal)

const createUser = async () => {
  const payload = northwindUser(ids, (await optionsOf("NWD-GEN"))[0]!.id)
  return ok("manager", (client) => client.userAdministration.create({ payload }))
}
const read = (id: number) => ok("manager", (client) => client.userAdministration.get({ params: { id } }))
const counts = (userId: number) =>
  portal.sql(
    (sql) => sql<{ organizations: number; functions: number; options: number }>`
      SELECT (SELECT count(*)::int FROM user_organization WHERE user_id = ${userId}) AS organizations,
        (SELECT count(*)::int FROM user_function WHERE user_id = ${userId}) AS functions,
        (SELECT count(*)::int FROM user_driver_report_option WHERE user_id = ${userId}) AS options`
  )

describe("disabling and enabling an account", () => {
  it("clears its organizations, functions and options, refuses its very next call, and records both changes", async () => {
    const analystId = ids.users["analyst@northwind.example"]!
    const analyst = api(portal.baseUrl, (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken)
    expect((await analyst.ok((client) => client.users.getUserConnected())).isDisabled).toBe(false)
    expect((await counts(analystId))[0]!.functions).toBeGreaterThan(0)

    const before = await read(analystId)
    // The demo world's own past entries (a grant 30 days ago) come before this test's.
    const earlier = (await history(analystId)).length
    const disabled = await ok("manager", (client) =>
      client.userAdministration.update({ params: { id: analystId }, payload: { ...asSave(before), isDisabled: true } })
    )
    expect(disabled).toMatchObject({ isDisabled: true, assignedOrganizationsIds: [], functions: [], driverReportOptions: [] })
    expect(await counts(analystId)).toEqual([{ organizations: 0, functions: 0, options: 0 }])
    expect(await analyst.error((client) => client.users.getUserConnected())).toMatchObject({
      _tag: "Forbidden",
      token: "ACCOUNT_DISABLED"
    })
    // A disabled account is enabled before anything else of it changes.
    expect(
      await refused("manager", (client) =>
        client.userAdministration.update({
          params: { id: analystId },
          payload: { ...asSave(disabled), firstName: "Other", isDisabled: true }
        })
      )
    ).toMatchObject({ code: "ERROR_400_INVALID_REQUEST" })

    const enabled = await ok("manager", (client) =>
      client.userAdministration.update({ params: { id: analystId }, payload: { ...asSave(disabled), isDisabled: false } })
    )
    expect(enabled).toMatchObject({ isDisabled: false, functions: [] })
    expect((await analyst.ok((client) => client.users.getUserConnected())).isDisabled).toBe(false)

    const entries = (await history(analystId))
      .slice(earlier)
      .filter((e) => e.changedBy === ids.users["manager@northwind.example"])
    expect(entries.map((e) => e.event)).toEqual([
      "disabled",
      "companyRemoved",
      "functionRemoved",
      "companyRemoved",
      "functionRemoved",
      "companyRemoved",
      "functionRemoved",
      "enabled"
    ])
    expect(entries[0]).toMatchObject({ descriptionEn: "Account disabled", descriptionFr: "Compte désactivé" })
    expect(entries.at(-1)).toMatchObject({ descriptionEn: "Account enabled", descriptionFr: "Compte activé" })
    expect(entries[1]!.descriptionFr).toBe("Fonction Rapport de conducteur retirée pour Northwind Générale - Ontario")
  })
})

describe("deleting an account", () => {
  it("refuses a user who has signed in: disable the account instead", async () => {
    const refusal = await refused("manager", (client) =>
      client.userAdministration.delete({ params: { id: ids.users["analyst@northwind.example"]! }, query: {} })
    )
    expect(refusal).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    const [row] = await portal.sql(
      (sql) =>
        sql<{ deletedAt: Date | null }>`SELECT deleted_at FROM portal_user WHERE id = ${ids.users["analyst@northwind.example"]!}`
    )
    expect(row!.deletedAt).toBeNull()
  })

  it("marks a user who never signed in deleted: out of every list, its e-mail free again, the deletion recorded", async () => {
    const created = await createUser()
    await ok("manager", (client) =>
      client.userAdministration.delete({ params: { id: created.id }, query: { hardDelete: "false" } })
    )
    expect(await refused("manager", (client) => client.userAdministration.get({ params: { id: created.id } }))).toMatchObject({
      _tag: "NotFound"
    })
    const search = await ok("manager", (client) =>
      client.userAdministration.search({ query: { status: 0, userId: created.userId } })
    )
    expect(search).toEqual({ count: 0, data: [] })
    const entries = await history(created.id)
    expect(entries.at(-1)).toMatchObject({
      event: "deleted",
      changedBy: ids.users["manager@northwind.example"],
      descriptionEn: "Account deleted",
      descriptionFr: "Compte supprimé"
    })
    // The account is gone from the lists: its User ID and e-mail may be given to a new one.
    const payload = northwindUser(ids, (await optionsOf("NWD-GEN"))[0]!.id, { email: created.email, userId: created.userId })
    const again = await ok("manager", (client) => client.userAdministration.create({ payload }))
    expect(again.id).not.toBe(created.id)
  })

  it("erases a user who never signed in with hardDelete, with its grants, invitations and history", async () => {
    const created = await createUser()
    expect((await history(created.id)).length).toBeGreaterThan(0)
    await ok("manager", (client) =>
      client.userAdministration.delete({ params: { id: created.id }, query: { hardDelete: "true" } })
    )
    const rows = await portal.sql(
      (sql) => sql<{ users: number; history: number; invitations: number; functions: number }>`
        SELECT (SELECT count(*)::int FROM portal_user WHERE id = ${created.id}) AS users,
          (SELECT count(*)::int FROM user_access_history WHERE user_id = ${created.id}) AS history,
          (SELECT count(*)::int FROM user_invitation WHERE user_id = ${created.id}) AS invitations,
          (SELECT count(*)::int FROM user_function WHERE user_id = ${created.id}) AS functions`
    )
    expect(rows).toEqual([{ users: 0, history: 0, invitations: 0, functions: 0 }])
  })
})

describe("inviting again", () => {
  it("sends a new invitation to a user who has not signed in, revoking the earlier link, and records it", async () => {
    const created = await createUser()
    await ok("manager", (client) => client.userAdministration.invite({ params: { id: created.id } }))
    const invitations = await portal.sql(
      (sql) => sql<{ revoked: boolean }>`
        SELECT revoked_at IS NOT NULL AS revoked FROM user_invitation WHERE user_id = ${created.id} ORDER BY created_at, token_hash`
    )
    expect(invitations.map((i) => i.revoked).sort()).toEqual([false, true])
    expect((await history(created.id)).filter((e) => e.event === "invited")).toHaveLength(2)
  })

  it("refuses a user who has signed in, or a disabled one", async () => {
    expect(
      await refused("manager", (client) =>
        client.userAdministration.invite({ params: { id: ids.users["analyst@northwind.example"]! } })
      )
    ).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    const created = await createUser()
    await ok("manager", (client) =>
      client.userAdministration.update({ params: { id: created.id }, payload: { ...asSave(created), isDisabled: true } })
    )
    expect(await refused("manager", (client) => client.userAdministration.invite({ params: { id: created.id } }))).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST"
    })
    expect(await refused("manager", (client) => client.userAdministration.invite({ params: { id: 999_999 } }))).toMatchObject({
      _tag: "NotFound"
    })
  })
})

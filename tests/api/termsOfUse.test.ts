import { describe, expect, it } from "vitest"
import { demoAccounts } from "../../src/server/demo/demoWorld"
import { usePortal } from "./support/portal"
import { apiAs } from "./support/signIn"

const portal = usePortal()

const acceptances = (email: string) =>
  portal.sql(
    (sql) =>
      sql<{ version: number }>`
      SELECT a.version FROM terms_acceptance a JOIN portal_user u ON u.id = a.user_id
      WHERE u.email = ${email} ORDER BY a.version`
  )

describe("Users/MarkTermsofUseAsAccepted", () => {
  it("shows a newcomer who never accepted the terms as not having accepted the latest", async () => {
    const newcomer = await (await apiAs(portal.baseUrl, "newcomer@maple.example")).ok((client) => client.users.getUserConnected())
    expect(newcomer).toMatchObject({ termsOfUseAccepted: false, isLastTermsOfServiceAccepted: false })
  })

  it("records the newcomer's acceptance of the latest version and flips the flags", async () => {
    const newcomer = await apiAs(portal.baseUrl, "newcomer@maple.example")
    const { version } = await newcomer.ok((client) => client.publicContent.getTermsOfService())
    const accepted = await newcomer.ok((client) => client.users.markTermsOfUseAsAccepted({ payload: { version } }))
    expect(accepted).toMatchObject({
      email: "newcomer@maple.example",
      termsOfUseAccepted: true,
      isLastTermsOfServiceAccepted: true
    })
    expect(await newcomer.ok((client) => client.users.getUserConnected())).toMatchObject({ isLastTermsOfServiceAccepted: true })
    expect(await acceptances("newcomer@maple.example")).toEqual([{ version }])
  })

  it("asks every user again once the administrator publishes new terms", async () => {
    const admin = await apiAs(portal.baseUrl, "admin@bureau.example")
    await admin.ok((client) =>
      client.contentAdministration.putTermsOfService({ payload: { textEn: "Revised terms", textFr: "Conditions révisées" } })
    )
    for (const login of [
      "newcomer@maple.example",
      "analyst@northwind.example",
      "partner@claimsdata.example",
      "admin@bureau.example"
    ]) {
      const user = await (await apiAs(portal.baseUrl, login)).ok((client) => client.users.getUserConnected())
      expect(user.isLastTermsOfServiceAccepted, login).toBe(false)
      expect(user.termsOfUseAccepted, login).toBe(true)
    }
    const [counts] = await portal.sql(
      (sql) =>
        sql<{ users: number; accepted: number }>`
        SELECT count(*)::int AS users,
          count(*) FILTER (WHERE accepted_terms_version = (SELECT max(version) FROM terms_of_service))::int AS accepted
        FROM portal_user`
    )
    // Every account of the demo world, none of them on the new terms.
    expect(counts).toEqual({ users: demoAccounts.length, accepted: 0 })
  })

  it("refuses an acceptance of an earlier or unknown version with 400 and records nothing", async () => {
    const newcomer = await apiAs(portal.baseUrl, "newcomer@maple.example")
    const { version: latest } = await newcomer.ok((client) => client.publicContent.getTermsOfService())
    for (const version of [latest - 1, latest + 1]) {
      expect(await newcomer.error((client) => client.users.markTermsOfUseAsAccepted({ payload: { version } }))).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST"
      })
    }
    expect(await newcomer.ok((client) => client.users.getUserConnected())).toMatchObject({ isLastTermsOfServiceAccepted: false })
    expect(await acceptances("newcomer@maple.example")).toEqual([{ version: latest - 1 }])
  })

  it("accepts the new version, keeping the record of both acceptances", async () => {
    const newcomer = await apiAs(portal.baseUrl, "newcomer@maple.example")
    const { version } = await newcomer.ok((client) => client.publicContent.getTermsOfService())
    const accepted = await newcomer.ok((client) => client.users.markTermsOfUseAsAccepted({ payload: { version } }))
    expect(accepted.isLastTermsOfServiceAccepted).toBe(true)
    expect(await acceptances("newcomer@maple.example")).toEqual([{ version: version - 1 }, { version }])
  })
})

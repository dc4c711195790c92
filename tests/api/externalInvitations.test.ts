import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startExternalIssuer } from "./support/externalIssuer"
import { createInvitedAccount, historyOf, issueInvitation, latestMailTo, userIdOf } from "./support/invitations"
import { startPortal, type RunningPortal } from "./support/portal"
import { api, send } from "./support/signIn"

/**
 * With an external identity provider (OIDC_ISSUER) the portal sets no password: at the first sign-in
 * the token's sub is unknown, and the invited account with the token's e-mail takes it.
 */
let issuer: Awaited<ReturnType<typeof startExternalIssuer>>
let portal: RunningPortal

beforeAll(async () => {
  issuer = await startExternalIssuer()
  portal = await startPortal({ OIDC_ISSUER: issuer.issuer })
})

afterAll(async () => {
  await portal?.stop()
  await issuer?.stop()
})

const invite = async (email: string) => {
  const id = await createInvitedAccount(portal, email)
  await issueInvitation(portal, id, await userIdOf(portal, "manager@northwind.example"))
  return id
}

const connected = async (token: string) =>
  send(portal.baseUrl, "/api/Users/GetUserConnected", { token }).then((response) => response.status)

const subOf = async (id: number) => {
  const [row] = await portal.sql((sql) => sql<{ sub: string | null }>`SELECT sub FROM portal_user WHERE id = ${id}`)
  return row!.sub
}

describe("an invitation with an external identity provider", () => {
  it("mails a link that sends the user to their organization's sign-in, not to choose a password", async () => {
    await invite("external.mail@northwind.example")
    const mail = await latestMailTo(portal, "external.mail@northwind.example")
    expect(mail!.body).toContain("sign in with your organization's account")
    expect(mail!.body).not.toContain("choose your password")
  })

  it("gives the invited account the token's sub at its first call, matched by e-mail in any case, once", async () => {
    const id = await invite("first.call@northwind.example")
    const token = await issuer.mint({ sub: "ext-first-call", email: "First.Call@Northwind.example" })
    const user = await api(portal.baseUrl, token).ok((client) => client.users.getUserConnected())
    expect(user).toMatchObject({ id, sub: "ext-first-call" })
    expect(await subOf(id)).toBe("ext-first-call")
    expect((await historyOf(portal, id)).map((row) => row.event)).toEqual(["invited", "activated"])
    // The user is told of the activation by mail.
    const notice = (await latestMailTo(portal, "first.call@northwind.example"))!
    expect(notice.subject).toBe("Your portal account was activated / Votre compte du portail a été activé")
    expect(notice.body).toContain("If you did not do this, contact the bureau at once")
    const [invitation] = await portal.sql(
      (sql) => sql<{ used: boolean }>`SELECT used_at IS NOT NULL AS used FROM user_invitation WHERE user_id = ${id}`
    )
    expect(invitation!.used).toBe(true)
    // Another identity with the same e-mail finds no account left to take.
    expect(await connected(await issuer.mint({ sub: "ext-someone-else", email: "first.call@northwind.example" }))).toBe(401)
    expect(await subOf(id)).toBe("ext-first-call")
  })

  it("matches no account without a pending invitation, a disabled one, or an e-mail the provider has not verified", async () => {
    const notInvited = await createInvitedAccount(portal, "not.invited@northwind.example")
    expect(await connected(await issuer.mint({ sub: "ext-not-invited", email: "not.invited@northwind.example" }))).toBe(401)
    expect(await subOf(notInvited)).toBeNull()

    const expired = await invite("expired.external@northwind.example")
    await portal.sql((sql) => sql`UPDATE user_invitation SET expires_at = now() - interval '1 second' WHERE user_id = ${expired}`)
    expect(await connected(await issuer.mint({ sub: "ext-expired", email: "expired.external@northwind.example" }))).toBe(401)

    const disabled = await invite("disabled.external@northwind.example")
    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = true WHERE id = ${disabled}`)
    expect(await connected(await issuer.mint({ sub: "ext-disabled", email: "disabled.external@northwind.example" }))).toBe(401)

    const unverified = await invite("unverified@northwind.example")
    const claims = { sub: "ext-unverified", email: "unverified@northwind.example", email_verified: false }
    expect(await connected(await issuer.mint(claims))).toBe(401)
    expect(await connected(await issuer.mint({ sub: "ext-no-email" }))).toBe(401)
    expect([await subOf(expired), await subOf(disabled), await subOf(unverified)]).toEqual([null, null, null])

    // The emails claim (Azure AD B2C's) counts as the e-mail.
    expect(await connected(await issuer.mint({ sub: "ext-emails", emails: ["unverified@northwind.example"] }))).toBe(200)
    expect(await subOf(unverified)).toBe("ext-emails")
  })

  it("refuses an activated account on its next call once disabled", async () => {
    const id = await invite("later.disabled@northwind.example")
    const token = await issuer.mint({ sub: "ext-later-disabled", email: "later.disabled@northwind.example" })
    expect(await connected(token)).toBe(200)
    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = true WHERE id = ${id}`)
    const refused = await send(portal.baseUrl, "/api/Users/GetUserConnected", { token })
    expect(refused.status).toBe(403)
    expect(refused.json()).toMatchObject({ token: "ACCOUNT_DISABLED" })
  })
})

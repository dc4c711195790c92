import { describe, expect, it } from "vitest"
import {
  createInvitedAccount,
  historyOf,
  invitationTokenIn,
  issueInvitation,
  latestMailTo,
  userIdOf
} from "./support/invitations"
import { usePortal } from "./support/portal"
import { northwindUser, useUserAdministration } from "./support/userAdministration"
import { api, beginSignIn, codeFromRedirects, exchangeCode, signIn, submitSignIn, type Authorization } from "./support/signIn"

const portal = usePortal()

const newPassword = "Fresh-start-42"

const submitSetPassword = (
  authorization: Authorization,
  form: { readonly newPassword: string; readonly confirmPassword: string; readonly lang?: "en" | "fr" }
) =>
  authorization.browser.fetch(authorization.interactionUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ step: "setPassword", lang: form.lang ?? "en", ...form }).toString()
  })

/** An account just created, invited by the Northwind manager; its id and its link's token. */
const invited = async (email: string) => {
  const id = await createInvitedAccount(portal, email)
  await issueInvitation(portal, id, await userIdOf(portal, "manager@northwind.example"))
  const mail = await latestMailTo(portal, email)
  return { id, token: invitationTokenIn(portal, mail!.body), mail: mail! }
}

const accountOf = async (id: number) => {
  const [row] = await portal.sql(
    (sql) => sql<{ sub: string | null; passwordHash: string | null }>`SELECT sub, password_hash FROM portal_user WHERE id = ${id}`
  )
  return row!
}

const unusableLink = /invitation link is not valid for this User ID, has expired or has already been used/

describe("an invitation", () => {
  it("is mailed in both languages with a link to the portal's sign-in screen, and recorded", async () => {
    const { id, mail } = await invited("mail.check@northwind.example")
    expect(mail.subject).toContain("Your Driver and Vehicle Data Portal account")
    expect(mail.subject).toContain("Votre compte")
    expect(mail.body).toContain("Your User ID is mail.check@northwind.example")
    expect(mail.body).toContain("Votre code d'utilisateur est mail.check@northwind.example")
    expect(mail.body).toMatch(new RegExp(`${portal.baseUrl}/login/[A-Za-z0-9_-]{43}\\n`))
    const [stored] = await portal.sql(
      (sql) => sql<{ tokenHash: string; days: number }>`
        SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400) AS days
        FROM user_invitation WHERE user_id = ${id}`
    )
    // Only the token's SHA-256 is kept, and the link lasts the default 7 days.
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.tokenHash).not.toContain(invitationTokenIn(portal, mail.body))
    expect(Number(stored!.days)).toBe(7)
    const manager = await userIdOf(portal, "manager@northwind.example")
    expect(await historyOf(portal, id)).toEqual([
      { event: "invited", changedBy: manager, descriptionEn: "Invitation sent", descriptionFr: "Invitation envoyée" }
    ])
  })

  it("lets the user set a password under the shared rules, activates the account and signs it in, once", async () => {
    const email = "nora.newhire@northwind.example"
    const { id, token } = await invited(email)
    expect((await accountOf(id)).sub).toBeNull()

    const authorization = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: token })
    expect(authorization.page).toContain('name="newPassword"')
    expect(authorization.page).toContain('name="confirmPassword"')
    expect(authorization.page).not.toContain('name="password"')

    const weak = await (await submitSetPassword(authorization, { newPassword: "password", confirmPassword: "password" })).text()
    expect(weak).toContain("The password does not meet the criteria.")
    expect(weak).toContain('aria-invalid="true"')
    const weakFr = await (
      await submitSetPassword(authorization, { newPassword: "court1A", confirmPassword: "court1A", lang: "fr" })
    ).text()
    expect(weakFr).toContain("Le mot de passe ne respecte pas les critères.")
    const mismatch = await (await submitSetPassword(authorization, { newPassword, confirmPassword: `${newPassword}!` })).text()
    expect(mismatch).toContain("The passwords do not match.")
    const mismatchFr = await (
      await submitSetPassword(authorization, { newPassword, confirmPassword: "autre", lang: "fr" })
    ).text()
    expect(mismatchFr).toContain("Les mots de passe ne correspondent pas.")
    // ASVS 2.1.7: a common or breached password, however it meets the criteria, and one with the User ID.
    const common = await (
      await submitSetPassword(authorization, { newPassword: "Password123!", confirmPassword: "Password123!" })
    ).text()
    expect(common).toContain("This password is too common or has appeared in a data breach.")
    expect(common).toContain('aria-invalid="true" aria-describedby="password-rules newPassword-error newPassword-strength-text"')
    const commonFr = await (
      await submitSetPassword(authorization, { newPassword: "Motdepasse1!", confirmPassword: "Motdepasse1!", lang: "fr" })
    ).text()
    expect(commonFr).toContain("Ce mot de passe est trop courant ou a déjà été exposé lors d&#39;une fuite de données.")
    const personal = await (
      await submitSetPassword(authorization, { newPassword: "Nora.Newhire-93", confirmPassword: "Nora.Newhire-93" })
    ).text()
    expect(personal).toContain("The password must not contain your User ID or the name of your e-mail address.")
    // Nothing changed for a refused password.
    expect(await accountOf(id)).toEqual({ sub: null, passwordHash: null })

    const code = await codeFromRedirects(
      authorization,
      await submitSetPassword(authorization, { newPassword, confirmPassword: newPassword })
    )
    expect(code).toBeDefined()
    const tokens = await exchangeCode(authorization, code!)
    const account = await accountOf(id)
    expect(account.sub).toMatch(/^[0-9a-f-]{36}$/)
    const connected = await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())
    expect(connected.id).toBe(id)
    expect(connected.sub).toBe(account.sub)
    expect((await historyOf(portal, id)).map((row) => row.event)).toEqual(["invited", "activated", "signIn"])
    // The user is told of the activation, in both languages, with whom to contact and no secret.
    const notice = (await latestMailTo(portal, email))!
    expect(notice.subject).toBe("Your portal account was activated / Votre compte du portail a été activé")
    expect(notice.body).toMatch(/\(User ID [^)]+\) was activated on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./)
    expect(notice.body).toContain("If you did not do this, contact the bureau at once")
    expect(notice.body).toMatch(/a été activé le \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./)
    expect(notice.body).toContain("Si ce n'est pas vous, communiquez sans tarder avec le bureau")
    expect(notice.body).not.toContain(newPassword)
    expect(notice.body).not.toContain(token)
    expect(notice.body).not.toContain("/login/")
    const [invitation] = await portal.sql(
      (sql) => sql<{ used: boolean }>`SELECT used_at IS NOT NULL AS used FROM user_invitation WHERE user_id = ${id}`
    )
    expect(invitation!.used).toBe(true)

    // The password chosen is the account's from now on.
    await signIn(portal.baseUrl, email, newPassword)
    // The link cannot be used again.
    const again = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: token })
    expect(again.page).toMatch(unusableLink)
    expect(again.page).not.toContain('name="newPassword"')
    const replay = await (
      await submitSetPassword(again, { newPassword: "Other-pass-77", confirmPassword: "Other-pass-77" })
    ).text()
    expect(replay).toMatch(unusableLink)
    expect((await accountOf(id)).sub).toBe(account.sub)
  })

  it("refuses an expired link, a link an invitation sent since has revoked, another User ID's and a disabled account's", async () => {
    const email = "late.starter@northwind.example"
    const { id, token: first } = await invited(email)
    await issueInvitation(portal, id, await userIdOf(portal, "manager@northwind.example"))
    const second = invitationTokenIn(portal, (await latestMailTo(portal, email))!.body)
    expect(second).not.toBe(first)

    const revoked = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: first })
    expect(revoked.page).toMatch(unusableLink)
    const otherUser = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example", invitationId: second })
    expect(otherUser.page).toMatch(unusableLink)
    const unknown = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: "x".repeat(43) })
    expect(unknown.page).toMatch(unusableLink)

    const french = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: first })
    const frenchPage = await (await french.browser.fetch(`${french.interactionUrl}?lang=fr`)).text()
    expect(frenchPage).toContain("n&#39;est pas valide pour ce code d&#39;utilisateur, a expiré ou a déjà été utilisé")

    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = true WHERE id = ${id}`)
    const disabled = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: second })
    expect(disabled.page).toMatch(unusableLink)
    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = false WHERE id = ${id}`)

    // Open until it expires; the page shown before then is refused once it has.
    const open = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: second })
    expect(open.page).toContain('name="newPassword"')
    await portal.sql((sql) => sql`UPDATE user_invitation SET expires_at = now() - interval '1 minute' WHERE user_id = ${id}`)
    const expired = await (await submitSetPassword(open, { newPassword, confirmPassword: newPassword })).text()
    expect(expired).toMatch(unusableLink)
    expect((await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: second })).page).toMatch(unusableLink)
    expect(await accountOf(id)).toEqual({ sub: null, passwordHash: null })
  })

  it("is the only way in for an account without a sub: its password alone is refused as a wrong one", async () => {
    const email = "no.sub@northwind.example"
    const id = await createInvitedAccount(portal, email)
    // Even a password hash somehow stored does not open an account that was never activated.
    const [known] = await portal.sql(
      (sql) => sql<{ passwordHash: string }>`SELECT password_hash FROM portal_user WHERE email = 'analyst@northwind.example'`
    )
    await portal.sql((sql) => sql`UPDATE portal_user SET password_hash = ${known!.passwordHash} WHERE id = ${id}`)
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: email })
    const page = await (await submitSignIn(authorization, { login: email, password: "Portal-demo-1" })).text()
    expect(page).toContain("The User ID or password is incorrect.")
    expect((await accountOf(id)).sub).toBeNull()
  })
})

describe("an account created by a User Administrator", () => {
  const administration = useUserAdministration(portal)

  it("gets the invitation, sets a password and signs in with exactly the functions and companies granted", async () => {
    const [option] = await administration.optionsOf("NWD-GEN")
    const payload = northwindUser(administration.ids, option!.id)
    const created = await administration.ok("manager", (client) => client.userAdministration.create({ payload }))
    expect((await accountOf(created.id)).sub).toBeNull()
    const token = invitationTokenIn(portal, (await latestMailTo(portal, payload.email))!.body)

    const authorization = await beginSignIn(portal.baseUrl, { loginHint: payload.email, invitationId: token })
    const done = await submitSetPassword(authorization, { newPassword, confirmPassword: newPassword, lang: "fr" })
    const code = await codeFromRedirects(authorization, done)
    const tokens = await exchangeCode(authorization, code!)
    const user = await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())
    const general = administration.ids.companies["NWD-GEN"]!.id
    expect(user.id).toBe(created.id)
    expect(user.userFunctions.map((f) => [f.functionId, f.reportingCompanies.map((c) => c.id)])).toEqual([
      [1, [general]],
      [2, []]
    ])
  })
})

import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { historyOf, latestMailTo, userIdOf } from "./support/invitations"
import { usePortal } from "./support/portal"
import { api, beginSignIn, codeFromRedirects, demoPassword, signIn, submitSignIn } from "./support/signIn"

// The portal believes X-Forwarded-For from this machine: each request names its client address.
const portal = usePortal({ TRUSTED_PROXIES: "127.0.0.1,::1" }, { captureLogs: true })

let nextAddress = 1
/** Each request from its own client address, unless a test names one. */
const freshAddress = () => `198.51.100.${nextAddress++}`

const askForLink = (login: string, options: { readonly address?: string; readonly lang?: "en" | "fr" } = {}) =>
  fetch(`${portal.baseUrl}/oidc/password-reset`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": options.address ?? freshAddress() },
    body: new URLSearchParams({ login, lang: options.lang ?? "en" }).toString()
  })

const resetMailsTo = async (email: string) => {
  const rows = await portal.sql(
    (sql) => sql<{ body: string }>`
      SELECT body FROM mail_outbox WHERE ${email} = ANY(recipients) AND subject LIKE 'Choose a new portal password%' ORDER BY id`
  )
  return rows.map((row) => row.body)
}

/** The link of the newest reset mail to `email`: {PUBLIC_URL}/oidc/password-reset/{token}. */
const linkTo = async (email: string) => {
  const bodies = await resetMailsTo(email)
  const escaped = portal.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = bodies.at(-1)?.match(new RegExp(`${escaped}/oidc/password-reset/([A-Za-z0-9_-]+)`))
  if (!match) throw new Error(`No reset link mailed to ${email}`)
  return { url: match[0], token: match[1]! }
}

const choose = (url: string, newPassword: string, confirmPassword = newPassword, lang: "en" | "fr" = "en") =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ newPassword, confirmPassword, lang }).toString()
  })

const passwordOpens = async (login: string, password: string) => {
  const authorization = await beginSignIn(portal.baseUrl, { loginHint: login })
  return (await codeFromRedirects(authorization, await submitSignIn(authorization, { login, password }))) !== undefined
}

describe("password reset by a one-time link sent by mail", () => {
  it("is offered on the provider's sign-in page and asks for the User ID, in both languages", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    expect(authorization.page).toContain(`href="${portal.baseUrl}/oidc/password-reset?lang=en"`)
    expect(authorization.page).toContain("Forgot your password?")
    const en = await fetch(`${portal.baseUrl}/oidc/password-reset?lang=en`)
    expect(en.status).toBe(200)
    expect(await en.text()).toContain("Reset your password")
    const fr = await (await fetch(`${portal.baseUrl}/oidc/password-reset?lang=fr`)).text()
    expect(fr).toContain("Réinitialiser votre mot de passe")
    expect(fr).toContain('name="login"')
  })

  it("answers the same whether or not the User ID exists or keeps a portal password, and mails only the one that does", async () => {
    const answers = await Promise.all(
      ["analyst@northwind.example", "nobody@northwind.example", "reviewer@laurentian.example", "not-a-user-id"].map(
        async (login) => {
          const response = await askForLink(login)
          return { status: response.status, page: await response.text() }
        }
      )
    )
    expect(answers[0]!.status).toBe(200)
    expect(answers[0]!.page).toContain("If the User ID signs in with a portal password")
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(await resetMailsTo("analyst@northwind.example")).toHaveLength(1)
    expect(await resetMailsTo("nobody@northwind.example")).toHaveLength(0)
    // An account of a registered carrier (the demo's Laurentian) resets its password there: no mail.
    expect(await resetMailsTo("reviewer@laurentian.example")).toHaveLength(0)
    const fr = await (await askForLink("nobody@northwind.example", { lang: "fr" })).text()
    expect(fr).toContain("Si le code d&#39;utilisateur se connecte avec un mot de passe du portail")
  })

  it("sets a new password once under the shared rules: the new one signs in, the old not; history, mail, and every session ends", async () => {
    const login = "broker@harbour.example"
    const before = await signIn(portal.baseUrl, login)
    expect((await askForLink(login)).status).toBe(200)
    const link = await linkTo(login)
    // Only the token's hash is kept.
    const [kept] = await portal.sql(
      (sql) => sql<{ tokenHash: string; valid: string }>`
        SELECT token_hash, to_char(expires_at - created_at, 'HH24:MI') AS valid FROM password_reset
        WHERE user_id = (SELECT id FROM portal_user WHERE email = ${login}) ORDER BY created_at DESC LIMIT 1`
    )
    expect(kept).toEqual({ tokenHash: createHash("sha256").update(link.token).digest("hex"), valid: "01:00" })

    const page = await fetch(link.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain("Choose a new password")
    expect(html).toContain(`value="${login}"`)
    const mismatch = await (await choose(link.url, "Reset-pass-31", "Reset-pass-32")).text()
    expect(mismatch).toContain("The passwords do not match.")
    const criteria = await (await choose(link.url, "alllowercase", "alllowercase", "fr")).text()
    expect(criteria).toContain("Le mot de passe ne respecte pas les critères.")

    const done = await choose(link.url, "Reset-pass-31")
    expect(done.status).toBe(200)
    expect(await done.text()).toContain("Your password has been changed")
    expect((await choose(link.url, "Other-pass-55")).status).toBe(410)
    expect((await fetch(link.url)).status).toBe(410)

    expect(await passwordOpens(login, "Reset-pass-31")).toBe(true)
    expect(await passwordOpens(login, demoPassword)).toBe(false)
    expect(await latestMailTo(portal, login)).toMatchObject({ subject: expect.stringContaining("password was changed") })
    const history = await historyOf(portal, await userIdOf(portal, login))
    expect(history.filter((entry) => entry.event === "passwordReset")).toEqual([
      {
        event: "passwordReset",
        descriptionEn: "Password reset with a link sent by e-mail",
        descriptionFr: "Mot de passe réinitialisé avec un lien envoyé par courriel",
        changedBy: await userIdOf(portal, login)
      }
    ])
    // The session signed in with the old password has ended: its refresh token no longer works.
    const refreshed = await fetch(`${portal.baseUrl}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: before.refreshToken, client_id: "portal-spa" })
    })
    expect(refreshed.status).toBe(400)
    expect(
      portal.logLines.some(
        (line) =>
          line.message === "Security event" &&
          line.securityEvent === "credentialChange" &&
          line.action === "passwordReset.change" &&
          line.actor === login
      )
    ).toBe(true)
    const after = await signIn(portal.baseUrl, login, "Reset-pass-31")
    expect((await api(portal.baseUrl, after.accessToken).ok((c) => c.users.getUserConnected())).email).toBe(login)
  })

  it("refuses an expired link, and a link replaced by a newer one, changing nothing", async () => {
    const login = "o.fraser@northwind.example"
    await askForLink(login)
    const older = await linkTo(login)
    await askForLink(login)
    const newer = await linkTo(login)
    expect(newer.token).not.toBe(older.token)
    expect((await fetch(older.url)).status).toBe(410)
    await portal.sql(
      (sql) => sql`UPDATE password_reset SET expires_at = now() - interval '1 minute'
        WHERE token_hash = ${createHash("sha256").update(newer.token).digest("hex")}`
    )
    const expired = await fetch(newer.url)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain("This link is not valid")
    expect((await choose(newer.url, "Expired-pass-12")).status).toBe(410)
    expect(await passwordOpens(login, demoPassword)).toBe(true)
  })

  it("limits the links asked for per User ID and per client address", async () => {
    const login = "manager@northwind.example"
    for (let i = 0; i < 3; i++) expect((await askForLink(login)).status).toBe(200)
    const limited = await askForLink(login)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await limited.text()).toContain("Too many reset links were asked for")
    expect(await resetMailsTo(login)).toHaveLength(3)

    const address = "203.0.113.77"
    for (let i = 0; i < 10; i++) expect((await askForLink(`unknown-${i}@northwind.example`, { address })).status).toBe(200)
    const fromAddress = await askForLink("admin@bureau.example", { address, lang: "fr" })
    expect(fromAddress.status).toBe(429)
    expect(await fromAddress.text()).toContain("Trop de liens de réinitialisation ont été demandés")
    expect(await resetMailsTo("admin@bureau.example")).toHaveLength(0)
  })
})

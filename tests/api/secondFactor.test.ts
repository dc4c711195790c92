import { Secret, TOTP } from "otpauth"
import { describe, expect, it } from "vitest"
import { demoSecondFactors } from "../../src/server/demo/demoSecondFactors"
import { createInvitedAccount, invitationTokenIn, issueInvitation, latestMailTo } from "./support/invitations"
import { usePortal } from "./support/portal"
import {
  beginSignIn,
  codeFromRedirects,
  demoPassword,
  exchangeCode,
  signIn,
  submitSignIn,
  type Authorization,
  type Tokens
} from "./support/signIn"

// The second factor on, as in every deployment (the other api tests turn it off).
// Five wrong codes lock, without the throttle's growing wait, to keep the file short.
const portal = usePortal({ SECOND_FACTOR: "administrators", SIGNIN_ACCOUNT_MAX_FAILURES: "5", SIGNIN_SLOWDOWN_MS: "1" })

const demoKey = (email: string) => {
  const demo = demoSecondFactors.find((d) => d.email === email)
  if (!demo) throw new Error(`${email} is not a demo administrator`)
  return demo
}
const bureauAdmin = demoKey("admin@bureau.example")
const northwindAdmin = demoKey("manager@northwind.example")
const mapleAdmin = demoKey("c.lavoie@maple.example")

/** The code an authenticator app shows for the key, `steps` steps of 30 s from now. */
const totp = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000
  })

const postForm = (authorization: Authorization, fields: Record<string, string>) =>
  authorization.browser.fetch(authorization.interactionUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ lang: "en", ...fields }).toString()
  })

/** The password, then the page that follows it (the code asked, or the enrolment). */
const passwordStep = async (login: string, lang: "en" | "fr" = "en", password = demoPassword) => {
  const authorization = await beginSignIn(portal.baseUrl, { loginHint: login })
  const response = await submitSignIn(authorization, { login, password, lang })
  return { authorization, response, page: response.status === 200 ? await response.text() : "" }
}

const tokensAfter = async (authorization: Authorization, response: Response): Promise<Tokens | undefined> => {
  const code = await codeFromRedirects(authorization, response)
  return code === undefined ? undefined : exchangeCode(authorization, code)
}

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${portal.baseUrl}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } })

const userIdOf = async (login: string) =>
  (await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM portal_user WHERE user_id = ${login}`))[0]!.id

const keyOnPage = (page: string) => /<code id="totp-key">([A-Z2-7 ]+)<\/code>/.exec(page)?.[1]?.replace(/ /g, "")
const recoveryCodesOnPage = (page: string) => [...page.matchAll(/<li><code>([A-Z2-7-]+)<\/code><\/li>/g)].map((m) => m[1]!)

let bureauTokens: Tokens
let northwindTokens: Tokens

describe("the second factor at sign-in", () => {
  it("signs in an account without an administrator's function with its password alone", async () => {
    const tokens = await signIn(portal.baseUrl, "analyst@northwind.example")
    expect(tokens.accessToken).toBeTruthy()
  })

  it("asks an administrator for a code after the right password, and signs in only with a right one", async () => {
    const lastLogin = async () =>
      (
        await portal.sql(
          (sql) => sql<{ lastLogin: Date | null }>`SELECT last_login FROM portal_user WHERE user_id = ${northwindAdmin.userId}`
        )
      )[0]!.lastLogin?.getTime()
    const before = await lastLogin()
    const { authorization, response, page } = await passwordStep(northwindAdmin.userId)
    expect(response.status).toBe(200)
    expect(page).toContain('name="code"')
    expect(page).toContain("Enter the six-digit code from your authenticator app")

    const wrong = await postForm(authorization, { step: "code", code: totp(northwindAdmin.totpKey, 10) })
    expect(wrong.status).toBe(200)
    expect(await wrong.text()).toContain("The code is incorrect or has already been used.")
    // The password alone is not a sign-in: the last login is the one before.
    expect(await lastLogin()).toBe(before)

    const right = await postForm(authorization, { step: "code", code: totp(northwindAdmin.totpKey) })
    northwindTokens = (await tokensAfter(authorization, right))!
    expect(northwindTokens.accessToken).toBeTruthy()
    expect(await lastLogin()).toBeGreaterThan(before ?? 0)
  })

  it("refuses a code used once already, and takes the next step's code (one step of drift)", async () => {
    const used = totp(northwindAdmin.totpKey)
    const { authorization, page } = await passwordStep(northwindAdmin.userId, "fr")
    expect(page).toContain("Entrez le code à six chiffres")
    const again = await postForm(authorization, { step: "code", code: used, lang: "fr" })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain("Le code est incorrect ou a déjà été utilisé.")
    const next = await postForm(authorization, { step: "code", code: totp(northwindAdmin.totpKey, 1), lang: "fr" })
    expect((await tokensAfter(authorization, next))?.accessToken).toBeTruthy()
  })

  it("keeps the account the password verified on the server: a login posted with the code changes nothing", async () => {
    const { authorization } = await passwordStep(bureauAdmin.userId)
    // Another account's User ID and password sent at the code step are not a sign-in.
    const swapped = await postForm(authorization, { login: "analyst@northwind.example", password: demoPassword })
    expect(swapped.status).toBe(200)
    expect(await swapped.text()).toContain("Please enter a code.")
    const right = await postForm(authorization, { step: "code", code: totp(bureauAdmin.totpKey) })
    bureauTokens = (await tokensAfter(authorization, right))!
    const profile = (await (await api(bureauTokens.accessToken, "/Users/GetUserConnected")).json()) as {
      userId?: string
      email?: string
    }
    expect(JSON.stringify(profile)).toContain("admin@bureau.example")
  })
})

describe("a second factor reset by an administrator, and a new enrolment", () => {
  let mapleId: number

  it("resets a user's second factor within the administrator's scope, recorded in the user's history", async () => {
    mapleId = await userIdOf(mapleAdmin.userId)
    const before = await api(bureauTokens.accessToken, `/Users/SecondFactor/${mapleId}`)
    expect(await before.json()).toMatchObject({ enrolled: true })

    const reset = await api(bureauTokens.accessToken, `/Users/SecondFactor/${mapleId}`, { method: "DELETE" })
    expect(reset.status).toBe(204)
    const after = await api(bureauTokens.accessToken, `/Users/SecondFactor/${mapleId}`)
    expect(await after.json()).toEqual({ enrolled: false, enrolledAt: null })

    const history = await portal.sql(
      (sql) => sql<{ descriptionEn: string; descriptionFr: string; changedBy: number }>`
        SELECT description_en, description_fr, changed_by FROM user_access_history
        WHERE user_id = ${mapleId} AND event = 'secondFactorReset'`
    )
    expect(history).toEqual([
      {
        descriptionEn: "Second factor reset",
        descriptionFr: "Deuxième facteur réinitialisé",
        changedBy: await userIdOf(bureauAdmin.userId)
      }
    ])
    // The owner is told, in both languages (ASVS 2.5.5).
    const notice = await latestMailTo(portal, mapleAdmin.email)
    expect(notice?.subject).toBe(
      "The second factor of your portal account was reset / Le deuxième facteur de votre compte du portail a été réinitialisé"
    )
    expect(notice?.body).toContain("you will set up an authenticator app again at your next sign-in")

    const twice = await api(bureauTokens.accessToken, `/Users/SecondFactor/${mapleId}`, { method: "DELETE" })
    expect(twice.status).toBe(400)
  })

  it("refuses the reset of a user outside the administrator's companies, one's own, and to a user without userAdministration", async () => {
    const outside = await api(northwindTokens.accessToken, `/Users/SecondFactor/${await userIdOf(bureauAdmin.userId)}`, {
      method: "DELETE"
    })
    expect(outside.status).toBe(404)
    const own = await api(northwindTokens.accessToken, `/Users/SecondFactor/${await userIdOf(northwindAdmin.userId)}`, {
      method: "DELETE"
    })
    expect(own.status).toBe(400)
    const analyst = await signIn(portal.baseUrl, "analyst@northwind.example")
    const refused = await api(analyst.accessToken, `/Users/SecondFactor/${mapleId}`, { method: "DELETE" })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ token: "FUNCTION_NOT_ALLOWED" })
    expect(
      (await (
        await api(bureauTokens.accessToken, `/Users/SecondFactor/${await userIdOf(northwindAdmin.userId)}`)
      ).json()) as unknown
    ).toMatchObject({ enrolled: true })
  })

  let recoveryCodes: ReadonlyArray<string> = []

  it("enrols at the next sign-in: the key read off the page, its first code, then ten recovery codes shown once", async () => {
    const { authorization, response, page } = await passwordStep(mapleAdmin.userId)
    expect(response.status).toBe(200)
    expect(page).toContain("Set up your authenticator")
    expect(page).toContain("<svg")
    const key = keyOnPage(page)!
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    expect(key).not.toBe(mapleAdmin.totpKey)

    const wrong = await postForm(authorization, { step: "enrol", code: totp(key, 10) })
    expect(await wrong.text()).toContain("The code is incorrect or has already been used.")
    const confirmed = await postForm(authorization, { step: "enrol", code: totp(key) })
    const shown = await confirmed.text()
    recoveryCodes = recoveryCodesOnPage(shown)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    // Only their hashes are kept.
    const stored = await portal.sql(
      (sql) => sql<{ codeHash: string }>`SELECT code_hash FROM second_factor_recovery_code WHERE user_id = ${mapleId}`
    )
    expect(stored).toHaveLength(10)
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace(/-/g, ""))
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/)
    expect((await latestMailTo(portal, mapleAdmin.email))?.subject).toBe(
      "A second factor was set up on your portal account / Un deuxième facteur a été configuré sur votre compte du portail"
    )

    const done = await postForm(authorization, { step: "continue" })
    expect((await tokensAfter(authorization, done))?.accessToken).toBeTruthy()
    const status = await api(bureauTokens.accessToken, `/Users/SecondFactor/${mapleId}`)
    expect(await status.json()).toMatchObject({ enrolled: true })
  })

  it("signs in with a recovery code once; the same code is refused the next time", async () => {
    const first = await passwordStep(mapleAdmin.userId)
    const used = await postForm(first.authorization, { step: "code", code: recoveryCodes[3]!.toLowerCase() })
    expect((await tokensAfter(first.authorization, used))?.accessToken).toBeTruthy()

    const second = await passwordStep(mapleAdmin.userId)
    const again = await postForm(second.authorization, { step: "code", code: recoveryCodes[3]! })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain("The code is incorrect or has already been used.")
  })
})

describe("an invited administrator", () => {
  it("enrols right after choosing a password: the invitation's sign-in ends with the second factor too", async () => {
    const email = "nadia.newadmin@northwind.example"
    const id = await createInvitedAccount(portal, email)
    const organizationId = (
      await portal.sql((sql) => sql<{ organizationId: number }>`SELECT organization_id FROM portal_user WHERE id = ${id}`)
    )[0]!.organizationId
    await portal.sql(
      (sql) => sql`INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
        SELECT ${id}, 8, ${organizationId}, reporting_company_id FROM portal_user WHERE id = ${id}`
    )
    await issueInvitation(portal, id, await userIdOf("manager@northwind.example"))
    const token = invitationTokenIn(portal, (await latestMailTo(portal, email))!.body)
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: email, invitationId: token })
    const password = "Fresh-admin-42x"
    const activated = await authorization.browser.fetch(authorization.interactionUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ step: "setPassword", lang: "fr", newPassword: password, confirmPassword: password }).toString()
    })
    expect(activated.status).toBe(200)
    const page = await activated.text()
    expect(page).toContain("Configurer votre application d&#39;authentification")
    const key = keyOnPage(page)!
    const confirmed = await postForm(authorization, { step: "enrol", code: totp(key), lang: "fr" })
    expect(recoveryCodesOnPage(await confirmed.text())).toHaveLength(10)
    const done = await postForm(authorization, { step: "continue", lang: "fr" })
    expect((await tokensAfter(authorization, done))?.accessToken).toBeTruthy()
  })

  it("locks the code step after wrong codes as wrong passwords lock, a right code included, and says so in the history", async () => {
    const email = "nadia.newadmin@northwind.example"
    const { authorization, page } = await passwordStep(email, "en", "Fresh-admin-42x")
    expect(page).toContain("Enter the six-digit code from your authenticator app")
    for (let attempt = 1; attempt < 5; attempt++) {
      const wrong = await postForm(authorization, { step: "code", code: String(100000 + attempt) })
      expect(wrong.status, `attempt ${attempt}`).toBe(200)
    }
    const locked = await postForm(authorization, { step: "code", code: "100005" })
    expect(locked.status).toBe(429)
    expect(await locked.text()).toContain("Too many unsuccessful sign-in attempts.")
    const stillLocked = await postForm(authorization, { step: "code", code: "RECO-VERY-CODE-XXXX" })
    expect(stillLocked.status).toBe(429)
    const history = await portal.sql(
      (sql) => sql<{ event: string }>`SELECT event FROM user_access_history
        WHERE user_id = (SELECT id FROM portal_user WHERE email = ${email}) AND event = 'signInLocked'`
    )
    expect(history).toHaveLength(1)
  })
})

import { mkdtempSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCarrierProvider, type CarrierAccount } from "../../src/server/identity/demoCarrier/carrierProvider"
import { hashInvitationToken } from "../../src/server/identity/invitationTokens"
import { freePort, startPortal, type RunningPortal } from "./support/portal"
import {
  api,
  authorizeToInteraction,
  beginSignIn,
  codeFromRedirects,
  companySignInLink,
  demoPassword,
  exchangeCode,
  submitSignIn
} from "./support/signIn"

/**
 * Settings tab 1 made real: a sign-in domain the registry names sends its people to their carrier's own
 * OpenID provider (here a second oidc-provider on a loopback port, a confidential client of it), and
 * they come back signed in to the portal account with the e-mail the carrier vouches for.
 */
const signInDomain = "login.maple.example"
const carrierMount = "/carrier/oidc"
const clientId = "portal-at-maple"
const clientSecret = "maple-carrier-secret-for-tests"

const carrierAccounts: ReadonlyArray<CarrierAccount> = [
  { login: "e.wright@maple.example", email: "e.wright@maple.example", name: "Ethan Wright", password: demoPassword },
  { login: "c.lavoie@maple.example", email: "c.lavoie@maple.example", name: "Chloé Lavoie", password: demoPassword },
  { login: "ghost@maple.example", email: "ghost@maple.example", name: "No Account", password: demoPassword },
  { login: "analyst@northwind.example", email: "analyst@northwind.example", name: "Other Carrier", password: demoPassword },
  { login: "bureau@maple.example", email: "bureau@maple.example", name: "Bureau Credentials", password: demoPassword },
  { login: "unverified", email: "e.wright@maple.example", emailVerified: false, name: "Not Verified", password: demoPassword },
  { login: "invited@maple.example", email: "invited@maple.example", name: "Dana Whitford", password: demoPassword },
  { login: "linked@maple.example", email: "linked@maple.example", name: "Riley Martin", password: demoPassword }
]

/** An invitation whose link is opened without the carrier's domain hint (linked@maple.example's). */
const linkToken = "maple-invitation-opened-without-its-hint"

let portal: RunningPortal
let carrier: Server
let carrierIssuer: string

beforeAll(async () => {
  const carrierPort = await freePort()
  const carrierOrigin = `http://127.0.0.1:${carrierPort}`
  carrierIssuer = `${carrierOrigin}${carrierMount}`
  const registry = join(mkdtempSync(join(tmpdir(), "federated-")), "issuers.json")
  writeFileSync(
    registry,
    JSON.stringify([{ signInDomain, issuer: carrierIssuer, clientId, clientSecretEnv: "MAPLE_OIDC_SECRET", emailClaim: "email" }])
  )
  portal = await startPortal({ FEDERATED_ISSUERS_FILE: registry, MAPLE_OIDC_SECRET: clientSecret }, { captureLogs: true })
  const provider = await makeCarrierProvider({
    origin: carrierOrigin,
    mountPath: carrierMount,
    brand: { en: "Maple Leaf Mutual", fr: "Mutuelle Feuille d'érable" },
    accounts: carrierAccounts,
    clients: [{ clientId, clientSecret, redirectUri: `${portal.baseUrl}/oidc/federated/callback` }],
    cookieKeys: ["carrier-test-cookie-key"]
  })
  carrier = createServer((req, res) => void provider.handle(req, res))
  await new Promise<void>((resolve) => carrier.listen(carrierPort, "127.0.0.1", resolve))
  await portal.sql(
    (sql) => sql`INSERT INTO b2c_provider (email_domain_name, b2c_domain_name) VALUES ('maple.example', ${signInDomain})`
  )
  // A bureau-credentials account and an invited one (no sub yet, a pending invitation), both of maple.example.
  await portal.sql(
    (sql) =>
      sql`UPDATE portal_user SET email = 'bureau@maple.example', is_ibc_credentials = true WHERE email = 'newcomer@maple.example'`
  )
  await portal.sql((sql) => sql`UPDATE portal_user SET email = 'invited@maple.example' WHERE email = 'invited@northwind.example'`)
  await portal.sql(
    (sql) => sql`INSERT INTO user_invitation (token_hash, user_id, expires_at)
      SELECT 'federated-test-invitation', id, now() + interval '1 day' FROM portal_user WHERE email = 'invited@maple.example'`
  )
  await portal.sql(
    (
      sql
    ) => sql`UPDATE portal_user SET email = 'linked@maple.example', user_id = 'linked@maple.example', sub = NULL, password_hash = NULL
      WHERE email = 'broker@harbour.example'`
  )
  await portal.sql(
    (sql) => sql`INSERT INTO user_invitation (token_hash, user_id, expires_at)
      SELECT ${hashInvitationToken(linkToken)}, id, now() + interval '1 day' FROM portal_user WHERE email = 'linked@maple.example'`
  )
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => carrier?.close(resolve))
  await portal?.stop()
})

/** The portal's authorization with the carrier's sign-in domain as hint: the interaction sends the browser to the carrier. */
const toCarrier = async (loginHint: string, lang: "en" | "fr" = "en") => {
  const authorization = await authorizeToInteraction(portal.baseUrl, { loginHint, domainHint: signInDomain })
  // The user's language, as the portal's own language switch leaves it (the lang cookie).
  const sent = await authorization.browser.fetch(`${authorization.interactionUrl.href}?lang=${lang}`)
  expect(sent.status).toBe(303)
  const carrierUrl = new URL(sent.headers.get("location")!)
  const landing = await authorization.browser.followUntil(await authorization.browser.fetch(carrierUrl), carrierUrl.href, (url) =>
    url.pathname.startsWith(`${carrierMount}/interaction/`)
  )
  if (!(landing instanceof URL)) throw new Error(`The carrier's sign-in page was not reached: ${landing.status}`)
  const page = await authorization.browser.fetch(landing)
  return { ...authorization, page: "", carrierUrl, carrierPageUrl: landing, carrierPage: await page.text() }
}

type AtCarrier = Awaited<ReturnType<typeof toCarrier>>

/** Signs in on the carrier's page; follows the redirects back through the portal: its code, or the page it stopped at. */
const signInAtCarrier = async (at: AtCarrier, login: string, lang: "en" | "fr" = "en") => {
  const posted = await at.browser.fetch(at.carrierPageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, password: demoPassword, lang }).toString()
  })
  const end = await at.browser.followUntil(posted, at.carrierPageUrl.href, (url) => url.href.startsWith(at.redirectUri))
  if (end instanceof URL) {
    expect(end.searchParams.get("state")).toBe(at.state)
    return { code: end.searchParams.get("code")!, status: 302, page: "" }
  }
  return { code: undefined, status: end.status, page: await end.text() }
}

const federatedSignIn = async (login: string, lang: "en" | "fr" = "en") =>
  signInAtCarrier(await toCarrier(login, lang), login, lang)

describe("federated sign-in through a carrier's own OpenID provider", () => {
  it("sends a registered sign-in domain to the carrier with PKCE, state, nonce and the login hint", async () => {
    const at = await toCarrier("e.wright@maple.example")
    expect(at.carrierUrl.href.startsWith(`${carrierIssuer}/auth?`)).toBe(true)
    expect(at.carrierUrl.searchParams.get("client_id")).toBe(clientId)
    expect(at.carrierUrl.searchParams.get("redirect_uri")).toBe(`${portal.baseUrl}/oidc/federated/callback`)
    expect(at.carrierUrl.searchParams.get("code_challenge_method")).toBe("S256")
    expect(at.carrierUrl.searchParams.get("state")).toBeTruthy()
    expect(at.carrierUrl.searchParams.get("nonce")).toBeTruthy()
    expect(at.carrierUrl.searchParams.get("login_hint")).toBe("e.wright@maple.example")
    expect(at.carrierPage).toContain("Maple Leaf Mutual")
    expect(at.carrierPage).toContain('value="e.wright@maple.example"')
    expect((await toCarrier("e.wright@maple.example", "fr")).carrierPage).toContain("Connexion du personnel")
  })

  it("signs the carrier's person in to the portal account with that e-mail, and records the sign-in", async () => {
    const at = await toCarrier("e.wright@maple.example")
    const { code } = await signInAtCarrier(at, "e.wright@maple.example")
    expect(code).toBeTruthy()
    const tokens = await exchangeCode(at, code!)
    const user = await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())
    expect(user.email).toBe("e.wright@maple.example")
    const [signIns] = await portal.sql(
      (sql) => sql<{ readonly count: number }>`
        SELECT count(*)::int AS count FROM user_access_history h JOIN portal_user u ON u.id = h.user_id
        WHERE u.email = 'e.wright@maple.example' AND h.event = 'signIn' AND h.occurred_at > now() - interval '5 minutes'`
    )
    expect(signIns!.count).toBeGreaterThan(0)
  })

  it("gives an invited account its sub at its first federated sign-in, and uses its invitation", async () => {
    const at = await toCarrier("invited@maple.example")
    const { code } = await signInAtCarrier(at, "invited@maple.example")
    const tokens = await exchangeCode(at, code!)
    expect((await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())).email).toBe(
      "invited@maple.example"
    )
    const [invited] = await portal.sql(
      (sql) => sql<{ readonly sub: string | null; readonly usedAt: Date | null }>`
        SELECT u.sub, i.used_at FROM portal_user u JOIN user_invitation i ON i.user_id = u.id WHERE u.email = 'invited@maple.example'`
    )
    expect(invited!.sub).toBeTruthy()
    expect(invited!.usedAt).not.toBeNull()
  })

  it("keeps a sign-in domain the registry does not name on the embedded provider's password page", async () => {
    const authorization = await beginSignIn(portal.baseUrl, {
      loginHint: "analyst@northwind.example",
      domainHint: "northwind.example"
    })
    expect(authorization.page).toContain('name="password"')
    const code = await codeFromRedirects(
      authorization,
      await submitSignIn(authorization, { login: "analyst@northwind.example", password: demoPassword })
    )
    expect(code).toBeTruthy()
  })

  it("refuses a person without a portal account, in the user's language", async () => {
    const en = await federatedSignIn("ghost@maple.example")
    expect(en.code).toBeUndefined()
    expect(en.status).toBe(403)
    expect(en.page).toContain("No portal account has the e-mail address")
    const fr = await federatedSignIn("ghost@maple.example", "fr")
    expect(fr.page).toContain("Aucun compte du portail")
    expect(fr.page).toContain('lang="fr"')
  })

  it("refuses an e-mail of another carrier's domain: an issuer signs in only its own carrier's people", async () => {
    const refused = await federatedSignIn("analyst@northwind.example")
    expect(refused.code).toBeUndefined()
    expect(refused.page).toContain("belongs to another organization")
  })

  it("refuses an e-mail the carrier says is not verified", async () => {
    const at = await toCarrier("e.wright@maple.example")
    const refused = await signInAtCarrier(at, "unverified")
    expect(refused.code).toBeUndefined()
    expect(refused.page).toContain("did not confirm your e-mail address")
  })

  it("refuses an account that signs in with bureau credentials", async () => {
    const refused = await federatedSignIn("bureau@maple.example")
    expect(refused.code).toBeUndefined()
    expect(refused.page).toContain("bureau credentials")
  })

  it("refuses a disabled account", async () => {
    await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = true WHERE email = 'c.lavoie@maple.example'`)
    try {
      const refused = await federatedSignIn("c.lavoie@maple.example", "fr")
      expect(refused.code).toBeUndefined()
      expect(refused.page).toContain("Ce compte a été désactivé")
    } finally {
      await portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = false WHERE email = 'c.lavoie@maple.example'`)
    }
  })

  it("refuses when the carrier signs in another person than the User ID entered on the portal", async () => {
    const at = await toCarrier("e.wright@maple.example")
    const refused = await signInAtCarrier(at, "c.lavoie@maple.example")
    expect(refused.code).toBeUndefined()
    expect(refused.page).toContain("another person than the User ID you entered")
  })

  it("refuses the password form to an account of a registered carrier whatever the domain hint, and removes its portal password", async () => {
    const [before] = await portal.sql(
      (sql) => sql<{ readonly held: boolean }>`
        SELECT password_hash IS NOT NULL AS held FROM portal_user WHERE email = 'e.wright@maple.example'`
    )
    // Its password dates from before the mapping (inserted after the start): it is refused all the same.
    expect(before!.held).toBe(true)
    for (const domainHint of ["maple.example", "bureau-credentials", "", signInDomain]) {
      const authorization = await authorizeToInteraction(portal.baseUrl, { loginHint: "e.wright@maple.example", domainHint })
      const posted = await submitSignIn(
        { ...authorization, page: "" },
        { login: "e.wright@maple.example", password: demoPassword }
      )
      expect(posted.status).toBe(403)
      expect(posted.headers.get("location")).toBeNull()
      expect(await posted.text()).toContain("signs in with your company&#39;s own sign-in service")
    }
    const [after] = await portal.sql(
      (sql) => sql<{ readonly held: boolean }>`
        SELECT password_hash IS NOT NULL AS held FROM portal_user WHERE email = 'e.wright@maple.example'`
    )
    expect(after!.held).toBe(false)
    // Each refusal is a sign-in security event.
    const refusals = portal.logLines.filter(
      (line) => line.message === "Security event" && line.securityEvent === "signIn" && line.reason === "refused:carrierSignIn"
    )
    expect(refusals.filter((line) => line.actor === "e.wright@maple.example").length).toBeGreaterThanOrEqual(4)
  })

  it("never checks the password: a wrong one and an unknown address of the carrier get the same refusal, in French too", async () => {
    for (const login of ["e.wright@maple.example", "ghost@maple.example"]) {
      const authorization = await beginSignIn(portal.baseUrl, { loginHint: login, domainHint: "maple.example" })
      const posted = await submitSignIn(authorization, { login, password: "Not-the-password-9", lang: "fr" })
      expect(posted.status).toBe(403)
      const page = await posted.text()
      expect(page).toContain("Ce compte se connecte avec le service de connexion de votre entreprise")
      expect(page).toContain("Poursuivre vers la connexion de votre entreprise")
      expect(page).not.toContain("incorrect")
    }
  })

  it("sends a refused account on to its company's sign-in, where it signs in", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "e.wright@maple.example", domainHint: "maple.example" })
    const posted = await submitSignIn(authorization, { login: "e.wright@maple.example", password: demoPassword })
    const link = new URL(companySignInLink(await posted.text())!, authorization.interactionUrl)
    const sent = await authorization.browser.fetch(link)
    expect(sent.status).toBe(303)
    expect(sent.headers.get("location")!.startsWith(`${carrierIssuer}/auth?`)).toBe(true)
    const carrierUrl = new URL(sent.headers.get("location")!)
    const landing = await authorization.browser.followUntil(
      await authorization.browser.fetch(carrierUrl),
      carrierUrl.href,
      (url) => url.pathname.startsWith(`${carrierMount}/interaction/`)
    )
    const { code } = await signInAtCarrier(
      { ...authorization, page: "", carrierUrl, carrierPageUrl: landing as URL, carrierPage: "" },
      "e.wright@maple.example"
    )
    expect(code).toBeTruthy()
    const tokens = await exchangeCode(authorization, code!)
    expect((await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())).email).toBe(
      "e.wright@maple.example"
    )
  })

  it("sends an invitation opened without the domain hint to the carrier, never to the set-password page", async () => {
    const authorization = await authorizeToInteraction(portal.baseUrl, {
      loginHint: "linked@maple.example",
      domainHint: "",
      invitationId: linkToken
    })
    const opened = await authorization.browser.fetch(authorization.interactionUrl)
    expect(opened.status).toBe(303)
    const carrierUrl = new URL(opened.headers.get("location")!)
    expect(carrierUrl.href.startsWith(`${carrierIssuer}/auth?`)).toBe(true)
    // The set-password form posted all the same gives no portal password.
    const posted = await authorization.browser.fetch(authorization.interactionUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        step: "setPassword",
        newPassword: "Chosen-pass-42",
        confirmPassword: "Chosen-pass-42"
      }).toString()
    })
    expect(posted.status).toBe(303)
    const [unset] = await portal.sql(
      (sql) => sql<{ readonly sub: string | null; readonly held: boolean }>`
        SELECT sub, password_hash IS NOT NULL AS held FROM portal_user WHERE email = 'linked@maple.example'`
    )
    expect(unset).toEqual({ sub: null, held: false })
    // At the carrier the invitation activates.
    const landing = await authorization.browser.followUntil(
      await authorization.browser.fetch(carrierUrl),
      carrierUrl.href,
      (url) => url.pathname.startsWith(`${carrierMount}/interaction/`)
    )
    const at = { ...authorization, page: "", carrierUrl, carrierPageUrl: landing as URL, carrierPage: "" }
    const { code } = await signInAtCarrier(at, "linked@maple.example")
    expect(code).toBeTruthy()
    const [activated] = await portal.sql(
      (sql) => sql<{ readonly sub: string | null; readonly held: boolean; readonly usedAt: Date | null }>`
        SELECT u.sub, u.password_hash IS NOT NULL AS held, i.used_at FROM portal_user u JOIN user_invitation i ON i.user_id = u.id
        WHERE u.email = 'linked@maple.example'`
    )
    expect(activated!.sub).toBeTruthy()
    expect(activated!.held).toBe(false)
    expect(activated!.usedAt).not.toBeNull()
  })

  it("removes at start-up the portal passwords of accounts whose domain maps to a registered carrier (the demo's Laurentian)", async () => {
    const rows = await portal.sql(
      (sql) => sql<{ readonly email: string; readonly held: boolean }>`
        SELECT email, password_hash IS NOT NULL AS held FROM portal_user
        WHERE email IN ('reviewer@laurentian.example', 'f.macleod@laurentian.example', 'manager@northwind.example') ORDER BY email`
    )
    expect(rows).toEqual([
      { email: "f.macleod@laurentian.example", held: false },
      { email: "manager@northwind.example", held: true },
      { email: "reviewer@laurentian.example", held: false }
    ])
    expect(portal.logLines.some((line) => JSON.stringify(line.message).includes("Portal passwords removed from"))).toBe(true)
  })

  it("refuses a return whose state it did not send, or that it already used", async () => {
    const at = await toCarrier("e.wright@maple.example")
    const forged = await at.browser.fetch(`${portal.baseUrl}/oidc/federated/callback?code=forged&state=forged`)
    expect(forged.status).toBe(400)
    const state = at.carrierUrl.searchParams.get("state")!
    const { code } = await signInAtCarrier(at, "e.wright@maple.example")
    expect(code).toBeTruthy()
    const replayed = await at.browser.fetch(`${portal.baseUrl}/oidc/federated/callback?code=again&state=${state}`)
    expect(replayed.status).toBe(400)
  })
})

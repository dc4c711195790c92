import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { bureauUserId } from "../../src/server/demo/demoWorld"
import { usePortal } from "./support/portal"
import {
  api,
  beginSignIn,
  clientId,
  codeFromRedirects,
  demoPassword,
  discover,
  exchangeCode,
  send,
  signIn,
  submitSignIn
} from "./support/signIn"

const portal = usePortal()

describe("sign-in lookup (GET /api/Users/SignInLookup)", () => {
  const lookup = (userId: string) => api(portal.baseUrl).ok((client) => client.publicContent.signInLookup({ query: { userId } }))
  const lookupError = (userId: string) =>
    api(portal.baseUrl).error((client) => client.publicContent.signInLookup({ query: { userId } }))

  it("answers the identity domain of a known company user", async () => {
    expect(await lookup("analyst@northwind.example")).toEqual({ b2CDomainName: "northwind.example" })
  })

  it("answers bureau credentials for a bureau account, by e-mail or by its bureau User ID, in any case", async () => {
    expect(await lookup("admin@bureau.example")).toEqual({ b2CDomainName: "bureau-credentials" })
    expect(await lookup(bureauUserId("admin@bureau.example"))).toEqual({ b2CDomainName: "bureau-credentials" })
    expect(await lookup("Admin@Bureau.Example")).toEqual({ b2CDomainName: "bureau-credentials" })
  })

  it("answers 404 for a User ID nobody holds", async () => {
    expect(await lookupError("nobody@northwind.example")).toMatchObject({ _tag: "NotFound" })
  })

  it("answers 401 for a disabled account", async () => {
    expect(await lookupError("disabled@northwind.example")).toMatchObject({ _tag: "Unauthorized" })
  })

  it("answers 400 ERROR_400_INVALID_REQUEST for a malformed User ID", async () => {
    for (const userId of ["not-an-id", "two@@at.example", "no-domain@localhost"]) {
      const response = await send(portal.baseUrl, `/api/Users/SignInLookup?userId=${encodeURIComponent(userId)}`)
      expect(response.status).toBe(400)
      expect(response.json()).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    }
  })
})

describe("the provider's sign-in page (/oidc/interaction/{uid})", () => {
  it("signs a user in with the code flow and PKCE, issuing a JWT access token for portal-api", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    expect(authorization.interactionUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/)
    const code = await codeFromRedirects(
      authorization,
      await submitSignIn(authorization, { login: "analyst@northwind.example", password: demoPassword })
    )
    expect(code).toBeTruthy()
    const tokens = await exchangeCode(authorization, code!)

    const access = decodeJwt(tokens.accessToken)
    expect(access).toMatchObject({ iss: `${portal.baseUrl}/oidc`, aud: "portal-api", client_id: clientId })
    expect(access.exp! - access.iat!).toBe(portal.config.accessTokenTtlSeconds)
    expect(decodeJwt(tokens.idToken)).toMatchObject({ iss: `${portal.baseUrl}/oidc`, aud: clientId, sub: access.sub })
    expect(tokens.refreshToken).toBeTruthy()

    const me = await api(portal.baseUrl, tokens.accessToken).ok((client) => client.users.getUserConnected())
    expect(me.sub).toBe(access.sub)
  })

  it("fills in the login hint and shows the domain hint", async () => {
    const { page } = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    expect(page).toContain('value="analyst@northwind.example"')
    expect(page).toContain("Signing in with northwind.example")
  })

  it("names the bureau's credentials by their name, not their code, in English and in French", async () => {
    const authorization = await beginSignIn(portal.baseUrl, {
      loginHint: "helpdesk@bureau.example",
      domainHint: "bureau-credentials"
    })
    expect(authorization.page).toContain("Signing in with bureau credentials")
    const french = await (await authorization.browser.fetch(`${authorization.interactionUrl}?lang=fr`)).text()
    expect(french).toContain("Connexion avec les identifiants du Bureau")
    expect(authorization.page + french).not.toContain("bureau-credentials")
  })

  it("shows the error text and issues no code for a wrong password, then accepts the right one", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const refused = await submitSignIn(authorization, { login: "analyst@northwind.example", password: "Wrong-password-1" })
    expect(refused.status).toBe(200)
    expect(refused.headers.get("location")).toBeNull()
    expect(await refused.text()).toContain("The User ID or password is incorrect.")
    expect(await codeFromRedirects(authorization, refused)).toBeUndefined()

    const accepted = await submitSignIn(authorization, { login: "analyst@northwind.example", password: demoPassword })
    expect(await codeFromRedirects(authorization, accepted)).toBeTruthy()
  })

  it("gives an unknown User ID the same error text as a wrong password", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "nobody@northwind.example" })
    const refused = await submitSignIn(authorization, { login: "nobody@northwind.example", password: demoPassword })
    expect(await refused.text()).toContain("The User ID or password is incorrect.")
    expect(await codeFromRedirects(authorization, refused)).toBeUndefined()
  })

  it("does not let a disabled account sign in, even with the right password", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "disabled@northwind.example" })
    const refused = await submitSignIn(authorization, { login: "disabled@northwind.example", password: demoPassword })
    expect(await refused.text()).toContain("This account has been disabled. Please contact your User Administrator.")
    expect(await codeFromRedirects(authorization, refused)).toBeUndefined()
  })

  it("is bilingual: ?lang=fr shows the French labels, and a French form answers in French", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    expect(authorization.page).toContain('<html lang="en">')
    expect(authorization.page).toContain(">User ID</label>")

    const french = await authorization.browser.fetch(`${authorization.interactionUrl}?lang=fr`)
    const page = await french.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain(">Code d&#39;utilisateur</label>")
    expect(page).toContain(">Mot de passe</label>")
    expect(page).toContain(">Se connecter</button>")

    const refused = await submitSignIn(authorization, { login: "analyst@northwind.example", password: "Faux-mot-1", lang: "fr" })
    expect(await refused.text()).toContain("Le code d&#39;utilisateur ou le mot de passe est incorrect.")
  })

  it("follows the browser's language when no language cookie is set, and the cookie over the browser", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const frenchBrowser = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" }
    const french = await (await authorization.browser.fetch(authorization.interactionUrl, { headers: frenchBrowser })).text()
    expect(french).toContain('<html lang="fr">')
    expect(french).toContain(">Mot de passe</label>")
    const englishFirst = { "accept-language": "de-DE,en;q=0.8,fr;q=0.5" }
    const english = await (await authorization.browser.fetch(authorization.interactionUrl, { headers: englishFirst })).text()
    expect(english).toContain('<html lang="en">')

    const withCookie = await authorization.browser.fetch(authorization.interactionUrl, {
      headers: { ...frenchBrowser, cookie: "lang=en" }
    })
    expect(await withCookie.text()).toContain(">Password</label>")

    const reset = await fetch(`${portal.baseUrl}/oidc/password-reset`, { headers: frenchBrowser })
    expect(await reset.text()).toContain("Réinitialiser votre mot de passe")
  })

  it("remembers the page's language switch in the portal's language cookie", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const switched = await authorization.browser.fetch(`${authorization.interactionUrl}?lang=fr`)
    expect(switched.headers.getSetCookie().some((c) => /^lang=fr;.*Max-Age=31536000/.test(c))).toBe(true)
    const again = await (await authorization.browser.fetch(authorization.interactionUrl)).text()
    expect(again).toContain('<html lang="fr">')
  })

  it("renews the access token with the refresh token", async () => {
    const tokens = await signIn(portal.baseUrl, "analyst@northwind.example")
    const discovery = await discover(portal.baseUrl)
    const response = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refreshToken,
        client_id: clientId
      }).toString()
    })
    expect(response.status).toBe(200)
    const renewed = (await response.json()) as { access_token: string }
    expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: "portal-api", sub: decodeJwt(tokens.accessToken).sub })
    const me = await api(portal.baseUrl, renewed.access_token).ok((client) => client.users.getUserConnected())
    expect(me.email).toBe("analyst@northwind.example")
  })
})

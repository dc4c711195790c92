import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { providerCookieNames } from "../../src/server/identity/provider"
import { startPortal, usePortal, type RunningPortal } from "./support/portal"
import { Browser, beginSignIn, demoPassword, submitSignIn } from "./support/signIn"

const portal = usePortal()

const cookieName = (line: string) => line.slice(0, line.indexOf("="))
const attributes = (line: string) =>
  line
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase())

/**
 * A sign-in through the provider of a portal whose PUBLIC_URL is another origin: each address it
 * answers with is followed on the running server. Returns every Set-Cookie line the browser received.
 */
const signInCookies = async (baseUrl: string, publicUrl: string) => {
  const browser = new Browser()
  const seen: Array<string> = []
  const local = (address: string) => new URL(address.replace(publicUrl, baseUrl), baseUrl)
  const fetchKeeping = async (url: URL, init?: RequestInit) => {
    const response = await browser.fetch(url, init)
    seen.push(...response.headers.getSetCookie())
    return response
  }
  const authorize = new URL(`${baseUrl}/oidc/auth`)
  authorize.search = new URLSearchParams({
    client_id: "portal-spa",
    redirect_uri: `${publicUrl}/authentication/login-callback`,
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    login_hint: "analyst@northwind.example"
  }).toString()
  let response = await fetchKeeping(authorize)
  const interaction = local(response.headers.get("location")!)
  expect((await fetchKeeping(interaction)).status).toBe(200)
  response = await fetchKeeping(interaction, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login: "analyst@northwind.example", password: demoPassword, lang: "en" }).toString()
  })
  for (let hop = 0; hop < 5 && response.status === 303; hop++) {
    const next = local(response.headers.get("location")!)
    if (next.pathname === "/authentication/login-callback") break
    response = await fetchKeeping(next)
  }
  return seen
}

describe("the provider's cookie names (ASVS 3.4.4)", () => {
  it("names the session cookie __Host-session over https, and keeps the interaction cookies' names", () => {
    expect(providerCookieNames("https://portal.example")).toEqual({
      session: "__Host-session",
      interaction: "_interaction",
      resume: "_interaction_resume"
    })
    expect(providerCookieNames("http://localhost:8080").session).toBe("_session")
  })

  it("over plain http, where the prefix cannot be used, the session cookie is _session", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const response = await submitSignIn(authorization, { login: "analyst@northwind.example", password: demoPassword })
    const resume = await authorization.browser.fetch(new URL(response.headers.get("location")!, portal.baseUrl))
    expect(resume.headers.getSetCookie().map(cookieName)).toContain("_session")
  })

  describe("when PUBLIC_URL is https", () => {
    let secure: RunningPortal | undefined
    beforeAll(async () => {
      secure = await startPortal({ PUBLIC_URL: "https://portal.example" })
    })
    afterAll(async () => {
      await secure?.stop()
    })

    it("sets the session cookie as __Host-session: Secure, at path /, without a domain", async () => {
      const lines = await signInCookies(secure!.baseUrl, "https://portal.example")
      const session = lines.filter((line) => cookieName(line).startsWith("__Host-session"))
      expect(session.map(cookieName).sort()).toEqual(["__Host-session", "__Host-session.sig"])
      for (const line of session) {
        expect(attributes(line)).toContain("secure")
        expect(attributes(line)).toContain("path=/")
        expect(attributes(line).some((a) => a.startsWith("domain="))).toBe(false)
      }
      expect(lines.map(cookieName)).not.toContain("_session")
    })

    it("keeps the interaction cookies unprefixed, since they are scoped to their interaction's path", async () => {
      const lines = await signInCookies(secure!.baseUrl, "https://portal.example")
      const interaction = lines.filter((line) => cookieName(line).startsWith("_interaction"))
      expect(interaction.length).toBeGreaterThan(0)
      for (const line of interaction) {
        expect(attributes(line)).toContain("secure")
        expect(attributes(line).find((a) => a.startsWith("path="))).toMatch(/^path=\/oidc\/(interaction|auth)\//)
      }
    })
  })
})

import { HttpServerResponse } from "effect/http"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { appPolicy, contentSecurityPolicy, frameOptions, providerPolicy } from "../../src/server/http/edge/responseHeaders"
import { renderLogoutPage } from "../../src/server/identity/signInPage"
import { startPortal, usePortal, type RunningPortal } from "./support/portal"
import { beginSignIn, Browser, signIn } from "./support/signIn"

const portal = usePortal()
let token = ""

beforeAll(async () => {
  token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
})

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${portal.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers }
  })

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources])
  )

const expectSecurityHeaders = (response: Response) => {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  expect(response.headers.get("referrer-policy")).toBe("no-referrer")
  expect(response.headers.get("x-frame-options")).toBe("DENY")
  expect(response.headers.get("permissions-policy")).toContain("camera=()")
  expect(response.headers.get("strict-transport-security")).toBeNull()
}

describe("security headers", () => {
  it("are on every api answer, refusals and unknown paths included, with a policy that runs and frames nothing", async () => {
    for (const response of [
      await get("/api/health"),
      await get("/api/Users/GetUserConnected"),
      await fetch(`${portal.baseUrl}/api/Users/GetUserConnected`),
      await get("/api/DriverReports/GetById/abc/0"),
      await get("/api/no-such-call")
    ]) {
      expectSecurityHeaders(response)
      const csp = directives(response.headers.get("content-security-policy"))
      expect(csp.get("default-src")).toEqual(["'none'"])
      expect(csp.get("frame-ancestors")).toEqual(["'none'"])
      if (response.headers.get("content-type")?.startsWith("application/json")) {
        expect(response.headers.get("content-disposition")).toBe('attachment; filename="api.json"')
      }
    }
  })

  it("name no server software, allow no other origin, and answer only the methods and content types in use", async () => {
    const health = await fetch(`${portal.baseUrl}/api/health`, { headers: { origin: "https://evil.example" } })
    expect(health.headers.get("x-powered-by")).toBeNull()
    expect(health.headers.get("server")).toBeNull()
    expect(health.headers.get("access-control-allow-origin")).toBeNull()
    const preflight = await fetch(`${portal.baseUrl}/api/Users/GetUserConnected`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" }
    })
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
    expect((await get("/api/health", { method: "DELETE" })).status).toBe(404)
    const text = await get("/api/DriverReports/Search", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "lastName=Wilson"
    })
    expect(text.status).toBe(415)
  })

  it("name UTF-8 on every JSON answer: data, refusals, errors, the contract and the provider's (ASVS 14.4.1)", async () => {
    for (const response of [
      await get("/api/health"),
      await get("/api/Users/GetUserConnected"),
      await fetch(`${portal.baseUrl}/api/Users/GetUserConnected`),
      await get("/api/DriverReports/GetById/abc/0"),
      await get("/api/DriverReports/GetById/999999/0"),
      await get("/api/openapi.json"),
      await fetch(`${portal.baseUrl}/oidc/.well-known/openid-configuration`)
    ]) {
      expect(response.headers.get("content-type"), response.url).toBe("application/json; charset=utf-8")
    }
  })

  it("keep the app's policy on a page the browser revalidates (a 304 names no content type)", () => {
    const notModified = HttpServerResponse.empty({ status: 304 })
    expect(contentSecurityPolicy(portal.config, "/login", notModified)).toBe(appPolicy(portal.config))
    expect(contentSecurityPolicy(portal.config, "/", notModified)).toBe(appPolicy(portal.config))
    for (const path of ["/assets/index-abc.js", "/api/Users/GetUserConnected", "/api"]) {
      expect(directives(contentSecurityPolicy(portal.config, path, notModified) ?? null).get("default-src")).toEqual(["'none'"])
    }
    const app = directives(appPolicy(portal.config))
    expect(app.get("script-src")).toEqual(["'self'"])
    expect(app.get("style-src")).toEqual(["'self'"])
    expect(app.get("frame-ancestors")).toEqual(["'none'"])
  })

  it("let the portal alone frame the page a silent sign-in answers to, and no one frame any other page", () => {
    const page = HttpServerResponse.text("<!doctype html>", { contentType: "text/html" })
    const silent = directives(contentSecurityPolicy(portal.config, "/authentication/silent-callback", page) ?? null)
    expect(silent.get("frame-ancestors")).toEqual(["'self'"])
    expect(frameOptions("/authentication/silent-callback")).toBe("SAMEORIGIN")
    for (const path of ["/login", "/", "/authentication/login-callback", "/authentication/silent-callback/x"]) {
      const policy = directives(contentSecurityPolicy(portal.config, path, page) ?? null)
      expect(policy.get("frame-ancestors")).toEqual(["'none'"])
      expect(policy.get("frame-src")).toEqual(["'self'"])
      expect(frameOptions(path)).toBe("DENY")
    }
  })

  it("give the provider's pages a strict policy, and the pages carry no inline style or script", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    const page = await authorization.browser.fetch(authorization.interactionUrl)
    expectSecurityHeaders(page)
    expect(page.headers.get("content-security-policy")).toBe(providerPolicy)
    const csp = directives(providerPolicy)
    expect(csp.get("script-src")).toEqual(["'self'"])
    expect(csp.get("style-src")).toEqual(["'self'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    for (const html of [
      await page.text(),
      renderLogoutPage("fr", '<form method="post" action="/oidc/session/end/confirm"></form>')
    ]) {
      expect(html).not.toMatch(/<style|<script>|\sstyle=|\son[a-z]+=/i)
    }
    const styles = await fetch(`${portal.baseUrl}/oidc/assets/pages.css`)
    expect(styles.status).toBe(200)
    expect(styles.headers.get("content-type")).toMatch(/^text\/css/)
    const script = await fetch(`${portal.baseUrl}/oidc/assets/sign-out.js`)
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/)
    const discovery = await fetch(`${portal.baseUrl}/oidc/.well-known/openid-configuration`)
    expectSecurityHeaders(discovery)
  })

  it("let the API reference run only its own two scripts, by hash", async () => {
    const response = await fetch(`${portal.baseUrl}/docs`)
    expectSecurityHeaders(response)
    const csp = directives(response.headers.get("content-security-policy"))
    const html = await response.text()
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!)
    expect(scripts).toHaveLength(2)
    expect(csp.get("script-src")).toEqual(scripts.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`))
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    // Its default fonts would come from another origin.
    expect(html.includes('"withDefaultFonts":false')).toBe(true)
  })
})

describe("Cache-Control", () => {
  it("is no-store on every api answer holding personal data", async () => {
    const report = await get("/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
      method: "POST",
      body: JSON.stringify({
        jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
        driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
        comment: null,
        driverReportOption: null
      })
    })
    expect(report.status).toBe(200)
    const { id } = (await report.json()) as { id: number }
    const vehicle = await get(`/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=America/Toronto`, {
      method: "POST"
    })
    expect(vehicle.status).toBe(200)
    for (const response of [
      report,
      vehicle,
      await get(`/api/DriverReports/GetById/${id}/0`),
      await get("/api/DriverReports/HistorySearch"),
      await get("/api/Users/GetUserConnected"),
      await get("/api/DriverReports/Search", { method: "POST", body: JSON.stringify({ lastName: "Wilson" }) }),
      await get("/api/DriverReports/GetById/999999/0"),
      await fetch(`${portal.baseUrl}/api/Users/GetUserConnected`)
    ]) {
      expect(response.headers.get("cache-control"), response.url).toBe("no-store")
      expect(response.headers.get("content-disposition"), response.url).toBe('attachment; filename="api.json"')
    }
  })

  it("is private, no-store on report PDFs, which carry the policy of every other answer", async () => {
    const report = (await (
      await get("/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
        method: "POST",
        body: JSON.stringify({
          jurisdictionCode: namedDriverRefs.chen.jurisdiction,
          driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
          comment: null,
          driverReportOption: null
        })
      })
    ).json()) as { id: number }
    const link = (await (
      await get(`/api/DriverReports/GenerateReportPdf/${report.id}?lng=english`, { method: "POST" })
    ).json()) as {
      link: string
    }
    const pdf = await fetch(`${portal.baseUrl}${link.link}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("cache-control")).toBe("private, no-store")
    expectSecurityHeaders(pdf)
    const csp = directives(pdf.headers.get("content-security-policy"))
    expect(csp.get("default-src")).toEqual(["'none'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    const vehicle = (await (
      await get(`/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=America/Toronto`, { method: "POST" })
    ).json()) as { id: number }
    const vehicleLink = (await (
      await get("/api/vehicleReport/GeneratePdf?lng=french", { method: "POST", body: JSON.stringify({ reportId: vehicle.id }) })
    ).json()) as { link: string }
    const vehiclePdf = await fetch(`${portal.baseUrl}${vehicleLink.link}`)
    expect(vehiclePdf.headers.get("content-type")).toBe("application/pdf")
    expect(vehiclePdf.headers.get("content-security-policy")).toBe(pdf.headers.get("content-security-policy"))
  })
})

describe("cookies and transport security", () => {
  it("sets the provider's cookies HttpOnly and SameSite=Lax, not Secure over plain http", async () => {
    const cookies = await providerCookies(portal.baseUrl)
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*httponly/i)
      expect(cookie).toMatch(/;\s*samesite=lax/i)
      expect(cookie).not.toMatch(/;\s*secure/i)
    }
  })

  describe("when PUBLIC_URL is https", () => {
    let secure: RunningPortal | undefined
    beforeAll(async () => {
      secure = await startPortal({ PUBLIC_URL: "https://portal.example" })
    })
    afterAll(async () => {
      await secure?.stop()
    })

    it("adds HSTS and makes every provider cookie Secure", async () => {
      const health = await fetch(`${secure!.baseUrl}/api/health`)
      expect(health.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
      const cookies = await providerCookies(secure!.baseUrl, "https://portal.example")
      expect(cookies.length).toBeGreaterThan(0)
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i)
    })
  })
})

/** The Set-Cookie lines of an authorization request, as the browser receives them from the provider. */
const providerCookies = async (baseUrl: string, publicUrl = baseUrl) => {
  const authorize = new URL(`${baseUrl}/oidc/auth`)
  authorize.search = new URLSearchParams({
    client_id: "portal-spa",
    redirect_uri: `${publicUrl}/authentication/login-callback`,
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256"
  }).toString()
  const response = await new Browser().fetch(authorize)
  expect(response.status).toBe(303)
  return response.headers.getSetCookie()
}

import { Effect } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { decodeJwt } from "jose"
import { createHash, randomBytes } from "node:crypto"
import { PortalApi } from "../../../src/api/portalApi"

export const clientId = "portal-spa"
export const demoPassword = "Portal-demo-1"

interface Cookie {
  readonly value: string
  readonly path: string
}

/** A browser's cookies for one origin: name, value and path are all the provider's flow needs. */
export class Browser {
  private readonly cookies = new Map<string, Cookie>()

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim())
      const separator = pair.indexOf("=")
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const expires = attribute("expires")
      const expired = attribute("max-age") === "0" || (expires !== undefined && Date.parse(expires) <= Date.now())
      if (expired || value === "") this.cookies.delete(name)
      else this.cookies.set(name, { value, path: attribute("path") ?? "/" })
    }
  }

  private header(url: URL) {
    return [...this.cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ")
  }

  /** One request, redirects not followed, cookies sent and kept. */
  async fetch(url: string | URL, init: RequestInit = {}) {
    const target = new URL(url)
    const headers = new Headers(init.headers)
    const cookie = [this.header(target), headers.get("cookie")].filter(Boolean).join("; ")
    if (cookie) headers.set("cookie", cookie)
    const response = await fetch(target, { ...init, headers, redirect: "manual" })
    this.store(response)
    return response
  }

  /** Follows redirects until one leads to a URL for which `stop` says true; returns that URL. */
  async followUntil(response: Response, from: string, stop: (url: URL) => boolean): Promise<URL | Response> {
    let current = response
    let base = from
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.get("location")
      if (current.status < 300 || current.status >= 400 || !location) return current
      const next = new URL(location, base)
      if (stop(next)) return next
      current = await this.fetch(next)
      base = next.toString()
    }
    throw new Error(`Too many redirects from ${from}`)
  }
}

interface Discovery {
  readonly issuer: string
  readonly authorization_endpoint: string
  readonly token_endpoint: string
}

export const discover = async (baseUrl: string): Promise<Discovery> => {
  const response = await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`)
  if (!response.ok) throw new Error(`Discovery answered ${response.status}`)
  return (await response.json()) as Discovery
}

const base64Url = (bytes: Buffer) => bytes.toString("base64url")

export interface Authorization {
  readonly browser: Browser
  readonly discovery: Discovery
  readonly redirectUri: string
  readonly codeVerifier: string
  readonly state: string
  /** The provider's sign-in page for this authorization: /oidc/interaction/{uid}. */
  readonly interactionUrl: URL
  /** That page's HTML, as the browser received it. */
  readonly page: string
}

interface SignInStart {
  readonly loginHint: string
  readonly domainHint?: string
  readonly browser?: Browser
  /** The token of an invitation link, as the SPA's /login/{token} route passes it on. */
  readonly invitationId?: string
}

/** What the SPA does when the user chooses to sign in: authorization request with PKCE, landing on our sign-in page. */
export const beginSignIn = async (baseUrl: string, options: SignInStart): Promise<Authorization> => {
  const authorization = await authorizeToInteraction(baseUrl, options)
  const page = await authorization.browser.fetch(authorization.interactionUrl)
  if (page.status !== 200) throw new Error(`The sign-in page answered ${page.status}`)
  return { ...authorization, page: await page.text() }
}

/** The authorization request, followed to the provider's interaction address (not fetched yet). */
export const authorizeToInteraction = async (baseUrl: string, options: SignInStart): Promise<Omit<Authorization, "page">> => {
  const browser = options.browser ?? new Browser()
  const discovery = await discover(baseUrl)
  const codeVerifier = base64Url(randomBytes(32))
  const state = base64Url(randomBytes(16))
  const redirectUri = `${baseUrl}/authentication/login-callback`
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid profile email offline_access",
    code_challenge: base64Url(createHash("sha256").update(codeVerifier).digest()),
    code_challenge_method: "S256",
    state,
    login_hint: options.loginHint,
    domain_hint: options.domainHint ?? options.loginHint.split("@")[1] ?? "",
    ...(options.invitationId === undefined ? {} : { invitation_id: options.invitationId })
  }).toString()
  const landing = await browser.followUntil(await browser.fetch(authorize), authorize.toString(), (url) =>
    url.pathname.startsWith("/oidc/interaction/")
  )
  if (!(landing instanceof URL)) throw new Error(`The authorization request did not reach the sign-in page: ${landing.status}`)
  return { browser, discovery, redirectUri, codeVerifier, state, interactionUrl: landing }
}

/** Submits our sign-in form as the browser does (login, password, lang). */
export const submitSignIn = (
  authorization: Authorization,
  form: { readonly login: string; readonly password: string; readonly lang?: "en" | "fr" }
) =>
  authorization.browser.fetch(authorization.interactionUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login: form.login, password: form.password, lang: form.lang ?? "en" }).toString()
  })

/** Follows the provider's redirects after the form; the code when they reach the login callback, else undefined. */
export const codeFromRedirects = async (authorization: Authorization, response: Response) => {
  const end = await authorization.browser.followUntil(response, authorization.interactionUrl.toString(), (url) =>
    url.toString().startsWith(authorization.redirectUri)
  )
  if (!(end instanceof URL)) return undefined
  if (end.searchParams.get("state") !== authorization.state) throw new Error("The callback carried another state")
  return end.searchParams.get("code") ?? undefined
}

export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
  readonly idToken: string
}

export const exchangeCode = async (authorization: Authorization, code: string): Promise<Tokens> => {
  const response = await fetch(authorization.discovery.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: authorization.redirectUri,
      client_id: clientId,
      code_verifier: authorization.codeVerifier
    }).toString()
  })
  const body = (await response.json()) as Record<string, string>
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}: ${JSON.stringify(body)}`)
  const tokens = { accessToken: body.access_token!, refreshToken: body.refresh_token!, idToken: body.id_token! }
  const claims = decodeJwt(tokens.accessToken)
  const audience = [claims.aud].flat()
  if (!audience.includes("portal-api") || claims.iss !== authorization.discovery.issuer) {
    throw new Error(`Unexpected access token: aud ${String(claims.aud)}, iss ${String(claims.iss)}`)
  }
  return tokens
}

/** The whole OpenID code flow with PKCE, as a browser signing in to the portal performs it. */
export const signIn = async (baseUrl: string, login: string, password = demoPassword): Promise<Tokens> => {
  const authorization = await beginSignIn(baseUrl, { loginHint: login })
  const submitted = await submitSignIn(authorization, { login, password })
  const companySignIn = submitted.status === 403 ? companySignInLink(await submitted.text()) : undefined
  const code = companySignIn
    ? await signInAtCompany(authorization, new URL(companySignIn, authorization.interactionUrl), login, password)
    : await codeFromRedirects(authorization, submitted)
  if (!code) throw new Error(`${login} could not sign in`)
  return exchangeCode(authorization, code)
}

/** The password page's link to the company sign-in of an account that signs in at its carrier, if it shows one. */
export const companySignInLink = (page: string) => /<a class="button" href="([^"]+)">/.exec(page)?.[1]?.replaceAll("&amp;", "&")

/** Follows the link to the carrier's own sign-in page, signs in there, and back: the portal's code, if it came. */
export const signInAtCompany = async (authorization: Authorization, link: URL, login: string, password = demoPassword) => {
  const { browser } = authorization
  const landing = await browser.followUntil(
    await browser.fetch(link),
    link.href,
    (url) => url.pathname.includes("/interaction/") && !url.pathname.startsWith("/oidc/interaction/")
  )
  if (!(landing instanceof URL)) return undefined
  const posted = await browser.fetch(landing, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, password, lang: "en" }).toString()
  })
  return codeFromRedirects({ ...authorization, interactionUrl: landing }, posted)
}

const makeClient = (baseUrl: string, token: string | undefined) =>
  HttpApiClient.make(PortalApi, {
    baseUrl,
    transformClient: token ? HttpClient.mapRequest(HttpClientRequest.bearerToken(token)) : undefined
  })

export type PortalClient = Effect.Success<ReturnType<typeof makeClient>>

/** Calls the typed contract as the SPA does: `ok` expects success, `error` expects a failure and returns it. */
export const api = (baseUrl: string, token?: string) => {
  const run = <A, E>(call: (client: PortalClient) => Effect.Effect<A, E>) =>
    Effect.flatMap(makeClient(baseUrl, token), call).pipe(Effect.provide(FetchHttpClient.layer))
  return {
    ok: <A, E>(call: (client: PortalClient) => Effect.Effect<A, E>) => Effect.runPromise(run(call)),
    error: <A, E>(call: (client: PortalClient) => Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(run(call)))
  }
}

/** Signs in through the provider and returns the typed client carrying that user's access token. */
export const apiAs = async (baseUrl: string, login: string) => api(baseUrl, (await signIn(baseUrl, login)).accessToken)

/** A raw call, for what the typed client refuses to send (malformed input) or to read the status itself. */
export const send = async (
  baseUrl: string,
  path: string,
  options: { readonly method?: string; readonly token?: string; readonly body?: unknown } = {}
) => {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body)
  })
  const text = await response.text()
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text,
    json: () => JSON.parse(text) as unknown
  }
}

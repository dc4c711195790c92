/**
 * A carrier's system talking to the portal, typed: an access token by the client-credentials grant
 * (openid-client), renewed before it expires, and a fetch helper that sends JSON with the token and
 * answers the status, headers and body, or throws PortalError with the portal's error body.
 *
 *   import { connect } from "./portalClient.ts"
 *   const portal = await connect() // PORTAL, CLIENT_ID and CLIENT_SECRET, else the demo world's
 *   const { body } = await portal.call<{ count: number }>("POST", "/api/DriverReports/Search", { body: { ... } })
 *
 * Run a walk from the project folder against `npm start`: npx tsx examples/whoami.ts
 */
import * as oidc from "openid-client"

/** Where the portal is and who the system is: the environment's PORTAL, CLIENT_ID and CLIENT_SECRET, else the demo's. */
export interface PortalSettings {
  readonly baseUrl: string
  readonly clientId: string
  readonly clientSecret: string
}

export const settingsFromEnv = (env: NodeJS.ProcessEnv = process.env): PortalSettings => ({
  baseUrl: (env.PORTAL ?? "http://localhost:8080").replace(/\/$/, ""),
  clientId: env.CLIENT_ID ?? "northwind-underwriting",
  clientSecret: env.CLIENT_SECRET ?? "northwind-demo-client-secret"
})

/** An answer of the portal: its status, its headers (RateLimit-*, X-Request-Id...) and its body, JSON or text. */
export interface PortalAnswer<T> {
  readonly status: number
  readonly headers: Headers
  readonly body: T
}

/** An answer other than 2xx: the portal's error body ({ _tag, message, token, issues... }) and the request id to quote. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Headers
  ) {
    super(`${status} ${JSON.stringify(body)} (request ${headers.get("x-request-id") ?? "unknown"})`)
    this.name = "PortalError"
  }
}

export type Method = "GET" | "POST" | "PUT" | "DELETE"

export interface CallOptions {
  /** Sent as JSON, unless a string (sent as is, with `contentType`). */
  readonly body?: unknown
  readonly contentType?: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface PortalClient {
  readonly settings: PortalSettings
  /** A valid access token, asked for again a minute before the current one expires. */
  readonly token: () => Promise<string>
  /** Calls an operation of /api with the token; throws PortalError unless it answers 2xx. */
  readonly call: <T>(method: Method, path: string, options?: CallOptions) => Promise<PortalAnswer<T>>
}

/** The portal's embedded OpenID provider (at /oidc), discovered once; plain http only for a portal on this machine. */
const discover = (settings: PortalSettings) => {
  const issuer = new URL(`${settings.baseUrl}/oidc`)
  const local = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname)
  return oidc.discovery(
    issuer,
    settings.clientId,
    undefined,
    oidc.ClientSecretBasic(settings.clientSecret),
    local ? { execute: [oidc.allowInsecureRequests] } : undefined
  )
}

export const connect = async (settings: PortalSettings = settingsFromEnv()): Promise<PortalClient> => {
  const configuration = await discover(settings)
  let current: { readonly accessToken: string; readonly renewAt: number } | undefined
  const token = async () => {
    if (current === undefined || Date.now() >= current.renewAt) {
      // The token's audience is the portal's api (RFC 8707 resource indicator).
      const answer = await oidc.clientCredentialsGrant(configuration, { resource: `${settings.baseUrl}/api` })
      const lifetime = (answer.expires_in ?? 600) * 1000
      current = { accessToken: answer.access_token, renewAt: Date.now() + Math.max(lifetime - 60_000, lifetime / 2) }
    }
    return current.accessToken
  }
  const call = async <T>(method: Method, path: string, options: CallOptions = {}): Promise<PortalAnswer<T>> => {
    const headers: Record<string, string> = { authorization: `Bearer ${await token()}`, ...options.headers }
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body)
      headers["content-type"] = options.contentType ?? "application/json"
    }
    const response = await fetch(`${settings.baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    const parsed: unknown = (response.headers.get("content-type") ?? "").includes("json") && text !== "" ? JSON.parse(text) : text
    if (!response.ok) throw new PortalError(response.status, parsed, response.headers)
    return { status: response.status, headers: response.headers, body: parsed as T }
  }
  return { settings, token, call }
}

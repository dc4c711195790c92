import { Effect, Layer } from "effect"
import { HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { createHash } from "node:crypto"
import type { ServerResponse } from "node:http"
import { silentCallbackPath } from "../../../api/platform/authenticationPaths"
import type { PortalConfigShape } from "../../config"
import { withBearerChallenge, withCharset } from "./errorAnswers"

const policy = (directives: Record<string, ReadonlyArray<string>>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

/** Headers every answer carries, whatever it holds. */
export const commonSecurityHeaders = (config: PortalConfigShape): Record<string, string> => ({
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  ...(config.publicUrl.startsWith("https:") ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {})
})

const providerOrigins = (config: PortalConfigShape) => (config.embeddedProvider ? [] : [new URL(config.oidcIssuer).origin])

/**
 * The browser app: scripts and styles from the portal alone; it calls only the portal and its identity
 * provider, and frames only the provider (the hidden frame of a silent sign-in). Only the silent
 * sign-in's answer page may be framed, by the portal itself.
 */
export const appPolicy = (config: PortalConfigShape, framedBySelf = false) =>
  policy({
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...providerOrigins(config)],
    "frame-src": ["'self'", ...providerOrigins(config)],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [framedBySelf ? "'self'" : "'none'"]
  })

/** The embedded provider's own pages: a served style sheet and script, forms posted to the provider. */
export const providerPolicy = policy({
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'"],
  "form-action": ["'self'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"]
})

/**
 * Anything that is not a page (JSON, scripts, styles, PDFs): nothing may run from it, nobody may frame
 * it. Chromium's PDF viewer shows a PDF under this policy (it is the browser's own, not the answer's).
 */
export const resourcePolicy = policy({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] })

/**
 * The API reference page (/docs) is generated with its scripts inline; only those exact scripts may
 * run (their hashes), and the reference's own styles are injected at run time.
 */
const docsPolicy = (html: string) => {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`
  )
  return policy({
    "default-src": ["'self'"],
    "script-src": hashes,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"]
  })
}

const contentType = (response: HttpServerResponse.HttpServerResponse) =>
  (
    response.headers["content-type"] ??
    ("contentType" in response.body ? response.body.contentType : undefined) ??
    ""
  ).toLowerCase()

/** The app's client routes (/login, /reports/...): no extension, outside the api. */
const isAppPage = (path: string) => !path.startsWith("/api/") && path !== "/api" && !/\.[^/]*$/.test(path)

/** The docs page is generated once; its policy is computed once too. */
const docsPolicies = new WeakMap<object, string>()

/** The policy of one answer, given the app's policy (built once per server). */
const policyFor = (app: string, path: string, response: HttpServerResponse.HttpServerResponse) => {
  const type = contentType(response)
  // A 304 names no type, yet the browser keeps its policy for the page it revalidated.
  if (type === "") return isAppPage(path) ? app : resourcePolicy
  if (!type.startsWith("text/html")) return resourcePolicy
  if (path === "/docs" && response.body._tag === "Uint8Array") {
    const body = response.body
    const known = docsPolicies.get(body)
    if (known) return known
    const computed = docsPolicy(new TextDecoder().decode(body.body))
    docsPolicies.set(body, computed)
    return computed
  }
  return app
}

/** The app's two page policies, built once per server. */
const pagePolicies = (config: PortalConfigShape) => ({ app: appPolicy(config), silentCallback: appPolicy(config, true) })

const policyOf = (policies: ReturnType<typeof pagePolicies>, path: string, response: HttpServerResponse.HttpServerResponse) =>
  policyFor(path === silentCallbackPath ? policies.silentCallback : policies.app, path, response)

export const contentSecurityPolicy = (config: PortalConfigShape, path: string, response: HttpServerResponse.HttpServerResponse) =>
  policyOf(pagePolicies(config), path, response)

/** X-Frame-Options for browsers without frame-ancestors: the silent sign-in's page only within the portal. */
export const frameOptions = (path: string): string => (path === silentCallbackPath ? "SAMEORIGIN" : "DENY")

/**
 * Security headers on every answer, the Bearer challenge on every 401 of the api, the charset on every
 * text answer, and `Cache-Control: no-store` on every api answer that does not set its own (they hold personal data; the few public texts are cheap to fetch again).
 */
export const layerResponseHeaders = (config: PortalConfigShape): Layer.Layer<never, never, HttpRouter.HttpRouter> => {
  const common = commonSecurityHeaders(config)
  const policies = pagePolicies(config)
  const addHeaders = (request: HttpServerRequest.HttpServerRequest, answer: HttpServerResponse.HttpServerResponse) => {
    // Every 401 says how to authenticate (RFC 6750); every text answer names its charset (ASVS 14.4.1).
    const response = withCharset(withBearerChallenge(request, answer))
    const path = new URL(request.url, "http://portal").pathname
    const csp = policyOf(policies, path, response)
    const api = path === "/api" || path.startsWith("/api/")
    const type = contentType(response)
    return HttpServerResponse.setHeaders(response, {
      ...common,
      // JSON is UTF-8 by definition; the answer says so too (ASVS 14.4.1).
      ...(type === "application/json" ? { "content-type": "application/json; charset=utf-8" } : {}),
      "x-frame-options": frameOptions(path),
      ...(csp ? { "content-security-policy": csp } : {}),
      ...(api && response.headers["cache-control"] === undefined ? { "cache-control": "no-store" } : {}),
      // An api answer opened in a browser tab is downloaded under a fixed name, never rendered (reflected
      // file download, ASVS 12.3.4): JSON, and the CSV of an SDC file's error report.
      ...(api && response.headers["content-disposition"] === undefined && type.startsWith("application/json")
        ? { "content-disposition": 'attachment; filename="api.json"' }
        : {}),
      ...(api && response.headers["content-disposition"] === undefined && type.startsWith("text/csv")
        ? { "content-disposition": 'attachment; filename="api.csv"' }
        : {})
    })
  }
  // Applied just before any answer is sent, refusals and failures included.
  return HttpRouter.middleware(
    (httpEffect) =>
      HttpEffect.withPreResponseHandler(httpEffect, (request, response) => Effect.succeed(addHeaders(request, response))),
    { global: true }
  )
}

/**
 * The embedded provider writes to the Node response itself; its headers are added as the head is
 * written, so that even the provider's own error answers carry them. The headers are built once.
 */
export const providerHeaders = (config: PortalConfigShape) => {
  const headers = { ...commonSecurityHeaders(config), "content-security-policy": providerPolicy }
  return (res: ServerResponse) => {
    const writeHead = res.writeHead.bind(res) as (...args: Array<unknown>) => ServerResponse
    res.writeHead = ((...args: Array<unknown>) => {
      for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value)
      return writeHead(...args)
    }) as ServerResponse["writeHead"]
  }
}

import type { IncomingMessage, ServerResponse } from "node:http"
import type { KoaContextWithOIDC } from "oidc-provider"
import { toPortalLanguage } from "../../i18n/languageChoice"
import { acceptedLanguage, cookieLanguage } from "../shared/requestLanguage"
import type { PageLanguage } from "./signInPage"

/** The language of a provider page: the page's own switch, the portal's cookie, the portal's request, the browser; else English. */
const requestLanguage = (headers: IncomingMessage["headers"], asked?: string | null, uiLocales?: unknown): PageLanguage => {
  if (asked === "en" || asked === "fr") return asked
  const cookie = cookieLanguage(headers.cookie)
  if (cookie) return cookie
  const locale = typeof uiLocales === "string" ? toPortalLanguage(uiLocales.trim().split(/\s/)[0]) : undefined
  if (locale) return locale
  const header = headers["accept-language"]
  return acceptedLanguage(Array.isArray(header) ? header.join(",") : header) ?? "en"
}

export const pageLanguage = (req: IncomingMessage, url: URL, uiLocales?: unknown): PageLanguage =>
  requestLanguage(req.headers, url.searchParams.get("lang"), uiLocales)

/** Koa's request headers, for the provider's own pages (sign-out, errors). */
export const contextLanguage = (ctx: KoaContextWithOIDC): PageLanguage =>
  requestLanguage(ctx.req.headers, ctx.query?.lang === undefined ? undefined : String(ctx.query.lang))

/** The page's language switch is remembered as the portal's own choice is (the cookie lasts 365 days). */
export const rememberLanguage = (res: ServerResponse, url: URL) => {
  const asked = url.searchParams.get("lang")
  if (asked === "en" || asked === "fr") {
    res.appendHeader("set-cookie", `lang=${asked}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`)
  }
}

import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { gzipSync } from "node:zlib"
import { isCookieNoticeAcceptedIn, type SignInPageRenderer } from "../../../api/platform/firstPaint"
import { PortalConfig } from "../../config"
import { requestLanguage } from "../../shared/requestLanguage"
import { acceptedEncodings } from "./acceptedEncodings"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** The built index.html with the page's language, title and markup in place (replacements taken literally). */
export const fillPage = (template: string, language: string, title: string, body: string): string =>
  template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)

/**
 * GET /login and /login/{invitationId}: the sign-in page drawn by the server, in the visitor's language
 * (the `lang` cookie, else Accept-Language), so it shows before the scripts have run. Without the
 * build's module (dist/first-paint) the app's empty page is served as for any other route.
 */
export const layerFirstPaint = (root: string, moduleFile: string) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const indexFile = join(root, "index.html")
      if (!existsSync(moduleFile) || !existsSync(indexFile)) return
      const config = yield* PortalConfig
      const router = yield* HttpRouter.HttpRouter
      // Imported as the ES module it is, so its packages load their ES builds (required, they were
      // compiled to CommonJS on the fly under tsx and Node warned of a cycle in the router's CommonJS
      // build). The import starts here and is not awaited: the server already listens, and a request
      // taken while a route layer waits would never be answered; the first sign-in page waits for it.
      const renderer = import(pathToFileURL(moduleFile).href) as Promise<SignInPageRenderer>
      // A module that fails to load is told by each drawing it fails, not by the process stopping.
      renderer.catch(() => undefined)
      const template = readFileSync(indexFile, "utf8")
      const handler = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const language = requestLanguage(request.headers)
        // Should the drawing fail, the app's empty page still serves: the app draws the screen itself.
        const filled = yield* Effect.tryPromise(async () => {
          const { renderSignInPage } = await renderer
          const page = renderSignInPage({
            language,
            cookieNotice: !isCookieNoticeAcceptedIn(request.headers.cookie),
            idleSignedOut: new URL(request.url, "http://portal").searchParams.get("reason") === "idle",
            learnMoreUrl: config.learnMoreUrl,
            passwordResetUrl: config.passwordResetUrl
          })
          return fillPage(template, language, page.title, page.body)
        }).pipe(
          Effect.catch((error) => Effect.logError("The sign-in page could not be drawn", error.cause).pipe(Effect.as(template)))
        )
        const html = new TextEncoder().encode(filled)
        const gzip = acceptedEncodings(request.headers["accept-encoding"]).has("gzip")
        return HttpServerResponse.uint8Array(gzip ? gzipSync(html) : html, {
          contentType: "text/html; charset=utf-8",
          headers: {
            // Drawn for this visitor's language and cookie notice: revalidated on each visit, like index.html.
            "cache-control": "no-cache",
            vary: "cookie, accept-language, accept-encoding",
            ...(gzip ? { "content-encoding": "gzip" } : {})
          }
        })
      })
      yield* router.add("GET", "/login", handler)
      yield* router.add("GET", "/login/:invitationId", handler)
    })
  )

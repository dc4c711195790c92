import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { dirname, extname, join, resolve } from "node:path"
import { acceptedEncodings } from "./acceptedEncodings"
import { layerFirstPaint } from "./firstPaint"

/** Hashed build files never change under their name: browsers keep them a year without asking again. */
export const immutableAssets = "public, max-age=31536000, immutable"

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".ico": "image/x-icon"
}

/** The encodings the build writes beside a file (scripts/precompress.ts), best first. */
const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" }
] as const
type Encoding = (typeof encodings)[number]["name"]

interface Asset {
  readonly type: string
  readonly identity: Uint8Array
  readonly encoded: Partial<Record<Encoding, Uint8Array>>
}

/** Every file of the build's assets folder, with its precompressed copies, read once at start. */
const readAssets = (folder: string): ReadonlyMap<string, Asset> => {
  const assets = new Map<string, Asset>()
  if (!existsSync(folder)) return assets
  const names = new Set(readdirSync(folder))
  for (const name of names) {
    if (encodings.some((encoding) => name.endsWith(encoding.suffix))) continue
    const encoded: Partial<Record<Encoding, Uint8Array>> = {}
    for (const encoding of encodings) {
      if (names.has(name + encoding.suffix)) encoded[encoding.name] = readFileSync(join(folder, name + encoding.suffix))
    }
    assets.set(name, {
      type: types[extname(name)] ?? "application/octet-stream",
      identity: readFileSync(join(folder, name)),
      encoded
    })
  }
  return assets
}

/** The icon under its fixed name changes only with a new build: browsers keep it a day. */
export const iconCaching = "public, max-age=86400"

/** The build's hashed copy of src/views/assets/favicon.ico, which index.html links. */
const isIcon = (name: string) => /^favicon-[\w-]+\.ico$/.test(name)

const send = (request: HttpServerRequest.HttpServerRequest, asset: Asset | undefined, cacheControl: string) => {
  if (!asset) return HttpServerResponse.empty({ status: 404, headers: { "cache-control": "no-store" } })
  const accepted = acceptedEncodings(request.headers["accept-encoding"])
  const encoding = encodings.find((candidate) => asset.encoded[candidate.name] && accepted.has(candidate.name))
  const headers = {
    "cache-control": cacheControl,
    vary: "accept-encoding",
    ...(encoding ? { "content-encoding": encoding.name } : {})
  }
  return HttpServerResponse.uint8Array(encoding ? asset.encoded[encoding.name]! : asset.identity, {
    contentType: asset.type,
    headers
  })
}

/**
 * GET /assets/{file}: the build's hashed scripts, styles and icon, brotli or gzip as the browser
 * accepts (compressed at build time), cached for good. GET /favicon.ico: the same icon, for pages
 * that link none (the API reference, the provider's pages) and clients that ask by that name.
 */
const layerAssets = (root: string) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const router = yield* HttpRouter.HttpRouter
      const assets = readAssets(join(root, "assets"))
      const icon = [...assets].find(([name]) => isIcon(name))?.[1]
      yield* router.add(
        "GET",
        "/assets/*",
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const name = new URL(request.url, "http://portal").pathname.slice("/assets/".length)
          return send(request, assets.get(name), immutableAssets)
        })
      )
      yield* router.add(
        "GET",
        "/favicon.ico",
        Effect.gen(function* () {
          return send(yield* HttpServerRequest.HttpServerRequest, icon, iconCaching)
        })
      )
    })
  )

/**
 * The built browser app: hashed assets as above; index.html for every app route, revalidated on
 * each visit so that a new build is picked up at once.
 */
export const layerSpa = (root: string) =>
  existsSync(root)
    ? Layer.mergeAll(
        layerAssets(root),
        layerFirstPaint(root, resolve(dirname(root), "first-paint", "signInPage.js")),
        HttpStaticServer.layer({ root, spa: true, cacheControl: "no-cache" })
      )
    : Layer.empty

import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Fiber, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ResolvedConfig } from "vite"
import { precompress } from "../../scripts/precompress"
import { layerConfig, readConfig } from "../../src/server/config"
import { acceptedEncodings } from "../../src/server/http/edge/acceptedEncodings"
import { fillPage } from "../../src/server/http/edge/firstPaint"
import { iconCaching, immutableAssets, layerSpa } from "../../src/server/http/edge/staticFiles"

/*
 * A build folder as vite writes it, compressed by the build's own plugin, served by the portal's
 * static file layer on a port of its own. Beside it, a first-paint module that writes out what the
 * server asked it to draw.
 */
const build = mkdtempSync(join(tmpdir(), "portal-spa-"))
const root = join(build, "client")
const script = `export const greeting = ${JSON.stringify("Bonjour ".repeat(400))}\n`
/** The portal's icon as the repository keeps it; the build copies it into assets under a hashed name. */
const icon = readFileSync(new URL("../../src/views/assets/favicon.ico", import.meta.url))
const files = {
  "index.html": `<!doctype html><html lang="en"><head><title>Portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`,
  "assets/index-Ab12Cd34.js": script,
  "assets/index-Ef56Gh78.css": `body { margin: 0 }\n`.repeat(100),
  "assets/tiny-Ij90Kl12.js": "export {}\n",
  "assets/favicon-Mn34Op56.ico": icon
}
let baseUrl = ""
let stop: () => Promise<void> = async () => {}

beforeAll(async () => {
  mkdirSync(join(root, "assets"), { recursive: true })
  mkdirSync(join(build, "first-paint"))
  writeFileSync(
    join(build, "first-paint", "signInPage.js"),
    "export const renderSignInPage = (input) => ({ title: `Sign in <${input.language}>`, body: `<pre>${JSON.stringify(input)}</pre>` })\n"
  )
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  // The plugin's two hooks as vite calls them: the resolved output folder, then the files written.
  const plugin = precompress() as unknown as {
    readonly configResolved: (config: ResolvedConfig) => void
    readonly writeBundle: (options: unknown, bundle: Record<string, unknown>) => Promise<void>
  }
  plugin.configResolved({ build: { outDir: root } } as ResolvedConfig)
  await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((name) => [name, {}])))

  const server = createServer()
  const fiber = Effect.runFork(
    Layer.launch(
      HttpRouter.serve(layerSpa(root)).pipe(
        Layer.provide(NodeHttpServer.layer(() => server, { port: 0 })),
        Layer.provide(
          layerConfig(readConfig({ PUBLIC_URL: "https://portal.example", LEARN_MORE_URL: "https://bureau.example/portal" }))
        )
      )
    )
  )
  await new Promise<void>((resolve) => {
    const wait = () => (server.listening ? resolve() : setTimeout(wait, 20))
    wait()
  })
  const address = server.address()
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  stop = () => Effect.runPromise(Fiber.interrupt(fiber))
})

afterAll(async () => {
  await stop()
  rmSync(build, { recursive: true, force: true })
})

interface Answer {
  readonly status: number
  readonly header: (name: string) => string | undefined
  /** The body as sent, not decoded. */
  readonly body: Buffer
}

// node:http rather than fetch, which would decode the body itself: the test reads what was sent.
const get = (path: string, acceptEncoding?: string, more: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = {
      accept: "text/html,*/*",
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      ...more
    }
    request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => [response.headers[name]].flat()[0],
          body: Buffer.concat(chunks)
        })
      )
    })
      .on("error", reject)
      .end()
  })

describe("the build's compressed copies", () => {
  it("writes brotli and gzip copies of scripts, styles and pages, leaving out files too small to gain", () => {
    expect(readdirSync(join(root, "assets")).sort()).toEqual(
      [
        "index-Ab12Cd34.js",
        "index-Ab12Cd34.js.br",
        "index-Ab12Cd34.js.gz",
        "index-Ef56Gh78.css",
        "index-Ef56Gh78.css.br",
        "index-Ef56Gh78.css.gz",
        "favicon-Mn34Op56.ico",
        "favicon-Mn34Op56.ico.br",
        "favicon-Mn34Op56.ico.gz",
        "tiny-Ij90Kl12.js"
      ].sort()
    )
  })
})

describe("serving the browser app", () => {
  it("sends a script brotli-compressed to a browser that accepts it, cached for a year as immutable", async () => {
    const response = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br")
    expect(response.status).toBe(200)
    expect(response.header("content-encoding")).toBe("br")
    expect(response.header("content-type")).toBe("text/javascript; charset=utf-8")
    expect(response.header("cache-control")).toBe(immutableAssets)
    expect(response.header("vary")).toBe("accept-encoding")
    const body = response.body
    expect(body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it("sends gzip where brotli is not accepted, and the file as it is where neither is", async () => {
    const gzipped = await get("/assets/index-Ef56Gh78.css", "gzip")
    expect(gzipped.header("content-encoding")).toBe("gzip")
    expect(gunzipSync(gzipped.body).toString()).toBe(files["assets/index-Ef56Gh78.css"])
    const refused = await get("/assets/index-Ef56Gh78.css", "br;q=0, gzip;q=0")
    expect(refused.header("content-encoding")).toBeUndefined()
    expect(refused.body.toString()).toBe(files["assets/index-Ef56Gh78.css"])
    const tiny = await get("/assets/tiny-Ij90Kl12.js", "br")
    expect(tiny.header("content-encoding")).toBeUndefined()
    expect(tiny.header("cache-control")).toBe(immutableAssets)
  })

  it("revalidates the page itself on every visit, on every app route", async () => {
    for (const path of ["/", "/reports/history"]) {
      const response = await get(path, "br")
      expect(response.status).toBe(200)
      expect(response.header("cache-control")).toBe("no-cache")
      expect(response.body.toString()).toContain("/assets/index-Ab12Cd34.js")
    }
  })

  it("answers 404 for an asset the build does not hold, without caching the answer", async () => {
    const response = await get("/assets/index-00000000.js", "br")
    expect(response.status).toBe(404)
    expect(response.header("cache-control")).toBe("no-store")
  })

  it("serves the portal's icon at /favicon.ico, compressed at build time and kept a day, and under its hashed name for good", async () => {
    expect([...icon.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(icon.readUInt16LE(4)).toBe(3)
    const favicon = await get("/favicon.ico", "gzip, deflate, br")
    expect(favicon.status).toBe(200)
    expect(favicon.header("content-type")).toBe("image/x-icon")
    expect(favicon.header("content-encoding")).toBe("br")
    expect(favicon.header("cache-control")).toBe(iconCaching)
    expect(favicon.body.length).toBeLessThan(icon.length / 4)
    expect(brotliDecompressSync(favicon.body).equals(icon)).toBe(true)
    const plain = await get("/favicon.ico")
    expect(plain.body.equals(icon)).toBe(true)
    const hashed = await get("/assets/favicon-Mn34Op56.ico", "gzip")
    expect(hashed.header("cache-control")).toBe(immutableAssets)
    expect(gunzipSync(hashed.body).equals(icon)).toBe(true)
  })

  it("has every page of the app link the icon, which the build then hashes", () => {
    const page = readFileSync(new URL("../../index.html", import.meta.url), "utf8")
    expect(page).toMatch(/<link rel="icon" href="\/src\/views\/assets\/favicon\.ico"/)
  })

  it("reads Accept-Encoding as browsers write it", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"])
    expect([...acceptedEncodings("br;q=0, gzip;q=0.8")]).toEqual(["gzip"])
    expect(acceptedEncodings(undefined).size).toBe(0)
  })
})

describe("the sign-in page drawn by the server", () => {
  const drawn = async (path: string, headers: Record<string, string>) => {
    const response = await get(path, "gzip", headers)
    const html = gunzipSync(response.body).toString()
    const input = JSON.parse(/<pre>(.*)<\/pre>/.exec(html)?.[1] ?? "null") as Record<string, unknown> | null
    return { response, html, input }
  }

  it("draws /login in the language of the portal's cookie, else the browser's, with the notice until it was accepted", async () => {
    const french = await drawn("/login", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" })
    expect(french.response.status).toBe(200)
    expect(french.html).toContain('<html lang="fr">')
    expect(french.html).toContain("<title>Sign in &lt;fr&gt;</title>")
    expect(french.input).toEqual({
      language: "fr",
      cookieNotice: true,
      idleSignedOut: false,
      learnMoreUrl: "https://bureau.example/portal",
      passwordResetUrl: "https://portal.example/oidc/password-reset"
    })
    // The script that takes the page over is still there.
    expect(french.html).toContain("/assets/index-Ab12Cd34.js")

    const chosen = await drawn("/login?reason=idle", {
      "accept-language": "fr-CA,fr;q=0.9",
      cookie: "lang=en; cookieNoticeAccepted=true"
    })
    expect(chosen.html).toContain('<html lang="en">')
    expect(chosen.input).toMatchObject({ language: "en", cookieNotice: false, idleSignedOut: true })
  })

  it("draws the invitation's sign-in page too, revalidated on each visit and kept apart per language and cookie", async () => {
    const { response, input } = await drawn("/login/3f2a9c1e", { "accept-language": "en-GB" })
    expect(input).toMatchObject({ language: "en" })
    expect(response.header("cache-control")).toBe("no-cache")
    expect(response.header("vary")).toBe("cookie, accept-language, accept-encoding")
    expect(response.header("content-type")).toBe("text/html; charset=utf-8")
  })

  it("puts the drawing, the title and the language in the page exactly as given", () => {
    const page = fillPage(files["index.html"], "fr", "Connexion & $& — $1", "<p>Prix : 5 $' et $$</p>")
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain("<title>Connexion &amp; $&amp; — $1</title>")
    expect(page).toContain(`<div id="root"><p>Prix : 5 $' et $$</p></div>`)
  })

  it("leaves every other route to the app's empty page", async () => {
    const response = await get("/login-failed/404", undefined)
    expect(response.body.toString()).toContain('<div id="root"></div>')
  })
})

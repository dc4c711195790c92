import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build } from "vite"

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

const outDir = "dist/client"
const limitKb = 200

// The about page imports the generated licence list, so it must exist before the build.
await import("./licenses")
await build({ logLevel: "warn" })

const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>

const staticClosure = (key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, into)
  return into
}

const sizeOf = (files: Set<string>) => {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { raw, gzip }
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error("No entry chunk in the manifest")
const entryFiles = staticClosure(entryKey)

const rows = [{ route: "(entry alone)", files: entryFiles }]
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !chunk.src?.startsWith("src/views/")) continue
  const files = new Set([...entryFiles, ...staticClosure(key)])
  rows.push({ route: chunk.src.slice("src/views/".length).replace(/\.tsx?$/, ""), files })
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const measured = rows.map((row) => ({ ...row, ...sizeOf(row.files) }))
const width = Math.max(...measured.map((row) => row.route.length), "route".length)
console.log(`${"route".padEnd(width)}  chunks  ${"raw KB".padStart(8)}  ${"gzip KB".padStart(8)}`)
for (const row of measured) {
  console.log(
    `${row.route.padEnd(width)}  ${String(row.files.size).padStart(6)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}`
  )
}

// The sign-in route is /login: the entry plus the Login screen and what it imports statically.
const signIn = measured.find((row) => row.route === "routes/Login")
if (!signIn) throw new Error("No routes/Login chunk in the manifest")
const deferred = Object.entries(manifest).find(([key]) => key.includes("oidc-client-ts"))
if (deferred) {
  const extra = sizeOf(staticClosure(deferred[0]))
  console.log(`OpenID library, loaded when the User ID is submitted: ${kb(extra.gzip)} KB gzipped`)
}
if (signIn.gzip > limitKb * 1024) {
  console.error(`Sign-in route /login is ${kb(signIn.gzip)} KB gzipped, over the ${limitKb} KB budget.`)
  process.exit(1)
}
console.log(`Sign-in route /login: ${kb(signIn.gzip)} KB gzipped, within the ${limitKb} KB budget.`)

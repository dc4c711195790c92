import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

interface LockEntry {
  version?: string
  license?: string
  dev?: boolean
}

interface Licence {
  name: string
  version: string
  license: string
}

const output = "src/views/about/licenses.json"
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>
}

const seen = new Set<string>()
const licences: Licence[] = []
for (const [path, entry] of Object.entries(lock.packages)) {
  const at = path.lastIndexOf("node_modules/")
  if (at < 0 || entry.dev || !entry.version) continue
  const name = path.slice(at + "node_modules/".length)
  const key = `${name}@${entry.version}`
  if (seen.has(key)) continue
  seen.add(key)
  licences.push({ name, version: entry.version, license: entry.license ?? "UNKNOWN" })
}

licences.sort((a, b) => a.name.localeCompare(b.name, "en") || a.version.localeCompare(b.version, "en"))
mkdirSync(dirname(output), { recursive: true })
writeFileSync(output, `${JSON.stringify(licences, null, 2)}\n`)
console.log(`${licences.length} runtime packages written to ${output}`)

/**
 * node scripts/layer-arrows.js [--list]
 *
 * Counts the imports in src/server and src/views that run from a lower layer to a higher one (the ranks
 * of eslint.boundaries.js), type-only imports included, and the ones that cross from one area to another.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { areaGroups, areasOf, builtUpon, layerRanks, rankOf } from "../eslint.boundaries.js"

const root = path.join(import.meta.dirname, "..")
const list = process.argv.includes("--list")

const filesUnder = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })

const resolved = (from, specifier) => {
  const base = path.join(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    const full = path.join(root, candidate)
    if (existsSync(full) && statSync(full).isFile()) return candidate
  }
  return undefined
}

/** Every relative import of a file: static, re-exported or dynamic, with whether it is for types only. */
const importsOf = (file) => {
  const text = readFileSync(path.join(root, file), "utf8")
  const found = []
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["'](\.[^"']+)["']/gms)) {
    const typeOnly = Boolean(match[2]) || /^\{\s*(type\s+[\w$]+\s*(as\s+[\w$]+\s*)?,?\s*)+\}$/.test(match[3])
    found.push({ specifier: match[4], typeOnly })
  }
  for (const match of text.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)) found.push({ specifier: match[1], typeOnly: false })
  return found.flatMap(({ specifier, typeOnly }) => {
    const target = resolved(file, specifier)
    return target ? [{ target, typeOnly }] : []
  })
}

let failed = false
for (const layered of layerRanks) {
  const arrows = filesUnder(layered.root).flatMap((file) =>
    importsOf(file)
      .filter(({ target }) => rankOf(layered, target) !== undefined && rankOf(layered, target) < rankOf(layered, file))
      .map(({ target, typeOnly }) => ({ file, target, typeOnly }))
  )
  const typeOnly = arrows.filter((arrow) => arrow.typeOnly).length
  console.log(
    `${layered.root}: ${arrows.length} imports run back up (${arrows.length - typeOnly} at run time, ${typeOnly} types only)`
  )
  if (list) for (const { file, target, typeOnly } of arrows) console.log(`  ${file} → ${target}${typeOnly ? " (type)" : ""}`)
  if (arrows.length > 0) failed = true
}

for (const { name, layers } of areaGroups) {
  const areaOf = (file) => {
    const layer = layers.find((l) => file.startsWith(`${l.path}/`))
    if (!layer) return undefined
    const [first, ...rest] = path.relative(layer.path, file).split(path.sep)
    return rest.length > 0 && areasOf(layer).includes(first) ? first : undefined
  }
  const crossings = layers.flatMap((layer) =>
    filesUnder(layer.path).flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => areaOf(file) && areaOf(target) && areaOf(file) !== areaOf(target) && !builtUpon.includes(target))
        .map(({ target }) => ({ file, target }))
    )
  )
  console.log(`${name} areas: ${crossings.length} imports cross from one area to another`)
  if (list) for (const { file, target } of crossings) console.log(`  ${file} → ${target}`)
  if (crossings.length > 0) failed = true
}

process.exitCode = failed ? 1 : 0

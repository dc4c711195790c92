import { execFile } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { areaGroups, layerRanks, rankPaths, unranked } from "../../eslint.boundaries.js"

const root = fileURLToPath(new URL("../..", import.meta.url))
const run = promisify(execFile)

/** Folders directly in a folder of the repository, read here on their own rather than through the lint's module. */
const foldersIn = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The first source file under a path of the repository (the path itself when it is one), or "". */
const sourceUnder = (relative: string): string => {
  if (statSync(path.join(root, relative)).isFile()) return /\.tsx?$/.test(relative) ? relative : ""
  for (const name of readdirSync(path.join(root, relative)).sort()) {
    const found = sourceUnder(path.join(relative, name))
    if (found) return found
  }
  return ""
}

/** An import of `target` written from `from` (both relative to the repository), without the extension. */
const importLine = (from: string, target: string, name: string) => {
  const specifier = path.relative(path.dirname(from), target).replace(/\.tsx?$/, "")
  return `import * as ${name} from "${specifier.startsWith(".") ? specifier : `./${specifier}`}"\nexport const ${name}Seen = ${name}\n`
}

interface Probe {
  readonly file: string
  readonly text: string
  /** Whether the lint must refuse the import as a crossing of areas or a climb up the layers. */
  readonly refused: boolean
  readonly why: string
}

const stamp = `${process.pid}`
const newArea = `zzNewArea${stamp}`
const made: string[] = []
const probes: Probe[] = []

/**
 * In every layer grouped by area, a folder that did not exist before: importing another area is refused,
 * importing what the layer shares is not. In every ranked layer below the first, a file that imports the
 * layer above it is refused.
 */
const writeProbes = () => {
  for (const { layers } of areaGroups) {
    for (const layer of layers) {
      const folder = path.join(layer.path, newArea)
      mkdirSync(path.join(root, folder))
      made.push(folder)
      const others = foldersIn(layer.path).filter(
        (name) => name !== newArea && !layer.shared.includes(name) && !(layer.above ?? []).includes(name)
      )
      const other = others.find((name) => sourceUnder(path.join(layer.path, name)))!
      const crossing = path.join(folder, "crossing.ts")
      probes.push({
        file: crossing,
        text: importLine(crossing, sourceUnder(path.join(layer.path, other)), "other"),
        refused: true,
        why: `${folder} importing the ${other} area`
      })
      const shared = layer.shared.find((name) => existsSync(path.join(root, layer.path, name)))!
      const sharing = path.join(folder, "sharing.ts")
      probes.push({
        file: sharing,
        text: importLine(sharing, sourceUnder(path.join(layer.path, shared)), "common"),
        refused: false,
        why: `${folder} importing ${layer.path}/${shared}`
      })
    }
  }
  for (const layered of layerRanks) {
    layered.ranks.slice(1).forEach((rank, index) => {
      const higher = layered.ranks[index]!
      const lowerFolder = rankPaths(layered, rank).find(
        (name) =>
          name !== newArea &&
          existsSync(path.join(root, layered.root, name)) &&
          statSync(path.join(root, layered.root, name)).isDirectory()
      )!
      const higherPath = rankPaths(layered, higher).find(
        (name) => name !== newArea && sourceUnder(path.join(layered.root, name))
      )!
      const climbing = path.join(layered.root, lowerFolder, `zzClimb${stamp}.ts`)
      made.push(climbing)
      probes.push({
        file: climbing,
        text: importLine(climbing, sourceUnder(path.join(layered.root, higherPath)), "higher"),
        refused: true,
        why: `${layered.root}/${lowerFolder} (${rank.name}) importing ${layered.root}/${higherPath} (${higher.name})`
      })
    })
  }
  for (const probe of probes) writeFileSync(path.join(root, probe.file), probe.text)
}

/** The boundary rule's messages for each probe, from one run of the lint as `npm test` runs it. */
const lintProbes = async (): Promise<Map<string, ReadonlyArray<string>>> => {
  const eslint = path.join(root, "node_modules/.bin/eslint")
  const args = ["--format", "json", "--no-warn-ignored", ...probes.map((p) => p.file)]
  const output = await run(eslint, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? ""
  )
  const results = JSON.parse(output) as ReadonlyArray<{
    filePath: string
    messages: ReadonlyArray<{ ruleId: string | null; message: string }>
  }>
  return new Map(
    results.map((r) => [
      path.relative(root, r.filePath),
      r.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message)
    ])
  )
}

let found: Map<string, ReadonlyArray<string>>

describe("the boundaries come from the folders", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    writeProbes()
    found = await lintProbes()
  }, 180_000)

  afterAll(() => {
    for (const place of made) rmSync(path.join(root, place), { recursive: true, force: true })
  })

  it("fences every area folder of every grouped layer, and only those", async () => {
    const { ESLint } = await import("eslint")
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, "src/server/app.ts"))) as {
      rules: Record<string, [unknown, { zones: ReadonlyArray<{ target: string; message: string }> }]>
    }
    const zones = config.rules["import-x/no-restricted-paths"]![1].zones
    const fenced = new Set(zones.filter((z) => z.message.includes(" area imports ")).map((z) => z.target))
    const folders = areaGroups.flatMap(({ layers }) =>
      layers.flatMap((layer) =>
        foldersIn(layer.path)
          .filter((name) => !layer.shared.includes(name) && !(layer.above ?? []).includes(name))
          .map((name) => `${layer.path}/${name}`)
      )
    )
    expect([...fenced].sort()).toEqual(folders.sort())
    // Every area of the spec that has a server and a browser side is fenced on both.
    for (const area of ["clients", "company", "settings", "sdc", "users", "reports", "corrections"]) {
      expect(fenced).toContain(`src/server/http/${area}`)
      expect(fenced).toContain(`src/views/${area}`)
    }
  })

  it("gives every file and folder of a ranked layer its rank", () => {
    for (const layered of layerRanks) expect(unranked(layered).filter((name) => !name.includes(stamp))).toEqual([])
  })

  it("refuses another area's module in a folder made today, in every grouped layer", () => {
    const crossings = probes.filter((p) => p.file.endsWith("crossing.ts"))
    expect(crossings.length).toBe(areaGroups.flatMap((g) => g.layers).length)
    for (const probe of crossings) expect(found.get(probe.file) ?? [], probe.why).not.toEqual([])
  })

  it("lets a folder made today import what its layer shares", () => {
    for (const probe of probes.filter((p) => !p.refused)) expect(found.get(probe.file) ?? ["not linted"], probe.why).toEqual([])
  })

  it("refuses a lower layer importing a higher one, at every rank", () => {
    const climbs = probes.filter((p) => p.file.includes("zzClimb"))
    expect(climbs.length).toBe(layerRanks.reduce((n, l) => n + l.ranks.length - 1, 0))
    for (const probe of climbs) {
      expect(
        (found.get(probe.file) ?? []).some((m) => m.includes("keeps its layers in order")),
        probe.why
      ).toBe(true)
    }
  })
})

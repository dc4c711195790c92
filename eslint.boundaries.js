/**
 * The fences between areas and between layers, read from the folders each time the lint starts
 * (docs/decisions.md, "Boundaries come from the folders"). A folder that appears in a layer grouped by
 * area is an area, fenced from the others the day it exists; a file or folder that appears where layers
 * are ranked and has no rank fails the boundary test until it is given one.
 */
import { readdirSync } from "node:fs"
import path from "node:path"

const here = import.meta.dirname

/** Files and folders directly in a folder of the repository. */
const entries = (folder) =>
  readdirSync(path.join(here, folder), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory()
  }))

/**
 * Layers grouped by area: an area folder imports, from every layer of its group, its own area and what
 * is shared (the shared folders and the files at the layer's root), never another area. `shared` folders
 * serve every area and import none; `above` folders put the areas together (the router) and are fenced by
 * the ranks below instead. Every other folder is an area.
 */
export const areaGroups = [
  {
    name: "server",
    layers: [
      // db/identity and db/mail keep what the identity provider and the outbox store: no area of the spec.
      { path: "src/server/http", shared: ["shared"] },
      { path: "src/server/domain", shared: ["shared"] },
      { path: "src/server/db", shared: ["shared", "identity", "mail"] }
    ]
  },
  {
    name: "browser",
    layers: [
      // The api client and the session (the signed-in user and their token) serve every area.
      { path: "src/services", shared: ["shared", "api", "session"] },
      { path: "src/machines", shared: ["shared", "session"] },
      // The router and the frame around the screens (shell) sit above them; ui holds the screens' pieces.
      { path: "src/views", shared: ["shared", "ui", "assets"], above: ["app", "firstPaint", "shell"] }
    ]
  }
]

/** The area folders of a layer: every folder that is neither shared nor above the areas. */
export const areasOf = ({ path: layer, shared, above = [] }) =>
  entries(layer)
    .filter((entry) => entry.folder && !shared.includes(entry.name) && !above.includes(entry.name))
    .map((entry) => entry.name)
    .sort()

/**
 * Modules of one area that another is built on, each named (docs/decisions.md): a correction answers the
 * report generated from the corrected data; the driver report screen hosts correction mode and the 90-day
 * row's regeneration; the home page shows the 90-day list's unread count; the home and sign-in pages show
 * the system message.
 */
export const builtUpon = [
  "src/server/domain/reports/generateReport.ts",
  "src/machines/corrections/correctionModeMachine.ts",
  "src/machines/corrections/correctionModeLive.ts",
  "src/views/corrections/CorrectionArea.tsx",
  "src/views/corrections/EditButtons.tsx",
  "src/views/corrections/ninetyDays/RegenerateButton.tsx",
  "src/views/corrections/ninetyDays/UnreadBadge.tsx",
  "src/views/content/SystemMessageBand.tsx"
]

/** What may be imported from a layer by any area or shared folder: root files, shared and above folders, named modules. */
const sharedIn = ({ path: from, shared, above = [] }) => [
  ...entries(from)
    .filter((entry) => !entry.folder || shared.includes(entry.name) || above.includes(entry.name))
    .map((entry) => `./${entry.name}`),
  ...builtUpon.filter((file) => file.startsWith(`${from}/`)).map((file) => `./${path.relative(from, file)}`)
]

/** Zones in the `except` form: an area imports from each layer of its group only itself and what is shared. */
export const areaZones = () =>
  areaGroups.flatMap(({ layers }) =>
    layers.flatMap((layer) =>
      areasOf(layer).flatMap((area) =>
        layers.map((from) => ({
          target: `${layer.path}/${area}`,
          from: from.path,
          except: [...new Set([`./${area}`, ...sharedIn(from)])],
          message: `The ${area} area imports its own modules and shared ones, not another area's: move what both need to a shared folder.`
        }))
      )
    )
  )

/** Zones in the `except` form: a shared folder serves every area and imports none of them. */
export const sharedZones = () =>
  areaGroups.flatMap(({ layers }) =>
    layers.flatMap((layer) =>
      layer.shared
        .filter((folder) => entries(layer.path).some((entry) => entry.folder && entry.name === folder))
        .flatMap((folder) =>
          layers.map((from) => ({
            target: `${layer.path}/${folder}`,
            from: from.path,
            except: sharedIn(from),
            message: "A shared folder serves every area and imports none of them."
          }))
        )
    )
  )

/**
 * Layers inside a folder, highest first: a file imports its own rank and lower ones, never a higher one.
 * Each name is a file or folder directly in `root`; `areas` stands for every folder no rank names.
 */
export const layerRanks = [
  {
    root: "src/server",
    ranks: [
      { name: "entry", paths: ["main.ts", "app.ts", "startupMessage.ts"] },
      { name: "http", paths: ["http"] },
      // The demo world is made through the domain's own rules (reports generated, corrections applied).
      { name: "demo", paths: ["demo"] },
      { name: "domain", paths: ["domain", "identity"] },
      { name: "pdf and mail", paths: ["pdf", "mail"] },
      { name: "db", paths: ["db"] },
      { name: "monitoring", paths: ["monitoring"] },
      { name: "settings", paths: ["config.ts", "harvestLimitSettings.ts", "version.ts", "shared"] }
    ]
  },
  {
    root: "src/views",
    ranks: [
      { name: "router", paths: ["main.tsx", "app", "firstPaint", "shell"] },
      { name: "screens", paths: ["areas"] },
      { name: "ui", paths: ["ui"] },
      { name: "shared", paths: ["shared", "assets", "index.css"] }
    ]
  }
]

/** The names of a rank, with `areas` spelled out from the folders. */
export const rankPaths = ({ root, ranks }, rank) => {
  if (!rank.paths.includes("areas")) return rank.paths
  const named = new Set(ranks.flatMap((r) => r.paths))
  return entries(root)
    .filter((entry) => entry.folder && !named.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Names directly in a ranked folder that no rank places (the boundary test fails on them). */
export const unranked = (layered) => {
  const placed = new Set(layered.ranks.flatMap((rank) => rankPaths(layered, rank)))
  return entries(layered.root)
    .map((entry) => entry.name)
    .filter((name) => !placed.has(name))
}

/** The rank of a file (a path relative to the repository), 0 the highest; undefined outside the folder. */
export const rankOf = (layered, file) => {
  const first = path.relative(layered.root, file).split(path.sep)[0]
  const index = layered.ranks.findIndex((rank) => rankPaths(layered, rank).includes(first))
  return index === -1 ? undefined : index
}

/** Zones: each rank imports nothing of a higher rank. */
export const rankZones = () =>
  layerRanks.flatMap((layered) =>
    layered.ranks.slice(1).flatMap((rank, above) =>
      rankPaths(layered, rank).map((target) => ({
        target: `${layered.root}/${target}`,
        from: layered.ranks.slice(0, above + 1).flatMap((r) => rankPaths(layered, r).map((p) => `${layered.root}/${p}`)),
        message: `${layered.root} keeps its layers in order (${layered.ranks.map((r) => r.name).join(" → ")}): the ${rank.name} layer imports none above it.`
      }))
    )
  )

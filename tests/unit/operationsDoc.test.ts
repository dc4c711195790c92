import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "../..")
const operations = readFileSync(join(root, "docs/operations.md"), "utf8")

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []
  )

/** Every environment variable the server reads: `env.NAME`, `env?.NAME` or `process.env.NAME`. */
const variablesRead = [
  ...new Set(
    sourceFiles(join(root, "src/server")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b/g)].map((match) => match[1]!)
    )
  )
].sort()

/** The rows of operations.md's tables: each row's cells. */
const tableRows = operations
  .split("\n")
  .filter((line) => line.startsWith("|"))
  .map((line) => line.replace(/\\\|/g, "").split("|").slice(1, -1))

describe("docs/operations.md", () => {
  it("documents every environment variable the server reads, in a table row of its own", () => {
    expect(variablesRead.length).toBeGreaterThan(30)
    const documented = new Set(tableRows.map((cells) => cells[0]?.trim()).filter((cell) => cell?.startsWith("`")))
    expect(variablesRead.filter((name) => !documented.has(`\`${name}\``))).toEqual([])
  })

  it("keeps every table row to its table's columns", () => {
    const tables: Array<Array<ReadonlyArray<string>>> = []
    let previous = ""
    for (const line of operations.split("\n")) {
      if (line.startsWith("|")) {
        if (!previous.startsWith("|")) tables.push([])
        tables.at(-1)!.push(line.replace(/\\\|/g, "").split("|").slice(1, -1))
      }
      previous = line
    }
    const broken = tables.flatMap((rows) =>
      rows.filter((cells) => cells.length !== rows[0]!.length).map((cells) => cells.join("|").trim())
    )
    expect(broken).toEqual([])
  })
})

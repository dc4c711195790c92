import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { lookupTables } from "../../src/server/domain/shared/lookups"

/** The rows of docs/glossary.md's table: English, French, and the French words not to use. */
const glossary = readFileSync(join(import.meta.dirname, "../../docs/glossary.md"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
  .map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim())
  )
  .slice(1)
  .map(([english, french, not]) => ({
    english: english!,
    french: french!,
    not: not ? not.split(",").map((word) => word.trim()) : []
  }))

type Texts = Record<string, string>

const flatten = (value: unknown, path: string, into: Texts): Texts => {
  if (typeof value === "string") into[path] = value
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into)
  }
  return into
}

/** Every text of a language, base dictionary and namespaces, by its key path. */
const dictionary = async (language: "en" | "fr"): Promise<Texts> => {
  const folder = join(import.meta.dirname, "../../src/i18n", language)
  const texts = flatten((await import(join(folder, "index.ts"))).default, "", {})
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) flatten((await import(join(folder, entry.name, "index.ts"))).default, entry.name, texts)
  }
  return texts
}

const [en, fr] = await Promise.all([dictionary("en"), dictionary("fr")])
const lookupFrench = Object.entries(lookupTables).flatMap(([table, rows]) =>
  rows.map(([, code, , french]) => ({ where: `${table}.${code}`, french }))
)

const lower = (text: string) => text.toLocaleLowerCase("fr-CA")
/** The term alone, or with a qualifier in parentheses: "Commuting distance (one way)". */
const isTerm = (text: string, term: string) => lower(text) === lower(term) || lower(text).startsWith(`${lower(term)} (`)

describe("the glossary (docs/glossary.md)", () => {
  it("has the terms the reports use", () => {
    expect(glossary.length).toBeGreaterThan(15)
    expect(glossary.find((row) => row.english === "Company")).toEqual({
      english: "Company",
      french: "Entreprise",
      not: ["Société"]
    })
  })

  it.each(glossary.map((row) => [row.english, row]))("%s is translated by its glossary term everywhere", (_, row) => {
    const departures = Object.entries(en)
      .filter(([, english]) => isTerm(english, row.english))
      .filter(([key]) => !lower(fr[key] ?? "").startsWith(lower(row.french)))
      .map(([key]) => `${key}: "${fr[key]}"`)
    expect(departures).toEqual([])
  })

  it.each(glossary.map((row) => [row.english, row]))("%s names the coded lists' entries by its glossary term", (_, row) => {
    const departures = Object.entries(lookupTables).flatMap(([table, rows]) =>
      rows
        .filter(([, , english]) => isTerm(english, row.english))
        .filter(([, , , french]) => !lower(french).startsWith(lower(row.french)))
        .map(([, code, , french]) => `${table}.${code}: "${french}"`)
    )
    expect(departures).toEqual([])
  })

  it("says what the data does not hold and names the Comprehensive coverage the same way on every screen", () => {
    expect(fr["report.notAvailable"]).toBe("Non disponible")
    expect(lookupTables.major_coverage.find(([, code]) => code === "COMP")?.[3]).toBe("Risques multiples")
    expect(lower(fr["report.summary.comprehensiveLosses"] ?? "")).toContain("risques multiples")
  })

  it("uses none of the words the glossary sets aside, in the dictionaries or the coded lists", () => {
    const texts = [...Object.entries(fr).map(([key, french]) => ({ where: key, french })), ...lookupFrench]
    const found = glossary.flatMap((row) =>
      row.not.flatMap((word) =>
        texts.filter(({ french }) => lower(french).includes(lower(word))).map(({ where, french }) => `${where}: "${french}"`)
      )
    )
    expect(found).toEqual([])
  })

  it("puts a space before a colon in French", () => {
    const tight = [...Object.entries(fr).map(([key, french]) => ({ where: key, french })), ...lookupFrench]
      .filter(({ french }) => /[^\s\u00a0]:(\s|$)/.test(french))
      .map(({ where, french }) => `${where}: "${french}"`)
    expect(tight).toEqual([])
  })
})

import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"
import { signInDomainOf } from "../../src/server/domain/settings/signInMappings"
import { errorReportCsv } from "../../src/server/domain/sdc/errorReport"
import { lookupTables } from "../../src/server/shared/lookups"
import { renderSignInPage } from "../../src/server/identity/signInPage"

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

const root = join(import.meta.dirname, "../..")

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []
  )

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
      not: ["Société", "Compagnie"]
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

  it("leaves the colon to the texts: no screen joins a text and a value with a colon of its own", () => {
    // `${t.status()}: ${value}` gives "Statut: Activé"; the text "Statut : {state}" spaces it in French.
    const glued = sourceFiles(join(root, "src/views")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, where: `${file.slice(root.length + 1)}:${index + 1}` }))
        .filter(({ line }) => /\(\)\}\s?:/.test(line) || /\(\)\s*\+\s*["'`]\s?:/.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`)
    )
    expect(glued).toEqual([])
  })

  it("names the sign-in method on the password page, not its code", () => {
    const bureau = signInDomainOf({ isIbcCredentials: true, identityDomain: "bureau.example", mappedDomain: null })
    const hint = (lang: "en" | "fr") =>
      /<p class="hint">([^<]*)<\/p>/.exec(
        renderSignInPage({ lang, action: "/oidc/interaction/x/login", loginHint: "helpdesk@bureau.example", domainHint: bureau })
      )?.[1]
    expect(hint("en")).toBe("Signing in with bureau credentials")
    expect(hint("fr")).toBe("Connexion avec les identifiants du Bureau")
    // No code (a lower-case word-word slug) in the text a person reads.
    expect([hint("en"), hint("fr")].filter((text) => /\b[a-z]+-[a-z]+\b/.test(text ?? ""))).toEqual([])
  })

  it("heads the SDC error report with the screen's column names, in the report's language", () => {
    for (const [language, texts] of [
      ["en", en],
      ["fr", fr]
    ] as const) {
      const header = errorReportCsv([], language).split("\r\n")[0]!.split(",")
      expect(header).toEqual(["line", "column", "value", "reason", "reasonCode"].map((key) => texts[`sdc.upload.${key}`]))
    }
  })

  it("names the portal in both languages as the sender of its mail", () => {
    const from = readConfig({ PUBLIC_URL: "https://portal.example" }).mailFrom
    expect(from).toContain(en["common.appName"])
    expect(from).toContain(fr["common.appName"])
  })
})

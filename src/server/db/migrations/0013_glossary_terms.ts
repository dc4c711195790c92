import { lookupTables } from "../../shared/lookups"
import { migration } from "./ddl"

/**
 * Lookup descriptions brought in line with docs/glossary.md: the operator who is the policyholder is
 * "Soi-même" in French (neutral), not "Lui-même". The texts come from lookups.ts, as in 0002.
 */
const corrected = [["relationship", "SELF"]] as const

export default migration(function* (sql) {
  for (const [table, code] of corrected) {
    const [, , en, fr] = lookupTables[table].find(([, entryCode]) => entryCode === code)!
    yield* sql`UPDATE ${sql(table)} SET description_en = ${en}, description_fr = ${fr} WHERE code = ${code}`
  }
})

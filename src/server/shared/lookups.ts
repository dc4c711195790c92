import type { Lookup } from "../../api/reports/schemas"
import tables from "./lookupTables.json" with { type: "json" }

type Entry = readonly [id: number, code: string, descriptionEn: string, descriptionFr: string]

/**
 * The coded lists of the driver data (document 3 section 3 "Fixed lists"), with the ids the spec
 * gives where it gives them, kept as data in lookupTables.json. Migration 0002 inserts exactly these
 * rows; the report reads them from here.
 */
export const lookupTables = tables as unknown as Readonly<Record<keyof typeof tables, ReadonlyArray<Entry>>>

export type LookupTable = keyof typeof lookupTables

const toLookup = ([id, code, descriptionEn, descriptionFr]: Entry): Lookup => ({ id, code, descriptionEn, descriptionFr })

const byId = new Map<string, ReadonlyMap<number, Lookup>>()
const idByCode = new Map<string, ReadonlyMap<string, number>>()
for (const [name, entries] of Object.entries(lookupTables) as ReadonlyArray<[string, ReadonlyArray<Entry>]>) {
  byId.set(name, new Map(entries.map((e) => [e[0], toLookup(e)])))
  idByCode.set(name, new Map(entries.map((e) => [e[1], e[0]])))
}

/** The lookup value of an id, or null for a null id (an unknown id is a defect of the data). */
export const lookup = (name: LookupTable, id: number | null): Lookup | null => {
  if (id === null) return null
  const found = byId.get(name)!.get(id)
  if (!found) throw new Error(`Unknown ${name} id ${id}`)
  return found
}

/** True when the id is a value of the list (the database tables hold exactly these rows). */
export const isLookupId = (name: LookupTable, id: number): boolean => byId.get(name)!.has(id)

/** Every value of a list, in the order of its ids. */
export const lookupList = (name: LookupTable): ReadonlyArray<Lookup> => [...byId.get(name)!.values()]

/** The id of a code, for generators and tests (an unknown code is a defect of the caller). */
export const lookupId = (name: LookupTable, code: string): number => {
  const id = idByCode.get(name)!.get(code)
  if (id === undefined) throw new Error(`Unknown ${name} code ${code}`)
  return id
}

export const policyStatusId = {
  active: 1,
  activeDriverDeleted: 2,
  expired: 3
} as const

/** Statuses that are not a cancellation (document 3 section 4: they need no cancellation date). */
export const isCancelledStatus = (statusId: number) =>
  !([policyStatusId.active, policyStatusId.activeDriverDeleted, policyStatusId.expired] as ReadonlyArray<number>).includes(
    statusId
  )

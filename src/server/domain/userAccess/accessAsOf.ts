/**
 * What a user could do at the end of a day (document 2 section 2, the user access report), rebuilt
 * from the user's history. We start from the access held now and undo, newest first, every change
 * recorded after that day: the demo accounts and any account older than the history were given
 * their functions without a "granted" row, so replaying forward from creation would lose them
 * (docs/decisions.md).
 */

import type { AccessEvent } from "../../db/userAccess/userAccessRepository"

export interface Access {
  readonly functionIds: ReadonlyArray<number>
  readonly isDisabled: boolean
}

/**
 * The access before the later events, undone newest first: a function granted after the day was not
 * held, one removed after it was; a disabling after it means the account was enabled, an enabling
 * that it was disabled. Company-level entries change no function held, nor do other events.
 */
export const accessAsOf = (now: Access, laterEvents: ReadonlyArray<AccessEvent>): Access => {
  const functionIds = new Set(now.functionIds)
  let isDisabled = now.isDisabled
  for (const entry of [...laterEvents].reverse()) {
    switch (entry.event) {
      case "functionGranted":
        if (entry.functionId !== null) functionIds.delete(entry.functionId)
        break
      case "functionRemoved":
        if (entry.functionId !== null) functionIds.add(entry.functionId)
        break
      case "disabled":
        isDisabled = false
        break
      case "enabled":
        isDisabled = true
        break
    }
  }
  return { functionIds: [...functionIds].sort((a, b) => a - b), isDisabled }
}

/** The status filter of document 2 section 9: all 0, enabled 1, disabled 2. */
export const matchesStatus = (status: 0 | 1 | 2, isDisabled: boolean): boolean =>
  status === 0 || (status === 1 ? !isDisabled : isDisabled)

export interface FunctionName {
  readonly id: number
  readonly nameEn: string
  readonly nameFr: string
}

/** The functions held, by name in each language, joined with '; ' in the order of the function ids. */
export const functionsText = (
  functionIds: ReadonlyArray<number>,
  names: ReadonlyArray<FunctionName>,
  separator: string
): { readonly en: string; readonly fr: string } => {
  const named = [...functionIds]
    .sort((a, b) => a - b)
    .map((id) => names.find((n) => n.id === id) ?? { id, nameEn: String(id), nameFr: String(id) })
  return { en: named.map((n) => n.nameEn).join(separator), fr: named.map((n) => n.nameFr).join(separator) }
}

/** A user's name as the user search shows it: first, middle and last. */
export const fullName = (first: string, middle: string | null, last: string) =>
  [first, middle, last].filter((part): part is string => part !== null && part.trim() !== "").join(" ")

import type { KeyValueStorage } from "../browserStorage"

/** Kept searches live in the page's memory only: their rows hold names and licence numbers (ASVS 8.2.2). */
const kept = new Map<string, string>()

/** The page's memory, shaped as the browser's storage. */
export const pageMemory: KeyValueStorage = {
  getItem: (key) => kept.get(key) ?? null,
  setItem: (key, value) => void kept.set(key, value),
  removeItem: (key) => void kept.delete(key)
}

/** At sign-out every kept search goes. */
export const forgetSavedSearches = (): void => kept.clear()

/**
 * A search screen's state while a report is open, in the page's memory (a reload starts the screen
 * afresh; sign-out forgets it), tagged with the user so another account in the same tab never sees
 * it, and with the version of its shape so a state saved by an older page is dropped.
 */
export const savedSearch = (key: string, version: number) => ({
  read: <A>(userId: number, storage: KeyValueStorage = pageMemory): A | undefined => {
    const text = storage.getItem(key)
    if (!text) return undefined
    try {
      const saved = JSON.parse(text) as { userId?: unknown; version?: unknown; state?: A }
      return saved.userId === userId && saved.version === version ? saved.state : undefined
    } catch {
      return undefined
    }
  },
  save: <A>(userId: number, state: A, storage: KeyValueStorage = pageMemory): void =>
    storage.setItem(key, JSON.stringify({ userId, version, state }))
})

import { browserSessionStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/**
 * A search screen's state while a report is open, in session storage (cleared at sign-out), tagged
 * with the user so another account in the same tab never sees it, and with the version of its
 * shape so a state saved by an older page is dropped.
 */
export const savedSearch = (key: string, version: number) => ({
  read: <A>(userId: number, storage: KeyValueStorage | undefined = browserSessionStorage()): A | undefined => {
    const text = readStored(storage, key)
    if (!text) return undefined
    try {
      const saved = JSON.parse(text) as { userId?: unknown; version?: unknown; state?: A }
      return saved.userId === userId && saved.version === version ? saved.state : undefined
    } catch {
      return undefined
    }
  },
  // Too large or blocked: the state is simply not kept.
  save: <A>(userId: number, state: A, storage: KeyValueStorage | undefined = browserSessionStorage()): void =>
    writeStored(storage, key, JSON.stringify({ userId, version, state }))
})

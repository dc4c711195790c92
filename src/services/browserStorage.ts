/** The part of Web Storage the services use; tests give their own. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

const reach = (storage: () => Storage): KeyValueStorage | undefined => {
  try {
    return storage()
  } catch {
    return undefined
  }
}

/** The browser's local storage, or nothing where it is absent or blocked. */
export const browserLocalStorage = (): KeyValueStorage | undefined => reach(() => localStorage)

/** The browser's session storage (cleared at sign-out), or nothing where it is absent or blocked. */
export const browserSessionStorage = (): KeyValueStorage | undefined => reach(() => sessionStorage)

/** A stored text; nothing when there is none or the storage cannot be read. */
export const readStored = (storage: KeyValueStorage | undefined, key: string): string | undefined => {
  try {
    return storage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/** Stores a text, or removes it when there is none; a full or blocked storage only loses the convenience. */
export const writeStored = (storage: KeyValueStorage | undefined, key: string, value: string | undefined): void => {
  try {
    if (value === undefined) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // Nothing kept.
  }
}

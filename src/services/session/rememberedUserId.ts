/** 'Remember my User ID': the id is kept in local storage until the user unticks the box. */
const storageKey = "rememberedUserId"

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return localStorage
  } catch {
    return undefined
  }
}

export const readRememberedUserId = (storage: KeyValueStorage | undefined = browserStorage()): string | undefined => {
  try {
    return storage?.getItem(storageKey) || undefined
  } catch {
    return undefined
  }
}

export const rememberUserId = (userId: string, storage: KeyValueStorage | undefined = browserStorage()): void => {
  try {
    storage?.setItem(storageKey, userId)
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

export const forgetUserId = (storage: KeyValueStorage | undefined = browserStorage()): void => {
  try {
    storage?.removeItem(storageKey)
  } catch {
    // Nothing stored that could be removed.
  }
}

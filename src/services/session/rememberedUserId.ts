import { browserLocalStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/** 'Remember my User ID': the id is kept in local storage until the user unticks the box. */
const storageKey = "rememberedUserId"

export const readRememberedUserId = (storage: KeyValueStorage | undefined = browserLocalStorage()): string | undefined =>
  readStored(storage, storageKey) || undefined

export const rememberUserId = (userId: string, storage: KeyValueStorage | undefined = browserLocalStorage()): void =>
  writeStored(storage, storageKey, userId)

export const forgetUserId = (storage: KeyValueStorage | undefined = browserLocalStorage()): void =>
  writeStored(storage, storageKey, undefined)

import { browserLocalStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/** The sign-in page's cookie notice stays away once its OK was pressed in this browser. */
const storageKey = "cookieNoticeAccepted"

export const isCookieNoticeAccepted = (storage: KeyValueStorage | undefined = browserLocalStorage()): boolean =>
  readStored(storage, storageKey) === "true"

export const acceptCookieNotice = (storage: KeyValueStorage | undefined = browserLocalStorage()): void =>
  writeStored(storage, storageKey, "true")

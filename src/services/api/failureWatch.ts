import { createListeners } from "../listeners"
import { isAccountDisabled } from "./notifications"
import type { PortalFailure } from "./portalFailure"

const failures = createListeners<PortalFailure>()

/** Every failed call is reported here by the api client (src/services/portalRuntime.ts). */
export const reportFailure = failures.emit

/** Calls back when any call is answered 403 ACCOUNT_DISABLED; returns the unsubscribe function. */
export const onAccountDisabled = (listener: () => void): (() => void) =>
  failures.subscribe((failure) => {
    if (isAccountDisabled(failure)) listener()
  })

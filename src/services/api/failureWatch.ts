import { isAccountDisabled } from "./notifications"
import type { PortalFailure } from "./portalFailure"

type FailureListener = (failure: PortalFailure) => void
const failureListeners = new Set<FailureListener>()

/** Every failed call is reported here by the api client (src/services/portalRuntime.ts). */
export const reportFailure = (failure: PortalFailure): void => failureListeners.forEach((listener) => listener(failure))

/** Calls back when any call is answered 403 ACCOUNT_DISABLED; returns the unsubscribe function. */
export const onAccountDisabled = (listener: () => void): (() => void) => {
  const onFailure: FailureListener = (failure) => {
    if (isAccountDisabled(failure)) listener()
  }
  failureListeners.add(onFailure)
  return () => failureListeners.delete(onFailure)
}

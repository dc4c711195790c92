import type { PortalFailure } from "./portalFailure"

/**
 * Re-authentication before a sensitive change (ASVS 3.7.1): a call answered 403
 * REAUTHENTICATION_REQUIRED waits here while the shell's dialog asks for the password, then is sent
 * again (given) or fails with that refusal (cancelled). Every call waiting is settled together.
 */

export const needsReauthentication = (failure: PortalFailure): boolean =>
  failure._tag === "Forbidden" && failure.token === "REAUTHENTICATION_REQUIRED"

type Prompt = () => void

let prompt: Prompt | undefined
const waiting: Array<(given: boolean) => void> = []

/** The shell's dialog: told when a call needs the password again; returns the function that stops it. */
export const onReauthenticationRequired = (listener: Prompt): (() => void) => {
  prompt = listener
  return () => {
    if (prompt === listener) prompt = undefined
    settleReauthentication(false)
  }
}

/** A call waits for the password: true once it is given again, false when the person cancels (or no dialog can ask). */
export const awaitReauthentication = (): Promise<boolean> => {
  const ask = prompt
  if (ask === undefined) return Promise.resolve(false)
  return new Promise((resolve) => {
    waiting.push(resolve)
    ask()
  })
}

/** The dialog's answer, for every call waiting. */
export const settleReauthentication = (given: boolean): void => {
  for (const resolve of waiting.splice(0)) resolve(given)
}

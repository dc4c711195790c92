import type { CompletedSignIn } from "./auth"

type SignInListener = (signIn: CompletedSignIn) => void
const listeners = new Set<SignInListener>()

/** The sign-in screen signed the user in without leaving the page (a silent sign-in). */
export const announceSignIn = (signIn: CompletedSignIn): void => listeners.forEach((listener) => listener(signIn))

/** The session listens while signed out; returns the unsubscribe function. */
export const onSignIn = (listener: SignInListener): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

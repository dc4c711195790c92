import { createListeners } from "../listeners"
import type { CompletedSignIn } from "./auth"

const signIns = createListeners<CompletedSignIn>()

/** The sign-in screen signed the user in without leaving the page (a silent sign-in). */
export const announceSignIn = signIns.emit

/** The session listens while signed out; returns the unsubscribe function. */
export const onSignIn = signIns.subscribe

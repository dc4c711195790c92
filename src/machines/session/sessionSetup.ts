import { assign, setup } from "xstate"
import type { UserProfile } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompletedSignIn, CompletedSignOut, SignInFailureCode, SignOutReason } from "../../services/session/auth"
import { awaits, given, listens } from "../shared/effectActor"
import { idleTimeoutMachine } from "./idleTimeoutMachine"
import {
  loggedOutReturnMs,
  signedOutContext,
  type LoadedSession,
  type SessionContext,
  type SessionEntry,
  type SessionEvent,
  type SessionInput,
  type SessionTag
} from "./session"

/** What the session's steps are made of: its calls and watches, the navigation its live module gives, and the rules its steps ask. */
export const sessionSetup = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag
  },
  actors: {
    /** The OIDC user stored in this tab, or null. */
    restoreUser: awaits<{ accessToken: string } | null>("restoreUser"),
    /** Finishes the code flow on the login callback; fails with SignInFailed. */
    completeSignIn: awaits<CompletedSignIn>("completeSignIn"),
    loadProfile: awaits<LoadedSession>("loadProfile"),
    acceptTerms: awaits<UserProfile, { version: number }>("acceptTerms"),
    /** Clears local state and leaves for the provider's end-session page, carrying the reason (and page, when idle). */
    signOut: awaits<void, { reason: SignOutReason }>("signOut"),
    /** On the logout callback: fails when the logout did not start inside the portal. */
    completeSignOut: awaits<CompletedSignOut>("completeSignOut"),
    /** Session storage and stored notifications go (the logged-out page). */
    clearLocalState: awaits<void>("clearLocalState"),
    /** Sends ACCOUNT_DISABLED whenever a call is answered 403 ACCOUNT_DISABLED. */
    watchAccount: listens("watchAccount"),
    /** Sends SIGNED_IN when the sign-in screen completes a silent sign-in. */
    watchSignIn: listens("watchSignIn"),
    idleTimeout: idleTimeoutMachine
  },
  actions: {
    assignSession: assign((_, session: LoadedSession) => ({ ...session, failure: undefined })),
    assignReturnUrl: assign((_, params: { returnUrl: string }) => ({ returnUrl: params.returnUrl })),
    assignAcceptedProfile: assign((_, params: { profile: UserProfile }) => ({ profile: params.profile })),
    assignFailure: assign((_, params: { code: SignInFailureCode }) => ({ failure: params.code })),
    clearSession: assign(signedOutContext),
    assignSignOutReason: assign((_, params: { reason: SignOutReason }) => ({ signOutReason: params.reason })),
    assignCompletedSignOut: assign((_, params: CompletedSignOut) => ({
      signOutReason: params.reason,
      resumeUrl: params.returnUrl
    })),
    /** After the sign-in callback the user goes where they started: only now, with the session in place. */
    goToReturnUrl: given("goToReturnUrl"),
    goToLoginFailed: given<{ code: SignInFailureCode }>("goToLoginFailed"),
    goToLoggedOut: given("goToLoggedOut"),
    /** To the login page; after an idle sign-out it says why and signing in returns to the page left. */
    goToLogin: given("goToLogin"),
    /** The forbidden-function message of document 1 section 8 (the route itself goes home). */
    notifyFunctionRefused: given("notifyFunctionRefused"),
    /** The generic failure notice for a refused terms acceptance. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure")
  },
  guards: {
    enteredAt: ({ context }, params: { entry: SessionEntry }) => context.entry === params.entry,
    nothingStored: ({ context }) => !context.signInStored,
    hasStoredUser: (_, params: { stored: unknown }) => params.stored !== null,
    termsPending: (_, params: { profile: UserProfile }) => !params.profile.isLastTermsOfServiceAccepted,
    accountDisabled: (_, params: { failure: PortalFailure }) =>
      params.failure._tag === "Forbidden" && params.failure.token === "ACCOUNT_DISABLED"
  },
  delays: {
    loggedOutReturn: loggedOutReturnMs
  }
})

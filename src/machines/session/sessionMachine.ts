import { assign, setup } from "xstate"
import type { ApplicationFunction, Organization, TermsOfService, UserProfile } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompletedSignIn, CompletedSignOut, SignInFailureCode, SignOutReason } from "../../services/session/auth"
import { awaits, failureOf, given, listens } from "../shared/effectActor"
import { idleTimeoutMachine } from "./idleTimeoutMachine"

/** What loadProfile resolves: the calls made at sign-in (document 1 section 7). */
export interface LoadedSession {
  readonly profile: UserProfile
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService
}

/** Where the page was opened: the sign-in and sign-out callbacks are finished by the session itself. */
export type SessionEntry = "app" | "loginCallback" | "logoutCallback" | "loggedOut" | "logout"

export interface SessionInput {
  readonly entry: SessionEntry
  /** The whole idle period, prompt included (document 1 section 9). */
  readonly idleSeconds: number
  /** Whether this tab holds a sign-in; without one the session starts signed out, with nothing to restore. */
  readonly signInStored: boolean
}

export interface SessionContext {
  readonly entry: SessionEntry
  readonly idleSeconds: number
  readonly signInStored: boolean
  readonly profile: UserProfile | undefined
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService | undefined
  /** Where to go once the session is in place after the sign-in callback. */
  readonly returnUrl: string | undefined
  /** The code of /login-failed/{code} once the sign-in failed. */
  readonly failure: SignInFailureCode | undefined
  /** Why the session is ending or ended: the user (or a disabled account), or the idle timeout. */
  readonly signOutReason: SignOutReason
  /** After an idle sign-out: the page the user was on, where signing in again returns. */
  readonly resumeUrl: string | undefined
}

export type SessionEvent =
  | { readonly type: "ACCEPT" }
  /** Any call answered 403 ACCOUNT_DISABLED. */
  | { readonly type: "ACCOUNT_DISABLED" }
  /** OK on the account-disabled dialog. */
  | { readonly type: "ACKNOWLEDGE" }
  | { readonly type: "SIGN_OUT" }
  /** The logged-out page's button: to the login page at once. */
  | { readonly type: "GO_TO_LOGIN" }
  /** A screen was opened without the function (or credentials) its menu entry needs. */
  | { readonly type: "FUNCTION_REFUSED" }
  /** The sign-in screen signed the user in without leaving the page (a silent sign-in). */
  | { readonly type: "SIGNED_IN"; readonly returnUrl: string }
  /** The signed-in user's profile was read again (after they edited their own account). */
  | { readonly type: "PROFILE_RELOADED"; readonly profile: UserProfile }

/** A failed profile load: 401 and 404 keep their code (a disabled account reads as 401), anything else is 500. */
export const profileFailureCode = (failure: PortalFailure): SignInFailureCode => {
  if (failure._tag === "Forbidden" && failure.token === "ACCOUNT_DISABLED") return 401
  if (failure._tag === "Unauthorized") return 401
  if (failure._tag === "NotFound") return 404
  return 500
}

const signInFailureCodeOf = (error: unknown): SignInFailureCode =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "SignInFailed"
    ? ((error as { code: SignInFailureCode }).code ?? 500)
    : 500

const signedOutContext = {
  profile: undefined,
  functions: [],
  organizations: [],
  terms: undefined,
  returnUrl: undefined,
  failure: undefined
} satisfies Omit<SessionContext, "idleSeconds" | "entry" | "signInStored" | "signOutReason" | "resumeUrl">

/** The logged-out page returns to the login page after 3 s (docs/decisions.md). */
export const loggedOutReturnMs = 3_000

/** What the shell shows of the session: the state it is in, named for what the user sees. */
export type SessionTag =
  | "busy"
  | "starting"
  | "acceptingTerms"
  | "saving"
  | "signedIn"
  | "disabledNotice"
  | "signingOut"
  | "signedOut"
  | "logoutNotInitiated"
  | "failed"

/** The signed-in session of document 1 section 4: restore or complete the sign-in, load the user, accept the terms, sign out. */
export const sessionMachine = setup({
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
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    entry: input.entry,
    idleSeconds: input.idleSeconds,
    signInStored: input.signInStored,
    ...signedOutContext,
    signOutReason: "user",
    resumeUrl: undefined
  }),
  initial: "starting",
  states: {
    starting: {
      tags: ["starting"],
      always: [
        { guard: { type: "enteredAt", params: { entry: "loginCallback" } }, target: "completingSignIn" },
        { guard: { type: "enteredAt", params: { entry: "logoutCallback" } }, target: "completingSignOut" },
        { guard: { type: "enteredAt", params: { entry: "loggedOut" } }, target: "signedOut.loggedOut" },
        { guard: { type: "enteredAt", params: { entry: "logout" } }, target: "signedOut.logoutNotInitiated" },
        // Without a stored sign-in there is nothing to restore: the sign-in page opens at once.
        { guard: "nothingStored", target: "signedOut" },
        { target: "restoring" }
      ]
    },
    restoring: {
      tags: ["busy"],
      invoke: {
        id: "restoreUser",
        src: "restoreUser",
        onDone: [
          { guard: { type: "hasStoredUser", params: ({ event }) => ({ stored: event.output }) }, target: "loadingProfile" },
          { target: "signedOut" }
        ],
        onError: { target: "signedOut" }
      }
    },
    completingSignIn: {
      tags: ["busy"],
      invoke: {
        id: "completeSignIn",
        src: "completeSignIn",
        onDone: {
          target: "loadingProfile",
          actions: { type: "assignReturnUrl", params: ({ event }) => ({ returnUrl: event.output.returnUrl }) }
        },
        onError: {
          target: "failed",
          actions: { type: "assignFailure", params: ({ event }) => ({ code: signInFailureCodeOf(event.error) }) }
        }
      }
    },
    loadingProfile: {
      tags: ["busy"],
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: [
          {
            guard: { type: "termsPending", params: ({ event }) => ({ profile: event.output.profile }) },
            target: "acceptingTerms",
            actions: [{ type: "assignSession", params: ({ event }) => event.output }, "goToReturnUrl"]
          },
          { target: "signedIn", actions: [{ type: "assignSession", params: ({ event }) => event.output }, "goToReturnUrl"] }
        ],
        onError: {
          target: "failed",
          actions: { type: "assignFailure", params: ({ event }) => ({ code: profileFailureCode(failureOf(event)) }) }
        }
      }
    },
    acceptingTerms: {
      tags: ["acceptingTerms"],
      initial: "showing",
      invoke: { id: "watchAccount", src: "watchAccount" },
      on: {
        ACCOUNT_DISABLED: { target: "disabledNotice" },
        SIGN_OUT: { target: "signingOut", actions: { type: "assignSignOutReason", params: { reason: "user" } } }
      },
      states: {
        showing: {
          on: { ACCEPT: { target: "saving" } }
        },
        saving: {
          tags: ["busy", "saving"],
          invoke: {
            id: "acceptTerms",
            src: "acceptTerms",
            input: ({ context }) => ({ version: context.terms?.version ?? 0 }),
            onDone: {
              target: "#session.signedIn",
              actions: { type: "assignAcceptedProfile", params: ({ event }) => ({ profile: event.output }) }
            },
            onError: [
              {
                guard: { type: "accountDisabled", params: ({ event }) => ({ failure: failureOf(event) }) },
                target: "#session.disabledNotice"
              },
              {
                target: "showing",
                actions: {
                  type: "notifyFailure",
                  params: ({ event }) => ({ failure: failureOf(event) })
                }
              }
            ]
          }
        }
      }
    },
    signedIn: {
      tags: ["signedIn"],
      invoke: [
        { id: "watchAccount", src: "watchAccount" },
        {
          id: "idle",
          src: "idleTimeout",
          input: ({ context }) => ({ idleSeconds: context.idleSeconds, promptSeconds: 60 }),
          // The idle countdown reached 0 or the user chose Sign out in the prompt, in this tab or another.
          onDone: { target: "signingOut", actions: { type: "assignSignOutReason", params: { reason: "idle" } } }
        }
      ],
      on: {
        ACCOUNT_DISABLED: { target: "disabledNotice" },
        SIGN_OUT: { target: "signingOut", actions: { type: "assignSignOutReason", params: { reason: "user" } } },
        FUNCTION_REFUSED: { actions: "notifyFunctionRefused" },
        PROFILE_RELOADED: { actions: { type: "assignAcceptedProfile", params: ({ event }) => ({ profile: event.profile }) } }
      }
    },
    disabledNotice: {
      tags: ["disabledNotice"],
      on: {
        ACKNOWLEDGE: { target: "signingOut", actions: { type: "assignSignOutReason", params: { reason: "user" } } }
      }
    },
    signingOut: {
      tags: ["busy", "signingOut"],
      entry: "clearSession",
      invoke: {
        id: "signOut",
        src: "signOut",
        input: ({ context }) => ({ reason: context.signOutReason }),
        // Local state is cleared before the provider is called, so a failed redirect still ends signed out.
        onDone: { target: "signedOut" },
        onError: { target: "signedOut" }
      }
    },
    completingSignOut: {
      tags: ["busy"],
      invoke: {
        id: "completeSignOut",
        src: "completeSignOut",
        onDone: {
          target: "signedOut.loggedOut",
          actions: [{ type: "assignCompletedSignOut", params: ({ event }) => event.output }, "goToLoggedOut"]
        },
        onError: { target: "signedOut.logoutNotInitiated" }
      }
    },
    signedOut: {
      tags: ["signedOut"],
      initial: "idle",
      invoke: { id: "watchSignIn", src: "watchSignIn" },
      on: {
        GO_TO_LOGIN: { target: ".idle", actions: "goToLogin" },
        SIGNED_IN: {
          target: "loadingProfile",
          actions: { type: "assignReturnUrl", params: ({ event }) => ({ returnUrl: event.returnUrl }) }
        }
      },
      states: {
        idle: {},
        /** Signed out: session storage and stored notifications are cleared, then the login page follows. */
        loggedOut: {
          initial: "clearing",
          states: {
            clearing: {
              invoke: {
                id: "clearLocalState",
                src: "clearLocalState",
                onDone: { target: "returning" },
                onError: { target: "returning" }
              }
            },
            returning: {
              after: { loggedOutReturn: { target: "#session.signedOut.idle", actions: "goToLogin" } }
            }
          }
        },
        /** A logout that did not start inside the portal (document 1 section 2). */
        logoutNotInitiated: { tags: ["logoutNotInitiated"] }
      }
    },
    failed: {
      tags: ["failed"],
      entry: { type: "goToLoginFailed", params: ({ context }) => ({ code: context.failure ?? 500 }) },
      // A failed sign-in must not be restored on the next visit.
      invoke: { id: "clearLocalState", src: "clearLocalState" }
    }
  }
})

import { failureOf } from "../shared/effectActor"
import { profileFailureCode, signedOutContext, signInFailureCodeOf } from "./session"
import { sessionSetup } from "./sessionSetup"

export * from "./session"

/** The signed-in session of document 1 section 4: restore or complete the sign-in, load the user, accept the terms, sign out. */
export const sessionMachine = sessionSetup.createMachine({
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

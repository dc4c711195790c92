import { assign, fromPromise, setup } from "xstate"
import type { ApplicationFunction, Organization, TermsOfService, UserProfile } from "../../api/platform/schemas"
import type { ApiFailure } from "../../services/api/apiError"

/** What loadProfile resolves: the calls made at sign-in (document 1 section 7). */
export interface LoadedSession {
  readonly profile: UserProfile
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService
}

/** The code of the login-failed page: /login-failed/{code}. */
export type SessionFailureCode = 401 | 404 | 500

export interface SessionContext {
  readonly accessToken: string | undefined
  readonly profile: UserProfile | undefined
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService | undefined
  readonly failure: SessionFailureCode | undefined
  /** Why accepting the terms failed, for the error toast; cleared on the next ACCEPT. */
  readonly termsFailure: ApiFailure | undefined
}

export type SessionEvent =
  /** From /authentication/login-callback once the code flow has completed. */
  | { readonly type: "SIGNED_IN"; readonly accessToken: string }
  /** The access token was renewed (300 s before expiry). */
  | { readonly type: "TOKEN_RENEWED"; readonly accessToken?: string }
  | { readonly type: "ACCEPT" }
  /** Any call answered 403 ACCOUNT_DISABLED. */
  | { readonly type: "ACCOUNT_DISABLED" }
  /** OK on the account-disabled dialog. */
  | { readonly type: "ACKNOWLEDGE" }
  | { readonly type: "SIGN_OUT" }

const statusOf = (error: unknown): number | undefined => {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined
  return typeof status === "number" ? status : undefined
}

const isAccountDisabled = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { token?: unknown }).token === "ACCOUNT_DISABLED"

/** A failed profile load goes to /login-failed/{code}: 401 and 404 keep their code (a disabled account reads as 401), anything else is 500. */
export const sessionFailureCode = (error: unknown): SessionFailureCode => {
  if (isAccountDisabled(error)) return 401
  const status = statusOf(error)
  return status === 401 || status === 404 ? status : 500
}

const signedOutContext = {
  accessToken: undefined,
  profile: undefined,
  functions: [],
  organizations: [],
  terms: undefined,
  failure: undefined,
  termsFailure: undefined
} satisfies SessionContext

/** The signed-in session of document 1 section 4: restore, load the user, accept the terms, sign out. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent
  },
  actors: {
    /** The OIDC user stored in this tab, or null. */
    restoreUser: fromPromise<{ accessToken: string } | null>(async () => {
      throw new Error("restoreUser not provided")
    }),
    /** Rejects with an ApiFailure. */
    loadProfile: fromPromise<LoadedSession>(async () => {
      throw new Error("loadProfile not provided")
    }),
    /** Rejects with an ApiFailure. */
    acceptTerms: fromPromise<UserProfile, { version: number }>(async () => {
      throw new Error("acceptTerms not provided")
    }),
    /** Clears local state and leaves for the provider's end-session page. */
    signOut: fromPromise<void>(async () => {
      throw new Error("signOut not provided")
    })
  },
  actions: {
    /** A failed sign-in must not be restored on the next visit. */
    clearLocalState: () => {
      throw new Error("clearLocalState not provided")
    }
  },
  guards: {
    hasStoredUser: (_, output: { accessToken: string } | null) => output !== null,
    termsPending: (_, profile: UserProfile) => !profile.isLastTermsOfServiceAccepted
  }
}).createMachine({
  id: "session",
  context: signedOutContext,
  initial: "restoring",
  on: {
    TOKEN_RENEWED: {
      actions: assign({ accessToken: ({ context, event }) => event.accessToken ?? context.accessToken })
    }
  },
  states: {
    restoring: {
      tags: ["busy"],
      invoke: {
        id: "restoreUser",
        src: "restoreUser",
        onDone: [
          {
            guard: { type: "hasStoredUser", params: ({ event }) => event.output },
            target: "loadingProfile",
            actions: assign({ accessToken: ({ event }) => event.output?.accessToken })
          },
          { target: "signedOut" }
        ],
        onError: { target: "signedOut" }
      },
      on: {
        SIGNED_IN: { target: "loadingProfile", actions: assign({ accessToken: ({ event }) => event.accessToken }) }
      }
    },
    signedOut: {
      on: {
        SIGNED_IN: { target: "loadingProfile", actions: assign({ accessToken: ({ event }) => event.accessToken }) }
      }
    },
    loadingProfile: {
      tags: ["busy"],
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: [
          {
            guard: { type: "termsPending", params: ({ event }) => event.output.profile },
            target: "acceptingTerms",
            actions: assign(({ event }) => ({ ...event.output, failure: undefined }))
          },
          {
            target: "signedIn",
            actions: assign(({ event }) => ({ ...event.output, failure: undefined }))
          }
        ],
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => sessionFailureCode(event.error) })
        }
      }
    },
    acceptingTerms: {
      initial: "showing",
      on: {
        ACCOUNT_DISABLED: { target: "disabledNotice" },
        SIGN_OUT: { target: "signingOut" }
      },
      states: {
        showing: {
          on: {
            ACCEPT: { target: "saving", actions: assign({ termsFailure: undefined }) }
          }
        },
        saving: {
          tags: ["busy"],
          invoke: {
            id: "acceptTerms",
            src: "acceptTerms",
            input: ({ context }) => ({ version: context.terms?.version ?? 0 }),
            onDone: { target: "#session.signedIn", actions: assign({ profile: ({ event }) => event.output }) },
            onError: [
              { guard: ({ event }) => isAccountDisabled(event.error), target: "#session.disabledNotice" },
              { target: "showing", actions: assign({ termsFailure: ({ event }) => event.error as ApiFailure }) }
            ]
          }
        }
      }
    },
    signedIn: {
      on: {
        ACCOUNT_DISABLED: { target: "disabledNotice" },
        SIGN_OUT: { target: "signingOut" }
      }
    },
    disabledNotice: {
      on: {
        ACKNOWLEDGE: { target: "signingOut" }
      }
    },
    signingOut: {
      tags: ["busy"],
      invoke: {
        id: "signOut",
        src: "signOut",
        // Local state is cleared before the provider is called, so a failed redirect still ends signed out.
        onDone: { target: "signedOut", actions: assign(signedOutContext) },
        onError: { target: "signedOut", actions: assign(signedOutContext) }
      }
    },
    failed: {
      entry: "clearLocalState",
      on: {
        SIGNED_IN: {
          target: "loadingProfile",
          actions: assign({ accessToken: ({ event }) => event.accessToken, failure: undefined })
        }
      }
    }
  }
})

import { assign, setup } from "xstate"
import { isValidUserId } from "../../api/platform/userId"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompletedSignIn } from "../../services/session/auth"
import { awaits, failureOf, given } from "../shared/effectActor"

export interface SignInLookupInput {
  readonly rememberedUserId: string | undefined
  readonly invitationId: string | undefined
  /** Where to return after sign-in (the protected address first asked for). */
  readonly returnUrl: string | undefined
}

export interface SignInLookupContext {
  readonly userId: string
  /** 'Remember my User ID'; ticked when a remembered id was given. */
  readonly remember: boolean
  readonly invitationId: string | undefined
  readonly returnUrl: string | undefined
  readonly domainHint: string | undefined
  readonly error: "invalidUserId" | undefined
  /** Set when the machine ends in `failed`. */
  readonly failure: SignInFailureCode | undefined
}

export type SignInLookupEvent =
  | { readonly type: "USER_ID_CHANGED"; readonly value: string }
  | { readonly type: "REMEMBER_TOGGLED" }
  | { readonly type: "SUBMIT" }

/** The code of the login-failed page: /login-failed/{code}. */
export type SignInFailureCode = 401 | 404 | 500

export interface SignInLookupOutput {
  readonly code: SignInFailureCode
}

export interface RedirectInput {
  readonly userId: string
  readonly domainHint: string
  readonly invitationId: string | undefined
  readonly returnUrl: string | undefined
}

/** Lookup NotFound → 404 (not authorized to log in), Unauthorized → 401 (account disabled), anything else → 500. */
export const failureCode = (failure: PortalFailure): SignInFailureCode =>
  failure._tag === "NotFound" ? 404 : failure._tag === "Unauthorized" ? 401 : 500

const redirectInput = (context: SignInLookupContext): RedirectInput => ({
  userId: context.userId,
  domainHint: context.domainHint ?? "",
  invitationId: context.invitationId,
  returnUrl: context.returnUrl
})

/** The sign-in screen of document 1 section 2: check the User ID, look up its provider, redirect there. */
export const signInLookupMachine = setup({
  types: {
    input: {} as SignInLookupInput,
    context: {} as SignInLookupContext,
    events: {} as SignInLookupEvent,
    output: {} as SignInLookupOutput
  },
  actors: {
    /** Resolves the provider domain; rejects with `{ status }`. */
    lookup: awaits<{ b2CDomainName: string }, { userId: string }>("lookup"),
    /** Signs in without leaving the page when the provider still knows this user; null when it does not. */
    signInSilently: awaits<CompletedSignIn | null, RedirectInput>("signInSilently"),
    /** Sends the browser to the provider; it does not come back. */
    redirect: awaits<void, RedirectInput>("redirect")
  },
  actions: {
    changeUserId: assign((_, params: { value: string }) => ({ userId: params.value, error: undefined })),
    toggleRemember: assign({ remember: ({ context }) => !context.remember }),
    showInvalidUserId: assign({ error: "invalidUserId" as const }),
    trimUserId: assign({ userId: ({ context }) => context.userId.trim() }),
    assignDomainHint: assign((_, params: { domainHint: string }) => ({ domainHint: params.domainHint })),
    assignFailure: assign((_, params: { code: SignInFailureCode }) => ({ failure: params.code })),
    rememberUserId: given<{ userId: string }>("rememberUserId"),
    forgetUserId: given("forgetUserId"),
    goToLoginFailed: given<{ code: SignInFailureCode }>("goToLoginFailed"),
    /** Hands the silent sign-in to the session, which loads the user and goes where they were headed. */
    announceSignIn: given<CompletedSignIn>("announceSignIn")
  },
  guards: {
    invited: ({ context }) => context.invitationId !== undefined,
    signedIn: (_, params: { signIn: CompletedSignIn | null }) => params.signIn !== null,
    userIdInvalid: ({ context }) => !isValidUserId(context.userId.trim()),
    rememberChecked: ({ context }) => context.remember
  }
}).createMachine({
  id: "signInLookup",
  context: ({ input }) => ({
    userId: input.rememberedUserId ?? "",
    remember: input.rememberedUserId !== undefined,
    invitationId: input.invitationId,
    returnUrl: input.returnUrl,
    domainHint: undefined,
    error: undefined,
    failure: undefined
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        USER_ID_CHANGED: {
          actions: { type: "changeUserId", params: ({ event }) => ({ value: event.value }) }
        },
        REMEMBER_TOGGLED: { actions: "toggleRemember" },
        SUBMIT: [
          { guard: "userIdInvalid", actions: "showInvalidUserId" },
          { target: "lookingUp", actions: "trimUserId" }
        ]
      }
    },
    lookingUp: {
      tags: ["busy"],
      invoke: {
        id: "lookup",
        src: "lookup",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: "rememberChecked",
            target: "choosingSignIn",
            actions: [
              { type: "assignDomainHint", params: ({ event }) => ({ domainHint: event.output.b2CDomainName }) },
              { type: "rememberUserId", params: ({ context }) => ({ userId: context.userId }) }
            ]
          },
          {
            target: "choosingSignIn",
            actions: [
              { type: "assignDomainHint", params: ({ event }) => ({ domainHint: event.output.b2CDomainName }) },
              "forgetUserId"
            ]
          }
        ],
        onError: {
          target: "failed",
          actions: { type: "assignFailure", params: ({ event }) => ({ code: failureCode(failureOf(event)) }) }
        }
      }
    },
    // Silent sign-in first, then the redirect (document 1 section 4); an invitation always needs the provider's pages.
    choosingSignIn: {
      tags: ["busy"],
      always: [{ guard: "invited", target: "redirecting" }, { target: "signingInSilently" }]
    },
    signingInSilently: {
      tags: ["busy"],
      invoke: {
        id: "signInSilently",
        src: "signInSilently",
        input: ({ context }) => redirectInput(context),
        onDone: [
          {
            guard: { type: "signedIn", params: ({ event }) => ({ signIn: event.output }) },
            target: "signedIn",
            actions: { type: "announceSignIn", params: ({ event }) => event.output! }
          },
          { target: "redirecting" }
        ],
        onError: { target: "redirecting" }
      }
    },
    /** The session takes over: it loads the user and leaves this screen. */
    signedIn: { tags: ["busy"] },
    redirecting: {
      tags: ["busy"],
      invoke: {
        id: "redirect",
        src: "redirect",
        input: ({ context }) => redirectInput(context),
        // The page is left on success; a redirect that cannot start is a sign-in failure.
        onError: { target: "failed", actions: { type: "assignFailure", params: { code: 500 } } }
      }
    },
    failed: {
      type: "final",
      entry: { type: "goToLoginFailed", params: ({ context }) => ({ code: context.failure ?? 500 }) }
    }
  },
  output: ({ context }) => ({ code: context.failure ?? 500 })
})

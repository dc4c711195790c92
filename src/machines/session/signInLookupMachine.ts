import { assign, fromPromise, setup } from "xstate"
import { userIdPattern } from "../../api/platform/schemas"

export interface SignInLookupInput {
  readonly rememberedUserId: string | undefined
  readonly invitationId: string | undefined
}

export interface SignInLookupContext {
  readonly userId: string
  /** 'Remember my User ID'; ticked when a remembered id was given. */
  readonly remember: boolean
  readonly invitationId: string | undefined
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
}

/** Same limit as the contract's SignInUserId. */
const userIdMaxLength = 254

export const isValidUserId = (userId: string): boolean => userId.length <= userIdMaxLength && userIdPattern.test(userId)

/** Lookup 404 → 404 (not authorized to log in), 401 → 401 (account disabled), anything else → 500. */
export const failureCode = (error: unknown): SignInFailureCode => {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined
  return status === 404 || status === 401 ? status : 500
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`)
}

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
    lookup: fromPromise<{ b2CDomainName: string }, { userId: string }>(async () => {
      throw new Error("lookup not provided")
    }),
    /** Sends the browser to the provider; it does not come back. */
    redirect: fromPromise<void, RedirectInput>(async () => {
      throw new Error("redirect not provided")
    })
  },
  actions: {
    rememberUserId: notProvided("rememberUserId"),
    forgetUserId: notProvided("forgetUserId")
  },
  guards: {
    userIdInvalid: ({ context }) => !isValidUserId(context.userId.trim()),
    rememberChecked: ({ context }) => context.remember
  }
}).createMachine({
  id: "signInLookup",
  context: ({ input }) => ({
    userId: input.rememberedUserId ?? "",
    remember: input.rememberedUserId !== undefined,
    invitationId: input.invitationId,
    domainHint: undefined,
    error: undefined,
    failure: undefined
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        USER_ID_CHANGED: {
          actions: assign({ userId: ({ event }) => event.value, error: undefined })
        },
        REMEMBER_TOGGLED: {
          actions: assign({ remember: ({ context }) => !context.remember })
        },
        SUBMIT: [
          { guard: "userIdInvalid", actions: assign({ error: "invalidUserId" }) },
          { target: "lookingUp", actions: assign({ userId: ({ context }) => context.userId.trim() }) }
        ]
      }
    },
    lookingUp: {
      invoke: {
        id: "lookup",
        src: "lookup",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: "rememberChecked",
            target: "redirecting",
            actions: [assign({ domainHint: ({ event }) => event.output.b2CDomainName }), "rememberUserId"]
          },
          {
            target: "redirecting",
            actions: [assign({ domainHint: ({ event }) => event.output.b2CDomainName }), "forgetUserId"]
          }
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureCode(event.error) }) }
      }
    },
    redirecting: {
      invoke: {
        id: "redirect",
        src: "redirect",
        input: ({ context }) => ({
          userId: context.userId,
          domainHint: context.domainHint ?? "",
          invitationId: context.invitationId
        }),
        // The page is left on success; a redirect that cannot start is a sign-in failure.
        onError: { target: "failed", actions: assign({ failure: () => 500 as const }) }
      }
    },
    failed: {
      type: "final"
    }
  },
  output: ({ context }) => ({ code: context.failure ?? 500 })
})

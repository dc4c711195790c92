import { assign, setup } from "xstate"
import type { ReauthenticationIssue } from "../../api/users/reauthentication"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given, listens } from "../shared/effectActor"

export interface ReauthenticationContext {
  readonly password: string
  /** Why the password was not accepted, shown at the field until it changes. */
  readonly issue: ReauthenticationIssue["code"] | undefined
}

export type ReauthenticationEvent =
  /** A call was answered 403 REAUTHENTICATION_REQUIRED: it waits for the password. */
  | { readonly type: "REQUIRED" }
  | { readonly type: "PASSWORD_CHANGED"; readonly value: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CANCEL" }

const emptyContext: ReauthenticationContext = { password: "", issue: undefined }

/** REAUTHENTICATION_FAILED: the server's issue at the password field (required or wrongPassword). */
const refusedIssue = (failure: PortalFailure): ReauthenticationIssue["code"] | undefined => {
  if (failure._tag !== "BadRequest" || failure.code !== "REAUTHENTICATION_FAILED") return undefined
  const code = failure.issues?.find((issue) => issue.field === "password")?.code
  return code === "required" ? "required" : "wrongPassword"
}

/**
 * Re-authentication before a sensitive change (ASVS 3.7.1), for every screen at once: when a call is
 * answered 403 REAUTHENTICATION_REQUIRED the dialog asks for the password; given and accepted, the
 * waiting calls are sent again; cancelled, they fail with that refusal and the screen shows it.
 */
export const reauthenticationMachine = setup({
  types: {
    context: {} as ReauthenticationContext,
    events: {} as ReauthenticationEvent,
    tags: {} as "busy" | "open"
  },
  actors: {
    /** Sends REQUIRED whenever a call needs the password again (src/services/api/reauthentication.ts). */
    requests: listens<ReauthenticationEvent>("requests"),
    /** POST /Account/Reauthenticate. */
    reauthenticate: awaits<void, string>("reauthenticate")
  },
  actions: {
    /** The waiting calls are sent again. */
    resume: given("resume"),
    /** The waiting calls fail with their refusal. */
    abandon: given("abandon"),
    /** The generic error notice of document 1 section 8 (the connection lost, too many attempts). */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    assignPassword: assign((_, value: string) => ({ password: value, issue: undefined })),
    assignIssue: assign((_, issue: ReauthenticationIssue["code"] | undefined) => ({ password: "", issue })),
    clear: assign(emptyContext)
  },
  guards: {
    blank: ({ context }) => context.password === "",
    refused: (_, failure: PortalFailure) => refusedIssue(failure) !== undefined
  }
}).createMachine({
  id: "reauthentication",
  context: emptyContext,
  invoke: { id: "requests", src: "requests" },
  initial: "idle",
  states: {
    idle: {
      on: { REQUIRED: { target: "asking", actions: "clear" } }
    },
    asking: {
      tags: ["open"],
      on: {
        PASSWORD_CHANGED: { actions: { type: "assignPassword", params: ({ event }) => event.value } },
        SUBMIT: [{ guard: "blank", actions: { type: "assignIssue", params: "required" } }, { target: "checking" }],
        CANCEL: { target: "idle", actions: ["clear", "abandon"] }
      }
    },
    checking: {
      tags: ["busy", "open"],
      invoke: {
        id: "reauthenticate",
        src: "reauthenticate",
        input: ({ context }) => context.password,
        onDone: { target: "idle", actions: ["clear", "resume"] },
        onError: [
          {
            guard: { type: "refused", params: ({ event }) => failureOf(event) },
            target: "asking",
            actions: { type: "assignIssue", params: ({ event }) => refusedIssue(failureOf(event)) }
          },
          { target: "asking", actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) } }
        ]
      }
    }
  }
})

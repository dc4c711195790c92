import { assign, setup } from "xstate"
import type { AccountSession } from "../../api/users/accountSessions"
import { awaits, failureOf, given } from "../shared/effectActor"
import { failureNoticeAction, loadingState } from "../shared/loadStep"

/** What the person asked to end: one session, or every session but the current one. */
export type SessionsToEnd = { readonly kind: "one"; readonly id: string } | { readonly kind: "others" }

export interface AccountSessionsContext {
  readonly sessions: ReadonlyArray<AccountSession>
  /** Asked and waiting for confirmation, or being ended. */
  readonly toEnd: SessionsToEnd | undefined
}

export type AccountSessionsEvent =
  | { readonly type: "END"; readonly id: string }
  | { readonly type: "END_OTHERS" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  | { readonly type: "RETRY" }

/** The ids a request to end names among the sessions listed; never the current one. */
export const sessionIdsToEnd = (sessions: ReadonlyArray<AccountSession>, toEnd: SessionsToEnd): ReadonlyArray<string> =>
  sessions
    .filter((session) => !session.current && (toEnd.kind === "others" || session.id === toEnd.id))
    .map((session) => session.id)

/**
 * One's own sessions (ASVS 3.3.4): the list, an End per other session and End all other sessions,
 * each asked first; once ended the list is read again. A failure to read shows the generic notice and
 * offers to try again; a failure to end is the generic notice, and the list is read again.
 */
export const accountSessionsMachine = setup({
  types: {
    context: {} as AccountSessionsContext,
    events: {} as AccountSessionsEvent,
    tags: {} as "busy" | "loading" | "unavailable" | "endAsked" | "ending"
  },
  actors: {
    /** GET /Account/Sessions. */
    loadSessions: awaits<ReadonlyArray<AccountSession>>("loadSessions"),
    /** DELETE /Account/Sessions/{id}, for each id. */
    endSessions: awaits<void, ReadonlyArray<string>>("endSessions")
  },
  actions: {
    /** 'session ended' or 'other sessions ended'. */
    notifyEnded: given<{ toEnd: SessionsToEnd }>("notifyEnded"),
    ...failureNoticeAction,
    assignSessions: assign((_, sessions: ReadonlyArray<AccountSession>) => ({ sessions })),
    assignToEnd: assign((_, toEnd: SessionsToEnd) => ({ toEnd })),
    clearToEnd: assign({ toEnd: undefined })
  },
  guards: {
    /** A session listed, and not the current one. */
    endable: ({ context }, id: string) => context.sessions.some((session) => session.id === id && !session.current),
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current)
  }
}).createMachine({
  id: "accountSessions",
  context: { sessions: [], toEnd: undefined },
  initial: "loading",
  states: {
    loading: loadingState({
      src: "loadSessions",
      assign: "assignSessions",
      then: "ready",
      failed: "unavailable",
      tags: ["busy", "loading"]
    }),
    unavailable: {
      tags: ["unavailable"],
      on: { RETRY: "loading" }
    },
    ready: {
      on: {
        END: {
          guard: { type: "endable", params: ({ event }) => event.id },
          target: "confirming",
          actions: { type: "assignToEnd", params: ({ event }) => ({ kind: "one" as const, id: event.id }) }
        },
        END_OTHERS: {
          guard: "hasOthers",
          target: "confirming",
          actions: { type: "assignToEnd", params: { kind: "others" } }
        }
      }
    },
    confirming: {
      tags: ["endAsked"],
      on: {
        CONFIRM: "ending",
        CANCEL: { target: "ready", actions: "clearToEnd" }
      }
    },
    ending: {
      tags: ["busy", "endAsked", "ending"],
      invoke: {
        id: "endSessions",
        src: "endSessions",
        input: ({ context }) => sessionIdsToEnd(context.sessions, context.toEnd!),
        onDone: {
          target: "loading",
          actions: [{ type: "notifyEnded", params: ({ context }) => ({ toEnd: context.toEnd! }) }, "clearToEnd"]
        },
        onError: {
          target: "loading",
          actions: [{ type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }, "clearToEnd"]
        }
      }
    }
  }
})

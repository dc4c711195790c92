import { assign, setup } from "xstate"
import type { CopyProfile } from "../../api/users/schemas"
import { awaits, failureOf } from "../shared/effectActor"
import { failureNoticeAction } from "../shared/loadStep"

export interface CopyFromInput {
  /** The e-mail of the user to copy, already fit for the look-up (canLookUpCopyFrom). */
  readonly email: string
}

export interface CopyFromContext extends CopyFromInput {
  readonly matches: ReadonlyArray<CopyProfile>
  readonly chosen: CopyProfile | null
}

export type CopyFromEvent =
  { readonly type: "CHOOSE"; readonly id: number } | { readonly type: "CONFIRM" } | { readonly type: "CANCEL" }

/** Typing pauses this long before the e-mail is looked up. */
export const copyLookupDelay = 500

/**
 * Copy-from (document 2 sections 2 and 4): the users with this e-mail whose profile the administrator
 * may copy are looked up; the administrator picks one, and after the confirmation the machine ends with
 * it. Cancelling the confirmation goes back to the choice; cancelling the choice ends with none.
 */
export const copyFromMachine = setup({
  types: {
    input: {} as CopyFromInput,
    context: {} as CopyFromContext,
    events: {} as CopyFromEvent,
    output: {} as CopyProfile | null,
    tags: {} as "lookingUp" | "notFound" | "choosing" | "confirming"
  },
  actors: {
    /** GET /Users/GetUsersCopyProfiles/{email}. */
    lookUp: awaits<ReadonlyArray<CopyProfile>, string>("lookUp")
  },
  actions: {
    ...failureNoticeAction,
    assignMatches: assign((_, matches: ReadonlyArray<CopyProfile>) => ({ matches, chosen: null })),
    assignChosen: assign(({ context }, id: number) => ({ chosen: context.matches.find((m) => m.id === id) ?? null })),
    clearChosen: assign({ chosen: null })
  },
  guards: {
    found: (_, matches: ReadonlyArray<CopyProfile>) => matches.length > 0,
    offered: ({ context }, id: number) => context.matches.some((m) => m.id === id)
  },
  delays: { copyLookupDelay }
}).createMachine({
  id: "copyFrom",
  context: ({ input }) => ({ ...input, matches: [], chosen: null }),
  initial: "waiting",
  states: {
    waiting: {
      tags: ["lookingUp"],
      after: { copyLookupDelay: "lookingUp" }
    },
    lookingUp: {
      tags: ["lookingUp"],
      invoke: {
        id: "lookUp",
        src: "lookUp",
        input: ({ context }) => context.email.trim(),
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "choosing",
            actions: { type: "assignMatches", params: ({ event }) => event.output }
          },
          { target: "notFound" }
        ],
        onError: {
          target: "notFound",
          actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
        }
      }
    },
    /** Nobody with this e-mail whose profile may be copied. */
    notFound: { tags: ["notFound"] },
    choosing: {
      tags: ["choosing"],
      on: {
        CHOOSE: {
          guard: { type: "offered", params: ({ event }) => event.id },
          target: "confirming",
          actions: { type: "assignChosen", params: ({ event }) => event.id }
        },
        CANCEL: { target: "done", actions: "clearChosen" }
      }
    },
    confirming: {
      tags: ["confirming"],
      on: {
        CONFIRM: "done",
        CANCEL: { target: "choosing", actions: "clearChosen" }
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.chosen
})

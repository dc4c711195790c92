import { assign, setup } from "xstate"
import type { ManagedUser } from "../../api/users/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { AccountActionRequest } from "../../services/users/userProfile"
import { awaits, failureOf, given } from "../shared/effectActor"

export type AccountAction = AccountActionRequest["action"]

/** How an account action ended: cancelled or failed (the form stays), or done with the account when it remains. */
export type AccountActionOutcome =
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed" }
  | { readonly kind: "done"; readonly action: AccountAction; readonly user: ManagedUser | null }

export interface AccountActionContext extends AccountActionRequest {
  readonly outcome: AccountActionOutcome
}

export type AccountActionEvent = { readonly type: "CONFIRM" } | { readonly type: "CANCEL" }

/**
 * An account action of the profile in update mode (document 2 sections 2 and 4): disable, enable and
 * delete ask for confirmation first; Resend invitation is sent at once. Each ends with its success
 * notice; a failure is a notice, and the question stays for the confirmed actions.
 */
export const accountActionMachine = setup({
  types: {
    input: {} as AccountActionRequest,
    context: {} as AccountActionContext,
    events: {} as AccountActionEvent,
    output: {} as AccountActionOutcome,
    tags: {} as "busy" | "confirming"
  },
  actors: {
    /** PATCH /Users/{id} (enable, disable), DELETE /Users/{id} or POST /Users/Invite/{id}. */
    perform: awaits<ManagedUser | null, AccountActionRequest>("perform")
  },
  actions: {
    /** account enabled, account disabled, account deleted or invitation sent. */
    notifyDone: given<{ action: AccountAction }>("notifyDone"),
    /** The action's failure: 404 on delete or invitation has its own words, the rest the generic handler. */
    notifyActionFailure: given<{ action: AccountAction; failure: PortalFailure }>("notifyActionFailure"),
    assignDone: assign(({ context }, user: ManagedUser | null) => ({
      outcome: { kind: "done" as const, action: context.action, user }
    })),
    assignFailed: assign({ outcome: { kind: "failed" } as AccountActionOutcome }),
    assignCancelled: assign({ outcome: { kind: "cancelled" } as AccountActionOutcome })
  },
  guards: {
    isInvite: ({ context }) => context.action === "invite"
  }
}).createMachine({
  id: "accountAction",
  context: ({ input }) => ({ ...input, outcome: { kind: "cancelled" } }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "isInvite", target: "performing" }, { target: "confirming" }]
    },
    confirming: {
      tags: ["confirming"],
      on: {
        CONFIRM: "performing",
        CANCEL: { target: "done", actions: "assignCancelled" }
      }
    },
    performing: {
      tags: ["busy"],
      invoke: {
        id: "perform",
        src: "perform",
        input: ({ context }) => ({ action: context.action, id: context.id, payload: context.payload }),
        onDone: {
          target: "done",
          actions: [
            { type: "assignDone", params: ({ event }) => event.output },
            { type: "notifyDone", params: ({ context }) => ({ action: context.action }) }
          ]
        },
        onError: [
          {
            guard: "isInvite",
            target: "done",
            actions: [
              "assignFailed",
              {
                type: "notifyActionFailure",
                params: ({ context, event }) => ({ action: context.action, failure: failureOf(event) })
              }
            ]
          },
          {
            target: "confirming",
            actions: {
              type: "notifyActionFailure",
              params: ({ context, event }) => ({ action: context.action, failure: failureOf(event) })
            }
          }
        ]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

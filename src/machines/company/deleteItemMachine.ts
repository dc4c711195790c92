import { assign, setup } from "xstate"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { failureParams } from "../shared/formEdit"
import { callingState, failureNoticeAction } from "../shared/loadStep"
import type { CompanyItem, ItemKind } from "./companyItems"

export interface DeleteItemInput {
  readonly target: CompanyItem
}

export interface DeleteItemContext extends DeleteItemInput {
  readonly deleted: boolean
}

export type DeleteItemEvent = { readonly type: "CONFIRM" } | { readonly type: "CANCEL" }

/** Whether the row went: the screen then drops it, or fetches the options again. */
export interface DeleteItemOutput {
  readonly deleted: boolean
}

/**
 * The delete confirmation of the company profile (document 2 sections 2, 4 and 8): a unit, option,
 * domain or recipient goes once confirmed, with its notice. The server refuses an item linked to
 * users (409): the screen says so and the row stays.
 */
export const deleteItemMachine = setup({
  types: {
    input: {} as DeleteItemInput,
    context: {} as DeleteItemContext,
    events: {} as DeleteItemEvent,
    output: {} as DeleteItemOutput,
    tags: {} as "busy"
  },
  actors: {
    /** DELETE /units/{id}, /DriverReportOptions/{id}, permitted domains' or recipients'. */
    remove: awaits<void, CompanyItem>("remove")
  },
  actions: {
    notifyDeleted: given<{ kind: ItemKind }>("notifyDeleted"),
    /** The server's refusal of an item some user holds. */
    notifyLinkedToUsers: given("notifyLinkedToUsers"),
    ...failureNoticeAction,
    assignDeleted: assign({ deleted: true })
  },
  guards: {
    isConflict: (_, failure: PortalFailure) => failure._tag === "Conflict"
  }
}).createMachine({
  id: "deleteItem",
  context: ({ input }) => ({ ...input, deleted: false }),
  initial: "confirming",
  states: {
    confirming: {
      on: {
        CONFIRM: "deleting",
        CANCEL: "done"
      }
    },
    deleting: callingState({
      src: "remove",
      input: ({ context }: { context: DeleteItemContext }) => context.target,
      back: "done",
      done: [
        "assignDeleted",
        { type: "notifyDeleted", params: ({ context }: { context: DeleteItemContext }) => ({ kind: context.target.kind }) }
      ],
      refused: [{ guard: { type: "isConflict", params: failureParams }, target: "done", actions: "notifyLinkedToUsers" }]
    }),
    done: { type: "final" }
  },
  output: ({ context }) => ({ deleted: context.deleted })
})

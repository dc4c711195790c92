import { assign, setup } from "xstate"
import type { Client } from "../../api/clients/schemas"
import { awaits } from "../shared/effectActor"
import { failureNoticeAction, loadThenShow } from "../shared/loadStep"

export interface ClientListContext {
  readonly clients: ReadonlyArray<Client>
}

export type ClientListEvent = { readonly type: "RETRY" }

/**
 * The client list (document 2 section 2, /dash-client): every client with its type, status and
 * sponsors; New client and each row open the client profile. GET /Client/List is not paged or
 * filtered, so the list is one load rather than a paged search (docs/decisions.md).
 */
export const clientListMachine = setup({
  types: {
    context: {} as ClientListContext,
    events: {} as ClientListEvent,
    tags: {} as "loading" | "loadFailed" | "showing"
  },
  actors: {
    /** GET /Client/List. */
    loadClients: awaits<ReadonlyArray<Client>>("loadClients")
  },
  actions: {
    ...failureNoticeAction,
    assignClients: assign((_, clients: ReadonlyArray<Client>) => ({ clients }))
  }
}).createMachine({
  id: "clientList",
  context: { clients: [] },
  initial: "loading",
  states: {
    ...loadThenShow({ src: "loadClients", assign: "assignClients", then: "showing" }),
    showing: { tags: ["showing"] }
  }
})

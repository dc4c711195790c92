import { assign, setup } from "xstate"
import type { WebhookDeliveriesResult } from "../../api/settings/webhookSchemas"
import { awaits } from "../shared/effectActor"
import { failureNoticeAction, notifyFailure, outputOf } from "../shared/loadStep"
import {
  awaitsFirstTry,
  pageInput,
  watchLimit,
  type WebhookDeliveriesContext,
  type WebhookDeliveriesEvent,
  type WebhookDeliveriesPage,
  type WebhookDeliveriesTag,
  type WebhookOwner
} from "./webhooks"

const result = { type: "assignResult", params: outputOf } as const
/** Read again: the same page (Refresh), or the first, where a delivery just queued shows (newest first). */
const again = { target: "loading", actions: "startWatch" } as const
const fromFirstPage = { target: "loading", actions: ["startWatch", "firstPage"] } as const

/**
 * A company's delivery log (issue 36 point 4): its deliveries newest first, a page at a time, each with
 * its tries. Refresh reads the page again; a delivery queued from the page (a test event) brings the
 * first page back, read again a few seconds apart until its first try shows.
 */
export const webhookDeliveriesMachine = setup({
  types: {
    input: {} as { readonly owner: WebhookOwner; readonly pageSize: number },
    context: {} as WebhookDeliveriesContext,
    events: {} as WebhookDeliveriesEvent,
    tags: {} as WebhookDeliveriesTag
  },
  actors: {
    /** GET /webhooks/deliveries. */
    load: awaits<WebhookDeliveriesResult, WebhookDeliveriesPage>("load")
  },
  actions: {
    ...failureNoticeAction,
    assignResult: assign(({ context }, loaded: WebhookDeliveriesResult) => ({ result: loaded, page: context.requestedPage })),
    requestPage: assign((_, page: number) => ({ requestedPage: page, watched: watchLimit })),
    firstPage: assign({ requestedPage: 1 }),
    /** A page that could not be read: the one on screen stays. */
    keepPage: assign(({ context }) => ({ requestedPage: context.page })),
    startWatch: assign({ watched: 0 }),
    countWatch: assign(({ context }) => ({ watched: context.watched + 1 }))
  },
  guards: {
    noneFound: (_, loaded: WebhookDeliveriesResult) => loaded.count === 0,
    hasResult: ({ context }) => context.result !== undefined,
    watching: ({ context }) => context.watched < watchLimit && awaitsFirstTry(context.result)
  },
  delays: {
    /** Between two reads while a delivery waits for its first try. */
    watch: 2000
  }
}).createMachine({
  id: "webhookDeliveries",
  context: ({ input }) => ({
    owner: input.owner,
    pageSize: input.pageSize,
    page: 1,
    requestedPage: 1,
    result: undefined,
    watched: watchLimit
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading", "busy"],
      on: { DELIVERIES_CHANGED: { ...fromFirstPage, reenter: true } },
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => pageInput(context),
        onDone: [
          { guard: { type: "noneFound", params: outputOf }, target: "noResults", actions: result },
          { target: "showingResults", actions: result }
        ],
        onError: [
          { guard: "hasResult", target: "showingResults", actions: ["keepPage", notifyFailure] },
          { target: "loadFailed", actions: notifyFailure }
        ]
      }
    },
    loadFailed: { tags: ["loadFailed"], on: { RETRY: "loading", DELIVERIES_CHANGED: fromFirstPage } },
    noResults: { tags: ["noResults"], on: { REFRESH: again, DELIVERIES_CHANGED: fromFirstPage } },
    showingResults: {
      tags: ["results"],
      after: { watch: { guard: "watching", target: "loading", actions: "countWatch" } },
      on: {
        PAGE_CHANGED: { target: "loading", actions: { type: "requestPage", params: ({ event }) => event.page } },
        REFRESH: again,
        DELIVERIES_CHANGED: fromFirstPage
      }
    }
  }
})

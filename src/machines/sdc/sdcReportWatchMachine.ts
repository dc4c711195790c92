import { assign, setup } from "xstate"
import { SdcFileStatusId, type SdcFileRow } from "../../api/sdc/schemas"
import { given, listens } from "../shared/effectActor"

/** How long the list waits before reading its page again while a file on it is still received or processing. */
export const refreshEveryMs = 5000

/** At most this many readings of one page in a row (five minutes at one every five seconds). */
export const maxRefreshes = 60

/** A file the server is still receiving or reading: its status and rows change until it is accepted or rejected. */
export const fileInProgress = (row: SdcFileRow): boolean =>
  row.status.id === SdcFileStatusId.received || row.status.id === SdcFileStatusId.processing

/** The SDC report as its watch sees it: the page shown, and the same page asked for again. */
export interface WatchedReport {
  readonly getSnapshot: () => WatchedView
  readonly subscribe: (listener: (snapshot: WatchedView) => void) => { readonly unsubscribe: () => void }
  readonly send: (event: { readonly type: "PAGE_CHANGED"; readonly page: number }) => void
}

export interface WatchedView {
  readonly hasTag: (tag: string) => boolean
  readonly context: {
    readonly page: number
    readonly query: unknown
    readonly result: { readonly data: ReadonlyArray<SdcFileRow> } | undefined
  }
}

export interface SdcReportWatchInput {
  readonly maxRefreshes: number
  /** The report watched: followed by the actor `follow`, asked again by the action `refresh`. */
  readonly report: WatchedReport
}

export interface SdcReportWatchContext extends SdcReportWatchInput {
  /** The page on screen and the search it belongs to (a new search, order or page starts the count again). */
  readonly page: number
  readonly query: unknown
  /** Readings of this page in a row, each of which still had a file being read. */
  readonly refreshes: number
}

export type SdcReportWatchEvent =
  /** The list shows a page of results: which, and whether a file on it is still received or processing. */
  | { readonly type: "SHOWN"; readonly page: number; readonly query: unknown; readonly inProgress: boolean }
  /** The list left its results (a search, a page, an export runs, or the filters were reset). */
  | { readonly type: "LEFT" }

type Shown = Extract<SdcReportWatchEvent, { type: "SHOWN" }>

const sameView = (context: SdcReportWatchContext, shown: Shown) => shown.page === context.page && shown.query === context.query

/**
 * Beside the SDC report: while the page on screen has a file still received or processing, it reads the
 * same page again every few seconds (the same search, order and page: the filters as searched stay),
 * until no such file is left, `maxRefreshes` readings in a row, or the screen is left (the actor stops).
 */
export const sdcReportWatchMachine = setup({
  types: {
    input: {} as SdcReportWatchInput,
    context: {} as SdcReportWatchContext,
    events: {} as SdcReportWatchEvent
  },
  actors: {
    /** Tells SHOWN and LEFT as the list's state changes. */
    follow: listens<SdcReportWatchEvent, WatchedReport>("follow")
  },
  actions: {
    /** The same page of the same search again. */
    refresh: given<{ page: number }>("refresh"),
    /** The page shown; a new page or search, or one with nothing being read, starts the count again. */
    assignView: assign(({ context }, shown: Shown) => ({
      page: shown.page,
      query: shown.query,
      refreshes: shown.inProgress && sameView(context, shown) ? context.refreshes : 0
    })),
    countRefresh: assign(({ context }) => ({ refreshes: context.refreshes + 1 }))
  },
  guards: {
    inProgress: (_, shown: Shown) => shown.inProgress,
    /** A file is being read, and this page was not read again too often already. */
    toRefresh: ({ context }, shown: Shown) =>
      shown.inProgress && (!sameView(context, shown) || context.refreshes < context.maxRefreshes)
  },
  delays: { refreshEvery: refreshEveryMs }
}).createMachine({
  id: "sdcReportWatch",
  context: ({ input }) => ({ ...input, page: 1, query: undefined, refreshes: 0 }),
  invoke: { id: "follow", src: "follow", input: ({ context }) => context.report },
  initial: "idle",
  states: {
    idle: {
      on: {
        SHOWN: [
          {
            guard: { type: "toRefresh", params: ({ event }) => event },
            target: "waiting",
            actions: { type: "assignView", params: ({ event }) => event }
          },
          { actions: { type: "assignView", params: ({ event }) => event } }
        ]
      }
    },
    waiting: {
      after: {
        refreshEvery: {
          target: "idle",
          actions: [{ type: "refresh", params: ({ context }) => ({ page: context.page }) }, "countRefresh"]
        }
      },
      on: {
        LEFT: "idle",
        SHOWN: [
          {
            guard: { type: "inProgress", params: ({ event }) => event },
            actions: { type: "assignView", params: ({ event }) => event }
          },
          { target: "idle", actions: { type: "assignView", params: ({ event }) => event } }
        ]
      }
    }
  }
})

import { failureOf } from "./effectActor"

/**
 * The paged search with a CSV export that the report screens share: a query run page by page, the
 * result on screen, the page being fetched, and the export of the whole result. Each screen's machine
 * names these actions, guards and states in its own setup; their implementations live here once.
 */

/** The CSV's names and headers follow the language in use. */
export type CsvLanguage = "en" | "fr"

/** The search actor's input: one page of the query (1-based). */
export interface PageInput<Query> {
  readonly query: Query
  readonly pageNumber: number
  readonly pageSize: number
}

/** The export actor's input: the whole query, in a language. */
export interface ExportInput<Query> {
  readonly query: Query
  readonly language: CsvLanguage
}

export type PagingEvent =
  /** 1-based. */
  | { readonly type: "PAGE_CHANGED"; readonly page: number }
  /** Export CSV, with the names in the language in use. */
  | { readonly type: "EXPORT"; readonly language: CsvLanguage }

interface Counted {
  readonly count: number
}

interface PagedSearchContext<Query, Result extends Counted> {
  readonly query: Query | undefined
  /** The page on screen. */
  readonly page: number
  /** The page being fetched. */
  readonly requestedPage: number
  readonly pageSize: number
  readonly result: Result | undefined
}

/** The named paging guards. */
export const pagingGuards = {
  noneFound: (_: unknown, result: Counted) => result.count === 0,
  hasResult: ({ context }: { context: { readonly result: unknown } }) => context.result !== undefined
}

const notifyFailure = {
  type: "notifyFailure",
  params: ({ event }: { event: { error: unknown } }) => ({ failure: failureOf(event) })
} as const

/**
 * The states a paged search shares: `searching` runs the `search` actor for the requested page,
 * `exporting` runs `exportCsv` for the whole query; both come back to `showingResults` (or
 * `noResults`, or `editing` when a first search fails). `showingResults` answers PAGE_CHANGED and EXPORT.
 */
export const pagedSearchStates = <Query, Result extends Counted>() =>
  ({
    searching: {
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }: { context: PagedSearchContext<Query, Result> }): PageInput<Query> => ({
          query: context.query!,
          pageNumber: context.requestedPage,
          pageSize: context.pageSize
        }),
        onDone: [
          {
            guard: { type: "noneFound", params: ({ event }: { event: { output: Result } }) => event.output },
            target: "noResults",
            actions: { type: "assignResult", params: ({ event }: { event: { output: Result } }) => event.output }
          },
          {
            target: "showingResults",
            actions: { type: "assignResult", params: ({ event }: { event: { output: Result } }) => event.output }
          }
        ],
        onError: [
          { guard: "hasResult", target: "showingResults", actions: ["keepPage", notifyFailure] },
          { target: "editing", actions: notifyFailure }
        ]
      }
    },
    exporting: {
      invoke: {
        id: "exportCsv",
        src: "exportCsv",
        input: ({
          context,
          event
        }: {
          context: PagedSearchContext<Query, Result>
          event: { type: string }
        }): ExportInput<Query> => ({
          query: context.query!,
          language: (event as Extract<PagingEvent, { type: "EXPORT" }>).language
        }),
        onDone: { target: "showingResults" },
        onError: { target: "showingResults", actions: notifyFailure }
      }
    }
  }) as const

/** What `showingResults` answers besides a new search. */
export const pagingTransitions = {
  PAGE_CHANGED: {
    target: "searching",
    actions: { type: "requestPage", params: ({ event }: { event: { page: number } }) => event.page }
  },
  EXPORT: { target: "exporting" }
} as const

/** A search set aside: no query, no result, page 1, no field message. */
export const clearedSearch = { errors: {}, query: undefined, page: 1, requestedPage: 1, result: undefined } as const

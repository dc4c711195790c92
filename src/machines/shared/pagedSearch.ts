import { assign, sendTo, setup } from "xstate"
import { withoutFieldError } from "./dateRange"
import { awaits, given } from "./effectActor"
import { failureNotice } from "./formEdit"
import { failureNoticeAction } from "./loadStep"
import { organizationScopeMachine, type OrganizationScope, type ScopeSelection } from "./organizationScopeMachine"
import { initialContext, sorted, startingPoints } from "./pagedSearchStart"
import {
  savedState,
  type Counted,
  type ExportInput,
  type FieldErrors,
  type FilterValue,
  type PageInput,
  type PagedSearchConfig,
  type PagedSearchContext,
  type PagedSearchEvent,
  type PagedSearchInput,
  type SavedSearch,
  type SearchSort
} from "./pagedSearchTypes"
import { requestorNameMachine } from "./requestorNameMachine"

export * from "./pagedSearchTypes"

/**
 * One paged search (document 2 report history, document 3 90-day and correction reports, and the usage,
 * user access and SDC reports after them): the organization scope, the filters of `config` with their
 * messages, a result fetched page by page, the CSV export of the whole result, and the search kept
 * for the way back. States carry tags for the view: `busy` (a search or an export runs), `exporting`,
 * `results`, `noResults`.
 */
export const pagedSearchMachine = <Filters, Query, Result extends Counted, Errors extends FieldErrors>(
  config: PagedSearchConfig<Filters, Query, Errors>
) => {
  type Context = PagedSearchContext<Filters, Query, Result, Errors>
  type Saved = SavedSearch<Filters, Query, Result>
  const invalid = (context: Context) => Object.keys(config.validate(context.filters, context.today)).length > 0
  const submit = [
    { guard: "filtersInvalid", actions: "showErrors" },
    { target: `#${config.id}.searching`, actions: "startSearch" }
  ] as const
  const keep = { type: "keepSearch", params: ({ context }: { context: Context }) => savedState(context) } as const
  const notifyFailure = { type: "notifyFailure", params: failureNotice } as const
  const starts = startingPoints(config)
  const passedSelection = ({ event }: { event: { scope: OrganizationScope } }) => event.scope.selection

  return setup({
    types: {
      input: {} as PagedSearchInput<Filters, Query, Result>,
      context: {} as Context,
      events: {} as PagedSearchEvent
    },
    actors: {
      /** Organization → company → unit, scoped by the search's function. */
      scope: organizationScopeMachine,
      /** The requestor name field with its suggestions (searches that have one). */
      requestor: requestorNameMachine,
      /** The search with a page. */
      search: awaits<Result, PageInput<Query>>("search"),
      /** The same search unpaged, saved as a CSV file. */
      exportCsv: awaits<void, ExportInput<Query>>("exportCsv")
    },
    actions: {
      ...failureNoticeAction,
      /** The search is kept while a report is open (a search with no way back keeps nothing). */
      keepSearch: given<Saved>("keepSearch"),
      assignScope: assign((_, scope: OrganizationScope) => ({ scope })),
      /** A changed field loses its message; either date answers "from after to". */
      assignFilter: assign(({ context }, { field, value }: { field: string; value: FilterValue }) => ({
        filters: { ...context.filters, [field]: value },
        errors: withoutFieldError(context.errors, field)
      })),
      showErrors: assign(({ context }) => ({ errors: config.validate(context.filters, context.today) })),
      /** A new search starts at page 1 with the filters as they are now. */
      startSearch: assign(({ context }) => ({
        errors: {} as Errors,
        query: sorted(config, config.toQuery(context.filters, context.scope.selection, context.ianaTimezone), context.sort),
        requestedPage: 1,
        result: undefined
      })),
      /** The same search in another order, from page 1. */
      changeSort: assign(({ context }, sort: SearchSort) => ({
        sort,
        query: sorted(config, context.query!, sort),
        requestedPage: 1
      })),
      requestPage: assign((_, page: number) => ({ requestedPage: page })),
      // Typed as any count: a generic result does not narrow through setup's action parameters.
      assignResult: assign(({ context }, result: Counted) => ({ result: result as Result, page: context.requestedPage })),
      /** A page that could not be fetched: the one on screen stays. */
      keepPage: assign(({ context }) => ({ requestedPage: context.page })),
      /** Reset clears the result and sets the filters the search names. */
      resetSearch: assign(({ context }) => ({
        errors: {} as Errors,
        query: undefined,
        page: 1,
        requestedPage: 1,
        result: undefined,
        filters: (config.resetFilters ?? config.openingFilters)(context.today),
        ...(config.sort ? { sort: config.sort.initial } : {})
      })),
      /** The scope goes back to its only choices. */
      resetScope: sendTo("scope", { type: "RESET" }),
      resetRequestor: sendTo("requestor", { type: "RESET" }),
      /** Requestor names are suggested from the organization, company and unit chosen. */
      passSelection: sendTo("requestor", (_, selection: ScopeSelection) => ({ type: "SELECTION_CHANGED", selection }))
    },
    guards: {
      filtersInvalid: ({ context }) => invalid(context),
      startsIn: ({ context }, where: Context["startsIn"]) => context.startsIn === where,
      noneFound: (_, result: Counted) => result.count === 0,
      hasResult: ({ context }) => context.result !== undefined
    }
  }).createMachine({
    id: config.id,
    context: ({ input }) => initialContext(config, input),
    invoke: [
      {
        id: "scope",
        src: "scope",
        input: ({ context }) => ({
          functionId: config.functionId,
          restored: context.scopeRestored ? context.scope : undefined
        })
      },
      ...(config.requestor
        ? [
            {
              id: "requestor",
              src: "requestor",
              input: ({ context }: { context: Context }) => ({
                name: String((context.filters as Record<string, unknown>).reportRequestor ?? ""),
                selection: context.scope.selection
              })
            } as const
          ]
        : [])
    ],
    on: {
      FILTER_CHANGED: { actions: [{ type: "assignFilter", params: ({ event }) => event }, keep] },
      SCOPE_CHANGED: {
        actions: [
          { type: "assignScope", params: ({ event }) => event.scope },
          ...(config.requestor ? [{ type: "passSelection", params: passedSelection } as const] : []),
          keep
        ]
      },
      RESET: {
        target: ".editing",
        actions: ["resetSearch", "resetScope", ...(config.requestor ? (["resetRequestor"] as const) : [])]
      }
    },
    initial: "starting",
    states: {
      starting: {
        // Only the ways this search can start, so that each is a path of its model test; the last needs no guard.
        always: starts.map((where, i) =>
          i === starts.length - 1 ? { target: where } : { guard: { type: "startsIn", params: where } as const, target: where }
        )
      },
      editing: {
        tags: ["editing"],
        entry: keep,
        on: { SUBMIT: submit }
      },
      searching: {
        tags: ["busy", "searching"],
        invoke: {
          id: "search",
          src: "search",
          input: ({ context }) => ({ query: context.query!, pageNumber: context.requestedPage, pageSize: context.pageSize }),
          onDone: [
            {
              guard: { type: "noneFound", params: ({ event }) => event.output },
              target: "noResults",
              actions: { type: "assignResult", params: ({ event }) => event.output }
            },
            { target: "showingResults", actions: { type: "assignResult", params: ({ event }) => event.output } }
          ],
          onError: [
            { guard: "hasResult", target: "showingResults", actions: ["keepPage", notifyFailure] },
            { target: "editing", actions: notifyFailure }
          ]
        }
      },
      exporting: {
        tags: ["busy", "exporting"],
        invoke: {
          id: "exportCsv",
          src: "exportCsv",
          input: ({ context, event }) => ({
            query: context.query!,
            language: (event as Extract<PagedSearchEvent, { type: "EXPORT" }>).language
          }),
          onDone: { target: "showingResults" },
          onError: { target: "showingResults", actions: notifyFailure }
        }
      },
      showingResults: {
        tags: ["results"],
        entry: keep,
        on: {
          SUBMIT: submit,
          PAGE_CHANGED: { target: "searching", actions: { type: "requestPage", params: ({ event }) => event.page } },
          EXPORT: { target: "exporting" },
          ...(config.sort
            ? {
                SORT_CHANGED: { target: "searching", actions: { type: "changeSort", params: ({ event }) => event.sort } } as const
              }
            : {})
        }
      },
      noResults: {
        tags: ["noResults"],
        entry: keep,
        on: { SUBMIT: submit }
      }
    }
  })
}

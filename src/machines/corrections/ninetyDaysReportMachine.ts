import { assign, sendTo, setup } from "xstate"
import type { NinetyDaysResult, NinetyDaysSearchPayload, ReviewStatus } from "../../api/corrections/schemas"
import { FunctionId } from "../../api/functions"
import type { PortalFailure } from "../../services/api/portalFailure"
import { withoutFieldError } from "../shared/dateRange"
import { awaits, given } from "../shared/effectActor"
import {
  emptyScope,
  organizationScopeMachine,
  type OrganizationScope,
  type ScopeChanged,
  type ScopeSelection
} from "../shared/organizationScopeMachine"
import { requestorNameMachine } from "../shared/requestorNameMachine"
import {
  pagedSearchStates,
  pagingGuards,
  pagingTransitions,
  type ExportInput,
  type PageInput,
  type PagingEvent,
  clearedSearch
} from "../shared/pagedSearch"
import {
  blankFilters,
  toPayload,
  validateFilters,
  type DateErrors,
  type NinetyDaysFilters,
  type NinetyDaysTextFilter
} from "./ninetyDaysFilters"

/** What is kept while the user reads a report; coming back runs the search again, so reviews show. */
export interface NinetyDaysSaved {
  readonly scope: OrganizationScope
  readonly filters: NinetyDaysFilters
  readonly query: NinetyDaysSearchPayload | undefined
  readonly page: number
}

export interface NinetyDaysInput {
  /** The signed-in user, whom the kept search belongs to. */
  readonly userId: number
  /** yyyy-MM-dd in the browser's zone: the default range ends here. */
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly restored?: NinetyDaysSaved
}

export interface NinetyDaysContext extends NinetyDaysSaved {
  readonly userId: number
  /** The page being fetched; `page` is the one on screen. */
  readonly requestedPage: number
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly result: NinetyDaysResult | undefined
  readonly errors: DateErrors
  /** Set from the input: the kept scope loads nothing again, and a kept search runs again as the screen opens. */
  readonly scopeRestored: boolean
  readonly searchesAtStart: boolean
}

export type NinetyDaysEvent =
  | { readonly type: "FILTER_CHANGED"; readonly field: NinetyDaysTextFilter; readonly value: string }
  | { readonly type: "REVIEW_STATUS_CHANGED"; readonly reviewStatus: ReviewStatus }
  | ScopeChanged
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESET" }
  | PagingEvent

export type NinetyDaysPageInput = PageInput<NinetyDaysSearchPayload>
export type NinetyDaysExportInput = ExportInput<NinetyDaysSearchPayload>

export const savedState = (context: NinetyDaysContext): NinetyDaysSaved => ({
  scope: context.scope,
  filters: context.filters,
  query: context.query,
  page: context.page
})

const submit = [
  { guard: "filtersInvalid", actions: "showErrors" },
  { target: "#ninetyDaysReport.searching", actions: "startSearch" }
] as const

const settled = { type: "saveSearch", params: ({ context }: { context: NinetyDaysContext }) => savedState(context) } as const

/**
 * The 90-day report of document 3: organization → company → unit, requestor, change dates and
 * review status; a paged result whose unreviewed rows show in bold; the CSV export of the whole result.
 */
export const ninetyDaysReportMachine = setup({
  types: {
    input: {} as NinetyDaysInput,
    context: {} as NinetyDaysContext,
    events: {} as NinetyDaysEvent
  },
  actors: {
    /** Organization → company → unit, scoped by the ninetyDaysReport function. */
    scope: organizationScopeMachine,
    /** The requestor name field with its suggestions. */
    requestor: requestorNameMachine,
    /** POST NinetyDaysReportSearch with a page. */
    search: awaits<NinetyDaysResult, NinetyDaysPageInput>("search"),
    /** The same search unpaged, saved as a CSV file. */
    exportCsv: awaits<void, NinetyDaysExportInput>("exportCsv")
  },
  actions: {
    /** The generic error notice of document 1 section 8. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    /** The search is kept while a report is open. */
    saveSearch: given<NinetyDaysSaved>("saveSearch"),
    assignScope: assign((_, scope: OrganizationScope) => ({ scope })),
    /** A changed date loses its message; either date answers "from after to". */
    assignFilter: assign(({ context }, { field, value }: { field: NinetyDaysTextFilter; value: string }) => {
      return { filters: { ...context.filters, [field]: value }, errors: withoutFieldError(context.errors, field) }
    }),
    assignReviewStatus: assign(({ context }, reviewStatus: ReviewStatus) => ({ filters: { ...context.filters, reviewStatus } })),
    showErrors: assign(({ context }) => ({ errors: validateFilters(context.filters) })),
    /** A new search starts at page 1 with the filters as they are now. */
    startSearch: assign(({ context }) => ({
      errors: {},
      query: toPayload(context.filters, context.scope.selection, context.ianaTimezone),
      requestedPage: 1,
      result: undefined
    })),
    requestPage: assign((_, page: number) => ({ requestedPage: page })),
    assignResult: assign(({ context }, result: NinetyDaysResult) => ({ result, page: context.requestedPage })),
    /** A page that could not be fetched: the one on screen stays. */
    keepPage: assign(({ context }) => ({ requestedPage: context.page })),
    /** Reset clears every field and the result; the scope goes back to its only choices. */
    resetSearch: assign(({ context }) => ({ ...clearedSearch, filters: blankFilters(context.today) })),
    resetScope: sendTo("scope", { type: "RESET" }),
    resetRequestor: sendTo("requestor", { type: "RESET" }),
    /** Requestor names are suggested from the organization, company and unit chosen. */
    passSelection: sendTo("requestor", (_, selection: ScopeSelection) => ({ type: "SELECTION_CHANGED", selection }))
  },
  guards: {
    filtersInvalid: ({ context }) => Object.keys(validateFilters(context.filters)).length > 0,
    searchesAtStart: ({ context }) => context.searchesAtStart,
    ...pagingGuards
  }
}).createMachine({
  id: "ninetyDaysReport",
  context: ({ input }) => {
    const restored = input.restored
    return {
      userId: input.userId,
      today: input.today,
      ianaTimezone: input.ianaTimezone,
      pageSize: input.pageSize,
      scope: restored?.scope ?? emptyScope,
      filters: restored?.filters ?? blankFilters(input.today),
      query: restored?.query,
      page: restored?.page ?? 1,
      requestedPage: restored?.page ?? 1,
      result: undefined,
      errors: {},
      scopeRestored: restored !== undefined,
      searchesAtStart: restored?.query !== undefined
    }
  },
  invoke: [
    {
      id: "scope",
      src: "scope",
      input: ({ context }) => ({
        functionId: FunctionId.ninetyDaysReport,
        restored: context.scopeRestored ? context.scope : undefined
      })
    },
    {
      id: "requestor",
      src: "requestor",
      input: ({ context }) => ({ name: context.filters.reportRequestor, selection: context.scope.selection })
    }
  ],
  on: {
    FILTER_CHANGED: { actions: [{ type: "assignFilter", params: ({ event }) => event }, settled] },
    REVIEW_STATUS_CHANGED: { actions: [{ type: "assignReviewStatus", params: ({ event }) => event.reviewStatus }, settled] },
    SCOPE_CHANGED: {
      actions: [
        { type: "assignScope", params: ({ event }) => event.scope },
        { type: "passSelection", params: ({ event }) => event.scope.selection },
        settled
      ]
    },
    RESET: { target: ".editing", actions: ["resetSearch", "resetScope", "resetRequestor"] }
  },
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "searchesAtStart", target: "searching" }, { target: "editing" }]
    },
    editing: {
      entry: settled,
      on: { SUBMIT: submit }
    },
    ...pagedSearchStates<NinetyDaysSearchPayload, NinetyDaysResult>(),
    showingResults: {
      entry: settled,
      on: {
        SUBMIT: submit,
        ...pagingTransitions
      }
    },
    noResults: {
      entry: settled,
      on: { SUBMIT: submit }
    }
  }
})

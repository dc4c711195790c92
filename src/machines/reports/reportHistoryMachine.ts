import { assign, sendTo, setup } from "xstate"
import { FunctionId } from "../../api/functions"
import type { ReportHistoryQuery, ReportHistoryResult } from "../../api/reports/schemas"
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
  type ExportInput as PagedExportInput,
  type PageInput,
  type PagingEvent,
  clearedSearch
} from "../shared/pagedSearch"
import {
  blankFilters,
  clearedFilters,
  toQuery,
  validateFilters,
  type ReportHistoryErrors,
  type ReportHistoryFilters,
  type ReportHistoryTextFilter
} from "./reportHistoryFilters"

/** What is kept when the user opens a report and comes back (document 2: the list persists). */
export interface ReportHistorySaved {
  readonly scope: OrganizationScope
  readonly filters: ReportHistoryFilters
  readonly query: ReportHistoryQuery | undefined
  readonly page: number
  readonly result: ReportHistoryResult | undefined
}

export interface ReportHistoryInput {
  /** The signed-in user, whom the kept list belongs to. */
  readonly userId: number
  /** yyyy-MM-dd in the browser's zone: the default range ends here and no date may pass it. */
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly restored?: ReportHistorySaved
}

export interface ReportHistoryContext extends ReportHistorySaved {
  readonly userId: number
  /** The page being fetched; `page` is the one on screen. */
  readonly requestedPage: number
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly errors: ReportHistoryErrors
  /** Set from the input; says where the screen starts. */
  readonly restoredAt: "results" | "noResults" | "editing" | undefined
}

export type ReportHistoryEvent =
  | { readonly type: "FILTER_CHANGED"; readonly field: ReportHistoryTextFilter; readonly value: string }
  | ScopeChanged
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESET" }
  | PagingEvent

export type PagedSearchInput = PageInput<ReportHistoryQuery>
export type ExportInput = PagedExportInput<ReportHistoryQuery>

/** The part of the context kept while the user reads a report. */
export const savedState = (context: ReportHistoryContext): ReportHistorySaved => ({
  scope: context.scope,
  filters: context.filters,
  query: context.query,
  page: context.page,
  result: context.result
})

const submit = [
  { guard: "filtersInvalid", actions: "showErrors" },
  { target: "#reportHistory.searching", actions: "startSearch" }
] as const

const settled = { type: "saveHistory", params: ({ context }: { context: ReportHistoryContext }) => savedState(context) } as const

/** Report history search of document 2: the organization scope, filters, a paged result, the CSV export. */
export const reportHistoryMachine = setup({
  types: {
    input: {} as ReportHistoryInput,
    context: {} as ReportHistoryContext,
    events: {} as ReportHistoryEvent
  },
  actors: {
    /** Organization → company → unit, scoped by the reportHistory function. */
    scope: organizationScopeMachine,
    /** The requestor name field with its suggestions. */
    requestor: requestorNameMachine,
    /** GET HistorySearch with a page. */
    search: awaits<ReportHistoryResult, PagedSearchInput>("search"),
    /** The same search unpaged, saved as a CSV file. */
    exportCsv: awaits<void, ExportInput>("exportCsv")
  },
  actions: {
    /** The generic error notice of document 1 section 8. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    /** The filters and the list are kept while a report is open. */
    saveHistory: given<ReportHistorySaved>("saveHistory"),
    assignScope: assign((_, scope: OrganizationScope) => ({ scope })),
    /** A changed field loses its message; either date answers "from after to". */
    assignFilter: assign(({ context }, { field, value }: { field: ReportHistoryTextFilter; value: string }) => {
      return { filters: { ...context.filters, [field]: value }, errors: withoutFieldError(context.errors, field) }
    }),
    showErrors: assign(({ context }) => ({ errors: validateFilters(context.filters, context.today) })),
    /** A new search starts at page 1 with the filters as they are now. */
    startSearch: assign(({ context }) => ({
      errors: {},
      query: toQuery(context.filters, context.scope.selection, context.ianaTimezone),
      requestedPage: 1,
      result: undefined
    })),
    requestPage: assign((_, page: number) => ({ requestedPage: page })),
    assignResult: assign(({ context }, result: ReportHistoryResult) => ({ result, page: context.requestedPage })),
    /** A page that could not be fetched: the one on screen stays. */
    keepPage: assign(({ context }) => ({ requestedPage: context.page })),
    /** Reset clears every field and the result; the scope goes back to its only choices. */
    resetSearch: assign(() => ({ ...clearedSearch, filters: clearedFilters })),
    resetScope: sendTo("scope", { type: "RESET" }),
    resetRequestor: sendTo("requestor", { type: "RESET" }),
    /** Requestor names are suggested from the organization, company and unit chosen. */
    passSelection: sendTo("requestor", (_, selection: ScopeSelection) => ({ type: "SELECTION_CHANGED", selection }))
  },
  guards: {
    filtersInvalid: ({ context }) => Object.keys(validateFilters(context.filters, context.today)).length > 0,
    restoredAt: ({ context }, at: ReportHistoryContext["restoredAt"]) => context.restoredAt === at,
    ...pagingGuards
  }
}).createMachine({
  id: "reportHistory",
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
      result: restored?.result,
      errors: {},
      restoredAt: !restored
        ? undefined
        : restored.result === undefined
          ? "editing"
          : restored.result.count === 0
            ? "noResults"
            : "results"
    }
  },
  invoke: [
    {
      id: "scope",
      src: "scope",
      input: ({ context }) => ({
        functionId: FunctionId.reportHistory,
        restored: context.restoredAt === undefined ? undefined : context.scope
      })
    },
    {
      id: "requestor",
      src: "requestor",
      input: ({ context }) => ({ name: context.filters.reportRequestor, selection: context.scope.selection })
    }
  ],
  on: {
    FILTER_CHANGED: {
      actions: [{ type: "assignFilter", params: ({ event }) => event }, settled]
    },
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
      always: [
        { guard: { type: "restoredAt", params: "results" }, target: "showingResults" },
        { guard: { type: "restoredAt", params: "noResults" }, target: "noResults" },
        { target: "editing" }
      ]
    },
    editing: {
      entry: settled,
      on: { SUBMIT: submit }
    },
    ...pagedSearchStates<ReportHistoryQuery, ReportHistoryResult>(),
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

import type { OrganizationScope, ScopeChanged, ScopeSelection } from "./organizationScopeMachine"

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

/** A page of a search's result: the rows of the page and how many there are in all. */
export interface Counted {
  readonly count: number
}

/** The order the results are asked in: a column's id and its direction. */
export interface SearchSort {
  readonly column: string
  readonly direction: "asc" | "desc"
}

/** The field messages of a search form: a message key per field. */
export type FieldErrors = Partial<Record<string, string>>

/**
 * What a paged search is, given by its area on one page: its filters, how they are checked and
 * become the query, and what happens as the screen opens.
 */
export interface PagedSearchConfig<Filters, Query, Errors extends FieldErrors> {
  /** The machine's id, the search's name. */
  readonly id: string
  /** The function the organization scope is held for (document 1 section 4). */
  readonly functionId: number
  /** The requestor name field, with its suggestions from the scope chosen (searches that have one). */
  readonly requestor?: boolean
  /** The filters the screen opens on. */
  readonly openingFilters: (today: string) => Filters
  /** What Reset (or Clear) leaves in the filters: the opening filters unless it says otherwise. */
  readonly resetFilters?: (today: string) => Filters
  /** The field messages of the filters as they are; none when the search may run. */
  readonly validate: (filters: Filters, today: string) => Errors
  /** The search's query without paging, from the filters and the scope chosen. */
  readonly toQuery: (filters: Filters, scope: ScopeSelection, ianaTimezone: string) => Query
  /** Arriving with nothing kept: "search" runs the opening search at once, "wait" waits for Search. */
  readonly onArrival: "search" | "wait"
  /**
   * Back with a kept search: "restore" shows the kept rows; "restoreAndRefresh" shows them and fetches
   * the kept page again, so what changed while a report was open (a review) shows; "none" starts over
   * (a search whose rows open nothing).
   */
  readonly onBack: "restore" | "restoreAndRefresh" | "none"
  /**
   * A search the server sorts: the sort it opens on, and how a sort goes into the query. A header
   * click asks for the same search in the new order, from page 1 (searches without it do not sort).
   */
  readonly sort?: { readonly initial: SearchSort; readonly apply: (query: Query, sort: SearchSort) => Query }
}

/** What a sorted report's filters module gives: its opening filters, their rules and query, and its sort. */
export interface SortedReportFilters<Filters, Query, Errors extends FieldErrors> {
  readonly openingFilters: (today: string) => Filters
  readonly validateFilters: (filters: Filters, today: string) => Errors
  readonly toQuery: (filters: Filters, scope: ScopeSelection, ianaTimezone: string) => Query
  readonly defaultSort: SearchSort
  readonly sortQuery: (query: Query, sort: SearchSort) => Query
}

/**
 * The configuration of a report whose rows open nothing (the usage and SDC reports of document 2
 * section 2): it searches on arrival, keeps nothing for a way back, and sorts by a header click.
 */
export const sortedReport = <Filters, Query, Errors extends FieldErrors>(filters: SortedReportFilters<Filters, Query, Errors>) =>
  ({
    openingFilters: filters.openingFilters,
    validate: filters.validateFilters,
    toQuery: filters.toQuery,
    onArrival: "search",
    onBack: "none",
    sort: { initial: filters.defaultSort, apply: filters.sortQuery }
  }) as const satisfies Omit<PagedSearchConfig<Filters, Query, Errors>, "id" | "functionId">

/** What is kept while the user reads a report, and shown again on the way back. */
export interface SavedSearch<Filters, Query, Result> {
  readonly scope: OrganizationScope
  readonly filters: Filters
  readonly query: Query | undefined
  readonly page: number
  readonly result: Result | undefined
  /** The order of the rows, in a search that sorts. */
  readonly sort?: SearchSort
}

export interface PagedSearchInput<Filters, Query, Result> {
  /** The signed-in user, whom a kept search belongs to. */
  readonly userId: number
  /** yyyy-MM-dd in the browser's zone: default ranges end here. */
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly restored?: SavedSearch<Filters, Query, Result> | undefined
}

export interface PagedSearchContext<Filters, Query, Result, Errors> extends SavedSearch<Filters, Query, Result> {
  readonly userId: number
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  /** The page being fetched; `page` is the one on screen. */
  readonly requestedPage: number
  readonly errors: Errors
  /** Set from the input: a kept scope loads nothing again. */
  readonly scopeRestored: boolean
  /** Set from the input: where the screen starts. */
  readonly startsIn: "editing" | "searching" | "showingResults" | "noResults"
}

/** What a filter holds: text (a date is yyyy-MM-dd text) or a choice's number. */
export type FilterValue = string | number

/** The events of every paged search; a filter is named by its field. */
export type PagedSearchEvent =
  | { readonly type: "FILTER_CHANGED"; readonly field: string; readonly value: FilterValue }
  | ScopeChanged
  | { readonly type: "SUBMIT" }
  /** Reset (Clear): the filters the config names, no result, the scope back to its only choices. */
  | { readonly type: "RESET" }
  /** 1-based. */
  | { readonly type: "PAGE_CHANGED"; readonly page: number }
  /** Export CSV, with the names in the language in use. */
  | { readonly type: "EXPORT"; readonly language: CsvLanguage }
  /** A column header clicked, in a search that sorts. */
  | { readonly type: "SORT_CHANGED"; readonly sort: SearchSort }

/** The part of the context kept while the user reads a report. */
export const savedState = <Filters, Query, Result>(
  context: SavedSearch<Filters, Query, Result>
): SavedSearch<Filters, Query, Result> => ({
  scope: context.scope,
  filters: context.filters,
  query: context.query,
  page: context.page,
  result: context.result,
  ...(context.sort ? { sort: context.sort } : {})
})

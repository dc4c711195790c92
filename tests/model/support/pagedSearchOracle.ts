import type { EventObject } from "xstate"
import { emptyScope, type OrganizationScope, type ScopeSelection } from "../../../src/machines/shared/organizationScopeMachine"
import type { ExportInput, PageInput, SavedSearch, SearchSort } from "../../../src/machines/shared/pagedSearch"
import type { PortalFailure } from "../../../src/services/api/portalFailure"

/**
 * What a paged search screen shows and did after a list of events, worked out from the spec alone
 * (independently of the machines), given what its area's spec says of its filters.
 */

export type SearchScreen = "editing" | "searching" | "showingResults" | "noResults" | "exporting"

/** What one search's spec says, for the oracle. */
export interface SearchSpec<Filters, Query> {
  readonly functionId: number
  /** yyyy-MM-dd: the day the screen opens on. */
  readonly today: string
  readonly opening: Filters
  /** The filters Reset (Clear) leaves. */
  readonly reset: Filters
  /** The messages of the filters as they are, by field. */
  readonly errors: (filters: Filters) => Record<string, string>
  readonly query: (filters: Filters, selection: ScopeSelection) => Query
  /** Arriving with nothing kept: the opening search runs at once, or waits for Search. */
  readonly arrival: "searches" | "waits"
  /** Back from a report: the kept rows show; also fetched again; or nothing is kept. */
  readonly back: "restores" | "refreshes" | "startsOver"
  /** A search the server sorts: the order it opens on, and the query in another order. */
  readonly sort?: { readonly initial: SearchSort; readonly apply: (query: Query, sort: SearchSort) => Query }
}

/** The search has the requestor field (with its suggestions) when its filters name a requestor. */
export const hasRequestor = (spec: { readonly opening: unknown }) => "reportRequestor" in (spec.opening as object)

/** The page size the model tests give every search. */
export const pageSize = 10

export interface ExpectedSearch<Filters, Query, Result> {
  screen: SearchScreen
  scope: OrganizationScope
  filters: Filters
  errors: Record<string, string>
  result: Result | undefined
  page: number
  searches: Array<PageInput<Query>>
  exports: Array<ExportInput<Query>>
  notices: Array<PortalFailure>
  /** Resets passed on to the scope, which goes back to its only choices. */
  scopeResets: number
  /** What the requestor field was told: the selection of each scope, and each reset. */
  requestorTold: Array<ScopeSelection | "RESET">
  /** How many times the screen's state was kept for the way back. */
  saves: number
  /** The scope was kept: it loads nothing again. */
  scopeKept: boolean
  /** The order asked, in a search that sorts. */
  sort?: SearchSort
}

const settled = (screen: SearchScreen) => screen !== "searching" && screen !== "exporting"

/** Where the screen starts: as it was kept, or the opening filters (searched at once when the spec says so). */
const start = <Filters, Query, Result extends { readonly count: number }>(
  spec: SearchSpec<Filters, Query>,
  kept: SavedSearch<Filters, Query, Result> | undefined
): { screen: ExpectedSearch<Filters, Query, Result>; query: Query | undefined } => {
  const blank = {
    errors: {},
    searches: [],
    exports: [],
    notices: [],
    scopeResets: 0,
    requestorTold: [],
    scopeKept: kept !== undefined
  }
  if (kept && (kept.result || spec.arrival === "waits")) {
    const refresh = spec.back === "refreshes" && kept.result !== undefined && kept.query !== undefined
    const screen: SearchScreen = refresh
      ? "searching"
      : !kept.result
        ? "editing"
        : kept.result.count === 0
          ? "noResults"
          : "showingResults"
    const searches = refresh ? [{ query: kept.query!, pageNumber: kept.page, pageSize: pageSize }] : []
    const saves = settled(screen) ? 1 : 0
    const restored = { scope: kept.scope, filters: kept.filters, result: kept.result, page: kept.page }
    return { screen: { ...blank, ...restored, screen, searches, saves }, query: kept.query }
  }
  const scope = kept?.scope ?? emptyScope
  const opened = spec.arrival === "searches" ? spec.query(spec.opening, scope.selection) : undefined
  const query = opened && spec.sort ? spec.sort.apply(opened, spec.sort.initial) : opened
  return {
    screen: {
      ...blank,
      ...(spec.sort ? { sort: spec.sort.initial } : {}),
      screen: query ? "searching" : "editing",
      scope,
      filters: spec.opening,
      result: undefined,
      page: 1,
      searches: query ? [{ query, pageNumber: 1, pageSize: pageSize }] : [],
      saves: query ? 0 : 1
    },
    query
  }
}

/** The screen after `seen`, from where `kept` (if any) left it. */
export const expectedSearch = <Filters, Query, Result extends { readonly count: number }>(
  spec: SearchSpec<Filters, Query>,
  kept: SavedSearch<Filters, Query, Result> | undefined,
  seen: ReadonlyArray<EventObject>
): ExpectedSearch<Filters, Query, Result> => {
  const started = start(spec, kept)
  const screen = started.screen
  let query = started.query
  let requested = screen.page
  const show = (next: SearchScreen) => {
    screen.screen = next
    if (settled(next)) screen.saves += 1
  }
  const search = (page: number) => {
    requested = page
    show("searching")
    screen.searches.push({ query: query!, pageNumber: page, pageSize: pageSize })
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    switch (e.type) {
      case "SCOPE_CHANGED":
        screen.scope = e.scope as OrganizationScope
        if (hasRequestor(spec)) screen.requestorTold.push(screen.scope.selection)
        screen.saves += 1
        break
      case "FILTER_CHANGED": {
        const field = e.field as string
        screen.filters = { ...screen.filters, [field]: e.value }
        delete screen.errors[field]
        // Either date answers "from after to".
        if ((field === "fromDate" || field === "toDate") && screen.errors.fromDate === "fromAfterTo")
          delete screen.errors.fromDate
        screen.saves += 1
        break
      }
      case "SUBMIT":
        screen.errors = spec.errors(screen.filters)
        if (Object.keys(screen.errors).length > 0) break
        query = spec.query(screen.filters, screen.scope.selection)
        if (spec.sort && screen.sort) query = spec.sort.apply(query, screen.sort)
        screen.result = undefined
        search(1)
        break
      // The same search in another order, from page 1.
      case "SORT_CHANGED":
        screen.sort = e.sort as SearchSort
        query = spec.sort!.apply(query!, screen.sort)
        search(1)
        break
      case "RESET":
        screen.filters = spec.reset
        screen.errors = {}
        screen.result = undefined
        screen.page = 1
        requested = 1
        query = undefined
        if (spec.sort) screen.sort = spec.sort.initial
        screen.scopeResets += 1
        if (hasRequestor(spec)) screen.requestorTold.push("RESET")
        show("editing")
        break
      case "PAGE_CHANGED":
        search(e.page as number)
        break
      // A search that finds nothing says so.
      case "xstate.done.actor.search":
        screen.result = e.output as Result
        screen.page = requested
        show(screen.result.count === 0 ? "noResults" : "showingResults")
        break
      // A page that fails leaves the one on screen; a failed first search goes back to the filters.
      case "xstate.error.actor.search":
        screen.notices.push(e.error as PortalFailure)
        requested = screen.page
        show(screen.result ? "showingResults" : "editing")
        break
      case "EXPORT":
        show("exporting")
        screen.exports.push({ query: query!, language: e.language as "en" | "fr" })
        break
      case "xstate.done.actor.exportCsv":
        show("showingResults")
        break
      case "xstate.error.actor.exportCsv":
        screen.notices.push(e.error as PortalFailure)
        show("showingResults")
        break
    }
  }
  return screen
}

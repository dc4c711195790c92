import { emptyScope, noSelection } from "./organizationScope"
import {
  savedState,
  type Counted,
  type FieldErrors,
  type PagedSearchConfig,
  type PagedSearchContext,
  type PagedSearchInput,
  type SearchSort
} from "./pagedSearchTypes"

/** Where a paged search starts, and the order of its query. */

/** The query in the order asked, in a search that sorts. */
export const sorted = <Query>(
  config: { readonly sort?: PagedSearchConfig<unknown, Query, FieldErrors>["sort"] },
  query: Query,
  sort: SearchSort | undefined
) => (config.sort && sort ? config.sort.apply(query, sort) : query)

/** Where the screen starts: a kept search shows again; else the opening filters, searched at once or not. */
export const initialContext = <Filters, Query, Result extends Counted, Errors extends FieldErrors>(
  config: PagedSearchConfig<Filters, Query, Errors>,
  input: PagedSearchInput<Filters, Query, Result>
): PagedSearchContext<Filters, Query, Result, Errors> => {
  const { userId, today, ianaTimezone, pageSize } = input
  const settings = { userId, today, ianaTimezone, pageSize, errors: {} as Errors }
  const kept = config.onBack === "none" ? undefined : input.restored
  // With nothing to show again, a search that runs on arrival runs (a kept Reset is not kept rows).
  if (kept && (kept.result !== undefined || config.onArrival === "wait")) {
    const refresh = config.onBack === "restoreAndRefresh" && kept.result !== undefined && kept.query !== undefined
    return {
      ...settings,
      ...savedState(kept),
      requestedPage: kept.page,
      scopeRestored: true,
      startsIn: refresh ? "searching" : !kept.result ? "editing" : kept.result.count === 0 ? "noResults" : "showingResults"
    }
  }
  const filters = config.openingFilters(today)
  const searching = config.onArrival === "search"
  const sort = kept?.sort ?? config.sort?.initial
  return {
    ...settings,
    ...(sort ? { sort } : {}),
    scope: kept?.scope ?? emptyScope,
    filters,
    query: searching
      ? sorted(config, config.toQuery(filters, kept?.scope.selection ?? noSelection, ianaTimezone), sort)
      : undefined,
    page: 1,
    requestedPage: 1,
    result: undefined,
    scopeRestored: kept !== undefined,
    startsIn: searching ? "searching" : "editing"
  }
}

/** The ways a search can start, for its `starting` state: each one is a path of its model test. */
export const startingPoints = (config: Pick<PagedSearchConfig<unknown, unknown, FieldErrors>, "onArrival" | "onBack">) =>
  (["searching", "showingResults", "noResults", "editing"] as const).filter((where) => {
    if (where === "searching") return config.onArrival === "search" || config.onBack === "restoreAndRefresh"
    if (where === "editing") return config.onArrival === "wait"
    return config.onBack === "restore"
  })

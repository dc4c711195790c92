import { Effect } from "effect"
import { browserTimeZone, today } from "../../services/clock"
import { showFailure } from "../../services/notices"
import type { PortalServices } from "../../services/portalRuntime"
import { downloadCsv } from "../../services/shared/csv"
import { searchPageSize } from "../../services/shared/pagedSearch"
import { fromEffect } from "./effectActor"
import { organizationScopeLive } from "./organizationScopeLive"
import type { pagedSearchMachine } from "./pagedSearch"
import type { Counted, CsvLanguage, FieldErrors, PagedSearchInput, SavedSearch } from "./pagedSearchTypes"
import { requestorNameLive } from "./requestorNameLive"
import { searchCsv, type SearchTable, type TableNamespace } from "./searchTable"

/** Where a search is kept while a report is open (services/shared/savedSearch). */
interface SearchKeeper {
  readonly read: <A>(userId: number) => A | undefined
  readonly save: <A>(userId: number, state: A) => void
}

/** The calls behind one paged search, from its area's services, and its columns. */
interface PagedSearchCalls<Query, Result extends { readonly data: ReadonlyArray<Row> }, Row, N extends TableNamespace> {
  /** The columns the screen shows and the CSV is written from. */
  readonly table: SearchTable<Row, N>
  /** One page (1-based). */
  readonly searchPage: (query: Query, pageNumber: number, pageSize: number) => Effect.Effect<Result, unknown, PortalServices>
  /** The whole result, for the CSV export. */
  readonly searchAll: (query: Query) => Effect.Effect<ReadonlyArray<Row>, unknown, PortalServices>
  readonly fileName: () => string
  /** Kept for the way back; a search without one keeps nothing. */
  readonly keeper?: SearchKeeper
}

/**
 * A paged search with the portal's calls, the browser's clock and, when it has one, its keeper; its table
 * goes with it to the screen, so that the screen and the CSV read the same columns.
 */
export const pagedSearchLive = <
  Filters,
  Query,
  Result extends Counted & { readonly data: ReadonlyArray<Row> },
  Errors extends FieldErrors,
  Row,
  N extends TableNamespace
>(
  machine: ReturnType<typeof pagedSearchMachine<Filters, Query, Result, Errors>>,
  calls: PagedSearchCalls<Query, Result, Row, N>
) => {
  // Dates are read in the zone the screen shows them in: the browser's, the search's own.
  const csv = (rows: ReadonlyArray<Row>, language: CsvLanguage): string =>
    searchCsv(calls.table, rows, language, browserTimeZone())
  return {
    table: calls.table,
    /** The CSV the export saves. */
    csv,
    machine: machine.provide({
      actors: {
        scope: organizationScopeLive,
        requestor: requestorNameLive,
        search: fromEffect(({ query, pageNumber, pageSize }: { query: Query; pageNumber: number; pageSize: number }) =>
          calls.searchPage(query, pageNumber, pageSize)
        ),
        exportCsv: fromEffect(({ query, language }: { query: Query; language: CsvLanguage }) =>
          calls
            .searchAll(query)
            .pipe(Effect.flatMap((rows) => Effect.sync(() => downloadCsv(csv(rows, language), calls.fileName()))))
        )
      },
      actions: {
        notifyFailure: (_, { failure }) => showFailure(failure),
        keepSearch: ({ context }, saved) => calls.keeper?.save(context.userId, saved)
      }
    }),
    /** The screen opens on today's default range in the browser's zone, or as the user left it. */
    input: (userId: number): PagedSearchInput<Filters, Query, Result> => ({
      userId,
      today: today(),
      ianaTimezone: browserTimeZone(),
      pageSize: searchPageSize,
      restored: calls.keeper?.read<SavedSearch<Filters, Query, Result>>(userId)
    })
  }
}

import { Effect } from "effect"

/** Page size of every search table; the spec leaves the shared value open. */
export const searchPageSize = 10

/** The paging of a search's query string; none asks for the whole result. */
export interface Paging {
  readonly PageNumber?: number
  readonly PageSize?: number
}

/** A search the portal pages by PageNumber and PageSize: one page (1-based), or all of it for the CSV export. */
export const pagedSearch = <Payload, Row, E, R>(
  search: (payload: Payload, paging: Paging) => Effect.Effect<{ readonly count: number; readonly data: ReadonlyArray<Row> }, E, R>
) => ({
  page: (payload: Payload, pageNumber: number, pageSize: number = searchPageSize) =>
    search(payload, { PageNumber: pageNumber, PageSize: pageSize }),
  all: (payload: Payload) => search(payload, {}).pipe(Effect.map((result) => result.data))
})

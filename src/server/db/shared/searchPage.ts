/** A page of a search; null asks for every row (the CSV export). */
export type SearchPage = { readonly number: number; readonly size: number } | null

/** LIMIT and OFFSET of a page; without one, every row up to `max`. */
export const pageWindow = (page: SearchPage, max: number) => ({
  limit: page?.size ?? max,
  offset: page ? (page.number - 1) * page.size : 0
})

import type { SqlClient, Statement } from "effect/sql"

/** The text with LIKE's own characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A LIKE pattern for values that begin with the text. */
export const likePrefix = (text: string) => `${escapeLike(text)}%`

/** A LIKE pattern for values that contain the text. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`

/**
 * A search key (portal_search_key of a column) contains the text's key. The text's key is a scalar
 * subquery: computed once per statement, where a cached generic plan would compute it for every row.
 */
export const searchKeyContains = (sql: SqlClient.SqlClient, key: Statement.Fragment, text: string) =>
  sql`${key} LIKE (SELECT portal_search_key(${likeContains(text)}))`

import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The limiters' table (migration 0009): every server instance shares its counters. */
const rateLimitTable = "sign_in_throttle"

interface QueryResult {
  readonly rows: ReadonlyArray<Record<string, unknown>>
  readonly rowCount: number
}

/** rate-limiter-flexible's PostgreSQL store speaks to a `pg` client; this one runs its statements on the portal's pool. */
const storeClient = (sql: SqlClient.SqlClient) => ({
  query: (query: { readonly text: string; readonly values?: ReadonlyArray<unknown> }): Promise<QueryResult> =>
    Effect.runPromise(
      sql.unsafe<Record<string, unknown>>(query.text, query.values ?? []).pipe(
        Effect.map((rows) => ({
          // bigint columns arrive as text; the store does arithmetic on expire.
          rows: rows.map((row) => (row.expire == null ? row : { ...row, expire: Number(row.expire) })),
          rowCount: rows.length
        }))
      )
    )
})

/** The store settings every limiter of the portal shares: its table, on the portal's database. */
export const rateLimitStore = Effect.map(SqlClient.SqlClient, (sql) => ({
  storeClient: storeClient(sql),
  storeType: "client",
  tableName: rateLimitTable,
  tableCreated: true
}))

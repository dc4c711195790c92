import { Effect } from "effect"
import { SqlClient } from "effect/sql"

type Operation =
  | Effect.Effect<unknown, unknown, SqlClient.SqlClient>
  | ((...args: never) => Effect.Effect<unknown, unknown, SqlClient.SqlClient>)

/** An operation of a db module with the SQL client given: the domain sees what it answers and how it fails, not where. */
type OnSql<T> =
  T extends Effect.Effect<infer A, infer E, SqlClient.SqlClient>
    ? Effect.Effect<A, E>
    : T extends (...args: infer P) => Effect.Effect<infer A, infer E, SqlClient.SqlClient>
      ? (...args: P) => Effect.Effect<A, E>
      : never

/** The shape of an area's repository service: the db module's operations, each on the SQL client the layer was built with. */
export type Repository<T extends Record<string, Operation>> = { readonly [K in keyof T]: OnSql<T[K]> }

/**
 * The Live implementation of a repository: the operations given, each run on the SQL client of the
 * layer. A transaction the caller opened on that client holds them too (the client finds its
 * transaction in the fiber that runs the statement).
 */
export const overSql = <T extends Record<string, Operation>>(operations: T) =>
  Effect.map(SqlClient.SqlClient, (sql): Repository<T> => {
    const onSql = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
      Effect.provideService(effect, SqlClient.SqlClient, sql)
    return Object.fromEntries(
      Object.entries(operations).map(([name, operation]) => [
        name,
        Effect.isEffect(operation)
          ? onSql(operation)
          : (...args: ReadonlyArray<unknown>) =>
              onSql(
                (operation as (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown, SqlClient.SqlClient>)(...args)
              )
      ])
    ) as Repository<T>
  })

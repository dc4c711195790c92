import { Context, Effect, Layer } from "effect"
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
const overSql = <T extends Record<string, Operation>>(operations: T) =>
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

/**
 * An area's repository service over its operations: the tag's class to extend (`id` its key), with
 * `layer`, its Live layer on the SQL client the layer is built with, and `onItsClient`, which gives an
 * effect the repository on the SQL client that effect runs on (wrapped in ReadReplica.read, the
 * replica's, or the primary standing in).
 */
export const RepositoryOverSql =
  <Self>() =>
  <const Id extends string, T extends Record<string, Operation>>(id: Id, operations: T) => {
    const tag = Context.Service<Self, Repository<T>>()(id)
    const onCurrentClient = overSql(operations)
    return Object.assign(tag, {
      layer: Layer.effect(tag, onCurrentClient),
      onItsClient: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.provideServiceEffect(effect, tag, onCurrentClient)
    })
  }

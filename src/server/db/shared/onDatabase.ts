import { type Context, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"

/**
 * The database a group of handlers runs on, taken once when the group is built. Each run gets the
 * SQL client; a database failure is a defect (500), and every expected refusal stays a typed error
 * of the contract.
 */
export const onDatabase = Effect.map(
  SqlClient.SqlClient,
  (sql) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(
        Effect.catchIf((error): error is Extract<E, SqlError> => isSqlError(error), Effect.die),
        Effect.provideService(SqlClient.SqlClient, sql)
      )
)

/**
 * The same with a service taken once too (an area's repository) and given to each run, so that the
 * handlers' domain code reads it from its context.
 */
export const onDatabaseWith = <I, S>(key: Context.Key<I, S>) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const service = yield* key
    return <A, E, R>(effect: Effect.Effect<A, E, R>) => run(Effect.provideService(effect, key, service))
  })

/** A failure of the database itself, as the domain names it in its error types. */
export type DatabaseError = SqlError

/** The effect in one transaction: all of its writes or none. */
export const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))

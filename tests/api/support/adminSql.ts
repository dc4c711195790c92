import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"

/** Runs one statement on a PostgreSQL server outside any database the portal uses. */
export const runAdmin = (url: string, statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql.unsafe(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped)
  )

import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The cheapest query: succeeds once the database answers at all. */
export const databaseAnswers = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`SELECT 1`
})

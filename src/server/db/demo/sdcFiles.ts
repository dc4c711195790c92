import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** Dates a file's receipt and the end of its processing. */
export const dateSdcFile = (fileId: number, receivedAt: Date, completedAt: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sdc_file SET received_at = ${receivedAt.toISOString()}, completed_at = ${completedAt.toISOString()}
      WHERE id = ${fileId}`
  })

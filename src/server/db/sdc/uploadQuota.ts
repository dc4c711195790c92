import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The files one user (or a carrier's system, as its mapped account) sent in the last 24 hours, and
 * when the oldest of them leaves that window (ASVS 12.1.3).
 */
export const uploadsInLastDay = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ count: number; secondsUntilFree: number | null }>`
      SELECT count(*)::int AS count,
        ceil(extract(epoch FROM min(received_at) + interval '1 day' - now()))::int AS seconds_until_free
      FROM sdc_file WHERE uploaded_by_user_id = ${userId} AND received_at > now() - interval '1 day'`
    return { count: row!.count, secondsUntilFree: Math.max(1, row!.secondsUntilFree ?? 1) }
  })

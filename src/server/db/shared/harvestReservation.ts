import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { HarvestWindow } from "./harvestCounts"

/** A counter as it stands: the requests counted in its window (0 once the window is over), and when the window ends. */
export interface StandingWindow {
  readonly made: number
  readonly msBeforeReset: number
}

/**
 * Counts `points` requests at once in both windows of a user (minute and day, kept as harvestCounts.ts
 * keeps them), when `fits` accepts the counters as they stand, else counts nothing. The counters are
 * locked for the transaction, so that a single call counted meanwhile waits and cannot slip between
 * the check and the count. Answers the counters as they stood, and whether they were counted.
 */
export const reserveHarvest = (
  minute: HarvestWindow,
  day: HarvestWindow,
  points: number,
  fits: (minute: StandingWindow, day: StandingWindow) => boolean
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const now = Date.now()
        // A counter never made yet is made empty, so that it can be locked.
        yield* sql`INSERT INTO sign_in_throttle (key, points, expire)
          VALUES (${minute.key}, 0, ${now}), (${day.key}, 0, ${now})
          ON CONFLICT (key) DO NOTHING`
        const rows = yield* sql<{ readonly key: string; readonly points: number; readonly expire: string }>`
          SELECT key, points, expire FROM sign_in_throttle WHERE key IN (${minute.key}, ${day.key}) FOR UPDATE`
        const standing = (window: HarvestWindow): StandingWindow => {
          const row = rows.find((r) => r.key === window.key)
          const expire = Number(row?.expire ?? 0)
          return expire <= now
            ? { made: 0, msBeforeReset: window.durationMs }
            : { made: row!.points, msBeforeReset: expire - now }
        }
        const counters = { minute: standing(minute), day: standing(day) }
        if (!fits(counters.minute, counters.day)) return { ...counters, counted: false }
        const count = (window: HarvestWindow) =>
          sql`UPDATE sign_in_throttle SET
              points = CASE WHEN expire <= ${now} THEN ${points} ELSE points + ${points} END,
              expire = CASE WHEN expire <= ${now} THEN ${now + window.durationMs} ELSE expire END
            WHERE key = ${window.key}`
        yield* count(minute)
        yield* count(day)
        return { ...counters, counted: true }
      })
    )
  })

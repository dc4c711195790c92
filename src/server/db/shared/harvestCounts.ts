import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** One window's counter: its key in the limiters' table (migration 0009) and its length. */
export interface HarvestWindow {
  readonly key: string
  readonly durationMs: number
}

/** A counter after this request: how many were counted in its window, and when the window ends (ms since epoch). */
export interface CountedWindow {
  readonly points: number
  readonly expire: number
}

/**
 * Counts a request in its minute and, unless that refuses it (more than `perMinute`), in its day,
 * in one statement. Each counter is kept as rate-limiter-flexible keeps it in the same table (a
 * window starts again once its expiry has passed), so counts carry over between the two.
 */
export const countHarvest = (minute: HarvestWindow, day: HarvestWindow, perMinute: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Date.now()
    const [row] = yield* sql<{
      minutePoints: number
      minuteExpire: string
      dayPoints: number | null
      dayExpire: string | null
    }>`
      WITH minute AS (
        INSERT INTO sign_in_throttle AS t (key, points, expire) VALUES (${minute.key}, 1, ${now + minute.durationMs})
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN t.expire <= ${now} THEN 1 ELSE t.points + 1 END,
          expire = CASE WHEN t.expire <= ${now} THEN ${now + minute.durationMs} ELSE t.expire END
        RETURNING points, expire
      ), day AS (
        INSERT INTO sign_in_throttle AS t (key, points, expire)
        SELECT ${day.key}, 1, ${now + day.durationMs} FROM minute WHERE minute.points <= ${perMinute}
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN t.expire <= ${now} THEN 1 ELSE t.points + 1 END,
          expire = CASE WHEN t.expire <= ${now} THEN ${now + day.durationMs} ELSE t.expire END
        RETURNING points, expire
      )
      SELECT minute.points AS minute_points, minute.expire AS minute_expire, day.points AS day_points, day.expire AS day_expire
      FROM minute LEFT JOIN day ON true
        -- A caller's requests take turns on the caller's counters: each commit returns without waiting for
        -- the WAL flush, as a crash losing the last moment's counts costs nothing.
        CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) unflushed`
    const counted = (points: number, expire: string): CountedWindow => ({ points, expire: Number(expire) })
    return {
      minute: counted(row!.minutePoints, row!.minuteExpire),
      day: row!.dayPoints === null ? undefined : counted(row!.dayPoints, row!.dayExpire!)
    }
  })

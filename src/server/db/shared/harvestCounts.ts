import { Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"

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

/** A request's count: its minute, and its day unless the minute refused it. */
export interface HarvestCount {
  readonly minute: CountedWindow
  readonly day: CountedWindow | undefined
}

/** The columns the counting statements return, as harvestCountOf reads them. */
export interface HarvestCountColumns {
  readonly minutePoints: number | null
  readonly minuteExpire: string | null
  readonly dayPoints: number | null
  readonly dayExpire: string | null
}

/**
 * The common table expressions `minute` and `day` that count a request for each row of `source`
 * (at most one): in its minute and, unless that refuses it (more than `perMinute` there), in its day.
 * Each counter is kept as rate-limiter-flexible keeps it in the same table (a window starts again once
 * its expiry has passed), so counts carry over between the two. Select `harvestCountColumns` from
 * `minute LEFT JOIN day ON true`.
 */
export const harvestCountExpressions = (
  sql: SqlClient.SqlClient,
  counted: {
    readonly source: Statement.Fragment
    readonly minute: { readonly key: Statement.Fragment; readonly durationMs: number }
    readonly day: { readonly key: Statement.Fragment; readonly durationMs: number }
    readonly perMinute: Statement.Fragment
  }
) => {
  const now = Date.now()
  const { source, minute, day, perMinute } = counted
  return sql`minute AS (
      INSERT INTO sign_in_throttle AS t (key, points, expire)
      SELECT ${minute.key}, 1, ${now + minute.durationMs} FROM ${source}
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN t.expire <= ${now} THEN 1 ELSE t.points + 1 END,
        expire = CASE WHEN t.expire <= ${now} THEN ${now + minute.durationMs} ELSE t.expire END
      RETURNING points, expire
    ), day AS (
      INSERT INTO sign_in_throttle AS t (key, points, expire)
      SELECT ${day.key}, 1, ${now + day.durationMs} FROM minute, ${source} WHERE minute.points <= ${perMinute}
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN t.expire <= ${now} THEN 1 ELSE t.points + 1 END,
        expire = CASE WHEN t.expire <= ${now} THEN ${now + day.durationMs} ELSE t.expire END
      RETURNING points, expire
    )`
}

/**
 * The counts' columns, and the setting that lets a counting statement's commit return without waiting
 * for the WAL flush: a caller's requests take turns on the caller's counters, and a crash losing the
 * last moment's counts costs nothing. Join `harvestCountJoins` in the statement's FROM.
 */
export const harvestCountColumns = (sql: SqlClient.SqlClient) =>
  sql`minute.points AS minute_points, minute.expire AS minute_expire, day.points AS day_points, day.expire AS day_expire`

export const harvestCountJoins = (sql: SqlClient.SqlClient) =>
  sql`LEFT JOIN minute ON true LEFT JOIN day ON true
    CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) unflushed`

/** The count a statement returned, if it made one. */
export const harvestCountOf = (row: HarvestCountColumns): HarvestCount | undefined => {
  if (row.minutePoints === null) return undefined
  const counted = (points: number, expire: string): CountedWindow => ({ points, expire: Number(expire) })
  return {
    minute: counted(row.minutePoints, row.minuteExpire!),
    day: row.dayPoints === null ? undefined : counted(row.dayPoints, row.dayExpire!)
  }
}

/** Counts a request in its minute and, unless that refuses it (more than `perMinute`), in its day, in one statement. */
export const countHarvest = (minute: HarvestWindow, day: HarvestWindow, perMinute: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<HarvestCountColumns>`
      WITH ${harvestCountExpressions(sql, {
        source: sql`(SELECT 1) request`,
        minute: { key: sql`${minute.key}`, durationMs: minute.durationMs },
        day: { key: sql`${day.key}`, durationMs: day.durationMs },
        perMinute: sql`${perMinute}`
      })}
      SELECT ${harvestCountColumns(sql)} FROM (SELECT 1) request ${harvestCountJoins(sql)}`
    return harvestCountOf(row!)!
  })

/**
 * Takes back one count from each of the counters `keys` whose window has not ended: a counted call
 * that turned out to cost nothing (a report answered again) leaves the limits as they were.
 */
export const uncountHarvest = (keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sign_in_throttle SET points = points - 1
      WHERE ${sql.in("key", keys)} AND points > 0 AND expire > ${Date.now()}`
  })

/** The counters of `minute` and `day` as they stand, counting nothing; a window whose counter expired (or none) is absent. */
export const readHarvestCounts = (minute: HarvestWindow, day: HarvestWindow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly key: string; readonly points: number; readonly expire: string }>`
      SELECT key, points, expire FROM sign_in_throttle WHERE key IN (${minute.key}, ${day.key}) AND expire > ${Date.now()}`
    const counted = (key: string): CountedWindow | undefined => {
      const row = rows.find((candidate) => candidate.key === key)
      return row === undefined ? undefined : { points: row.points, expire: Number(row.expire) }
    }
    return { minute: counted(minute.key), day: counted(day.key) }
  })

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { requestsFirst } from "../../shared/requestsAnswering"

/**
 * A file's statements work on ranges of its lines. On PostgreSQL a range is the whole file: other
 * requests have connections of their own. The embedded database has one connection, and a statement
 * holds it (and the server's thread) to its end: there the lines are cut into ranges of about
 * `stepMs` each, growing or shrinking with the time the last one took, so that other requests come
 * in between steps (docs/sdc-format.md, "Large files").
 */
export interface LineRanges {
  /** Bounded steps (the embedded database), or the whole file at once. */
  readonly bounded: boolean
}

/** Bounded steps, whatever the database (removing a file's staged rows). */
export const inSteps: LineRanges = { bounded: true }

const stepMs = 150
const firstLines = 500
const fewestLines = 50
const mostLines = 100_000
/** The longest pause for the requests being answered between two steps. */
const longestPauseMs = 400
/** Past the last line of any file (a line number is an int). */
export const allLines = 2_147_483_647

/** Between two steps the requests being answered go first, whole (a request may run several statements). */
export const betweenSteps = requestsFirst(longestPauseMs).pipe(Effect.andThen(Effect.yieldNow))

/**
 * A bounded step's joins go by index lookups, row by row of its range: never a hash or a merge that
 * reads a whole table. Given a wide range or fresh statistics the planner picks those, and then every
 * step costs what the whole file would, however few its lines (shorter steps only make more of them).
 */
const lookupsOnly = `SELECT set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`

/**
 * One step in a transaction of its own; answers how long it waited for the connection (the embedded
 * database's one connection is busy with other requests' statements meanwhile), which is not the step's own time.
 */
const timedStep = <A, E, R>(body: Effect.Effect<A, E, R>, bounded: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const asked = Date.now()
    let waitedMs = 0
    yield* sql.withTransaction(
      Effect.suspend(() => {
        waitedMs = Date.now() - asked
        return bounded ? sql.unsafe(lookupsOnly).pipe(Effect.andThen(body)) : body
      })
    )
    return waitedMs
  })

/**
 * Runs `step(after, through)` over the lines after `from` up to `last`, in order, one range at a
 * time, each in a transaction of its own and `afterEach` after it; a new run starts again from a
 * small range (statements differ widely in cost per line). Between two steps the requests being
 * answered go first, whole, so that a request of several statements is not held behind one step each.
 */
export const overLines = <E, R, E2 = never, R2 = never>(
  ranges: LineRanges,
  from: number,
  last: number,
  step: (after: number, through: number) => Effect.Effect<unknown, E, R>,
  afterEach: Effect.Effect<void, E2, R2> = Effect.void
) =>
  Effect.gen(function* () {
    if (!ranges.bounded) {
      if (from < last) yield* timedStep(step(from, allLines), false).pipe(Effect.andThen(afterEach))
      return
    }
    let lines = firstLines
    for (let after = from; after < last;) {
      const through = Math.min(last, after + lines)
      const started = Date.now()
      const waitedMs = yield* timedStep(step(after, through), true)
      const took = Date.now() - started - waitedMs
      if (took < stepMs / 2) lines = Math.min(mostLines, lines * 2)
      else if (took > stepMs * 1.5) lines = Math.max(fewestLines, Math.floor(lines / 2))
      after = through
      yield* afterEach
      yield* betweenSteps
    }
  })

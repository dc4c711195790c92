import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { toDay } from "../domain/shared/dates"
import { generateDriver } from "./driverGenerator"
import { insertDrivers, readInsertContext } from "./insertDrivers"
import { namedDriverRefs, namedDrivers } from "./namedDrivers"

export interface GenerationProgress {
  readonly drivers: number
  readonly target: number
  readonly rows: number
  readonly elapsedMs: number
}

export interface GenerationOptions {
  /** How many generated drivers the database should hold when done. */
  readonly drivers: number
  readonly seed: number
  /** The day histories run up to, yyyy-MM-dd; defaults to today (UTC). */
  readonly asOf?: string
  readonly batchSize?: number
  /** Batches written side by side (PostgreSQL); the embedded database takes one at a time anyway. */
  readonly concurrency?: number
  readonly onProgress?: (progress: GenerationProgress) => void
}

const todayUtc = () => new Date().toISOString().slice(0, 10)

/** Inserts the hand-made demo drivers unless they are there already. */
export const ensureNamedDrivers = (asOf: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [present] = yield* sql<{ count: number }>`
      SELECT count(*)::int AS count FROM driver WHERE licence_number = ${namedDriverRefs.wilson.licenceNumber}`
    if (present!.count > 0) return false
    yield* insertDrivers(namedDrivers(toDay(asOf)), yield* readInsertContext)
    return true
  })

/**
 * Generates drivers `[already generated, drivers)` in batches of whole households (a spouse is the
 * driver just before), so the same seed always produces the same drivers, whatever the batch size.
 * The database remembers the seed and count, so a later run continues where this one stopped.
 */
export const generateDrivers = (options: GenerationOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const asOf = options.asOf ?? todayUtc()
    const [state] = yield* sql<{ seed: number; drivers: number }>`SELECT seed, drivers FROM generated_drivers WHERE id = 1`
    if (state && state.seed !== options.seed && state.drivers > 0) {
      return yield* Effect.fail(
        new Error(
          `This database holds ${state.drivers} drivers generated with seed ${state.seed}; use that seed or an empty database`
        )
      )
    }
    const from = state?.drivers ?? 0
    const context = yield* readInsertContext
    const companies = [...context.companies.keys()].sort()
    if (companies.length === 0) return yield* Effect.fail(new Error("No reporting companies: create the demo world first"))
    const batchSize = Math.max(2, (options.batchSize ?? 2000) & ~1)
    const batches: Array<readonly [number, number]> = []
    for (let start = from; start < options.drivers; start = (Math.floor(start / batchSize) + 1) * batchSize) {
      batches.push([start, Math.min(options.drivers, (Math.floor(start / batchSize) + 1) * batchSize)])
    }
    const [role] = yield* sql<{ superuser: boolean }>`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`
    const superuser = role?.superuser ?? false
    const today = toDay(asOf)
    const started = Date.now()
    let done = 0
    let rows = 0
    yield* Effect.forEach(
      batches,
      ([start, end]) =>
        Effect.gen(function* () {
          const plans = Array.from({ length: end - start }, (_, i) => generateDriver(options.seed, start + i, today, companies))
          const inserted = yield* insertDrivers(plans, context, { skipForeignKeyChecks: superuser })
          done += inserted.drivers
          rows += inserted.rows
          options.onProgress?.({ drivers: from + done, target: options.drivers, rows, elapsedMs: Date.now() - started })
        }),
      { concurrency: options.concurrency ?? 1, discard: true }
    )
    // After a bulk load: fresh statistics for the planner, and the rows marked visible once here
    // rather than by the first reads of each page (and by autovacuum in the middle of the day).
    if (batches.length > 0) {
      yield* sql`VACUUM (ANALYZE) driver, policy, policy_term, policy_vehicle, policy_operator, policy_operator_vehicle, claim, claim_loss,
        claim_first_party, claim_third_party`
    }
    const total = Math.max(from, options.drivers)
    yield* sql`
      INSERT INTO generated_drivers (id, seed, drivers) VALUES (1, ${options.seed}, ${total})
      ON CONFLICT (id) DO UPDATE SET seed = EXCLUDED.seed, drivers = EXCLUDED.drivers`
    return { generated: total - from, total, rows, elapsedMs: Date.now() - started }
  })

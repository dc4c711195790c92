import { Effect } from "effect"
import { isSuperuser, readGeneratedDrivers, saveGeneratedDrivers, vacuumDriverTables } from "../db/demo/generatedDrivers"
import { insertDrivers, readInsertContext } from "../db/demo/insertDrivers"
import { hasDriverWithLicence } from "../db/demo/storedDrivers"
import { toDay } from "../domain/shared/dates"
import { generateDriver } from "./driverGenerator"
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
    if (yield* hasDriverWithLicence(namedDriverRefs.wilson.licenceNumber)) return false
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
    const asOf = options.asOf ?? todayUtc()
    const state = yield* readGeneratedDrivers
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
    const superuser = yield* isSuperuser
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
    if (batches.length > 0) yield* vacuumDriverTables
    const total = Math.max(from, options.drivers)
    yield* saveGeneratedDrivers(options.seed, total)
    return { generated: total - from, total, rows, elapsedMs: Date.now() - started }
  })

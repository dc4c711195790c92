/**
 * npm run seed -- --drivers N [--seed S] [--as-of yyyy-MM-dd] [--batch B] [--concurrency C]
 *
 * Fills the database (DATABASE_URL, else the embedded one in DATA_DIR or ./data) with N generated
 * drivers and their histories, deterministic for a seed. Creates the schema and the demo world first
 * when the database is empty; continues from the drivers already generated.
 */
import { Effect, Layer } from "effect"
import { parseArgs } from "node:util"
import { layerConfig, readConfig } from "../config"
import { isValidDate } from "../domain/shared/dates"
import { layerDatabase } from "../db/database"
import { seedDemoDrivers } from "./demoDrivers"
import { seedDemoWorld } from "./demoWorld"
import { generateDrivers, type GenerationProgress } from "./generateDrivers"
import { migrate } from "../db/migrate"
import { seedReferenceData } from "../db/referenceData"

const { values } = parseArgs({
  options: {
    drivers: { type: "string" },
    seed: { type: "string", default: "1" },
    "as-of": { type: "string" },
    batch: { type: "string", default: "2000" },
    concurrency: { type: "string" }
  }
})

const positive = (name: string, value: string | undefined) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number (got ${value ?? "nothing"})\nusage: npm run seed -- --drivers N [--seed S]`)
    process.exit(2)
  }
  return n
}

const config = readConfig()
const drivers = positive("drivers", values.drivers)
const seed = positive("seed", values.seed)
const batchSize = positive("batch", values.batch)
const concurrency = values.concurrency ? positive("concurrency", values.concurrency) : config.databaseUrl ? 4 : 1
const asOf = values["as-of"]
if (asOf !== undefined && !isValidDate(asOf)) {
  console.error(`--as-of must be a date yyyy-MM-dd (got ${asOf})`)
  process.exit(2)
}

const number = (n: number) => n.toLocaleString("en-CA")

const progress = ({ drivers: done, target, rows, elapsedMs }: GenerationProgress) => {
  const seconds = elapsedMs / 1000
  process.stdout.write(
    `\r  ${number(done)} / ${number(target)} drivers, ${number(rows)} rows, ${seconds.toFixed(0)} s, ` +
      `${number(Math.round(rows / Math.max(seconds, 0.001)))} rows/s   `
  )
}

const program = Effect.gen(function* () {
  console.log(`Seeding ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`}`)
  yield* migrate
  yield* seedReferenceData
  if (yield* seedDemoWorld) console.log("  created the demo organizations, companies and users")
  if (yield* seedDemoDrivers({ generated: 0 })) console.log("  created the hand-made demo drivers")
  const result = yield* generateDrivers({ drivers, seed, asOf, batchSize, concurrency, onProgress: progress })
  if (result.generated === 0) {
    console.log(`  the database already holds ${number(result.total)} generated drivers (seed ${seed}); nothing to add`)
  } else {
    const seconds = result.elapsedMs / 1000
    console.log(
      `\n  added ${number(result.generated)} drivers (${number(result.rows)} rows) in ${seconds.toFixed(1)} s; ` +
        `${number(result.total)} generated drivers in all (seed ${seed})`
    )
  }
})

const layer = layerDatabase.pipe(Layer.provide(layerConfig(config)))

Effect.runPromise(program.pipe(Effect.provide(layer))).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nSeeding failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
)

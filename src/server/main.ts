import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { layerPortal } from "./app"
import { readConfig } from "./config"
import { demoAccounts, demoPassword } from "./db/demo/demoWorld"

const config = readConfig()

const announce = Effect.sync(() => {
  const lines = [
    `Driver and vehicle data portal: ${config.publicUrl}`,
    `  database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}`,
    ...(config.readDatabaseUrl
      ? ["  searches and stored report reads: read replica (READ_DATABASE_URL), the primary while it does not answer"]
      : []),
    `  identity provider: ${config.oidcIssuer}`,
    `  API reference: ${config.publicUrl}/docs`
  ]
  if (config.demoData) {
    lines.push(`  demo accounts (password ${demoPassword}):`, ...demoAccounts.map((a) => `    ${a.email}`))
  }
  console.log(lines.join("\n"))
})

Layer.effectDiscard(announce).pipe(Layer.provide(layerPortal(config)), Layer.launch, NodeRuntime.runMain)

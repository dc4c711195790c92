import { Effect, Layer } from "effect"
import type { TestProject } from "vitest/node"
import { layerSchema } from "../../../src/server/app"
import { layerConfig, readConfig } from "../../../src/server/config"
import { layerDatabase } from "../../../src/server/db/database"
import { runAdmin } from "./adminSql"

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL database each test file's own database is copied from (DATABASE_URL runs only). */
    readonly templateDatabase: string | undefined
  }
}

/**
 * With DATABASE_URL, the schema and the demo world are built once per run, in a template database;
 * each test file's database is a copy of it (CREATE DATABASE … TEMPLATE), as fresh as one built anew
 * but without building it again. The portal still runs its start-up steps, which find it all there.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  project.provide("templateDatabase", undefined)
  if (!serverUrl) return
  const name = `portal_template_${Date.now().toString(36)}`
  await runAdmin(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const config = readConfig({ DATABASE_URL: url.toString(), DEMO_DATA: "true" })
  await Effect.runPromise(
    Layer.build(layerSchema(true).pipe(Layer.provide(layerDatabase), Layer.provide(layerConfig(config)))).pipe(Effect.scoped)
  )
  project.provide("templateDatabase", name)
  return () => runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

import { Effect, Layer } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { layerSchema } from "../../../src/server/app"
import { layerConfig, readConfig } from "../../../src/server/config"
import { layerDatabase } from "../../../src/server/db/database"
import { runAdmin } from "./adminSql"

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL database each test file's own database is copied from (DATABASE_URL runs only). */
    readonly templateDatabase: string | undefined
    /** The embedded database's folder each test file's own folder is copied from (runs without DATABASE_URL). */
    readonly templateDataDir: string | undefined
  }
}

/** Builds the schema and the demo world on the database the settings name, then closes it. */
const buildTemplate = (settings: Record<string, string>) =>
  Effect.runPromise(
    Layer.build(
      layerSchema(true).pipe(
        Layer.provide(layerDatabase),
        Layer.provide(layerConfig(readConfig({ DEMO_DATA: "true", ...settings })))
      )
    ).pipe(Effect.scoped)
  )

/**
 * With DATABASE_URL, the schema and the demo world are built once per run, in a template database;
 * each test file's database is a copy of it (CREATE DATABASE … TEMPLATE), as fresh as one built anew
 * but without building it again. The portal still runs its start-up steps, which find it all there.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  project.provide("templateDatabase", undefined)
  project.provide("templateDataDir", undefined)
  if (!serverUrl) {
    // The embedded database likewise: built once in a folder, copied for each test file (a start from
    // a copy takes about a second, against ten to build the schema and the demo world in memory).
    const folder = mkdtempSync(join(tmpdir(), "portal-template-"))
    const dataDir = join(folder, "data")
    await buildTemplate({ DATA_DIR: dataDir })
    project.provide("templateDataDir", dataDir)
    return () => rmSync(folder, { recursive: true, force: true })
  }
  const name = `portal_template_${Date.now().toString(36)}`
  await runAdmin(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  await buildTemplate({ DATABASE_URL: url.toString() })
  project.provide("templateDatabase", name)
  return () => runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

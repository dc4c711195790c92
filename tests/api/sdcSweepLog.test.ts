import { PGlite } from "@electric-sql/pglite"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, inject, it } from "vitest"
import { runAdmin } from "./support/adminSql"
import { freshDatabase, startPortal, type RunningPortal } from "./support/portal"
import { unique } from "./support/sdcFiles"

/**
 * A file left in progress by a server that stopped is taken by the next one at its start, and by the
 * periodic sweep of a running one: each says so in its log, naming the file and its company. On
 * PostgreSQL when DATABASE_URL is set, else on the embedded database in a folder of its own.
 */
const postgres = process.env.DATABASE_URL
const cleanups: Array<() => unknown> = []
let portal: RunningPortal | undefined

afterAll(async () => {
  await portal?.stop()
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A file of Northwind General still being received, its last sign of life an hour ago. */
const staleFile = (fileName: string) => `
  INSERT INTO sdc_file (upload_id, file_name, file_type_id, status_id, organization_id, reporting_company_id,
    uploaded_by_user_id, uploaded_by_name, error_count, heartbeat_at)
  SELECT '${crypto.randomUUID()}'::uuid, '${fileName}', 1, 1, rc.organization_id, rc.id,
    (SELECT min(id) FROM portal_user), 'Sweep Test', 0, now() - interval '1 hour'
  FROM reporting_company rc WHERE rc.code = 'NWD-GEN'`

/** A database holding the demo world and one stale file, before any server opens it. */
const databaseWith = async (fileName: string): Promise<Record<string, string>> => {
  if (postgres) {
    const database = await freshDatabase(postgres, true)
    cleanups.push(database.drop)
    await runAdmin(database.url, staleFile(fileName))
    return { DATABASE_URL: database.url }
  }
  const folder = mkdtempSync(join(tmpdir(), "portal-sdc-sweep-"))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const dataDir = join(folder, "data")
  cpSync(inject("templateDataDir")!, dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  await db.exec(staleFile(fileName))
  await db.close()
  return { DATA_DIR: dataDir }
}

type Line = Record<string, unknown>
const takenLines = (lines: ReadonlyArray<Line>) =>
  lines.filter((line) => line.level === "WARN" && JSON.stringify(line.message).includes("SDC file found interrupted"))
/** The file the line names: its fields, at the top level of the line as every field of the log. */
const detailsOf = (line: Line) => ({
  fileId: line.fileId,
  fileName: line.fileName,
  reportingCompanyId: line.reportingCompanyId
})

describe("the sweep of SDC files left in progress", () => {
  it("logs, at start and in its periodic sweep, a warning naming each file it took and its company", async () => {
    const atStart = `left-at-stop-${unique()}.csv`
    portal = await startPortal(await databaseWith(atStart), { captureLogs: true })
    const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
    const [file] = await portal.sql(
      (sql) => sql<{ id: number; statusId: number }>`
      SELECT id, status_id FROM sdc_file WHERE file_name = ${atStart}`
    )
    expect(file!.statusId).toBe(4)
    const started = takenLines(portal.logLines)
    expect(started).toHaveLength(1)
    expect(detailsOf(started[0]!)).toEqual({ fileId: file!.id, fileName: atStart, reportingCompanyId: company!.id })
    // One JSON line, as every line of the log.
    expect(portal.rawLogLines.find((raw) => raw.includes(atStart))).not.toContain("\n")

    // A file another instance left while this one runs: the next periodic sweep (every 10 s) takes it.
    const later = `left-by-another-${unique()}.csv`
    await portal.sql((sql) => sql.unsafe(staleFile(later)))
    const deadline = Date.now() + 40_000
    while (takenLines(portal.logLines).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500))
    const swept = takenLines(portal.logLines)
    expect(swept.map((line) => detailsOf(line).fileName)).toEqual([atStart, later])
    expect(detailsOf(swept[1]!).reportingCompanyId).toBe(company!.id)
  }, 120_000)
})

import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runRestoreDrill, type RestoreDrill } from "../../scripts/restoreDrill"
import { startPortal, type StartedPortal } from "../../scripts/restoreDrillPortal"
import { freePort } from "../../scripts/benchSupport"
import { localServer, postgresTools, query, waitFor, type LocalServer } from "../../scripts/restoreDrillPostgres"
import { api, signIn } from "./support/signIn"

/**
 * The restore drill (docs/operations.md, "Backups and restore") on a primary of its own: WAL archived
 * by archive_command, a base backup by pg_basebackup, then reports generated and opened through the
 * portal before and after a noted time. Restored to that time, the server holds the reports and reads
 * from before and none from after, and the portal started on it answers ready and serves a report.
 */
const tools = postgresTools()
// The test builds its own servers; it runs once, in the PostgreSQL pass, as the setting is PostgreSQL's.
const skipReason = !process.env.DATABASE_URL
  ? "runs in the PostgreSQL pass (DATABASE_URL): the embedded database has no WAL archive"
  : "missing" in tools
    ? `needs ${tools.missing}`
    : undefined

const analyst = "analyst@northwind.example"
let folder = ""
let primary: LocalServer | undefined
let portal: StartedPortal | undefined
let drill: RestoreDrill | undefined

const archive = () => join(folder, "archive")
const baseBackup = () => join(folder, "base")

beforeAll(async () => {
  if (skipReason || "missing" in tools) return
  folder = mkdtempSync(join(tmpdir(), "portal-backup-"))
  mkdirSync(archive())
  await tools.own(folder)
  primary = localServer(tools, folder, "primary", await freePort())
  // 1 MB segments: each switch archives little, as a quiet primary's would be padded to 16 MB.
  await tools.run("initdb", ["-D", primary.dataDir, "-A", "trust", "-U", "postgres", "-N", "--wal-segsize=1"], folder)
  const archived = join(archive(), "%f")
  appendFileSync(
    join(primary.dataDir, "postgresql.auto.conf"),
    `archive_mode = on\narchive_command = 'test ! -f "${archived}" && cp "%p" "${archived}"'\n`
  )
  await primary.start()
  await query(primary.url("postgres"), "CREATE DATABASE portal")
  portal = await startPortal(primary.url("portal"), { DEMO_DATA: "true", SECOND_FACTOR: "off" })
  await tools.run(
    "pg_basebackup",
    ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", baseBackup(), "-X", "stream", "-c", "fast"],
    folder
  )
}, 180_000)

afterAll(async () => {
  await drill?.stop()
  await portal?.stop()
  if (primary?.running()) await primary.stop("immediate").catch(() => undefined)
  if (folder) rmSync(folder, { recursive: true, force: true })
}, 60_000)

if (skipReason) {
  describe("restore drill", () => {
    it.skip(`is not tried: the test ${skipReason}`, () => {})
  })
}

describe.skipIf(skipReason)("a restore to a point in time from the base backup and the WAL archive", () => {
  /** A report generated and opened once, as a user does: a driver_report row and a driver_report_read row. */
  const generateAndOpen = async (token: string) => {
    const client = api(portal!.baseUrl, token)
    const report = await client.ok((c) =>
      c.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: {
          jurisdictionCode: "ON",
          driverLicenceNumber: "C90012345670004",
          comment: null,
          driverReportOption: null,
          fresh: true
        }
      })
    )
    await client.ok((c) => c.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
    return report.id
  }

  /** The primary's current WAL segment closed and copied to the archive. */
  const switchAndArchive = async () => {
    const [switched] = await query<{ segment: string }>(
      primary!.url("portal"),
      "SELECT pg_walfile_name(pg_switch_wal()) AS segment"
    )
    await waitFor(
      "the archiver to copy the last segment",
      async () => {
        const [archiver] = await query<{ last: string | null }>(
          primary!.url("portal"),
          "SELECT last_archived_wal AS last FROM pg_stat_archiver"
        )
        return (archiver!.last ?? "") >= switched!.segment
      },
      { timeoutMs: 30_000 }
    )
  }

  const reportIds = async (url: string, table: "driver_report" | "driver_report_read", ids: ReadonlyArray<number>) =>
    (
      await query<{ id: number }>(
        url,
        table === "driver_report"
          ? `SELECT id FROM driver_report WHERE id IN (${ids.join(",")}) ORDER BY id`
          : `SELECT driver_report_id AS id FROM driver_report_read WHERE driver_report_id IN (${ids.join(",")}) ORDER BY id`
      )
    ).map((row) => Number(row.id))

  it("holds the reports and reads written up to the target and none after, and the portal on it serves them", async () => {
    const { accessToken } = await signIn(portal!.baseUrl, analyst)
    const before = [await generateAndOpen(accessToken), await generateAndOpen(accessToken)]
    const targetTime = new Date()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const after = [await generateAndOpen(accessToken), await generateAndOpen(accessToken)]
    await switchAndArchive()

    drill = await runRestoreDrill({
      baseBackup: baseBackup(),
      walArchive: archive(),
      targetTime,
      sourceUrl: primary!.url("portal"),
      portalEnv: { SECOND_FACTOR: "off" },
      timeoutMs: 60_000
    })
    console.log(
      `Restore drill of a ${(drill.backupBytes / 1024 / 1024).toFixed(0)} MB base backup: ${drill.steps.map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`).join(", ")}; ` +
        `last transaction replayed ${drill.replayedUpTo}, target ${targetTime.toISOString()}`
    )

    expect(drill.checks.map(({ table, afterTarget, missing, passed }) => ({ table, afterTarget, missing, passed }))).toEqual([
      { table: "driver_report", afterTarget: 0, missing: [], passed: true },
      { table: "driver_report_read", afterTarget: 0, missing: [], passed: true }
    ])
    expect(drill.passed).toBe(true)
    // The primary holds all four with their reads; the restored server the two from before alone.
    const all = [...before, ...after]
    expect(await reportIds(primary!.url("portal"), "driver_report", all)).toEqual(all)
    expect(await reportIds(drill.databaseUrl, "driver_report", all)).toEqual(before)
    expect(await reportIds(drill.databaseUrl, "driver_report_read", all)).toEqual(before)

    const restored = api(drill.portal.baseUrl, (await signIn(drill.portal.baseUrl, analyst)).accessToken)
    const served = await restored.ok((c) => c.driverReports.getById({ params: { reportId: before[0]!, contextId: 0 } }))
    expect(served.id).toBe(before[0])
    expect(await restored.error((c) => c.driverReports.getById({ params: { reportId: after[0]!, contextId: 0 } }))).toMatchObject(
      { _tag: "NotFound" }
    )
  }, 120_000)
})

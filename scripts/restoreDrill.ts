/**
 * The restore drill (docs/operations.md, "Backups and restore"): a base backup taken by pg_basebackup
 * and the WAL archive after it are restored to a point in time on a scratch server in a temporary
 * folder, and the restored data is checked through the database and through the portal started on it.
 */
import { execFile } from "node:child_process"
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { startPortal, type StartedPortal } from "./restoreDrillPortal"
import { freePort } from "./benchSupport"
import { localServer, logTail, postgresTools, query, waitFor, type LocalServer, type PostgresTools } from "./restoreDrillPostgres"

const run = promisify(execFile)

export interface RestoreDrillOptions {
  /** A base backup of pg_basebackup: a data folder (-Fp) or base.tar[.gz] with pg_wal.tar[.gz] (-Ft). */
  readonly baseBackup: string
  /** The folder archive_command copies each finished WAL segment to. */
  readonly walArchive: string
  readonly targetTime: Date
  /** The portal's database in the cluster; "portal" unless named. */
  readonly database?: string
  /** The database the backup was taken from, when it still runs: every row of it up to the target must be restored. */
  readonly sourceUrl?: string
  /** More settings for the portal started on the restored server. */
  readonly portalEnv?: Readonly<Record<string, string>>
  /** How long the server may take to reach the target (1 hour unless given). */
  readonly timeoutMs?: number
  /** Told each step as it finishes. */
  readonly onStep?: (step: Step) => void
}

export interface Step {
  readonly name: string
  readonly ms: number
}

/** One audited table on the restored server, as of the target time. */
export interface TableCheck {
  readonly table: string
  readonly upToTarget: number
  /** Rows written after the target: a restore that stopped at the target has none. */
  readonly afterTarget: number
  readonly latest: string | null
  /** Ids the source holds up to the target that the restored server lacks (without a source, none). */
  readonly missing: ReadonlyArray<number>
  readonly passed: boolean
}

export interface RestoreDrill {
  /** The base backup's size on disk (compressed, for a compressed one). */
  readonly backupBytes: number
  readonly steps: ReadonlyArray<Step>
  readonly checks: ReadonlyArray<TableCheck>
  /** The commit time of the last transaction replayed. */
  readonly replayedUpTo: string | null
  readonly server: LocalServer
  readonly databaseUrl: string
  readonly portal: StartedPortal
  readonly passed: boolean
  /** Stops the portal and the server; with `keepServer`, leaves the server and its folder for a look. */
  readonly stop: (options?: { readonly keepServer?: boolean }) => Promise<void>
}

/**
 * The driver reports and their audit rows, each with the time it was written. Security events are
 * log lines (docs/operations.md, "Security events"), not rows: the log's own retention keeps them.
 */
export const auditedTables = [
  { table: "driver_report", written: "report_date" },
  { table: "driver_report_read", written: "read_at" }
] as const

/** A time as recovery_target_time takes it (it refuses the ISO form's T and Z). */
const postgresTime = (time: Date) => time.toISOString().replace("T", " ").replace("Z", "+00")

/** A setting's value in postgresql.conf quoting. */
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`

/** The base backup into `dataDir`, whichever of pg_basebackup's formats it is in. */
const copyBaseBackup = async (baseBackup: string, dataDir: string) => {
  const tarball = ["base.tar", "base.tar.gz"].find((name) => existsSync(join(baseBackup, name)))
  if (!tarball) {
    cpSync(baseBackup, dataDir, { recursive: true })
    return
  }
  mkdirSync(dataDir)
  await run("tar", ["-xf", join(baseBackup, tarball), "-C", dataDir])
  const wal = ["pg_wal.tar", "pg_wal.tar.gz"].find((name) => existsSync(join(baseBackup, name)))
  if (wal) await run("tar", ["-xf", join(baseBackup, wal), "-C", join(dataDir, "pg_wal")])
}

/**
 * Recovery from the archive to the target, then promotion. The scratch server archives nothing (the
 * backup's archive_command would write its new timeline into the real archive), streams from no
 * primary, uses no certificate of the backed-up host and lets in only local connections.
 */
const writeRecoverySettings = (dataDir: string, walArchive: string, targetTime: Date) => {
  for (const leftover of ["standby.signal", "postmaster.pid", "postmaster.opts"]) rmSync(join(dataDir, leftover), { force: true })
  writeFileSync(join(dataDir, "recovery.signal"), "")
  // A backup of a Debian cluster keeps its postgresql.conf outside the data folder.
  if (!existsSync(join(dataDir, "postgresql.conf"))) writeFileSync(join(dataDir, "postgresql.conf"), "")
  writeFileSync(join(dataDir, "drill_hba.conf"), "local all all trust\nhost all all 127.0.0.1/32 trust\n")
  const settings = {
    restore_command: `cp "${join(walArchive, "%f")}" "%p"`,
    recovery_target_time: postgresTime(targetTime),
    recovery_target_action: "promote",
    archive_mode: "off",
    primary_conninfo: "",
    ssl: "off",
    hba_file: join(dataDir, "drill_hba.conf")
  }
  appendFileSync(
    join(dataDir, "postgresql.auto.conf"),
    `\n# Restore drill\n${Object.entries(settings)
      .map(([name, value]) => `${name} = ${quoted(value)}\n`)
      .join("")}`
  )
}

const recovering = async (databaseUrl: string) =>
  (await query<{ recovering: boolean }>(databaseUrl, "SELECT pg_is_in_recovery() AS recovering"))[0]!.recovering

const ids = async (databaseUrl: string, statement: string) =>
  new Set((await query<{ id: number }>(databaseUrl, statement)).map((row) => Number(row.id)))

/** Each audited table of the restored database, as of the target, compared with the source when there is one. */
export const checkAuditRows = async (restoredUrl: string, targetTime: Date, sourceUrl?: string): Promise<Array<TableCheck>> => {
  const target = `'${postgresTime(targetTime)}'::timestamptz`
  return Promise.all(
    auditedTables.map(async ({ table, written }) => {
      const [counts] = await query<{ upToTarget: number; afterTarget: number; latest: string | null }>(
        restoredUrl,
        `SELECT count(*) FILTER (WHERE ${written} <= ${target})::int AS "upToTarget",
           count(*) FILTER (WHERE ${written} > ${target})::int AS "afterTarget",
           to_char(max(${written}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS latest
         FROM ${table}`
      )
      const upTo = `SELECT id FROM ${table} WHERE ${written} <= ${target}`
      const restored = sourceUrl ? await ids(restoredUrl, upTo) : new Set<number>()
      const missing = sourceUrl ? [...(await ids(sourceUrl, upTo))].filter((id) => !restored.has(id)) : []
      return { table, ...counts!, missing, passed: counts!.afterTarget === 0 && missing.length === 0 }
    })
  )
}

const timed = async <A>(steps: Array<Step>, name: string, onStep: RestoreDrillOptions["onStep"], work: () => Promise<A>) => {
  const started = performance.now()
  const result = await work()
  const step = { name, ms: performance.now() - started }
  steps.push(step)
  onStep?.(step)
  return result
}

/** Tools that run, else an error saying what is missing. */
export const requirePostgresTools = (): PostgresTools => {
  const tools = postgresTools()
  if ("missing" in tools) throw new Error(`The restore drill needs ${tools.missing}`)
  return tools
}

export const runRestoreDrill = async (options: RestoreDrillOptions): Promise<RestoreDrill> => {
  const { baseBackup, walArchive, targetTime, database = "portal", timeoutMs = 3_600_000, onStep } = options
  if (Number.isNaN(targetTime.getTime())) throw new Error("The target time is not a time")
  for (const folder of [baseBackup, walArchive]) if (!existsSync(folder)) throw new Error(`${folder} does not exist`)
  const tools = requirePostgresTools()
  const folder = mkdtempSync(join(tmpdir(), "portal-restore-"))
  const server = localServer(tools, folder, "restored", await freePort())
  const databaseUrl = server.url(database)
  let portal: StartedPortal | undefined
  const stop = async ({ keepServer = false } = {}) => {
    await portal?.stop()
    if (keepServer) return
    if (server.running()) await server.stop("immediate").catch(() => undefined)
    rmSync(folder, { recursive: true, force: true })
  }
  const steps: Array<Step> = []
  try {
    await timed(steps, "copy the base backup", onStep, async () => {
      await copyBaseBackup(baseBackup, server.dataDir)
      chmodSync(server.dataDir, 0o700)
      writeRecoverySettings(server.dataDir, walArchive, targetTime)
      await tools.own(folder)
    })
    await timed(steps, "replay the archive to the target and promote", onStep, async () => {
      await server.start().catch((error: Error) => {
        throw new Error(`${error.message}\n${logTail(server.logFile)}`)
      })
      await waitFor("the server to reach the target and promote", async () => !(await recovering(databaseUrl)), {
        timeoutMs,
        failed: () => (server.running() ? undefined : `the server stopped:\n${logTail(server.logFile)}`)
      })
    })
    const backupBytes = Number((await run("du", ["-sb", baseBackup])).stdout.split("\t")[0])
    const [replayed] = await query<{ at: string | null }>(
      databaseUrl,
      `SELECT to_char(pg_last_xact_replay_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`
    )
    const checks = await timed(steps, "check the reports and their reads", onStep, () =>
      checkAuditRows(databaseUrl, targetTime, options.sourceUrl)
    )
    portal = await timed(steps, "start the portal on it until ready", onStep, () => startPortal(databaseUrl, options.portalEnv))
    return {
      backupBytes,
      steps,
      checks,
      replayedUpTo: replayed!.at,
      server,
      databaseUrl,
      portal,
      passed: checks.every((check) => check.passed),
      stop
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * PostgreSQL servers of our own in a folder (initdb, pg_basebackup, pg_ctl): the newest server binaries
 * installed the Debian way, run as the postgres user when we are root, as PostgreSQL refuses to run as
 * root. The restore drill and its test use them.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { execFile } from "node:child_process"
import { chownSync, existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

/** The newest PostgreSQL server binaries installed the Debian way, or none. */
export const findBinaries = (): string | undefined => {
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter(
      (version) => existsSync(join(root, version, "bin", "pg_ctl")) && existsSync(join(root, version, "bin", "pg_basebackup"))
    )
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && join(root, versions[0], "bin")
}

/** The postgres account's user and group ids, from /etc/passwd. */
export const postgresAccount = (): { uid: number; gid: number } | undefined => {
  const line = existsSync("/etc/passwd")
    ? readFileSync("/etc/passwd", "utf8")
        .split("\n")
        .find((entry) => entry.startsWith("postgres:"))
    : undefined
  const [, , uid, gid] = line?.split(":") ?? []
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined
}

export interface PostgresTools {
  /** Runs one of the server programs (as the postgres user when we are root). */
  readonly run: (program: string, args: ReadonlyArray<string>, cwd: string) => Promise<{ stdout: string; stderr: string }>
  /** Hands a file or folder we made to the user the servers run as (a no-op unless we are root). */
  readonly own: (path: string) => Promise<void>
}

/** The tools, or why they cannot run here. */
export const postgresTools = (): PostgresTools | { readonly missing: string } => {
  const binaries = findBinaries()
  if (!binaries)
    return { missing: "the PostgreSQL server binaries (pg_ctl, pg_basebackup under /usr/lib/postgresql/<version>/bin)" }
  const asRoot = process.getuid?.() === 0
  const account = asRoot ? postgresAccount() : undefined
  if (asRoot && !account) return { missing: "a postgres account to run the servers as (PostgreSQL refuses to run as root)" }
  return {
    run: (program, args, cwd) => {
      const command = join(binaries, program)
      const [file, argv] = account ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]]
      return run(file, argv, { cwd, maxBuffer: 16 * 1024 * 1024 })
    },
    own: async (path) => {
      if (!account) return
      chownSync(path, account.uid, account.gid)
      await run("chown", ["-R", `${account.uid}:${account.gid}`, path])
    }
  }
}

export interface WaitOptions {
  readonly timeoutMs: number
  /** Why waiting longer is in vain (the process waited on has stopped), or nothing. */
  readonly failed?: () => string | undefined
}

/** Polls `check` every 100 ms until it says true; a check that throws counts as not yet. */
export const waitFor = async (what: string, check: () => Promise<boolean>, { timeoutMs, failed }: WaitOptions) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    const failure = failed?.()
    if (failure !== undefined) throw new Error(`Waiting for ${what}: ${failure}`)
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s in vain for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** One statement on one connection, opened and closed for it. */
export const query = <A extends object>(url: string, statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.unsafe<A>(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped)
  )

/** A server on a data folder of ours, listening on loopback only, its socket and log beside the data. */
export interface LocalServer {
  readonly dataDir: string
  readonly port: number
  readonly logFile: string
  readonly url: (database: string) => string
  /** Starts it; with `wait`, pg_ctl returns once it accepts connections (a recovering server: once consistent). */
  readonly start: (options?: { readonly wait?: boolean }) => Promise<void>
  readonly stop: (mode?: "fast" | "immediate") => Promise<void>
  readonly running: () => boolean
}

export const localServer = (tools: PostgresTools, folder: string, name: string, port: number): LocalServer => {
  const dataDir = join(folder, name)
  const logFile = join(folder, `${name}.log`)
  // fsync off: these are throw-away servers, and the drill measures recovery, not the disks.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`
  return {
    dataDir,
    port,
    logFile,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async ({ wait = true } = {}) => {
      await tools.run("pg_ctl", ["-D", dataDir, "-l", logFile, wait ? "-w" : "-W", "-t", "3600", "-o", options, "start"], folder)
    },
    stop: async (mode = "fast") => {
      await tools.run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"], folder)
    },
    running: () => existsSync(join(dataDir, "postmaster.pid"))
  }
}

/** The last lines of a server's log, to say why it stopped. */
export const logTail = (logFile: string, lines = 20) =>
  existsSync(logFile) ? readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n") : ""

import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { execFile } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findBinaries, postgresAccount } from "../../scripts/restoreDrillPostgres"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { freePort } from "./support/portal"
import { startPortalProcess, type PortalProcess } from "./support/portalProcess"
import { api, signIn } from "./support/signIn"

/**
 * A PostgreSQL primary and a streaming replica of its own (initdb, pg_basebackup, pg_ctl in a
 * temporary folder), the portal started on both: searches and stored report reads are served by the
 * replica, writes and what a request just wrote by the primary, and while the replica is stopped the
 * primary serves everything, until the replica is back.
 *
 * The proof that a read came from the replica: its replay is paused, a driver is added on the
 * primary, and the portal's search does not find the driver that the primary holds.
 */
const run = promisify(execFile)

const binaries = findBinaries()
/** PostgreSQL refuses to run as root: as root, the clusters run as the postgres user. */
const asRoot = process.getuid?.() === 0
const account = asRoot ? postgresAccount() : undefined
// The test builds its own servers; it runs once, in the PostgreSQL pass, as the setting is PostgreSQL's.
const skipReason = !process.env.DATABASE_URL
  ? "runs in the PostgreSQL pass (DATABASE_URL): the embedded database has no replicas"
  : !binaries
    ? "needs the PostgreSQL server binaries (initdb, pg_basebackup, pg_ctl under /usr/lib/postgresql/<version>/bin)"
    : asRoot && !account
      ? "runs as root, and PostgreSQL needs a postgres account to run its servers as"
      : undefined

let folder = ""
let primaryPort = 0
let replicaPort = 0
let portal: PortalProcess | undefined

const postgres = async (program: string, args: ReadonlyArray<string>) => {
  const command = join(binaries!, program)
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]]
  return run(file, argv, { cwd: folder })
}

const serverOptions = (port: number) => `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`
const startServer = (name: "primary" | "replica", port: number) =>
  postgres("pg_ctl", ["-D", join(folder, name), "-l", join(folder, `${name}.log`), "-w", "-o", serverOptions(port), "start"])
const stopServer = (name: "primary" | "replica", mode = "fast") =>
  postgres("pg_ctl", ["-D", join(folder, name), "-m", mode, "-w", "stop"])

const url = (port: number, database = "portal") => `postgres://postgres@127.0.0.1:${port}/${database}`

const query = <A extends object>(port: number, statement: string, database = "portal") =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.unsafe<A>(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url(port, database)), maxConnections: 1 })), Effect.scoped)
  )

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s in vain for ${what}\n${portal?.output ?? ""}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The replica has replayed everything the primary has written so far. */
const replicaCaughtUp = async () => {
  const [primary] = await query<{ lsn: string }>(primaryPort, "SELECT pg_current_wal_lsn()::text AS lsn")
  return waitFor("the replica to catch up", async () => {
    const [caught] = await query<{ done: boolean }>(
      replicaPort,
      `SELECT pg_last_wal_replay_lsn() >= '${primary!.lsn}'::pg_lsn AS done`
    )
    return caught!.done
  })
}

const pauseReplay = async () => {
  await query(replicaPort, "SELECT pg_wal_replay_pause()")
  await waitFor("replay to pause", async () => {
    const [state] = await query<{ state: string }>(replicaPort, "SELECT pg_get_wal_replay_pause_state() AS state")
    return state!.state === "paused"
  })
}
const resumeReplay = () => query(replicaPort, "SELECT pg_wal_replay_resume()")

/** A driver on the primary alone while replay is paused. */
const addDriver = (licence: string) =>
  query(
    primaryPort,
    `INSERT INTO driver (licence_number, jurisdiction_id, full_name, full_address)
     VALUES ('${licence}', (SELECT id FROM jurisdiction WHERE jurisdiction_code = 'ON'), 'Rita Replica', '1 Standby Road')`
  )
const countOn = async (port: number, statement: string) =>
  (await query<{ count: number }>(port, `SELECT count(*)::int AS count FROM ${statement}`))[0]!.count

/** A counter from the portal's /metrics, 0 before it is first counted. */
const metric = async (name: string) => {
  const text = await (await fetch(`${portal!.baseUrl}/metrics`)).text()
  const line = text.split("\n").find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
  return line === undefined ? 0 : Number(line.split(" ").at(-1))
}

const startPortal = async () => {
  portal = await startPortalProcess({ DATABASE_URL: url(primaryPort), READ_DATABASE_URL: url(replicaPort) }, 120_000)
}

beforeAll(async () => {
  if (skipReason) return
  folder = mkdtempSync(join(tmpdir(), "portal-replica-"))
  if (account) chownSync(folder, account.uid, account.gid)
  primaryPort = await freePort()
  do replicaPort = await freePort()
  while (replicaPort === primaryPort)
  await postgres("initdb", ["-D", join(folder, "primary"), "-A", "trust", "-U", "postgres", "-N"])
  await startServer("primary", primaryPort)
  await query(primaryPort, "CREATE DATABASE portal", "postgres")
  const replica = async () => {
    // -R writes standby.signal and the primary's address: the copy starts as a streaming replica.
    const connection = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"]
    await postgres("pg_basebackup", [...connection, "-D", join(folder, "replica"), "-R", "-X", "stream", "-c", "fast"])
    await startServer("replica", replicaPort)
  }
  // The portal seeds the primary while the replica is copied from it and catches up by streaming.
  await Promise.all([replica(), startPortal()])
}, 180_000)

afterAll(async () => {
  if (portal && portal.child.exitCode === null) {
    const exited = new Promise((resolve) => portal!.child.once("exit", resolve))
    portal.child.kill("SIGTERM")
    await exited
  }
  if (folder) {
    for (const name of ["replica", "primary"] as const) {
      if (existsSync(join(folder, name, "postmaster.pid"))) await stopServer(name, "immediate").catch(() => undefined)
    }
    rmSync(folder, { recursive: true, force: true })
  }
}, 60_000)

describe.skipIf(!skipReason)("read replica", () => {
  it.skip(`is not tried: the test ${skipReason}`, () => {})
})

describe.skipIf(skipReason)("a read replica beside the primary", () => {
  const search = (token: string, licence: string) =>
    api(portal!.baseUrl, token).ok((client) =>
      client.driverReports.search({ payload: { driverLicenceNumber: licence, jurisdictionCode: "ON" } })
    )
  const history = (token: string, licence: string) =>
    api(portal!.baseUrl, token).ok((client) =>
      client.driverReports.historySearch({
        query: { ianaTimezone: "America/Toronto", driverLicenseNumber: licence, pageNumber: 1, pageSize: 10 }
      })
    )

  it("says at start that searches and stored report reads go to the replica", () => {
    expect(portal!.output).toContain("read replica (READ_DATABASE_URL)")
  })

  it("serves searches and report history from the replica, and a report just made from the primary", async () => {
    const { accessToken } = await signIn(portal!.baseUrl, "analyst@northwind.example")
    await replicaCaughtUp()
    expect((await search(accessToken, namedDriverRefs.chen.licenceNumber)).count).toBe(1)

    await pauseReplay()
    try {
      await addDriver("RPL000001")
      expect(await countOn(primaryPort, "driver WHERE licence_number = 'RPL000001'")).toBe(1)
      // Only the replica, which has not replayed the insert, can answer that there is no such driver.
      expect((await search(accessToken, "RPL000001")).count).toBe(0)

      // The report is read and written on the primary, and opened at once from it (not yet on the replica).
      const report = await api(portal!.baseUrl, accessToken).ok((client) =>
        client.driverReports.generateReport({
          query: { ianaTimezone: "America/Toronto" },
          payload: { jurisdictionCode: "ON", driverLicenceNumber: "RPL000001", comment: null, driverReportOption: null }
        })
      )
      expect(report.fullName).toBe("Rita Replica")
      expect(await countOn(replicaPort, `driver_report WHERE id = ${report.id}`)).toBe(0)
      const opened = await api(portal!.baseUrl, accessToken).ok((client) =>
        client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } })
      )
      expect(opened.id).toBe(report.id)
      expect(await countOn(primaryPort, `driver_report_read WHERE driver_report_id = ${report.id}`)).toBe(1)
      // The history search runs on the replica, which has not seen the report yet.
      expect((await history(accessToken, "RPL000001")).count).toBe(0)
    } finally {
      await resumeReplay()
    }
    await replicaCaughtUp()
    expect((await search(accessToken, "RPL000001")).count).toBe(1)
    expect((await history(accessToken, "RPL000001")).count).toBe(1)
  })

  it("answers every read from the primary while the replica is stopped, and goes back to the replica when it returns", async () => {
    const { accessToken } = await signIn(portal!.baseUrl, "analyst@northwind.example")
    await replicaCaughtUp()
    const fallbacksBefore = await metric("portal_read_replica_fallbacks_total")
    await stopServer("replica")
    await addDriver("RPL000002")
    // Both reads succeed: the first finds the replica gone, the second goes to the primary at once.
    expect((await search(accessToken, "RPL000002")).count).toBe(1)
    expect((await search(accessToken, "RPL000002")).count).toBe(1)
    expect((await history(accessToken, "RPL000001")).count).toBe(1)
    expect(portal!.output).toContain("The read replica does not answer")
    expect(await metric("portal_read_replica_fallbacks_total")).toBe(fallbacksBefore + 3)

    await startServer("replica", replicaPort)
    await replicaCaughtUp()
    await pauseReplay()
    try {
      await addDriver("RPL000003")
      // While reads still skip the replica the primary finds the driver; once they are back on it, it does not.
      await waitFor("reads to go back to the replica", async () => (await search(accessToken, "RPL000003")).count === 0)
    } finally {
      await resumeReplay()
    }
    expect(portal!.output).toContain("The read replica answers again")
  })

  it("sent the replica no write", () => {
    // A hot standby refuses any write with "cannot execute … in a read-only transaction" and logs it.
    expect(readFileSync(join(folder, "replica.log"), "utf8")).not.toContain("read-only transaction")
  })
})

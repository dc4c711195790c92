import { PGlite } from "@electric-sql/pglite"
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { sdcReasons } from "../../src/api/sdc/reasons"
import { sdcColumns } from "../../src/server/domain/sdc/format"
import { freePort, freshDatabase } from "./support/portal"
import { get, streamOf, unique, upload } from "./support/sdcFiles"
import { signIn } from "./support/signIn"

/**
 * The server killed (SIGKILL) midway through a large file, once while its rows stream in and once
 * while it is checked and applied: after a restart the file is rejected as interrupted, and neither
 * driver data nor staged rows of it are left. On the embedded database, where a file is applied in
 * steps, a server killed once part of the file shows finishes it at its next start: every row of
 * it, none twice. On PostgreSQL when DATABASE_URL is set, else on the embedded database in a folder
 * of its own.
 */
const postgres = process.env.DATABASE_URL
const folder = mkdtempSync(join(tmpdir(), "portal-sdc-kill-"))
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined
let server: ChildProcess | undefined

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGKILL")
    await once(server, "exit")
  }
  await database?.drop()
  rmSync(folder, { recursive: true, force: true })
})

const start = async (port: number) => {
  database ??= postgres ? await freshDatabase(postgres, true) : undefined
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: folder,
      DATABASE_URL: database?.url ?? "",
      LOG_LEVEL: "Error",
      // Its manager signs in with the password alone, as in the other api tests (secondFactor.test.ts has the code).
      SECOND_FACTOR: "off",
      // The test watches for the apply by searching every few milliseconds, far more than a person's minute allows.
      HARVEST_SEARCHES_PER_MINUTE: "100000"
    },
    stdio: ["ignore", "ignore", "pipe"]
  })
  let output = ""
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const baseUrl = `http://localhost:${port}`
  const deadline = Date.now() + 180_000
  while (
    !(await fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.ok,
      () => false
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server = child
  return { baseUrl }
}

const kill = async () => {
  server!.kill("SIGKILL")
  await once(server!, "exit")
}

const stop = async () => {
  server!.kill("SIGTERM")
  await once(server!, "exit")
}

/** Counts in the database once the server is stopped: the file's policies and drivers, and staged rows. */
const countsAfter = async (tag: string) => {
  const statements = {
    policies: `SELECT count(*)::int AS n FROM policy WHERE policy_number LIKE 'K${tag}%'`,
    drivers: `SELECT count(*)::int AS n FROM driver WHERE licence_number LIKE 'K${tag}%'`,
    staged: `SELECT count(*)::int AS n FROM sdc_staging`
  }
  const counts: Record<string, number> = {}
  if (database) {
    for (const [name, statement] of Object.entries(statements)) {
      const out = spawnSync("psql", [database.url, "-Atc", statement], { encoding: "utf8" })
      counts[name] = Number(out.stdout.trim())
    }
  } else {
    const db = await PGlite.create(folder)
    for (const [name, statement] of Object.entries(statements))
      counts[name] = (await db.query<{ n: number }>(statement)).rows[0]!.n
    await db.close()
  }
  return counts
}

/** Rows of new policies, each with an operator (a new driver) on it, tagged so they can be counted. */
async function* largeFile(tag: string, rows: number) {
  const encoder = new TextEncoder()
  yield encoder.encode(sdcColumns.join(",") + "\n")
  for (let at = 0; at < rows; at += 1000) {
    const lines: Array<string> = []
    for (let i = at; i < at + 1000; i += 2) {
      const policy = `K${tag}${String(i).padStart(7, "0")}`
      lines.push(`A,POLICY,NWD-GEN,${policy},2025-01-01,2026-01-01,ACT,,Kill Test,1 Test Street,,,,,,,,,,,,,`)
      lines.push(`A,OPERATOR,NWD-GEN,${policy},,,,,,,${policy},ON,Kill Test,1 Test Street,,,,2025-01-01,,,,,`)
    }
    yield encoder.encode(lines.join("\n") + "\n")
  }
}

/** Whether the driver search finds the file's first driver: its apply has begun (the embedded database shows it). */
const driverShows = async (baseUrl: string, token: string, licence: string) => {
  const response = await fetch(`${baseUrl}/api/DriverReports/Search`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ driverLicenceNumber: licence, jurisdictionCode: "ON" })
  })
  if (!response.ok) throw new Error(`The driver search answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { count: number }).count > 0
}

const fileState = async (baseUrl: string, token: string, uploadId: string) => {
  const answer = await get({ baseUrl }, `/api/Sdc/Upload/${uploadId}`, token)
  return answer.status === 200 ? (JSON.parse(answer.text) as { status: { code: string }; rows: number; id: number }) : undefined
}

describe("a server killed midway through a large SDC file", () => {
  for (const phase of ["RECEIVED", "PROCESSING"] as const) {
    it(`leaves no partial rows when killed while the file is ${phase.toLowerCase()}`, async () => {
      const port = await freePort()
      const { baseUrl } = await start(port)
      const token = (await signIn(baseUrl, "manager@northwind.example")).accessToken
      const companies = JSON.parse(
        (await get({ baseUrl }, "/api/reportingCompanies/getCompaniesByUserFunction/13", token)).text
      ) as ReadonlyArray<{ id: number; code: string }>
      const nwdGen = companies.find((c) => c.code === "NWD-GEN")!.id

      const tag = unique()
      const uploadId = crypto.randomUUID()
      const sending = upload({ baseUrl }, streamOf(largeFile(tag, 200_000)), {
        token,
        reportingCompanyId: nwdGen,
        uploadId
      }).catch(() => undefined)
      const deadline = Date.now() + 300_000
      for (;;) {
        const state = await fileState(baseUrl, token, uploadId)
        const reached =
          phase === "RECEIVED" ? state?.status.code === "RECEIVED" && state.rows > 20_000 : state?.status.code === "PROCESSING"
        if (reached) break
        if (state && ["ACCEPTED", "REJECTED"].includes(state.status.code))
          throw new Error(`The file ended before the kill: ${state.status.code}`)
        if (Date.now() > deadline) throw new Error("The file never reached the phase to kill in")
        await new Promise((resolve) => setTimeout(resolve, phase === "RECEIVED" ? 100 : 20))
      }
      await kill()
      await sending

      const restarted = await start(port)
      const again = (await signIn(restarted.baseUrl, "manager@northwind.example")).accessToken
      const swept = Date.now() + 90_000
      let state = await fileState(restarted.baseUrl, again, uploadId)
      while (state?.status.code !== "REJECTED" && Date.now() < swept) {
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        state = await fileState(restarted.baseUrl, again, uploadId)
      }
      expect(state?.status.code).toBe("REJECTED")
      const report = await get(restarted, `/api/Sdc/GetSdcErrorReport/${state!.id}?lang=en`, again)
      expect(report.text).toContain(sdcReasons.INTERRUPTED.en)
      // The file is rejected first, then its staged rows are removed a range at a time (a busy machine
      // takes a while): on PostgreSQL, where the data can be read beside the server, they are waited for.
      const dropped = Date.now() + 60_000
      while (database && (await countsAfter(tag)).staged > 0 && Date.now() < dropped)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      await stop()
      expect(await countsAfter(tag)).toEqual({ policies: 0, drivers: 0, staged: 0 })
    }, 600_000)
  }
  it.skipIf(postgres !== undefined)(
    "finishes a file at the next start when killed while it is applied in steps (the embedded database)",
    async () => {
      const port = await freePort()
      const { baseUrl } = await start(port)
      const token = (await signIn(baseUrl, "manager@northwind.example")).accessToken
      const tag = unique()
      const uploadId = crypto.randomUUID()
      const rows = 40_000
      const companies = JSON.parse(
        (await get({ baseUrl }, "/api/reportingCompanies/getCompaniesByUserFunction/13", token)).text
      ) as ReadonlyArray<{ id: number; code: string }>
      const reportingCompanyId = companies.find((c) => c.code === "NWD-GEN")!.id
      const sending = upload({ baseUrl }, streamOf(largeFile(tag, rows)), { token, uploadId, reportingCompanyId }).catch(
        () => undefined
      )
      const deadline = Date.now() + 300_000
      for (;;) {
        const state = await fileState(baseUrl, token, uploadId)
        if (state?.status.code === "PROCESSING" && (await driverShows(baseUrl, token, `K${tag}0000000`))) break
        if (state && ["ACCEPTED", "REJECTED"].includes(state.status.code))
          throw new Error(`The file ended before the kill: ${state.status.code}`)
        if (Date.now() > deadline) throw new Error("The file's apply never began")
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await kill()
      await sending

      const restarted = await start(port)
      const again = (await signIn(restarted.baseUrl, "manager@northwind.example")).accessToken
      const finished = Date.now() + 180_000
      let state = await fileState(restarted.baseUrl, again, uploadId)
      while (state?.status.code !== "ACCEPTED" && Date.now() < finished) {
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        state = await fileState(restarted.baseUrl, again, uploadId)
      }
      expect(state?.status.code).toBe("ACCEPTED")
      await stop()
      expect(await countsAfter(tag)).toEqual({ policies: rows / 2, drivers: rows / 2, staged: 0 })
    },
    600_000
  )
})

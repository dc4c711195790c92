import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Temporal } from "temporal-polyfill"
import { beforeAll, describe, expect, it } from "vitest"
import type { ReportHistoryRow } from "../../src/api/reports/schemas"
import type { UsageRow } from "../../src/api/usage/schemas"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { call, machineToken } from "./support/machineClient"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

/**
 * What a machine client makes carries its client id beside the account it calls as: the stored
 * reports and SDC files, the report history and usage report answers, and its security events.
 */
const portal = usePortal({}, { captureLogs: true })
const client = demoMachineClient.clientId
const zone = "America/Toronto"
const wilson = namedDriverRefs.wilson

let system = ""
let manager = ""
beforeAll(async () => {
  system = await machineToken(portal.baseUrl)
  manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
})

const generate = async (token: string, driver: { readonly licenceNumber: string; readonly jurisdiction: string } = wilson) => {
  const answer = await call(portal.baseUrl, `/api/DriverReports/GenerateReport?ianaTimezone=${encodeURIComponent(zone)}`, {
    method: "POST",
    token,
    body: {
      jurisdictionCode: driver.jurisdiction,
      driverLicenceNumber: driver.licenceNumber,
      comment: null,
      driverReportOption: null,
      fresh: true
    }
  })
  expect(answer.status, answer.text).toBe(200)
  return (answer.json as { id: number }).id
}

describe("a machine client in the audit", () => {
  it("is named beside the account on the reports it generates, in the history's answer, and not on the account's own", async () => {
    const bySystem = await generate(system)
    // Another driver: the same one again would answer the system's report (reuse, reportReuse.ts).
    const byPerson = await generate(manager, namedDriverRefs.chen)
    const stored = await portal.sql(
      (sql) => sql<{ id: number; machineClientId: string | null; requestorUserId: number }>`
        SELECT id, machine_client_id, requestor_user_id FROM driver_report WHERE id IN (${bySystem}, ${byPerson}) ORDER BY id`
    )
    expect(stored.map((row) => row.machineClientId)).toEqual([client, null])
    // Both filed under the same account: the manager the client maps to.
    expect(stored[0]!.requestorUserId).toBe(stored[1]!.requestorUserId)

    for (const token of [system, manager]) {
      const history = await call(portal.baseUrl, "/api/DriverReports/HistorySearch?pageNumber=1&pageSize=20", { token })
      expect(history.status, history.text).toBe(200)
      const rows = (history.json as { data: ReadonlyArray<ReportHistoryRow> }).data
      expect(rows.find((row) => row.reportId === bySystem)?.machineClientId).toBe(client)
      expect(rows.find((row) => row.reportId === byPerson)).not.toHaveProperty("machineClientId")
    }
  })

  it("is named on its vehicle reports and SDC files", async () => {
    const vehicle = await call(
      portal.baseUrl,
      `/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=${encodeURIComponent(zone)}`,
      {
        method: "POST",
        token: system
      }
    )
    expect(vehicle.status, vehicle.text).toBe(200)
    const vehicleId = (vehicle.json as { id: number }).id
    const [vehicleRow] = await portal.sql(
      (sql) => sql<{ machineClientId: string | null }>`SELECT machine_client_id FROM vehicle_report WHERE id = ${vehicleId}`
    )
    expect(vehicleRow!.machineClientId).toBe(client)

    const csv = readFileSync(join(import.meta.dirname, "../../docs/sdc-samples/northwind-general-accepted.csv"))
    const upload = await fetch(`${portal.baseUrl}/api/Sdc/Upload?fileName=audit.csv&fileTypeId=1&reportingCompanyId=1`, {
      method: "POST",
      headers: { authorization: `Bearer ${system}`, "content-type": "text/csv" },
      body: csv
    })
    const uploaded = (await upload.json()) as { file: { id: number; machineClientId?: string } }
    expect(upload.status, JSON.stringify(uploaded)).toBe(200)
    const [fileRow] = await portal.sql(
      (sql) => sql<{ machineClientId: string | null }>`SELECT machine_client_id FROM sdc_file WHERE id = ${uploaded.file.id}`
    )
    expect(fileRow!.machineClientId).toBe(client)
    // The SDC report's answer for the file names the system too.
    expect(uploaded.file.machineClientId).toBe(client)
  })

  it("has its reports counted apart in the usage report, beside the account's own", async () => {
    const today = Temporal.Now.plainDateISO(zone).toString()
    const answer = await call(portal.baseUrl, "/api/DriverReports/UsageReport", {
      method: "POST",
      token: manager,
      body: { fromDate: today, toDate: today, ianaTimezone: zone, pageNumber: 1, pageSize: 100 }
    })
    expect(answer.status, answer.text).toBe(200)
    const rows = (answer.json as { data: ReadonlyArray<UsageRow> }).data.filter(
      (row) => row.userId.toLowerCase() === "manager@northwind.example"
    )
    const viaSystem = rows.filter((row) => row.machineClientId === client)
    const own = rows.filter((row) => row.machineClientId === undefined)
    expect(viaSystem.length).toBeGreaterThan(0)
    expect(own.length).toBeGreaterThan(0)
    // The system's driver and vehicle reports of this file: at least the two it generated above.
    expect(viaSystem.reduce((sum, row) => sum + row.numberOfRequest, 0)).toBeGreaterThanOrEqual(2)
  })

  it("is named in its security events as actorClient beside the account", async () => {
    const mark = portal.logLines.length
    const refused = await call(portal.baseUrl, "/api/Users/GetUserConnected", { token: system })
    expect(refused.status).toBe(403)
    const requestId = refused.headers.get("x-request-id")
    const deadline = Date.now() + 5_000
    const event = () =>
      portal.logLines.slice(mark).find((line) => line.requestId === requestId && line.securityEvent === "accessDenied")
    while (event() === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(event()).toMatchObject({ actorClient: client, actor: expect.any(String) })
    // A person's events name no client.
    const mark2 = portal.logLines.length
    const personRefused = await call(portal.baseUrl, "/api/Users/Search?status=1&pageNumber=1&pageSize=10", { token: manager })
    const personId = personRefused.headers.get("x-request-id")
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const line of portal.logLines.slice(mark2).filter((line) => line.requestId === personId))
      expect(line).not.toHaveProperty("actorClient")
  })
})

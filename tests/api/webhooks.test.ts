import type { Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { WebhookDeliveriesResult, WebhookDelivery, WebhookEndpointSaved } from "../../src/api/settings/webhookSchemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { sdcColumns } from "../../src/server/domain/sdc/format"
import { createReceiver, expectedSignature, verifyDelivery, type PortalEvent } from "../../examples/webhookReceiver"
import { driverInfoAsShown } from "./support/driverInfo"
import { machineToken } from "./support/machineClient"
import { freePort, usePortal } from "./support/portal"
import { unique, upload } from "./support/sdcFiles"
import { api, send, signIn } from "./support/signIn"

// Retries a second apart and a poll every second: a test sees a retry without waiting minutes.
const portal = usePortal({ WEBHOOK_RETRY_SECONDS: "1", WEBHOOK_POLL_SECONDS: "1", WEBHOOK_TIMEOUT_SECONDS: "2" })

const zone = "America/Toronto"
const tokens = { manager: "", analyst: "", admin: "", reviewer: "", system: "" }
const company = { organizationId: 0, reportingCompanyId: 0 }
let receiverPort = 0
let secret = ""
const received: Array<{ id: string; event: PortalEvent }> = []
let receiver: Server | undefined

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
const stopReceiver = () =>
  new Promise<void>((resolve) => {
    if (!receiver) return resolve()
    receiver.close(() => resolve())
    receiver.closeAllConnections()
    receiver = undefined
  })
const startReceiver = async () => {
  receiver = createReceiver(secret, (event, id) => received.push({ id, event }))
  await listen(receiver, receiverPort)
}

const until = async <A>(what: string, read: () => Promise<A | undefined>, timeoutMs = 15_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await read()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const receivedOf = (type: string, match: (data: Record<string, unknown>) => boolean) =>
  until(`a ${type} event`, async () => received.find((r) => r.event.type === type && match(r.event.data)))

const deliveries = async (token: string) => {
  const answer = await send(
    portal.baseUrl,
    `/api/webhooks/deliveries?organizationId=${company.organizationId}&reportingCompanyId=${company.reportingCompanyId}&pageSize=50`,
    { token }
  )
  expect(answer.status, answer.text).toBe(200)
  return answer.json() as WebhookDeliveriesResult
}
const deliveryOf = async (id: string) => (await deliveries(tokens.manager)).data.find((d) => d.id === id)

const setEndpoint = (token: string, body: Record<string, unknown>) =>
  send(portal.baseUrl, "/api/webhooks/endpoint", { method: "PUT", token, body: { ...company, ...body } })

beforeAll(async () => {
  const [row] = await portal.sql(
    (sql) => sql<{ id: number; organizationId: number }>`SELECT id, organization_id FROM reporting_company WHERE code = 'NWD-GEN'`
  )
  company.organizationId = row!.organizationId
  company.reportingCompanyId = row!.id
  tokens.manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  tokens.analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  tokens.admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  tokens.reviewer = (await signIn(portal.baseUrl, "reviewer@laurentian.example")).accessToken
  tokens.system = await machineToken(portal.baseUrl)
  receiverPort = await freePort()
})

afterAll(stopReceiver)

describe("a company's endpoint for events", () => {
  it("is set by Northwind's administrator, its secret shown once, and read back without it", async () => {
    const refused = await setEndpoint(tokens.manager, {
      url: "http://portal-events.example/in",
      eventTypes: ["report.corrected"]
    })
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({ issues: [{ field: "url", code: "httpsRequired" }] })

    const answer = await setEndpoint(tokens.manager, {
      url: `http://127.0.0.1:${receiverPort}/events`,
      eventTypes: ["report.corrected", "sdcFile.completed"]
    })
    expect(answer.status, answer.text).toBe(200)
    const saved = answer.json() as WebhookEndpointSaved
    expect(saved.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    secret = saved.secret!
    expect(saved.endpoint.secretHint).toBe(secret.slice(-4))
    await startReceiver()

    const read = await send(
      portal.baseUrl,
      `/api/webhooks/endpoint?organizationId=${company.organizationId}&reportingCompanyId=${company.reportingCompanyId}`,
      { token: tokens.manager }
    )
    expect(read.text).not.toContain(secret)
    expect(read.json()).toMatchObject({
      endpoint: { url: `http://127.0.0.1:${receiverPort}/events`, secretHint: secret.slice(-4) }
    })
  })

  it("is another company's to read for nobody but its administrators and the bureau's", async () => {
    const path = `/api/webhooks/endpoint?organizationId=${company.organizationId}&reportingCompanyId=${company.reportingCompanyId}`
    expect((await send(portal.baseUrl, path, { token: tokens.reviewer })).status).toBe(403)
    expect((await send(portal.baseUrl, path, { token: tokens.analyst })).status).toBe(403)
    expect((await send(portal.baseUrl, path, { token: tokens.admin })).status).toBe(200)
    // A system reads the delivery log, but does not change the endpoint.
    expect((await send(portal.baseUrl, path, { token: tokens.system })).status).toBe(403)
    expect((await deliveries(tokens.system)).count).toBeGreaterThanOrEqual(0)
  })
})

describe("events pushed", () => {
  it("sends report.corrected, signed, when a correction makes a 90-day row for a report Northwind pulled", async () => {
    const pulled = await api(portal.baseUrl, tokens.analyst).ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: zone },
        payload: {
          jurisdictionCode: namedDriverRefs.leblanc.jurisdiction,
          driverLicenceNumber: namedDriverRefs.leblanc.licenceNumber,
          comment: "WEBHOOK",
          driverReportOption: null
        }
      } as never)
    )
    const own = await api(portal.baseUrl, tokens.manager).ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: zone },
        payload: {
          jurisdictionCode: namedDriverRefs.leblanc.jurisdiction,
          driverLicenceNumber: namedDriverRefs.leblanc.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      } as never)
    )
    await api(portal.baseUrl, tokens.manager).ok((client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(own), fullAddress: `${unique()} Webhook Street` }
      })
    )
    const corrected = await receivedOf("report.corrected", (data) => data.reportId === pulled.id)
    const [row] = await portal.sql(
      (sql) =>
        sql<{ id: number }>`SELECT id FROM ninety_days_data_correction WHERE report_id = ${pulled.id} AND reviewed_at IS NULL`
    )
    expect(corrected.event.data).toMatchObject({
      ninetyDaysDataCorrectionId: row!.id,
      reportId: pulled.id,
      ...company,
      driverLicenceNumber: namedDriverRefs.leblanc.licenceNumber,
      jurisdictionCode: namedDriverRefs.leblanc.jurisdiction,
      changes: [{ nameEn: "Address", nameFr: "Adresse" }]
    })
    expect(corrected.id).toMatch(/^msg_/)
    const logged = await until("the delivery's success in the log", async () => {
      const delivery = await deliveryOf(corrected.id)
      return delivery?.status === "succeeded" ? delivery : undefined
    })
    expect(logged).toMatchObject({
      eventType: "report.corrected",
      nextAttempt: null,
      attempts: [{ httpStatus: 204, error: null }]
    })
  })

  it("lets Northwind's system read the log, find the row in the 90-day list and mark it reviewed by regenerating the report", async () => {
    const corrected = received.find((r) => r.event.type === "report.corrected")!
    const rowId = corrected.event.data.ninetyDaysDataCorrectionId as number
    const reportId = corrected.event.data.reportId as number
    expect((await deliveries(tokens.system)).data.map((d) => d.id)).toContain(corrected.id)
    const unread = await send(portal.baseUrl, "/api/DriverReports/NinetyDaysReportUnreadCount", { token: tokens.system })
    expect(unread.status, unread.text).toBe(200)
    const list = await send(portal.baseUrl, "/api/DriverReports/NinetyDaysReportSearch?PageNumber=1&PageSize=50", {
      method: "POST",
      token: tokens.system,
      body: { reviewStatus: 2, ianaTimezone: zone }
    })
    expect(list.status, list.text).toBe(200)
    const rows = (list.json() as { data: ReadonlyArray<{ ninetyDaysDataCorrectionId: number }> }).data
    expect(rows.map((r) => r.ninetyDaysDataCorrectionId)).toContain(rowId)
    const regenerated = await send(
      portal.baseUrl,
      `/api/DriverReports/RegenerateReport/${reportId}?ianaTimezone=${encodeURIComponent(zone)}&ninetyDaysDataCorrectionId=${rowId}`,
      { method: "POST", token: tokens.system }
    )
    expect(regenerated.status, regenerated.text).toBe(200)
    const [row] = await portal.sql(
      (sql) =>
        sql<{ reviewedByName: string | null }>`SELECT reviewed_by_name FROM ninety_days_data_correction WHERE id = ${rowId}`
    )
    expect(row!.reviewedByName).toBe("Camille Gagnon")
  })

  it("sends sdcFile.completed when an SDC file of Northwind is accepted", async () => {
    const policy = `W${unique()}`
    const csv = [
      sdcColumns.join(","),
      `A,POLICY,NWD-GEN,${policy},2025-01-01,2026-01-01,ACT,,Webhook Test,1 Test Street,,,,,,,,,,,,,`
    ].join("\n")
    const answer = await upload(portal, `${csv}\n`, { token: tokens.manager, reportingCompanyId: company.reportingCompanyId })
    expect(answer.status, answer.text).toBe(200)
    const file = answer.json().file as { id: number; status: { code: string } }
    const completed = await receivedOf("sdcFile.completed", (data) => data.fileId === file.id)
    expect(completed.event.data).toMatchObject({ fileId: file.id, status: "accepted", rows: 1, errorCount: 0, ...company })
  })
})

describe("the example's verifier", () => {
  const body = JSON.stringify({ type: "webhook.test", timestamp: "2026-01-01T00:00:00.000Z", data: {} })
  const now = Math.floor(Date.now() / 1000)
  const headers = (signature: string, timestamp = now) => ({
    "webhook-id": "msg_test",
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signature
  })

  it("accepts a delivery signed with the secret", () => {
    expect(verifyDelivery(secret, headers(expectedSignature(secret, "msg_test", String(now), body)), body).ok).toBe(true)
  })

  it("refuses a bad signature with 401, at its receiver too", async () => {
    const forged = expectedSignature("whsec_" + Buffer.alloc(24, 1).toString("base64"), "msg_test", String(now), body)
    expect(verifyDelivery(secret, headers(forged), body)).toMatchObject({ ok: false, status: 401, reason: "bad signature" })
    const answer = await fetch(`http://127.0.0.1:${receiverPort}/events`, { method: "POST", headers: headers(forged), body })
    expect(answer.status).toBe(401)
  })

  it("refuses an old timestamp with 401, even well signed", () => {
    const old = now - 10 * 60
    const signed = expectedSignature(secret, "msg_test", String(old), body)
    expect(verifyDelivery(secret, headers(signed, old), body)).toMatchObject({ ok: false, status: 401 })
  })
})

describe("a receiver down", () => {
  it("does not hold the action up, and the delivery is tried again once it is back, each try in the log", async () => {
    await stopReceiver()
    const started = Date.now()
    const queued = await send(portal.baseUrl, "/api/webhooks/endpoint/test", {
      method: "POST",
      token: tokens.manager,
      body: company
    })
    // The action answers at once: the delivery happens in the background.
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(queued.status, queued.text).toBe(202)
    const delivery = queued.json() as WebhookDelivery
    expect(delivery).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: [] })

    const failedTry = await until("a failed try", async () => {
      const read = await deliveryOf(delivery.id)
      return read && read.attempts.length > 0 ? read : undefined
    })
    expect(failedTry.status).toBe("pending")
    expect(failedTry.attempts[0]).toMatchObject({ httpStatus: null })
    expect(failedTry.attempts[0]!.error).toBeTruthy()
    expect(failedTry.nextAttempt).not.toBeNull()

    await startReceiver()
    const done = await until("the retried delivery's success", async () => {
      const read = await deliveryOf(delivery.id)
      return read?.status === "succeeded" ? read : undefined
    })
    expect(done.attempts.length).toBeGreaterThanOrEqual(2)
    expect(done.attempts.at(-1)).toMatchObject({ httpStatus: 204, error: null })
    expect(done.attempts.slice(0, -1).every((a) => a.httpStatus === null)).toBe(true)
    expect(received.some((r) => r.id === delivery.id && r.event.type === "webhook.test")).toBe(true)
  })
})

describe("the endpoint's secret and its end", () => {
  it("rotates the secret: the new one is shown once and signs the next deliveries", async () => {
    const rotated = await send(portal.baseUrl, "/api/webhooks/endpoint/secret", {
      method: "POST",
      token: tokens.manager,
      body: company
    })
    expect(rotated.status, rotated.text).toBe(200)
    const next = (rotated.json() as WebhookEndpointSaved).secret!
    expect(next).not.toBe(secret)
    // The receiver still holds the old secret: it refuses the next delivery, which stays pending.
    const queued = await send(portal.baseUrl, "/api/webhooks/endpoint/test", {
      method: "POST",
      token: tokens.manager,
      body: company
    })
    const id = (queued.json() as WebhookDelivery).id
    const refused = await until("a refused try", async () => {
      const read = await deliveryOf(id)
      return read && read.attempts.length > 0 ? read : undefined
    })
    expect(refused.attempts[0]).toMatchObject({ httpStatus: 401 })
    await stopReceiver()
    secret = next
    await startReceiver()
    await until("the delivery signed with the new secret", async () =>
      (await deliveryOf(id))?.status === "succeeded" ? true : undefined
    )
  })

  it("deletes the endpoint: nothing more is queued for the company", async () => {
    const path = `/api/webhooks/endpoint?organizationId=${company.organizationId}&reportingCompanyId=${company.reportingCompanyId}`
    expect((await send(portal.baseUrl, path, { method: "DELETE", token: tokens.manager })).status).toBe(204)
    expect((await send(portal.baseUrl, path, { token: tokens.manager })).json()).toEqual({ endpoint: null })
    const test = await send(portal.baseUrl, "/api/webhooks/endpoint/test", {
      method: "POST",
      token: tokens.manager,
      body: company
    })
    expect(test.status).toBe(404)
  })
})

/**
 * A carrier's system receives the portal's events (docs/api.md, "Corrections pushed"): a small
 * receiver that checks each delivery's signature and timestamp before it trusts the body, in the
 * manner of the Standard Webhooks specification, with node:crypto only.
 *
 * Run it from the project folder against `npm start`: npx tsx examples/webhookReceiver.ts
 * It prints the company's delivery log (read as the system, with portalClient.ts). With WEBHOOK_SECRET
 * set to the secret the portal showed when the endpoint was set (whsec_...), it then listens on
 * RECEIVER_PORT (4000) for deliveries at /events until stopped, and prints each event it accepts.
 * ORGANIZATION_ID and REPORTING_COMPANY_ID name the company; without them, the company of the
 * system's latest SDC file.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import { pathToFileURL } from "node:url"
import { connect } from "./portalClient.ts"

/** The body of every delivery. */
export interface PortalEvent {
  readonly type: "report.corrected" | "sdcFile.completed" | "webhook.test"
  /** When the event happened (ISO 8601). */
  readonly timestamp: string
  readonly data: Record<string, unknown>
}

export type Verified =
  | { readonly ok: true; readonly id: string; readonly event: PortalEvent }
  | { readonly ok: false; readonly status: 400 | 401; readonly reason: string }

/** A delivery older (or newer) than this is refused: a replay of a captured delivery fails once it is old. */
export const toleranceSeconds = 5 * 60

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** v1,<base64 HMAC-SHA256 of "id.timestamp.body">, keyed with the secret's base64 part after whsec_. */
export const expectedSignature = (secret: string, id: string, timestamp: string, body: string) =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64")}`

/**
 * Checks a delivery as received: the three headers present, the timestamp within five minutes of now,
 * and one of the signatures in webhook-signature (space separated) the expected one, compared in
 * constant time. Only then is the body parsed.
 */
export const verifyDelivery = (
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000)
): Verified => {
  const id = header(headers, "webhook-id")
  const timestamp = header(headers, "webhook-timestamp")
  const signatures = header(headers, "webhook-signature")
  if (!id || !timestamp || !signatures) return { ok: false, status: 400, reason: "missing webhook headers" }
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds)
    return { ok: false, status: 401, reason: "timestamp too old or too new" }
  const expected = Buffer.from(expectedSignature(secret, id, timestamp, body))
  const matches = signatures
    .split(" ")
    .map((given) => Buffer.from(given))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected))
  if (!matches) return { ok: false, status: 401, reason: "bad signature" }
  return { ok: true, id, event: JSON.parse(body) as PortalEvent }
}

/**
 * A receiver: answers 204 to a verified delivery (after `onEvent`), 401 to a bad signature or an old
 * timestamp, 400 to a delivery without the headers. The same webhook-id may come twice (a retry after a
 * lost answer): a receiver keeps the ids it has handled and handles each once.
 */
export const createReceiver = (secret: string, onEvent: (event: PortalEvent, id: string) => void): Server => {
  const seen = new Set<string>()
  return createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const verified = verifyDelivery(secret, request.headers, Buffer.concat(chunks).toString("utf8"))
      if (!verified.ok) {
        response.writeHead(verified.status, { "content-type": "text/plain" }).end(verified.reason)
        return
      }
      if (!seen.has(verified.id)) {
        seen.add(verified.id)
        onEvent(verified.event, verified.id)
      }
      response.writeHead(204).end()
    })
  })
}

interface Delivery {
  readonly id: string
  readonly eventType: string
  readonly created: string
  readonly status: string
  readonly nextAttempt: string | null
  readonly attempts: ReadonlyArray<{ attemptedAt: string; httpStatus: number | null; error: string | null }>
}

const main = async () => {
  const portal = await connect()
  // 1. The company: given, or the one of the system's latest SDC file.
  let company = { organizationId: process.env.ORGANIZATION_ID, reportingCompanyId: process.env.REPORTING_COMPANY_ID }
  if (!company.organizationId) {
    const files = await portal.call<{ data: ReadonlyArray<{ organization: { id: number }; reportingCompany: { id: number } }> }>(
      "GET",
      "/api/Sdc/GetSdcReports?pageNumber=1&pageSize=1"
    )
    const latest = files.body.data[0]
    if (!latest) throw new Error("Set ORGANIZATION_ID and REPORTING_COMPANY_ID: the system has sent no SDC file")
    company = { organizationId: String(latest.organization.id), reportingCompanyId: String(latest.reportingCompany.id) }
  }
  // 2. The delivery log, newest first, as the system reads it.
  const log = await portal.call<{ count: number; data: ReadonlyArray<Delivery> }>(
    "GET",
    `/api/webhooks/deliveries?organizationId=${company.organizationId}&reportingCompanyId=${company.reportingCompanyId}&pageNumber=1&pageSize=5`
  )
  console.log(`Deliveries to the company's endpoint: ${log.body.count}`)
  for (const delivery of log.body.data) {
    const tries = delivery.attempts.map((a) => `${a.attemptedAt} ${a.httpStatus ?? a.error}`).join("; ")
    console.log(`${delivery.created} ${delivery.eventType} ${delivery.status}${tries ? `: ${tries}` : ""}`)
  }
  // 3. With the secret, listen for deliveries.
  const secret = process.env.WEBHOOK_SECRET
  if (!secret) {
    console.log("Set WEBHOOK_SECRET to the endpoint's secret (whsec_...) to receive events")
    return
  }
  const port = Number(process.env.RECEIVER_PORT ?? 4000)
  createReceiver(secret, (event, id) => console.log(`${id} ${event.type} ${JSON.stringify(event.data)}`)).listen(port, () =>
    console.log(`Listening for events on http://localhost:${port}/events`)
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()

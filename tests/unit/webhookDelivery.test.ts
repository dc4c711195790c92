import { Clock, Effect, Layer, Redacted, References } from "effect"
import { createHmac, randomBytes } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { WebhookSettings } from "../../src/server/config"
import {
  WebhooksRepository,
  type ClaimedDelivery,
  type WebhooksRepositoryShape
} from "../../src/server/db/webhooks/webhooksRepository"
import { deliveryRound } from "../../src/server/domain/webhooks/deliveryWorker"
import { sealSecret } from "../../src/server/identity/secondFactorCodes"

const key = new Uint8Array(randomBytes(32))
const secret = `whsec_${randomBytes(24).toString("base64")}`
const day = 86_400_000
const settings: WebhookSettings = {
  retrySeconds: [5, 300, 1800, 7200, 18000, 36000],
  retryWindowSeconds: 86_400,
  pollSeconds: 5,
  timeoutSeconds: 5,
  allowLocalUrls: true,
  secretKey: Redacted.make(key)
}

/** A carrier's receiver: what it was sent, and the status it answers with (its answer can change mid-test). */
interface Received {
  readonly at: number
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}
let server: Server
let url = ""
let received: Array<Received> = []
let answer = 200
/** The time every try and every repository read sees, moved by the tests. */
let now = Date.parse("2026-12-06T09:00:00Z")

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ at: now, path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") })
      response.writeHead(answer, answer >= 300 && answer < 400 ? { location: `${url}/elsewhere` } : {}).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  received = []
  answer = 200
  now = Date.parse("2026-12-06T09:00:00Z")
})

const clock: Clock.Clock = {
  currentTimeMillisUnsafe: () => now,
  currentTimeMillis: Effect.sync(() => now),
  currentTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
  currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
  monotonicTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
  sleep: () => Effect.void
}

interface Delivery {
  readonly id: number
  readonly messageId: string
  readonly eventType: string
  readonly data: Record<string, unknown>
  readonly createdAt: number
  readonly endpointId: number
  status: "pending" | "succeeded" | "failed"
  nextAttemptAt: number | null
  readonly attempts: Array<{ attemptedAt: Date; httpStatus: number | null; error: string | null }>
}

/**
 * The queue of deliveries kept in memory, as the worker claims and records them (webhook_delivery): a
 * pending delivery is due once its next try's time has come; a claim leases it until the try's timeout.
 */
const inMemoryDeliveries = () => {
  const endpoints = new Map<number, string>([[1, sealSecret(key, secret)]])
  const deliveries: Array<Delivery> = []
  const removals: Array<number> = []
  const queue = (eventType: string, data: Record<string, unknown>, createdAt = now) => {
    const delivery: Delivery = {
      id: deliveries.length + 1,
      messageId: `msg_${deliveries.length + 1}`,
      eventType,
      data,
      createdAt,
      endpointId: 1,
      status: "pending",
      nextAttemptAt: createdAt,
      attempts: []
    }
    deliveries.push(delivery)
    return delivery
  }
  const find = (id: number) => deliveries.find((d) => d.id === id)!
  const repository = {
    claimDue: (limit: number, leaseSeconds: number) =>
      Effect.sync(() =>
        deliveries
          .filter((d) => d.status === "pending" && d.nextAttemptAt !== null && d.nextAttemptAt <= now)
          .toSorted((a, b) => a.nextAttemptAt! - b.nextAttemptAt! || a.id - b.id)
          .slice(0, limit)
          .map((d): ClaimedDelivery => {
            d.nextAttemptAt = now + leaseSeconds * 1000
            return {
              id: d.id,
              messageId: d.messageId,
              eventType: d.eventType,
              url,
              data: d.data,
              createdAt: new Date(d.createdAt),
              secretSealed: endpoints.get(d.endpointId) ?? null,
              tries: d.attempts.length
            }
          })
      ),
    recordAttempt: (
      id: number,
      attempt: { attemptedAt: Date; httpStatus: number | null; error: string | null },
      next: { _tag: "succeeded" } | { _tag: "retry"; inSeconds: number } | { _tag: "failed" }
    ) =>
      Effect.sync(() => {
        const d = find(id)
        d.attempts.push({ attemptedAt: attempt.attemptedAt, httpStatus: attempt.httpStatus, error: attempt.error })
        if (next._tag === "retry") d.nextAttemptAt = now + next.inSeconds * 1000
        else {
          d.status = next._tag
          d.nextAttemptAt = null
        }
      }),
    abandon: (id: number) =>
      Effect.sync(() => {
        const d = find(id)
        d.status = "failed"
        d.nextAttemptAt = null
      }),
    deleteDeliveriesBefore: (days: number) =>
      Effect.sync(() => {
        removals.push(now)
        const old = deliveries.filter((d) => d.createdAt < now - days * day)
        for (const d of old) deliveries.splice(deliveries.indexOf(d), 1)
      })
  } as unknown as WebhooksRepositoryShape
  const layer = Layer.succeed(WebhooksRepository, repository)
  /** One worker: its rounds share their state (when old deliveries were last removed). */
  const worker = (given: WebhookSettings = settings) => {
    const round = deliveryRound(given).pipe(
      Effect.provide(layer),
      Effect.provideService(Clock.Clock, clock),
      Effect.provideService(References.MinimumLogLevel, "Warn")
    )
    return () => Effect.runPromise(round)
  }
  return { endpoints, deliveries, removals, queue, worker }
}

/** The Standard Webhooks check a receiver makes: HMAC-SHA256 of "id.timestamp.body" with the secret's base64 part. */
const verified = (r: Received) => {
  const expected = createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
    .update(`${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`)
    .digest("base64")
  return String(r.headers["webhook-signature"]).split(" ").includes(`v1,${expected}`)
}

const seconds = (ms: number) => ms / 1000

describe("delivering a company's events", () => {
  it("sends a due event once, signed so that the receiver's check passes, and marks it delivered", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 42, status: "Completed" })
    const round = store.worker()
    expect(await round()).toBe(1)
    expect(received).toHaveLength(1)
    const [sent] = received
    expect(sent!.headers["webhook-id"]).toBe("msg_1")
    expect(sent!.headers["webhook-timestamp"]).toBe(String(seconds(now)))
    expect(sent!.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(sent!.body)).toEqual({
      type: "sdcFile.completed",
      timestamp: "2026-12-06T09:00:00.000Z",
      data: { fileId: 42, status: "Completed" }
    })
    expect(verified(sent!)).toBe(true)
    expect(delivery.status).toBe("succeeded")
    expect(delivery.attempts).toEqual([{ attemptedAt: new Date(now), httpStatus: 200, error: null }])

    now += 60_000
    expect(await round()).toBe(0)
    expect(received).toHaveLength(1)
  })

  it("leaves a delivery alone until its next try is due", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 1 })
    delivery.nextAttemptAt = now + 300_000
    const round = store.worker()
    expect(await round()).toBe(0)
    now += 299_000
    expect(await round()).toBe(0)
    expect(received).toEqual([])
    now += 1_000
    expect(await round()).toBe(1)
    expect(delivery.status).toBe("succeeded")
  })

  it("tries a receiver down all day at growing intervals, never past 24 hours after the event, then gives up", async () => {
    const store = inMemoryDeliveries()
    const created = now
    const delivery = store.queue("report.corrected", { reportId: 5, fieldIds: [1] })
    answer = 503
    const round = store.worker()
    while (delivery.status === "pending") {
      now = delivery.nextAttemptAt!
      await round()
    }
    // A try at the event, then after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h; 10 h more would end past the day.
    const waits = received.map((r, i) => seconds(r.at - (i === 0 ? created : received[i - 1]!.at)))
    expect(waits).toEqual([0, 5, 300, 1800, 7200, 18000, 36000])
    expect(received.at(-1)!.at - created).toBeLessThanOrEqual(day)
    expect(received.at(-1)!.at + 36_000_000 - created).toBeGreaterThan(day)
    expect(delivery.status).toBe("failed")
    expect(delivery.attempts.map((a) => a.httpStatus)).toEqual(Array(7).fill(503))

    now += day
    expect(await round()).toBe(0)
    expect(received).toHaveLength(7)
  })

  it("gives up within the window it is set to, however short", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 3 })
    answer = 500
    const run = store.worker({ ...settings, retryWindowSeconds: 600 })
    while (delivery.status === "pending") {
      now = delivery.nextAttemptAt!
      await run()
    }
    expect(received.map((r) => seconds(r.at - delivery.createdAt))).toEqual([0, 5, 305])
    expect(delivery.status).toBe("failed")
  })

  it("delivers the same event, same id and body, once the receiver is back, each try signed anew", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("report.corrected", { reportId: 9, fieldIds: [1] })
    const round = store.worker()
    answer = 502
    await round()
    now = delivery.nextAttemptAt!
    await round()
    answer = 204
    now = delivery.nextAttemptAt!
    await round()
    expect(delivery.status).toBe("succeeded")
    expect(delivery.attempts.map((a) => a.httpStatus)).toEqual([502, 502, 204])
    expect(new Set(received.map((r) => r.headers["webhook-id"]))).toEqual(new Set(["msg_1"]))
    expect(new Set(received.map((r) => r.body)).size).toBe(1)
    expect(new Set(received.map((r) => r.headers["webhook-timestamp"])).size).toBe(3)
    expect(received.every(verified)).toBe(true)
  })

  it("counts a redirect as a failed try and does not follow it", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 2 })
    answer = 301
    await store.worker()()
    expect(received.map((r) => r.path)).toEqual(["/events"])
    expect(delivery.attempts).toEqual([{ attemptedAt: new Date(now), httpStatus: 301, error: null }])
    expect(delivery.status).toBe("pending")
    expect(delivery.nextAttemptAt).toBe(now + 5_000)
  })

  it("keeps a try with the reason when the receiver cannot be reached, and tries again", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 4 })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const saved = url
    url = `http://127.0.0.1:${port}/events`
    try {
      await store.worker()()
    } finally {
      url = saved
    }
    expect(delivery.attempts).toEqual([{ attemptedAt: new Date(now), httpStatus: null, error: "ECONNREFUSED" }])
    expect(delivery.nextAttemptAt).toBe(now + 5_000)
  })

  it("sends nothing for an endpoint deleted meanwhile, and the delivery ends as failed", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 5 })
    store.endpoints.delete(1)
    expect(await store.worker()()).toBe(1)
    expect(received).toEqual([])
    expect(delivery.status).toBe("failed")
    expect(delivery.attempts).toEqual([])
  })

  it("sends nothing when the secret cannot be opened with the key, keeps the try's reason and tries again", async () => {
    const store = inMemoryDeliveries()
    const delivery = store.queue("sdcFile.completed", { fileId: 6 })
    store.endpoints.set(1, sealSecret(new Uint8Array(randomBytes(32)), secret))
    await store.worker()()
    expect(received).toEqual([])
    expect(delivery.attempts).toEqual([
      { attemptedAt: new Date(now), httpStatus: null, error: expect.stringContaining("WEBHOOK_SECRET_KEY") }
    ])
    expect(delivery.status).toBe("pending")
  })

  it("tries at most ten deliveries a round, and the rest in the next", async () => {
    const store = inMemoryDeliveries()
    for (let i = 0; i < 12; i++) store.queue("sdcFile.completed", { fileId: 100 + i }, now - (12 - i) * 1000)
    const round = store.worker()
    expect(await round()).toBe(10)
    expect(received.map((r) => JSON.parse(r.body).data.fileId).toSorted((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100 + i)
    )
    expect(await round()).toBe(2)
    expect(store.deliveries.every((d) => d.status === "succeeded")).toBe(true)
  })

  it("removes deliveries older than 30 days, at most once an hour", async () => {
    const store = inMemoryDeliveries()
    const old = store.queue("sdcFile.completed", { fileId: 7 }, now - 31 * day)
    old.status = "succeeded"
    const aging = store.queue("sdcFile.completed", { fileId: 8 }, now - 30 * day + 60_000)
    aging.status = "succeeded"
    const round = store.worker()
    await round()
    expect(store.deliveries).toEqual([aging])
    now += 30 * 60_000
    await round()
    expect(store.deliveries).toEqual([aging])
    now += 31 * 60_000
    await round()
    expect(store.deliveries).toEqual([])
    expect(store.removals).toHaveLength(2)
  })
})

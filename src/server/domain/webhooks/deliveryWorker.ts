import { Clock, Duration, Effect, Layer, Queue, Redacted } from "effect"
import { PortalConfig, type WebhookSettings } from "../../config"
import { layerWebhooksRepository, WebhooksRepository, type ClaimedDelivery } from "../../db/webhooks/webhooksRepository"
import { openSecret } from "../../identity/secondFactorCodes"
import { WebhookWake } from "../shared/webhookWake"
import { eventBody } from "./eventBody"
import { nextRetryInSeconds, type RetrySchedule } from "./retrySchedule"
import { webhookSignature } from "./signing"

/** Deliveries tried per read; a full batch is followed by another read at once. */
const batchSize = 10
/** Tries made at once. */
const concurrency = 4
/** Deliveries and their tries are kept this long. */
const keptDays = 30

/** What one try came to: the receiver's status, or why there was none. */
export interface TryOutcome {
  readonly httpStatus: number | null
  readonly error: string | null
}

/** Sends one try: a POST of the body with the Standard Webhooks headers; any 2xx is success; no redirect is followed. */
export const sendTry = (
  delivery: { readonly messageId: string; readonly url: string },
  body: string,
  secret: string,
  timeoutSeconds: number,
  nowSeconds: number
): Promise<TryOutcome> =>
  fetch(delivery.url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutSeconds * 1000),
    headers: {
      "content-type": "application/json",
      "user-agent": "driver-vehicle-data-portal-webhooks",
      "webhook-id": delivery.messageId,
      "webhook-timestamp": String(nowSeconds),
      "webhook-signature": webhookSignature(secret, delivery.messageId, nowSeconds, body)
    },
    body
  }).then(
    async (response) => {
      await response.body?.cancel().catch(() => undefined)
      return { httpStatus: response.status, error: null }
    },
    (error: unknown) => {
      const cause = (error as { cause?: { code?: string } })?.cause?.code
      const name = (error as { name?: string })?.name
      return {
        httpStatus: null,
        error:
          name === "TimeoutError"
            ? `timeout after ${timeoutSeconds} s`
            : (cause ?? (error instanceof Error ? error.message : String(error)))
      }
    }
  )

/** One try of a claimed delivery, kept with what follows it. */
const tryDelivery = (delivery: ClaimedDelivery, schedule: RetrySchedule, timeoutSeconds: number, key: Uint8Array) =>
  Effect.gen(function* () {
    const db = yield* WebhooksRepository
    if (delivery.secretSealed === null) return yield* db.abandon(delivery.id)
    const secret = openSecret(key, delivery.secretSealed)
    const started = yield* Clock.currentTimeMillis
    const outcome: TryOutcome =
      secret === undefined
        ? { httpStatus: null, error: "the endpoint's secret cannot be opened with WEBHOOK_SECRET_KEY" }
        : yield* Effect.promise(() => sendTry(delivery, eventBody(delivery), secret, timeoutSeconds, Math.floor(started / 1000)))
    const ended = yield* Clock.currentTimeMillis
    const succeeded = outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300
    const retryIn = succeeded ? undefined : nextRetryInSeconds(schedule, delivery.tries + 1, delivery.createdAt, new Date(ended))
    if (!succeeded)
      yield* Effect.logInfo("An event delivery got no 2xx").pipe(
        Effect.annotateLogs({
          webhookId: delivery.messageId,
          httpStatus: outcome.httpStatus,
          error: outcome.error,
          retryInSeconds: retryIn ?? null
        })
      )
    yield* db.recordAttempt(
      delivery.id,
      { attemptedAt: new Date(started), httpStatus: outcome.httpStatus, error: outcome.error, durationMs: ended - started },
      succeeded ? { _tag: "succeeded" } : retryIn === undefined ? { _tag: "failed" } : { _tag: "retry", inSeconds: retryIn }
    )
  })

/**
 * One round of the worker: deliveries older than 30 days removed (at most once an hour), then up to a
 * batch of due deliveries claimed and tried. Answers how many were tried.
 */
export const deliveryRound = (settings: WebhookSettings) => {
  const key = Redacted.value(settings.secretKey)
  const leaseSeconds = settings.timeoutSeconds + 30
  let lastCleanup = 0
  return Effect.gen(function* () {
    const db = yield* WebhooksRepository
    const now = yield* Clock.currentTimeMillis
    if (now - lastCleanup > 3_600_000) {
      lastCleanup = now
      yield* db.deleteDeliveriesBefore(keptDays)
    }
    const claimed = yield* db.claimDue(batchSize, leaseSeconds)
    yield* Effect.forEach(claimed, (delivery) => tryDelivery(delivery, settings, settings.timeoutSeconds, key), {
      concurrency,
      discard: true
    })
    return claimed.length
  })
}

/**
 * Delivers the queued events (webhook_delivery) in the background: every WEBHOOK_POLL_SECONDS, and at
 * once when woken after a transaction that may have queued one. Each due delivery is claimed by one
 * instance (SKIP LOCKED and a lease), tried, and its try kept; deliveries older than 30 days go.
 */
export const layerWebhookDelivery = Layer.effect(
  WebhookWake,
  Effect.gen(function* () {
    const settings = (yield* PortalConfig).webhooks
    const repository = yield* WebhooksRepository
    const wakeUps = yield* Queue.dropping<void>(1)
    const deliver = deliveryRound(settings).pipe(Effect.provideService(WebhooksRepository, repository))

    const interval = Duration.seconds(settings.pollSeconds)
    const round: Effect.Effect<void> = deliver.pipe(
      Effect.catchCause((cause) =>
        Effect.logWarning("Delivering events to carriers' endpoints failed", cause).pipe(Effect.as(0))
      ),
      Effect.flatMap((handled) =>
        handled === batchSize ? Effect.void : Effect.raceFirst(Queue.take(wakeUps), Effect.sleep(interval))
      )
    )
    yield* Effect.forkScoped(Effect.forever(round))
    return { wake: Queue.offer(wakeUps, undefined).pipe(Effect.asVoid) }
  })
).pipe(Layer.provide(layerWebhooksRepository))

import { Context, Effect } from "effect"

/** What wakes the delivery of events to carriers' endpoints. */
export interface WebhookWakeShape {
  readonly wake: Effect.Effect<void>
}

/**
 * Wakes the delivery of events to carriers' endpoints (src/server/domain/webhooks/deliveryWorker.ts)
 * after a transaction that may have queued one has committed, rather than at its next poll. Where the
 * worker does not run, waking does nothing.
 */
export const WebhookWake = Context.Reference<WebhookWakeShape>("portal/WebhookWake", {
  defaultValue: () => ({ wake: Effect.void })
})

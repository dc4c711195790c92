import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { WebhookDeliveriesResult, WebhookDelivery } from "../../src/api/settings/webhookSchemas"
import { webhookDeliveriesMachine } from "../../src/machines/settings/webhookDeliveriesMachine"
import type { WebhookDeliveriesContext, WebhookDeliveriesPage, WebhookOwner } from "../../src/machines/settings/webhooks"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const owner: WebhookOwner = { organizationId: 2, reportingCompanyId: 5 }
const serverDown = new InternalError({})
const untried: WebhookDelivery = {
  id: "msg_1",
  eventType: "webhook.test",
  url: "https://hooks.example.com/portal",
  created: "2026-12-06T12:01:00Z",
  status: "pending",
  nextAttempt: "2026-12-06T12:01:00Z",
  attempts: []
}
const delivered: WebhookDelivery = {
  ...untried,
  id: "msg_2",
  status: "succeeded",
  nextAttempt: null,
  attempts: [{ attemptedAt: "2026-12-06T12:01:01Z", httpStatus: 204, error: null, durationMs: 12 }]
}
const none: WebhookDeliveriesResult = { count: 0, data: [] }
const waiting: WebhookDeliveriesResult = { count: 1, data: [untried] }
const pages: WebhookDeliveriesResult = { count: 25, data: [delivered] }
const watch = { type: "xstate.after.watch.webhookDeliveries.showingResults" }
/** The delay between two reads while a delivery waits for its first try, and how many reads at most. */
const watchMs = 2000
const watchLimit = 10

const events: SampleEvents = () => [
  { type: "RETRY" },
  { type: "REFRESH" },
  { type: "DELIVERIES_CHANGED" },
  { type: "PAGE_CHANGED", page: 2 },
  watch,
  { type: "xstate.done.actor.load", output: none },
  { type: "xstate.done.actor.load", output: waiting },
  { type: "xstate.done.actor.load", output: pages },
  { type: "xstate.error.actor.load", error: serverDown }
]

/** The simple paths: a delivery queued and delivered, without failures, paging or the watch's repeats. */
const simpleEvents: SampleEvents = (snapshot) =>
  events(snapshot).filter(
    (e) =>
      e.type === "DELIVERIES_CHANGED" ||
      (e.type === "xstate.done.actor.load" && (e as EventObject & { output: unknown }).output !== pages)
  )

type Stage = "loading" | "loadFailed" | "noResults" | "showingResults"

/** Issue 36 point 4's delivery log, from the events alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    stage: "loading" as Stage,
    page: 1,
    requestedPage: 1,
    result: undefined as WebhookDeliveriesResult | undefined,
    watched: watchLimit,
    loads: [1] as Array<number>,
    failures: [] as Array<PortalFailure>
  }
  const load = (page: number, watched: number) =>
    Object.assign(s, { stage: "loading", requestedPage: page, watched }).loads.push(page)
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    switch (e.type) {
      case "xstate.done.actor.load": {
        const result = e.output as WebhookDeliveriesResult
        Object.assign(s, { result, page: s.requestedPage, stage: result.count === 0 ? "noResults" : "showingResults" })
        break
      }
      case "xstate.error.actor.load":
        s.failures.push(e.error as PortalFailure)
        if (s.result === undefined) s.stage = "loadFailed"
        else Object.assign(s, { stage: "showingResults", requestedPage: s.page })
        break
      case "RETRY":
        load(s.requestedPage, s.watched)
        break
      case "REFRESH":
        load(s.requestedPage, 0)
        break
      case "DELIVERIES_CHANGED":
        load(1, 0)
        break
      case "PAGE_CHANGED":
        load(e.page as number, watchLimit)
        break
      default:
        // The watch reads again while a delivery shown has no try yet, at most watchLimit times.
        if (s.watched < watchLimit && s.result?.data.some((d) => d.status === "pending" && d.attempts.length === 0))
          load(s.requestedPage, s.watched + 1)
    }
  }
  return s
}

const coverage = new Coverage("webhookDeliveriesMachine", webhookDeliveriesMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("event notifications: a company's delivery log", () => {
  const input = { owner, pageSize: 10 }
  for (const path of modelPaths(webhookDeliveriesMachine, { input, events, simpleEvents, maxSimpleLength: 4 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const failures: Array<PortalFailure> = []
      const actor = createActor(
        webhookDeliveriesMachine.provide({
          actors: { load: doubles.promise<WebhookDeliveriesResult, WebhookDeliveriesPage>("load") },
          actions: { notifyFailure: (_, { failure }) => void failures.push(failure) }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(
        actor,
        path,
        doubles,
        coverage,
        (live: AnyMachineSnapshot, seen) => {
          const expected = expectedAfter(seen)
          const context = live.context as WebhookDeliveriesContext
          expect(live.value).toBe(expected.stage)
          expect(live.hasTag("busy")).toBe(expected.stage === "loading")
          expect(live.hasTag("results")).toBe(expected.stage === "showingResults")
          expect(live.hasTag("noResults")).toBe(expected.stage === "noResults")
          expect(context.result).toEqual(expected.result)
          expect(context.page).toBe(expected.page)
          expect(doubles.callsOf("load")).toEqual(expected.loads.map((pageNumber) => ({ owner, pageNumber, pageSize: 10 })))
          expect(failures).toEqual(expected.failures)
        },
        () => watchMs
      )
    })
  }
})

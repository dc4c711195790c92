import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromPromise } from "xstate"
import { BadRequest, InternalError } from "../../src/api/errors"
import type { WebhookDeliveriesResult, WebhookDelivery, WebhookEndpoint } from "../../src/api/settings/webhookSchemas"
import { webhookDeliveriesMachine } from "../../src/machines/settings/webhookDeliveriesMachine"
import { endpointIssues, webhookEndpointMachine } from "../../src/machines/settings/webhookEndpointMachine"
import type { WebhookDeliveriesPage, WebhookEndpointInput, WebhookOwner } from "../../src/machines/settings/webhooks"

/** Issue 36 point 4: a company's endpoint form and its delivery log, with doubles for their calls. */

const owner: WebhookOwner = { organizationId: 2, reportingCompanyId: 5 }
const endpoint: WebhookEndpoint = {
  ...owner,
  url: "https://hooks.example.com/portal",
  eventTypes: ["report.corrected", "sdcFile.completed"],
  secretHint: "Zq9=",
  created: "2026-12-06T12:00:00Z",
  updated: "2026-12-06T12:00:00Z"
}
const queued: WebhookDelivery = {
  id: "msg_1",
  eventType: "webhook.test",
  url: endpoint.url,
  created: "2026-12-06T12:01:00Z",
  status: "pending",
  nextAttempt: "2026-12-06T12:01:00Z",
  attempts: []
}
const delivered: WebhookDelivery = {
  ...queued,
  status: "succeeded",
  nextAttempt: null,
  attempts: [{ attemptedAt: "2026-12-06T12:01:01Z", httpStatus: 204, error: null, durationMs: 12 }]
}

/** A call answered or refused by the test, recording what it was given. */
const double = <Output, Input>(answers: Array<Output | Error>, inputs: Array<Input>) =>
  fromPromise<Output, Input>(async ({ input }) => {
    inputs.push(input)
    if (answers.length === 0) throw new Error("no answer left")
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer as Output
  })

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("a company's endpoint", () => {
  const start = (loaded: WebhookEndpoint | null, saves: Array<{ endpoint: WebhookEndpoint; secret: string | null } | Error>) => {
    const notices: Array<string> = []
    const saved: Array<WebhookEndpointInput> = []
    const told: Array<string> = []
    const notice = (name: string) => () => void notices.push(name)
    const endpointMachine = webhookEndpointMachine.provide({
      actors: {
        load: double<WebhookEndpoint | null, WebhookOwner>([loaded], []),
        save: double(saves, saved),
        rotate: double<{ endpoint: WebhookEndpoint; secret: string | null }, WebhookOwner>(
          [{ endpoint: { ...endpoint, secretHint: "Ab1=" }, secret: "whsec_rotatedAb1=" }],
          []
        ),
        sendTest: double<WebhookDelivery, WebhookOwner>([queued], []),
        remove: double<void, WebhookOwner>([undefined as never], [])
      },
      actions: {
        notifySaved: notice("saved"),
        notifyNotSaved: notice("notSaved"),
        notifyRotated: notice("rotated"),
        notifyTestSent: notice("testSent"),
        notifyDeleted: notice("deleted"),
        notifyFailure: notice("failure")
      }
    })
    // A parent that keeps what the endpoint tells it.
    const parent = createActor(
      createMachine({
        invoke: { id: "endpoint", src: endpointMachine, input: { owner } },
        on: { DELIVERIES_CHANGED: { actions: () => told.push("DELIVERIES_CHANGED") } }
      })
    ).start()
    const actor = parent.getSnapshot().children.endpoint as ReturnType<typeof createActor<typeof webhookEndpointMachine>>
    return { actor, notices, saved, told }
  }

  it("offers a new endpoint every event, checks the address before sending, then shows the secret once", async () => {
    const { actor, notices, saved } = start(null, [{ endpoint, secret: "whsec_secretZq9=" }])
    await flush()
    expect(actor.getSnapshot().context.form).toEqual({ url: "", eventTypes: ["report.corrected", "sdcFile.completed"] })
    actor.send({ type: "URL_CHANGED", value: "http://hooks.example.com/portal" })
    actor.send({ type: "SAVE" })
    expect(endpointIssues(actor.getSnapshot().context)).toEqual([{ field: "url", code: "httpsRequired" }])
    expect(saved).toEqual([])
    actor.send({ type: "URL_CHANGED", value: " https://hooks.example.com/portal " })
    actor.send({ type: "SAVE" })
    await flush()
    expect(saved).toEqual([
      { owner, url: "https://hooks.example.com/portal", eventTypes: ["report.corrected", "sdcFile.completed"] }
    ])
    expect(actor.getSnapshot().hasTag("secretShown")).toBe(true)
    expect(actor.getSnapshot().context.secret).toBe("whsec_secretZq9=")
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().context.secret).toBeNull()
    expect(actor.getSnapshot().hasTag("editing")).toBe(true)
    expect(notices).toEqual(["saved"])
  })

  it("shows the server's refusal at its field until that field changes, and no secret on a later save", async () => {
    const refusal = new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "url", code: "localAddress" }] })
    const { actor, notices } = start(endpoint, [refusal, { endpoint, secret: null }])
    await flush()
    actor.send({ type: "SAVE" })
    await flush()
    expect(endpointIssues(actor.getSnapshot().context)).toEqual([{ field: "url", code: "localAddress" }])
    actor.send({ type: "EVENT_TOGGLED", eventType: "sdcFile.completed" })
    expect(actor.getSnapshot().context.form.eventTypes).toEqual(["report.corrected"])
    expect(endpointIssues(actor.getSnapshot().context)).toHaveLength(1)
    actor.send({ type: "URL_CHANGED", value: "https://other.example.com/hooks" })
    expect(endpointIssues(actor.getSnapshot().context)).toEqual([])
    actor.send({ type: "SAVE" })
    await flush()
    expect(actor.getSnapshot().hasTag("secretShown")).toBe(false)
    expect(notices).toEqual(["notSaved", "saved"])
  })

  it("asks before rotating and deleting; a test event or a deletion has the log read again", async () => {
    const { actor, notices, told } = start(endpoint, [])
    await flush()
    actor.send({ type: "ROTATE" })
    expect(actor.getSnapshot().hasTag("confirmingRotate")).toBe(true)
    actor.send({ type: "CANCEL" })
    actor.send({ type: "ROTATE" })
    actor.send({ type: "CONFIRM" })
    await flush()
    expect(actor.getSnapshot().context.secret).toBe("whsec_rotatedAb1=")
    actor.send({ type: "CLOSE" })
    actor.send({ type: "SEND_TEST" })
    await flush()
    expect(told).toEqual(["DELIVERIES_CHANGED"])
    actor.send({ type: "DELETE" })
    actor.send({ type: "CONFIRM" })
    await flush()
    expect(actor.getSnapshot().context.endpoint).toBeNull()
    expect(told).toEqual(["DELIVERIES_CHANGED", "DELIVERIES_CHANGED"])
    expect(notices).toEqual(["rotated", "testSent", "deleted"])
    // With no endpoint, nothing to rotate, test or delete.
    actor.send({ type: "SEND_TEST" })
    expect(actor.getSnapshot().hasTag("editing")).toBe(true)
  })
})

describe("a company's delivery log", () => {
  const page = (data: ReadonlyArray<WebhookDelivery>, count = data.length): WebhookDeliveriesResult => ({ count, data })

  const start = (answers: Array<WebhookDeliveriesResult | Error>) => {
    const asked: Array<WebhookDeliveriesPage> = []
    const failures: Array<unknown> = []
    const actor = createActor(
      webhookDeliveriesMachine.provide({
        actors: { load: double(answers, asked) },
        actions: { notifyFailure: (_, { failure }) => void failures.push(failure) }
      }),
      { input: { owner, pageSize: 10 } }
    ).start()
    return { actor, asked, failures }
  }

  it("says when nothing was sent, and after a test event follows it until its first try shows", async () => {
    const { actor, asked } = start([page([]), page([queued]), page([queued]), page([delivered])])
    await flush()
    expect(actor.getSnapshot().hasTag("noResults")).toBe(true)
    actor.send({ type: "DELIVERIES_CHANGED" })
    await flush()
    expect(actor.getSnapshot().context.result?.data).toEqual([queued])
    await vi.advanceTimersByTimeAsync(2000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.result?.data).toEqual([delivered])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(asked).toHaveLength(4)
  })

  it("pages by the server and keeps the page shown when another cannot be read", async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...delivered, id: `msg_${i}` }))
    const { actor, asked, failures } = start([page(many, 25), new InternalError({})])
    await flush()
    actor.send({ type: "PAGE_CHANGED", page: 2 })
    await flush()
    expect(asked.map((a) => a.pageNumber)).toEqual([1, 2])
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(actor.getSnapshot().hasTag("results")).toBe(true)
    expect(failures).toHaveLength(1)
  })
})

import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { FunctionId } from "../../src/api/functions"
import type { Caller, HeldGrant } from "../../src/api/security"
import {
  WebhooksRepository,
  type DeliveryRow,
  type EndpointRow,
  type Owner,
  type WebhooksRepositoryShape
} from "../../src/server/db/webhooks/webhooksRepository"
import {
  readDeliveries,
  readEndpoint,
  removeEndpoint,
  rotateSecret,
  saveEndpoint
} from "../../src/server/domain/webhooks/endpoint"
import { eventBody } from "../../src/server/domain/webhooks/eventBody"
import { nextRetryInSeconds } from "../../src/server/domain/webhooks/retrySchedule"
import { signatureMatches, webhookSignature } from "../../src/server/domain/webhooks/signing"

const northwind: Owner = { organizationId: 2, reportingCompanyId: 20 }
const maple: Owner = { organizationId: 3, reportingCompanyId: 30 }
const sameOwner = (a: Owner, b: Owner) => a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId

/** The endpoints and deliveries kept in maps: what the rules read and write, without a database. */
const inMemoryWebhooks = () => {
  const endpoints: Array<EndpointRow> = []
  const deliveries: Array<DeliveryRow & Owner> = []
  let ids = 0
  const stamp = "2026-12-06T10:00:00.000Z"
  const repository = {
    ownerFacts: (owner: Owner) =>
      Effect.succeed(
        [northwind, maple].some((o) => o.organizationId === owner.organizationId)
          ? {
              organizationType: "Carrier" as const,
              companyOfOrganization: [northwind, maple].some((o) => sameOwner(o, owner))
            }
          : undefined
      ),
    findEndpoint: (owner: Owner) => Effect.succeed(endpoints.find((e) => sameOwner(e, owner))),
    lockOwner: () => Effect.void,
    insertEndpoint: (
      owner: Owner,
      e: { url: string; eventTypes: ReadonlyArray<string>; secretSealed: string; secretHint: string }
    ) =>
      Effect.sync(() => {
        const row = { id: ++ids, ...owner, ...e, created: stamp, updated: stamp }
        endpoints.push(row)
        return row
      }),
    changeEndpoint: (id: number, change: { url: string; eventTypes: ReadonlyArray<string> }) =>
      Effect.sync(() => {
        const index = endpoints.findIndex((e) => e.id === id)
        endpoints[index] = { ...endpoints[index]!, ...change }
        return endpoints[index]!
      }),
    replaceSecret: (id: number, secret: { secretSealed: string; secretHint: string }) =>
      Effect.sync(() => {
        const index = endpoints.findIndex((e) => e.id === id)
        endpoints[index] = { ...endpoints[index]!, ...secret }
        return endpoints[index]!
      }),
    deleteEndpoint: (id: number) =>
      Effect.sync(() => {
        endpoints.splice(
          endpoints.findIndex((e) => e.id === id),
          1
        )
      }),
    deliveriesOf: (owner: Owner, page: { limit: number; offset: number }) =>
      Effect.sync(() => {
        const own = deliveries.filter((d) => sameOwner(d, owner))
        return { count: own.length, rows: own.slice(page.offset, page.offset + page.limit) }
      })
  } as unknown as WebhooksRepositoryShape
  return { endpoints, deliveries, repository }
}

const administratorOf = (...owners: ReadonlyArray<Owner>): Caller =>
  ({
    id: 7,
    assignedOrganizationsIds: owners.map((o) => o.organizationId),
    grants: owners.map((o): HeldGrant => ({
      functionId: FunctionId.companyAdministration,
      ...o,
      organizationType: "Carrier",
      nameEn: "",
      nameFr: ""
    }))
  }) as unknown as Caller

const settings = { allowLocalUrls: false, seal: (secret: string) => `sealed:${secret}` }

const run = <A, E>(store: ReturnType<typeof inMemoryWebhooks>, effect: Effect.Effect<A, E, WebhooksRepository>) =>
  Effect.runPromise(Effect.provide(Effect.result(effect), Layer.succeed(WebhooksRepository, store.repository)))

const save = (url: string, eventTypes: ReadonlyArray<"report.corrected" | "sdcFile.completed"> = ["report.corrected"]) => ({
  ...northwind,
  url,
  eventTypes
})

describe("a company's endpoint for events", () => {
  it("is made with a secret shown once and sealed where it is kept; a later save keeps the secret", async () => {
    const store = inMemoryWebhooks()
    const admin = administratorOf(northwind)
    const first = await run(store, saveEndpoint(admin, save("https://events.northwind.example/in"), settings))
    expect(first._tag).toBe("Success")
    const made = (first as { success: { secret: string | null; endpoint: { secretHint: string } } }).success
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(store.endpoints[0]!.secretSealed).toBe(`sealed:${made.secret}`)
    expect(made.endpoint.secretHint).toBe(made.secret!.slice(-4))

    const again = await run(
      store,
      saveEndpoint(
        admin,
        save("https://events.northwind.example/v2", ["sdcFile.completed", "report.corrected", "sdcFile.completed"]),
        settings
      )
    )
    expect(again).toMatchObject({
      success: {
        secret: null,
        endpoint: { url: "https://events.northwind.example/v2", eventTypes: ["report.corrected", "sdcFile.completed"] }
      }
    })
    expect(store.endpoints).toHaveLength(1)
  })

  it("refuses an http, local or malformed address and a save without events, at their fields, storing nothing", async () => {
    const store = inMemoryWebhooks()
    const admin = administratorOf(northwind)
    const refusals = [
      [save("http://events.northwind.example/in"), "url", "httpsRequired"],
      [save("https://127.0.0.1/in"), "url", "localAddress"],
      [save("https://10.1.2.3/in"), "url", "localAddress"],
      [save("https://user:pw@events.northwind.example/in"), "url", "invalidUrl"],
      [save("events.northwind.example"), "url", "invalidUrl"],
      [save("   "), "url", "required"],
      [save(`https://events.northwind.example/${"a".repeat(500)}`), "url", "tooLong"],
      [save("https://events.northwind.example/in", []), "eventTypes", "required"]
    ] as const
    for (const [payload, field, code] of refusals) {
      const answer = await run(store, saveEndpoint(admin, payload, settings))
      expect(answer, payload.url).toMatchObject({ failure: { _tag: "BadRequest", issues: [{ field, code }] } })
    }
    expect(store.endpoints).toEqual([])
  })

  it("accepts http to this machine only where local addresses are allowed (development and tests)", async () => {
    const store = inMemoryWebhooks()
    const local = save("http://localhost:4000/events")
    expect(await run(store, saveEndpoint(administratorOf(northwind), local, settings))).toMatchObject({
      failure: { issues: [{ field: "url", code: "localAddress" }] }
    })
    const allowed = await run(store, saveEndpoint(administratorOf(northwind), local, { ...settings, allowLocalUrls: true }))
    expect(allowed._tag).toBe("Success")
  })

  it("is another company's for nobody but its administrators: 403, and 400 for a company not of the organization", async () => {
    const store = inMemoryWebhooks()
    const mapleAdmin = administratorOf(maple)
    expect(await run(store, saveEndpoint(mapleAdmin, save("https://events.maple.example/in"), settings))).toMatchObject({
      failure: { _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" }
    })
    expect(
      await run(store, readDeliveries(mapleAdmin, { organizationId: northwind.organizationId, reportingCompanyId: 20 }))
    ).toMatchObject({
      failure: { _tag: "Forbidden" }
    })
    expect(
      await run(store, readEndpoint(mapleAdmin, { organizationId: maple.organizationId, reportingCompanyId: 20 }))
    ).toMatchObject({
      failure: { _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "unknownValue" }] }
    })
    expect(await run(store, readEndpoint(mapleAdmin, { organizationId: maple.organizationId }))).toMatchObject({
      failure: { _tag: "BadRequest", issues: [{ field: "reportingCompanyId", code: "required" }] }
    })
  })

  it("rotates its secret and is deleted; without one, both answer 404", async () => {
    const store = inMemoryWebhooks()
    const admin = administratorOf(northwind)
    expect(await run(store, rotateSecret(admin, northwind, settings))).toMatchObject({ failure: { _tag: "NotFound" } })
    const made = await run(store, saveEndpoint(admin, save("https://events.northwind.example/in"), settings))
    const first = (made as { success: { secret: string } }).success.secret
    const rotated = await run(store, rotateSecret(admin, northwind, settings))
    const second = (rotated as { success: { secret: string } }).success.secret
    expect(second).not.toBe(first)
    expect(store.endpoints[0]!.secretSealed).toBe(`sealed:${second}`)
    expect((await run(store, removeEndpoint(admin, northwind)))._tag).toBe("Success")
    expect(await run(store, readEndpoint(admin, northwind))).toMatchObject({ success: { endpoint: null } })
    expect(await run(store, removeEndpoint(admin, northwind))).toMatchObject({ failure: { _tag: "NotFound" } })
  })
})

describe("signing and retries", () => {
  it("signs id.timestamp.body with the secret's base64 part, as Standard Webhooks do", () => {
    // The specification's own example (standard-webhooks, spec/standard-webhooks.md).
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
    const body = '{"test": 2432232314}'
    expect(webhookSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
    )
    expect(
      signatureMatches(
        secret,
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265330,
        body,
        "v1,bad v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
      )
    ).toBe(true)
    expect(
      signatureMatches(
        secret,
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265331,
        body,
        "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
      )
    ).toBe(false)
  })

  it("waits longer after each failed try, and gives up past 24 hours after the event", () => {
    const schedule = { retrySeconds: [5, 300, 1800, 7200, 18000, 36000], retryWindowSeconds: 86_400 }
    const created = new Date("2026-12-06T00:00:00Z")
    let now = created
    const waits: Array<number> = []
    for (let tries = 1; ; tries++) {
      const wait = nextRetryInSeconds(schedule, tries, created, now)
      if (wait === undefined) break
      waits.push(wait)
      now = new Date(now.getTime() + wait * 1000)
    }
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 36000])
    expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(86_400_000)
  })

  it("sends the same body on every try, the corrected fields named in both languages", () => {
    const delivery = {
      eventType: "report.corrected",
      createdAt: new Date("2026-12-06T10:00:00Z"),
      data: { reportId: 5, fieldIds: [1] }
    }
    const body = eventBody(delivery)
    expect(eventBody(delivery)).toBe(body)
    const parsed = JSON.parse(body) as { type: string; timestamp: string; data: { changes: ReadonlyArray<unknown> } }
    expect(parsed).toMatchObject({ type: "report.corrected", timestamp: "2026-12-06T10:00:00.000Z", data: { reportId: 5 } })
    expect(parsed.data.changes).toEqual([{ id: 1, nameEn: expect.any(String), nameFr: expect.any(String) }])
    expect(body).not.toContain("fieldIds")
  })
})

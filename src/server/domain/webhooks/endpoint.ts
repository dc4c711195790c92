import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { Caller } from "../../../api/security"
import {
  webhookTestEventType,
  type WebhookDelivery,
  type WebhookDeliveriesQuery,
  type WebhookDeliveriesResult,
  type WebhookEndpoint,
  type WebhookEndpointSave,
  type WebhookEndpointSaved,
  type WebhookEventType
} from "../../../api/settings/webhookSchemas"
import { webhookIssues } from "../../../api/settings/webhookValidation"
import type { FieldIssue } from "../../../api/fieldIssues"
import { WebhooksRepository, type DeliveryRow, type EndpointRow, type Owner } from "../../db/webhooks/webhooksRepository"
import { invalidFields } from "../invalidRequest"
import { administeredOwner } from "../shared/companyOwner"
import { newWebhookSecret, secretHint } from "./signing"

/** What the endpoint's rules need from the server's settings: local addresses allowed, and how a secret is sealed. */
export interface EndpointSettings {
  readonly allowLocalUrls: boolean
  readonly seal: (secret: string) => string
}

const noEndpoint = new NotFound({ message: "The company has no endpoint for events" })
const defaultPageSize = 20

const refuse = (issues: ReadonlyArray<FieldIssue>) =>
  invalidFields(issues, `Not saved: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)

/** Whether the caller holds companyAdministration for the company (bureau administrators hold it for every company). */
const administers = (user: Caller, owner: Owner) =>
  user.assignedOrganizationsIds.includes(owner.organizationId) &&
  user.grants.some(
    (g) =>
      g.functionId === FunctionId.companyAdministration &&
      g.organizationId === owner.organizationId &&
      g.reportingCompanyId === owner.reportingCompanyId
  )

/**
 * The company a request names, administered by the caller: a carrier's company is required, an
 * organization without separate companies is itself (400 with the field); not held, 403.
 */
export const requireCompany = (
  user: Caller,
  company: { readonly organizationId: number; readonly reportingCompanyId?: number | null | undefined }
) =>
  Effect.gen(function* () {
    const owner: Owner = { organizationId: company.organizationId, reportingCompanyId: company.reportingCompanyId ?? null }
    const facts = yield* Effect.flatMap(WebhooksRepository, (db) => db.ownerFacts(owner))
    return yield* administeredOwner(facts, owner, administers(user, owner))
  })

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  organizationId: row.organizationId,
  reportingCompanyId: row.reportingCompanyId,
  url: row.url,
  eventTypes: row.eventTypes as ReadonlyArray<WebhookEventType>,
  secretHint: row.secretHint,
  created: row.created,
  updated: row.updated
})

export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.messageId,
  eventType: row.eventType as WebhookDelivery["eventType"],
  url: row.url,
  created: row.created,
  status: row.status,
  nextAttempt: row.nextAttempt,
  attempts: row.attempts
})

/** GET /webhooks/endpoint: the company's endpoint, or null. */
export const readEndpoint = (user: Caller, company: Parameters<typeof requireCompany>[1]) =>
  Effect.gen(function* () {
    const owner = yield* requireCompany(user, company)
    const row = yield* (yield* WebhooksRepository).findEndpoint(owner)
    return { endpoint: row === undefined ? null : endpointOf(row) }
  })

/** The events once each, in the contract's order. */
const distinctEvents = (eventTypes: ReadonlyArray<WebhookEventType>) => [...new Set(eventTypes)].sort()

/**
 * PUT /webhooks/endpoint: the first save makes the endpoint with a new secret (answered once); a
 * later one changes the address and the events and keeps the secret.
 */
export const saveEndpoint = (user: Caller, payload: WebhookEndpointSave, settings: EndpointSettings) =>
  Effect.gen(function* () {
    const issues = webhookIssues(payload, { allowLocal: settings.allowLocalUrls })
    if (issues.length > 0) return yield* refuse(issues)
    const owner = yield* requireCompany(user, payload)
    const db = yield* WebhooksRepository
    yield* db.lockOwner(owner)
    const change = { url: payload.url.trim(), eventTypes: distinctEvents(payload.eventTypes) }
    const existing = yield* db.findEndpoint(owner)
    if (existing !== undefined) {
      const changed = yield* db.changeEndpoint(existing.id, change)
      return { endpoint: endpointOf(changed), secret: null } satisfies WebhookEndpointSaved
    }
    const secret = newWebhookSecret()
    const made = yield* db.insertEndpoint(owner, {
      ...change,
      secretSealed: settings.seal(secret),
      secretHint: secretHint(secret)
    })
    return { endpoint: endpointOf(made), secret } satisfies WebhookEndpointSaved
  })

const requireEndpoint = (owner: Owner) =>
  Effect.flatMap(WebhooksRepository, (db) => db.findEndpoint(owner)).pipe(
    Effect.flatMap((row) => (row === undefined ? Effect.fail(noEndpoint) : Effect.succeed(row)))
  )

/** POST /webhooks/endpoint/secret: a new secret, answered once; the previous one signs nothing more. */
export const rotateSecret = (user: Caller, company: Parameters<typeof requireCompany>[1], settings: EndpointSettings) =>
  Effect.gen(function* () {
    const owner = yield* requireCompany(user, company)
    const db = yield* WebhooksRepository
    yield* db.lockOwner(owner)
    const existing = yield* requireEndpoint(owner)
    const secret = newWebhookSecret()
    const changed = yield* db.replaceSecret(existing.id, { secretSealed: settings.seal(secret), secretHint: secretHint(secret) })
    return { endpoint: endpointOf(changed), secret } satisfies WebhookEndpointSaved
  })

/** DELETE /webhooks/endpoint: the endpoint and its secret gone, its pending deliveries failed. */
export const removeEndpoint = (user: Caller, company: Parameters<typeof requireCompany>[1]) =>
  Effect.gen(function* () {
    const owner = yield* requireCompany(user, company)
    const db = yield* WebhooksRepository
    yield* db.lockOwner(owner)
    const existing = yield* requireEndpoint(owner)
    yield* db.deleteEndpoint(existing.id)
  })

/** POST /webhooks/endpoint/test: a webhook.test event queued for the endpoint, answered as queued. */
export const queueTestEvent = (user: Caller, company: Parameters<typeof requireCompany>[1]) =>
  Effect.gen(function* () {
    const owner = yield* requireCompany(user, company)
    const db = yield* WebhooksRepository
    const existing = yield* requireEndpoint(owner)
    const id = yield* db.queueEvent(existing, webhookTestEventType, {
      organizationId: owner.organizationId,
      reportingCompanyId: owner.reportingCompanyId,
      message: "A test event from the portal"
    })
    return deliveryOf((yield* db.findDelivery(id))!)
  })

/** GET /webhooks/deliveries: the company's deliveries, newest first. */
export const readDeliveries = (user: Caller, query: WebhookDeliveriesQuery) =>
  Effect.gen(function* () {
    const owner = yield* requireCompany(user, query)
    const pageSize = query.pageSize ?? defaultPageSize
    const page = yield* (yield* WebhooksRepository).deliveriesOf(owner, {
      limit: pageSize,
      offset: ((query.pageNumber ?? 1) - 1) * pageSize
    })
    return { count: page.count, data: page.rows.map(deliveryOf) } satisfies WebhookDeliveriesResult
  })

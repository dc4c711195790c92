import { Effect } from "effect"
import type { WebhookCompany, WebhookEventType } from "../../api/settings/webhookSchemas"
import { callApi } from "../api/portalClient"

/** Event notifications' calls (issue 36 point 4): a company's endpoint for events and its delivery log. */

/** The company whose endpoint is kept: its organization, and its company (null for an organization without any). */
export type WebhookOwner = WebhookCompany

/** What Save sends: the company, the address as typed (trimmed) and the events chosen. */
export interface WebhookEndpointInput {
  readonly owner: WebhookOwner
  readonly url: string
  readonly eventTypes: ReadonlyArray<WebhookEventType>
}

/** One page of the delivery log (1-based). */
export interface WebhookDeliveriesPage {
  readonly owner: WebhookOwner
  readonly pageNumber: number
  readonly pageSize: number
}

/** The query naming the company: its company only when it has one. */
const companyQuery = ({ organizationId, reportingCompanyId }: WebhookOwner) =>
  reportingCompanyId === null ? { organizationId } : { organizationId, reportingCompanyId }

/** GET /webhooks/endpoint: the company's endpoint, or null when it has none. */
export const loadWebhookEndpoint = (owner: WebhookOwner) =>
  callApi((api) => api.webhooks.getEndpoint({ query: companyQuery(owner) })).pipe(Effect.map((answer) => answer.endpoint))

/** PUT /webhooks/endpoint: the endpoint saved, with its secret when the save made it. */
export const saveWebhookEndpoint = ({ owner, url, eventTypes }: WebhookEndpointInput) =>
  callApi((api) => api.webhooks.setEndpoint({ payload: { ...owner, url: url.trim(), eventTypes } }))

/** POST /webhooks/endpoint/secret: the endpoint with its new secret, answered once. */
export const rotateWebhookSecret = (owner: WebhookOwner) => callApi((api) => api.webhooks.rotateSecret({ payload: owner }))

/** POST /webhooks/endpoint/test: the test event's delivery, queued. */
export const sendWebhookTest = (owner: WebhookOwner) => callApi((api) => api.webhooks.sendTestEvent({ payload: owner }))

/** DELETE /webhooks/endpoint. */
export const deleteWebhookEndpoint = (owner: WebhookOwner) =>
  callApi((api) => api.webhooks.deleteEndpoint({ query: companyQuery(owner) }))

/** GET /webhooks/deliveries: one page of the company's deliveries, newest first. */
export const loadWebhookDeliveries = ({ owner, pageNumber, pageSize }: WebhookDeliveriesPage) =>
  callApi((api) => api.webhooks.deliveries({ query: { ...companyQuery(owner), pageNumber, pageSize } }))

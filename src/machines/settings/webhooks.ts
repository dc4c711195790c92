import type { WebhookDeliveriesResult, WebhookEndpoint } from "../../api/settings/webhookSchemas"
import { webhookEventTypes, type WebhookEventType } from "../../api/settings/webhookSchemas"
import { webhookIssues, type WebhookForm, type WebhookSaveIssue } from "../../api/settings/webhookValidation"
import type { WebhookDeliveriesPage, WebhookEndpointInput, WebhookOwner } from "../../services/settings/webhooks"
import { sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { organizationHasCompanies, type OrganizationScope } from "../shared/organizationScope"

/**
 * What the event notifications page holds and the rules it follows (issue 36 point 4), apart from the
 * steps of its machines: the company chosen, the endpoint's form, and the delivery log's page.
 */

export type { WebhookDeliveriesPage, WebhookEndpointInput, WebhookForm, WebhookOwner }

/** The form's fields, as the payload names them. */
export type WebhookField = "url" | "eventTypes"

/** The form draws each payload field under its own name. */
export const webhookFieldOf = sameOrRenamed<WebhookField>(["url", "eventTypes"])

/**
 * The company chosen in the scope: an organization without separate companies is its own; a carrier's
 * needs one of its companies chosen.
 */
export const ownerOf = (scope: OrganizationScope): WebhookOwner | null => {
  const { organizationId, reportingCompanyId } = scope.selection
  const organization = scope.organizations.find((o) => o.id === organizationId)
  if (organizationId === undefined || organization === undefined) return null
  if (!organizationHasCompanies(organization)) return { organizationId, reportingCompanyId: null }
  return reportingCompanyId === undefined ? null : { organizationId, reportingCompanyId }
}

export const sameOwner = (a: WebhookOwner | null, b: WebhookOwner | null): boolean =>
  a === null || b === null ? a === b : a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId

export interface WebhookEndpointContext {
  readonly owner: WebhookOwner
  /** The endpoint as saved; null while the company has none. */
  readonly endpoint: WebhookEndpoint | null
  readonly form: WebhookForm
  /** The shared rules' messages show once Save was pressed. */
  readonly submitted: boolean
  readonly serverIssues: ReadonlyArray<ServerIssue<WebhookField>>
  /** The secret a save or a rotation answered, shown once, then forgotten. */
  readonly secret: string | null
}

export type WebhookEndpointEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "URL_CHANGED"; readonly value: string }
  | { readonly type: "EVENT_TOGGLED"; readonly eventType: WebhookEventType }
  | { readonly type: "SAVE" }
  | { readonly type: "ROTATE" }
  | { readonly type: "SEND_TEST" }
  | { readonly type: "DELETE" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  /** The secret shown was copied: it goes. */
  | { readonly type: "CLOSE" }

export type WebhookEndpointTag =
  | "loading"
  | "loadFailed"
  | "editing"
  | "busy"
  | "saving"
  | "confirmingRotate"
  | "rotating"
  | "confirmingDelete"
  | "deleting"
  | "sendingTest"
  | "secretShown"

/** What the endpoint machine tells the page: a delivery was queued or dropped, so the log is read again. */
export interface DeliveriesChanged {
  readonly type: "DELIVERIES_CHANGED"
}

/** A new endpoint is offered every event; a saved one shows its own. */
export const formOf = (endpoint: WebhookEndpoint | null): WebhookForm => ({
  url: endpoint?.url ?? "",
  eventTypes: endpoint?.eventTypes ?? [...webhookEventTypes]
})

/** The form's address: any address passes the browser's check; the server alone knows whether local ones are taken. */
const browserPolicy = { allowLocal: true }

/** The shared rules' issues of the form as it is. */
export const formIssues = (form: WebhookForm): ReadonlyArray<WebhookSaveIssue> => webhookIssues(form, browserPolicy)

/** The messages the form shows at its fields: the shared rules' once Save was pressed, then the server's. */
export const endpointIssues = (context: WebhookEndpointContext): ReadonlyArray<WebhookSaveIssue | ServerIssue<WebhookField>> => [
  ...(context.submitted ? formIssues(context.form) : []),
  ...context.serverIssues
]

/** An event toggled in or out, in the contract's order. */
export const toggled = (form: WebhookForm, eventType: WebhookEventType): WebhookForm => {
  const chosen = form.eventTypes.includes(eventType)
    ? form.eventTypes.filter((e) => e !== eventType)
    : [...form.eventTypes, eventType]
  return { ...form, eventTypes: webhookEventTypes.filter((e) => chosen.includes(e)) }
}

/** A changed field loses the server's message: the value it refused is gone. */
export const changedField = (context: WebhookEndpointContext, form: WebhookForm, field: WebhookField) => ({
  form,
  serverIssues: withoutFields(context.serverIssues, [field])
})

/** What Save sends. */
export const endpointInput = (context: WebhookEndpointContext): WebhookEndpointInput => ({
  owner: context.owner,
  url: context.form.url.trim(),
  eventTypes: context.form.eventTypes
})

export interface WebhookDeliveriesContext {
  readonly owner: WebhookOwner
  readonly pageSize: number
  /** The page on screen, and the one being read. */
  readonly page: number
  readonly requestedPage: number
  readonly result: WebhookDeliveriesResult | undefined
  /** Reads of the log since a delivery was queued, while its first try is awaited. */
  readonly watched: number
}

export type WebhookDeliveriesEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "PAGE_CHANGED"; readonly page: number }
  /** Read the page on screen again (Refresh). */
  | { readonly type: "REFRESH" }
  | DeliveriesChanged

export type WebhookDeliveriesTag = "loading" | "loadFailed" | "busy" | "results" | "noResults"

/** How many times the log is read again, a delay apart, while a delivery on its page has not been tried yet. */
export const watchLimit = 10

/** A delivery on the page waits for its first try (the server tries a new one at once). */
export const awaitsFirstTry = (result: WebhookDeliveriesResult | undefined): boolean =>
  result?.data.some((delivery) => delivery.status === "pending" && delivery.attempts.length === 0) ?? false

/** The page to read. */
export const pageInput = (context: WebhookDeliveriesContext): WebhookDeliveriesPage => ({
  owner: context.owner,
  pageNumber: context.requestedPage,
  pageSize: context.pageSize
})

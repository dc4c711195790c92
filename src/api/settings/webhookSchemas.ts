import { Schema } from "effect"
import { FormText } from "../fields"
import { IsoDateTime } from "../platform/schemas"
import { companyOwner, companyOwnerInput, CompanyQuery, NamedRef, PagedResult, paging } from "../shared/records"

/**
 * Corrections pushed (issue 36 point 4): a company's endpoint for events, signed in the manner of the
 * Standard Webhooks specification, and the log of their deliveries. The limits are ours.
 */
export const webhookLimits = {
  url: 500,
  deliveriesPageSize: 50,
  /** Each try waits at most this long for the receiver's answer. */
  timeoutSeconds: 10,
  /** A delivery is tried again with backoff until this long after its event. */
  retryHours: 24
} as const

/** The events a company may subscribe to. */
export const webhookEventTypes = ["report.corrected", "sdcFile.completed"] as const
export const WebhookEventType = Schema.Literals(webhookEventTypes)
export type WebhookEventType = typeof WebhookEventType.Type

/** The event POST /webhooks/endpoint/test sends, whatever the subscription. */
export const webhookTestEventType = "webhook.test"

/** What a delivery carries: a subscribed event or the test event. */
export const DeliveredEventType = Schema.Literals([...webhookEventTypes, webhookTestEventType])
export type DeliveredEventType = typeof DeliveredEventType.Type

/** A company's endpoint as read: the secret itself is never read back, only its last four characters. */
export const WebhookEndpoint = Schema.Struct({
  ...companyOwner,
  url: Schema.String,
  eventTypes: Schema.Array(WebhookEventType),
  /** The secret's last four characters, so that a person can tell which secret their receiver holds. */
  secretHint: Schema.String,
  created: IsoDateTime,
  updated: IsoDateTime
})
export type WebhookEndpoint = typeof WebhookEndpoint.Type

/** GET /webhooks/endpoint: the company's endpoint, or null when it has none. */
export const WebhookEndpointAnswer = Schema.Struct({ endpoint: Schema.NullOr(WebhookEndpoint) })
export type WebhookEndpointAnswer = typeof WebhookEndpointAnswer.Type

/** The company a call names: as a query (GET, DELETE) and as a payload (POST). */
export const WebhookCompanyQuery = CompanyQuery
export type WebhookCompanyQuery = typeof WebhookCompanyQuery.Type
export const WebhookCompany = Schema.Struct(companyOwnerInput)
export type WebhookCompany = typeof WebhookCompany.Type

/** PUT /webhooks/endpoint: the address and the events; the rules are in ./webhookValidation.ts. */
export const WebhookEndpointSave = Schema.Struct({
  ...companyOwnerInput,
  url: FormText(webhookLimits.url),
  eventTypes: Schema.Array(WebhookEventType)
})
export type WebhookEndpointSave = typeof WebhookEndpointSave.Type

/**
 * The endpoint after a save or a rotation, with the secret (whsec_ and base64) when one was made: on the
 * endpoint's creation and on every rotation; null when a save changed an existing endpoint. Shown once.
 */
export const WebhookEndpointSaved = Schema.Struct({ endpoint: WebhookEndpoint, secret: Schema.NullOr(Schema.String) })
export type WebhookEndpointSaved = typeof WebhookEndpointSaved.Type

/** GET /webhooks/deliveries: a company's deliveries, newest first, one page. */
export const WebhookDeliveriesQuery = Schema.Struct({
  ...CompanyQuery.fields,
  ...paging(webhookLimits.deliveriesPageSize)
})
export type WebhookDeliveriesQuery = typeof WebhookDeliveriesQuery.Type

/** One try of a delivery: when, and the receiver's HTTP status or why there was none (timeout, refused connection). */
export const WebhookAttempt = Schema.Struct({
  attemptedAt: IsoDateTime,
  httpStatus: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(Schema.String),
  durationMs: Schema.Int
})
export type WebhookAttempt = typeof WebhookAttempt.Type

/** pending: a try is due (nextAttempt); succeeded: a try answered 2xx; failed: no 2xx within 24 hours, no more tries. */
export const WebhookDeliveryStatus = Schema.Literals(["pending", "succeeded", "failed"])
export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus.Type

export const WebhookDelivery = Schema.Struct({
  /** The webhook-id header of every try of this delivery (msg_...): a receiver drops a second one it has seen. */
  id: Schema.String,
  eventType: DeliveredEventType,
  url: Schema.String,
  created: IsoDateTime,
  status: WebhookDeliveryStatus,
  /** When the next try is due; null once succeeded or failed. */
  nextAttempt: Schema.NullOr(IsoDateTime),
  /** Every try so far, oldest first. */
  attempts: Schema.Array(WebhookAttempt)
})
export type WebhookDelivery = typeof WebhookDelivery.Type

export const WebhookDeliveriesResult = PagedResult(WebhookDelivery)
export type WebhookDeliveriesResult = typeof WebhookDeliveriesResult.Type

/** report.corrected's data: a report the company pulled was corrected, as its 90-day row says. */
export const ReportCorrectedData = Schema.Struct({
  ninetyDaysDataCorrectionId: Schema.Int,
  reportId: Schema.Int,
  ...companyOwner,
  driverLicenceNumber: Schema.String,
  jurisdictionCode: Schema.String,
  reportDate: IsoDateTime,
  /** When the correction was made. */
  correctionDate: IsoDateTime,
  /** The corrected fields, as the 90-day row names them. */
  changes: Schema.Array(NamedRef)
})

/** sdcFile.completed's data: an SDC file of the company was accepted or rejected. */
export const SdcFileCompletedData = Schema.Struct({
  fileId: Schema.Int,
  fileName: Schema.String,
  ...companyOwner,
  /** accepted or rejected. */
  status: Schema.String,
  rows: Schema.Int,
  errorCount: Schema.Int,
  completedDate: IsoDateTime
})

/** webhook.test's data. */
export const WebhookTestData = Schema.Struct({ ...companyOwner, message: Schema.String })

/** The body of every delivery: the event type, when it happened, and its data. */
export const WebhookEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("report.corrected"), timestamp: IsoDateTime, data: ReportCorrectedData }),
  Schema.Struct({ type: Schema.Literal("sdcFile.completed"), timestamp: IsoDateTime, data: SdcFileCompletedData }),
  Schema.Struct({ type: Schema.Literal(webhookTestEventType), timestamp: IsoDateTime, data: WebhookTestData })
])
export type WebhookEvent = typeof WebhookEvent.Type

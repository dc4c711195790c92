import type { Context } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound } from "../errors"
import { FunctionId } from "../functions"
import { recentAuthenticationRule } from "../users/reauthentication"
import {
  WebhookCompany,
  WebhookCompanyQuery,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResult,
  WebhookDelivery,
  WebhookEndpointAnswer,
  WebhookEndpointSave,
  WebhookEndpointSaved,
  webhookLimits
} from "./webhookSchemas"

const administrators = access.companyFunctions(FunctionId.companyAdministration)
const administratorsAndSystems = access.machineClients.companyFunctions(FunctionId.companyAdministration)

const scope =
  "organizationId and reportingCompanyId name the company (reportingCompanyId absent or null for an organization without separate companies); the caller manages only the companies they hold companyAdministration for (bureau administrators hold it for every company)."
const companyRefused =
  "400 ERROR_400_INVALID_REQUEST with issues when a carrier's company is missing (reportingCompanyId required) or is not of the organization (unknownValue); 403 COMPANIES_NOT_ALLOWED for a company the caller does not hold companyAdministration for."
const noEndpoint = "404 when the company has no endpoint."
const signing =
  "Each delivery is a POST of JSON {type, timestamp, data} with the headers webhook-id, webhook-timestamp (Unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the base64 part of the secret after whsec_>), in the manner of the Standard Webhooks specification (docs/api.md, Corrections pushed)."
const secretOnce =
  "The secret (whsec_ followed by base64) is in this answer only: the portal keeps it encrypted with its server key, to sign with, and never answers it again (secretHint shows its last four characters)."

/** An operation on one company's endpoint or log: its rules, then whom it serves and for which companies, then its errors. */
const onCompany = <I>(who: Context.Context<I>, summary: string, rules: string, errors: ReadonlyArray<string>) =>
  operation(who, { summary, description: `${rules} ${scope} Errors: ${errors.join(" ")}` })

/** Corrections pushed (issue 36 point 4): a company's endpoint for events and the log of their deliveries. */
export const WebhooksGroup = authorizedGroup(
  "webhooks",
  "Corrections pushed: a company's https endpoint that the portal POSTs signed events to (report.corrected when a report the company pulled gets a 90-day row, sdcFile.completed when one of its SDC files is accepted or rejected), retried with backoff for 24 hours, and the log of the deliveries.",
  HttpApiEndpoint.get("getEndpoint", "/webhooks/endpoint", {
    query: WebhookCompanyQuery,
    success: WebhookEndpointAnswer,
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    onCompany(
      administrators,
      "Read a company's endpoint for events",
      "The company's endpoint: its address, the events it is sent and the last four characters of its secret; endpoint is null when the company has none.",
      [companyRefused]
    )
  ),
  HttpApiEndpoint.put("setEndpoint", "/webhooks/endpoint", {
    payload: WebhookEndpointSave,
    success: WebhookEndpointSaved,
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    onCompany(
      administrators,
      "Set a company's endpoint for events",
      `Sets the company's one endpoint: url (an absolute https address of at most ${webhookLimits.url} characters, without user name, password or fragment; http and this machine's or a private network's address only on a server running for development or tests, WEBHOOK_ALLOW_LOCAL_URLS) and eventTypes (one or more of report.corrected and sdcFile.completed). The first save makes the endpoint and its secret, answered in secret; a later save changes the address and the events, keeps the secret and answers secret null. Deliveries already queued go to the address they were made for. ${secretOnce} ${signing}`,
      [
        "400 ERROR_400_INVALID_REQUEST with issues: url (required, tooLong, invalidUrl, httpsRequired, localAddress), eventTypes (required) (src/api/settings/webhookValidation.ts);",
        companyRefused,
        recentAuthenticationRule
      ]
    )
  ),
  HttpApiEndpoint.post("rotateSecret", "/webhooks/endpoint/secret", {
    payload: WebhookCompany,
    success: WebhookEndpointSaved,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    onCompany(
      administrators,
      "Replace the secret of a company's endpoint",
      `Makes a new secret for the company's endpoint and answers it: every try from now on, queued deliveries included, is signed with it; the previous secret signs nothing more. ${secretOnce}`,
      [companyRefused, noEndpoint, recentAuthenticationRule]
    )
  ),
  HttpApiEndpoint.delete("deleteEndpoint", "/webhooks/endpoint", {
    query: WebhookCompanyQuery,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    onCompany(
      administrators,
      "Delete a company's endpoint for events",
      "Deletes the company's endpoint and its secret: no event is queued for the company from now on, and the deliveries still pending are dropped (their tries stay in the log as failed).",
      [companyRefused, noEndpoint, recentAuthenticationRule]
    )
  ),
  HttpApiEndpoint.post("sendTestEvent", "/webhooks/endpoint/test", {
    payload: WebhookCompany,
    success: WebhookDelivery.annotate({ httpApiStatus: 202 }),
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    onCompany(
      administrators,
      "Send a test event to a company's endpoint",
      "Queues a webhook.test event for the company's endpoint, whatever events it is sent, and answers the delivery as queued (202); it is tried at once and retried like any other, and the log shows its tries.",
      [companyRefused, noEndpoint]
    )
  ),
  HttpApiEndpoint.get("deliveries", "/webhooks/deliveries", {
    query: WebhookDeliveriesQuery,
    success: WebhookDeliveriesResult,
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    onCompany(
      administratorsAndSystems,
      "Read the log of a company's deliveries",
      `The company's deliveries, newest first, with pageNumber (1-based) and pageSize (1 to ${webhookLimits.deliveriesPageSize}; 20 when absent): each delivery's id (its webhook-id header), event type, address, when it was made, its status (pending, succeeded, failed after ${webhookLimits.retryHours} hours without a 2xx), when the next try is due, and every try with its time, HTTP status or error and duration. Deliveries are kept 30 days.`,
      [companyRefused]
    )
  )
)

import type { CatalogueIssue, SaveIssueCatalogue, webhookIssueCodes } from "../fieldIssues"
import { webhookLimits, type WebhookEventType } from "./webhookSchemas"

/**
 * The rules of a company's endpoint for events, one definition for the Settings form (each issue at its
 * field) and the server (any issue refuses the save with 400 and the same issues).
 */
export const webhookSaveIssues = {
  url: ["required", "tooLong", "invalidUrl", "httpsRequired", "localAddress"],
  eventTypes: ["required"]
} as const satisfies SaveIssueCatalogue

export type WebhookSaveIssue = CatalogueIssue<typeof webhookSaveIssues>
export type WebhookIssueCode = (typeof webhookIssueCodes)[number]

export interface WebhookForm {
  readonly url: string
  readonly eventTypes: ReadonlyArray<WebhookEventType>
}

/**
 * Whether addresses of this machine and of private networks are accepted, over http too: only a server
 * running for development or tests (WEBHOOK_ALLOW_LOCAL_URLS, docs/operations.md). The form passes true
 * (it cannot know the server's setting); the server refuses with its own.
 */
export interface WebhookUrlPolicy {
  readonly allowLocal: boolean
}

const loopbackOrPrivate = (host: string): boolean => {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase()
  if (name === "localhost" || name.endsWith(".localhost") || name === "::1" || name === "::" || name === "0.0.0.0") return true
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(name)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    )
  }
  return name.startsWith("fc") || name.startsWith("fd") || name.startsWith("fe80:")
}

/** The address's issue, if any: checked trimmed. */
const urlIssue = (value: string, policy: WebhookUrlPolicy): WebhookSaveIssue["code"] | null => {
  const text = value.trim()
  if (text === "") return "required"
  if (text.length > webhookLimits.url) return "tooLong"
  if (!URL.canParse(text)) return "invalidUrl"
  const url = new URL(text)
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username !== "" || url.password !== "" || url.hash !== "")
    return "invalidUrl"
  if (url.hostname === "") return "invalidUrl"
  const local = loopbackOrPrivate(url.hostname)
  if (local && !policy.allowLocal) return "localAddress"
  if (url.protocol === "http:" && !local) return "httpsRequired"
  if (url.protocol === "http:" && !policy.allowLocal) return "httpsRequired"
  return null
}

/** Every issue of the form: the address, and at least one event. */
export const webhookIssues = (form: WebhookForm, policy: WebhookUrlPolicy): ReadonlyArray<WebhookSaveIssue> => {
  const url = urlIssue(form.url, policy)
  return [
    ...(url === null ? [] : [{ field: "url", code: url } as const]),
    ...(form.eventTypes.length === 0 ? [{ field: "eventTypes", code: "required" } as const] : [])
  ]
}

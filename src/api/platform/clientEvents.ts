import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { access, operation } from "../access"
import { TooManyRequests } from "../errors"
import { Text } from "../fields"
import { apiGroup } from "../shared/apiGroup"

/** What a browser reports for the monitoring service (document 1 section 7): an error, or a page's load time. */
export const ClientEvent = Schema.Struct({
  kind: Schema.Literals(["error", "pageLoad"]),
  /** The route the app was on. */
  page: Text(200),
  message: Schema.optional(Text(1000)),
  durationMs: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 600_000 })))
})
export type ClientEvent = typeof ClientEvent.Type

/** Reported before sign-in as well, so it is public; it only counts and logs, so many a minute per client address. */
export const MonitoringGroup = apiGroup(
  "monitoring",
  "What browsers report to the portal's monitoring (document 1 section 7).",
  HttpApiEndpoint.post("reportClientEvent", "/clientEvents", { payload: ClientEvent, error: TooManyRequests }).annotateMerge(
    operation(access.public, {
      summary: "Report a browser error or a page's load time",
      description:
        "kind error: the error is counted (portal_browser_errors_total) and logged as a warning with its page and message, its repeats within a minute as one summary line. kind pageLoad: durationMs (0 to 600000) goes to the page load histogram (portal_browser_page_load_seconds). Answers 204 without a body. Errors: 429 TooManyRequests, with Retry-After in seconds, when one client address sends more than CLIENT_EVENTS_PER_MINUTE (120 unless configured) in a minute."
    })
  )
)

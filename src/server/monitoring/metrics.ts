import { Cause, Effect, Exit, Metric } from "effect"
import type { HttpServerResponse } from "effect/http"

/** A counter that only counts up (Prometheus's _total). */
const counter = (name: string, description: string) => Metric.counter(name, { description, incremental: true })

/** Seconds; a report with its PDF takes a second or two, a list a few milliseconds. */
const latencyBoundaries = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const requests = counter("portal_http_requests_total", "Api requests by operation and status")
const requestDuration = Metric.histogram("portal_http_request_duration_seconds", {
  description: "Api request latency by operation",
  boundaries: latencyBoundaries
})
export const serverErrors = counter("portal_http_server_errors_total", "Api answers with a 5xx status, by operation")
export const browserErrors = counter("portal_browser_errors_total", "Errors reported by browsers")
export const browserPageLoad = Metric.histogram("portal_browser_page_load_seconds", {
  description: "Page load times reported by browsers",
  boundaries: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 20]
})

/** Requests refused over a user's limit on reports or searches (ASVS 11.1.4), by limit and window. */
export const harvestRefusals = counter(
  "portal_harvest_refusals_total",
  "Reports and searches refused over a user's limit, by limit (reports, searches) and window (minute, day)"
)
/** Users meeting a limit: counted once per user and window, the unusual volume an alert watches. */
export const harvestLimitsMet = counter(
  "portal_harvest_limits_met_total",
  "Times a user met a limit on reports or searches (once per user and window), by limit and window"
)

export const mailSent = counter("portal_mail_sent_total", "Outbox mails handed to the SMTP server")
export const mailFailures = counter(
  "portal_mail_failures_total",
  "Failed attempts to send an outbox mail (each is retried later)"
)
export const mailLogged = counter("portal_mail_logged_total", "Outbox mails written to the log because SMTP_URL is not set")

export const pdfRendersInProgress = Metric.gauge("portal_pdf_renders_in_progress", {
  description: "PDF renders queued for or running in the worker pool"
})
const pdfRenderDuration = Metric.histogram("portal_pdf_render_duration_seconds", {
  description: "PDF render time, queue included, by kind of report",
  boundaries: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60]
})

/** The status a failure is answered with: the error's catalogue status, else 500. */
export const statusOfFailure = (cause: Cause.Cause<unknown>): number => {
  const error = Cause.findErrorOption(cause)
  if (error._tag === "None") return 500
  const status = (
    error.value as { readonly constructor?: { readonly ast?: { readonly annotations?: { httpApiStatus?: number } } } }
  ).constructor?.ast?.annotations?.httpApiStatus
  return typeof status === "number" ? status : 500
}

/** Counts and times one api operation, named as the contract names it (group.endpoint). */
export const observeOperation = <E, R>(
  operation: string,
  effect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
  Effect.suspend(() => {
    const started = performance.now()
    return Effect.onExit(effect, (exit) => {
      const status = Exit.isSuccess(exit) ? exit.value.status : statusOfFailure(exit.cause)
      const attributes = { operation, status: String(status) }
      return Effect.all(
        [
          Metric.update(Metric.withAttributes(requests, attributes), 1),
          Metric.update(Metric.withAttributes(requestDuration, { operation }), (performance.now() - started) / 1000),
          status >= 500 ? Metric.update(Metric.withAttributes(serverErrors, { operation }), 1) : Effect.void
        ],
        { discard: true }
      )
    })
  })

let rendersInProgress = 0

/** Measures one PDF render: the queue's depth while it waits and runs, and how long it took. */
export const observePdfRender = <A, E, R>(kind: string, render: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const started = performance.now()
    return Metric.update(pdfRendersInProgress, ++rendersInProgress).pipe(
      Effect.andThen(render),
      Effect.ensuring(
        Effect.suspend(() =>
          Effect.all(
            [
              Metric.update(pdfRendersInProgress, --rendersInProgress),
              Metric.update(Metric.withAttributes(pdfRenderDuration, { kind }), (performance.now() - started) / 1000)
            ],
            { discard: true }
          )
        )
      )
    )
  })

/** Reads meant for the read replica that the primary served because the replica did not answer. */
export const readReplicaFallbacks = counter(
  "portal_read_replica_fallbacks_total",
  "Reads meant for the read replica (READ_DATABASE_URL) served by the primary because the replica did not answer"
)

import { Effect, Layer, Redacted, References } from "effect"
import { FetchHttpClient, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Otlp, PrometheusMetrics } from "effect/observability"
import { timingSafeEqual } from "node:crypto"
import type { PortalConfigShape } from "../config"
import { applicationVersion } from "../version"

/**
 * Traces, metrics and logs sent to an OpenTelemetry collector when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * Without it no span is made: nothing would read them, and each request's and statement's spans cost
 * the server's one thread time on every call.
 */
export const layerOtlp = (config: PortalConfigShape) =>
  config.otlpEndpoint === undefined
    ? Layer.succeed(References.TracerEnabled)(false)
    : Otlp.layerJson({
        baseUrl: config.otlpEndpoint,
        resource: { serviceName: config.otlpServiceName, serviceVersion: applicationVersion },
        metricsExportInterval: config.otlpExportIntervalMs,
        tracerExportInterval: config.otlpExportIntervalMs,
        loggerExportInterval: config.otlpExportIntervalMs
      }).pipe(Layer.provide(FetchHttpClient.layer))

const sameSecret = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format: behind METRICS_TOKEN as a bearer token when it is set,
 * open outside production without it, not served in production without it.
 */
export const layerMetricsRoute = (config: PortalConfigShape) =>
  config.metricsToken === undefined && config.production
    ? Layer.empty
    : HttpRouter.add("GET", "/metrics", (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const token = config.metricsToken
          const given = (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "")
          if (token !== undefined && !sameSecret(given, Redacted.value(token))) {
            return HttpServerResponse.empty({ status: 401, headers: { "www-authenticate": "Bearer" } })
          }
          return HttpServerResponse.text(yield* PrometheusMetrics.format(), {
            contentType: "text/plain; version=0.0.4; charset=utf-8"
          })
        })
      )

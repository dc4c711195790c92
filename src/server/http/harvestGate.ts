import { Effect, Metric } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { RateLimiterPostgres, type RateLimiterRes } from "rate-limiter-flexible"
import { TooManyRequests } from "../../api/errors"
import { harvestKindOf, type HarvestKind } from "../../api/harvestLimit"
import type { Caller } from "../../api/security"
import { PortalConfig } from "../config"
import { harvestCodesOf } from "../db/shared/harvestCodes"
import { rateLimitStore } from "../db/shared/rateLimitStore"
import { onDatabase } from "../db/shared/onDatabase"
import { harvestVerdict, limitsFor, type WindowCount } from "../domain/harvest/harvestLimits"
import { harvestLimitsMet, harvestRefusals } from "../monitoring/metrics"
import { securityEvent } from "../monitoring/securityEvents"

/** Counts only; each user's own limit is applied to the count (limitsFor), so one limiter serves every company. */
const uncapped = 2 ** 31 - 1

/**
 * The limits on harvesting (ASVS 11.1.4, 13.2.4): each report or search an endpoint declares
 * (src/api/harvestLimit.ts) is counted per user, per minute and per day, in the sign-in limiter's
 * table so that every instance shares the counts. Past a limit: 429 with Retry-After, before the
 * handler runs, so nothing is done.
 */
export const makeHarvestGate = Effect.gen(function* () {
  const settings = (yield* PortalConfig).harvestLimits
  const store = yield* rateLimitStore
  const run = yield* onDatabase
  const counter = (keyPrefix: string, duration: number) =>
    new RateLimiterPostgres({ ...store, keyPrefix, points: uncapped, duration, clearExpiredByTimeout: false })
  const counters = {
    reports: { minute: counter("harvestReportsMinute", 60), day: counter("harvestReportsDay", 86_400) },
    searches: { minute: counter("harvestSearchesMinute", 60), day: counter("harvestSearchesDay", 86_400) }
  }
  const count = (limiter: RateLimiterPostgres, key: string) =>
    Effect.tryPromise(() => limiter.consume(key)).pipe(
      Effect.orDie,
      Effect.map((res: RateLimiterRes): WindowCount => ({ made: res.consumedPoints, msBeforeReset: res.msBeforeNext }))
    )

  const refuse = (kind: HarvestKind, retryAfterSeconds: number) =>
    HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfterSeconds)))
    ).pipe(Effect.andThen(Effect.fail(new TooManyRequests({ limit: kind, retryAfterSeconds }))))

  return (endpoint: HttpApiEndpoint.Top, user: Caller) =>
    Effect.gen(function* () {
      const kind = harvestKindOf(endpoint.annotations)
      if (kind === undefined) return
      const limits = limitsFor(settings, yield* run(harvestCodesOf(user)))
      const key = String(user.id)
      const minute = yield* count(counters[kind].minute, key)
      // A request refused by the minute does not count towards the day.
      const day =
        minute.made > (kind === "reports" ? limits.reportsPerMinute : limits.searchesPerMinute)
          ? undefined
          : yield* count(counters[kind].day, key)
      const verdict = harvestVerdict(kind, limits, minute, day)
      if (verdict._tag === "Open") return
      const attributes = { limit: kind, window: verdict.window }
      yield* Metric.update(Metric.withAttributes(harvestRefusals, attributes), 1)
      if (verdict.firstInWindow) {
        yield* Metric.update(Metric.withAttributes(harvestLimitsMet, attributes), 1)
        yield* securityEvent({
          event: "harvestLimit",
          outcome: "failure",
          action: `${kind}Per${verdict.window === "minute" ? "Minute" : "Day"}`,
          reason: "limitMet",
          target: {
            operation: endpoint.identifier,
            organizationId: user.organizationId,
            reportingCompanyId: user.reportingCompanyId
          }
        })
      }
      return yield* refuse(kind, verdict.retryAfterSeconds)
    })
})

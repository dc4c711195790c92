import { Effect, Metric } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { TooManyRequests } from "../../api/errors"
import { harvestKindOf, type HarvestKind } from "../../api/harvestLimit"
import type { Caller } from "../../api/security"
import { PortalConfig } from "../config"
import { harvestCodesOf } from "../db/shared/harvestCodes"
import { countHarvest, type CountedWindow } from "../db/shared/harvestCounts"
import { onDatabase } from "../db/shared/onDatabase"
import { harvestVerdict, limitsFor, type WindowCount } from "../domain/harvest/harvestLimits"
import { harvestLimitsMet, harvestRefusals } from "../monitoring/metrics"
import { securityEvent } from "../monitoring/securityEvents"

/** The per-user counters of each kind, as the limiters' table names them. */
const counters = {
  reports: { minute: "harvestReportsMinute", day: "harvestReportsDay" },
  searches: { minute: "harvestSearchesMinute", day: "harvestSearchesDay" }
} as const

/**
 * The limits on harvesting (ASVS 11.1.4, 13.2.4): each report or search an endpoint declares
 * (src/api/harvestLimit.ts) is counted per user, per minute and per day, in the sign-in limiter's
 * table so that every instance shares the counts; both windows in one statement. Past a limit: 429
 * with Retry-After, before the handler runs, so nothing is done.
 */
export const makeHarvestGate = Effect.gen(function* () {
  const settings = (yield* PortalConfig).harvestLimits
  const run = yield* onDatabase
  const toWindowCount = (counted: CountedWindow): WindowCount => ({
    made: counted.points,
    msBeforeReset: Math.max(counted.expire - Date.now(), 0)
  })

  const refuse = (kind: HarvestKind, retryAfterSeconds: number) =>
    HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfterSeconds)))
    ).pipe(Effect.andThen(Effect.fail(new TooManyRequests({ limit: kind, retryAfterSeconds }))))

  return (endpoint: HttpApiEndpoint.Top, user: Caller) =>
    Effect.gen(function* () {
      const kind = harvestKindOf(endpoint.annotations)
      if (kind === undefined) return
      // The codes come with the caller's profile; read here only for a caller loaded without them.
      const limits = limitsFor(settings, user.harvestCodes ?? (yield* run(harvestCodesOf(user))))
      // A request refused by the minute does not count towards the day.
      const counted = yield* run(
        countHarvest(
          { key: `${counters[kind].minute}:${user.id}`, durationMs: 60_000 },
          { key: `${counters[kind].day}:${user.id}`, durationMs: 86_400_000 },
          kind === "reports" ? limits.reportsPerMinute : limits.searchesPerMinute
        )
      )
      const minute = toWindowCount(counted.minute)
      const day = counted.day === undefined ? undefined : toWindowCount(counted.day)
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

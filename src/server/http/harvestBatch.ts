import { Effect, Metric } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { TooManyRequests } from "../../api/errors"
import type { HarvestKind } from "../../api/harvestLimit"
import type { Caller } from "../../api/security"
import { PortalConfig } from "../config"
import { harvestCodesOf } from "../db/shared/harvestCodes"
import { reserveHarvest } from "../db/shared/harvestReservation"
import { harvestQuota, limitsFor, quotaCovers, rateLimitHeaders, type HarvestQuota } from "../domain/harvest/harvestLimits"
import { harvestLimitsMet, harvestRefusals } from "../monitoring/metrics"
import { securityEvent } from "../monitoring/securityEvents"
import { harvestWindowsOf } from "./harvestGate"

/** The window `count` calls do not fit in: the minute first, as it starts again sooner. */
const shortWindow = (quota: HarvestQuota, count: number) => (count > quota.minute.remaining ? "minute" : "day")

/**
 * Counts `count` calls of `kind` at once against the caller's limits, for an operation (`operation`,
 * its identifier) that makes several, before any is made: in both windows when the room left in each
 * covers them all, else nothing, and the call is refused whole with 429, Retry-After and the limit met
 * (the security event and metrics a single refusal leaves). The answer carries the RateLimit-* headers
 * of where the caller stands, after the count or without it.
 */
export const reserveHarvestCalls = (user: Caller, kind: HarvestKind, count: number, operation: string) =>
  Effect.gen(function* () {
    const limits = limitsFor((yield* PortalConfig).harvestLimits, user.harvestCodes ?? (yield* harvestCodesOf(user)))
    const windows = harvestWindowsOf(user.id, kind)
    const standing = yield* reserveHarvest(windows.minute, windows.day, count, (minute, day) =>
      quotaCovers(harvestQuota(kind, limits, minute, day), count)
    )
    const before = harvestQuota(kind, limits, standing.minute, standing.day)
    const counted = (made: number, window: HarvestQuota["minute"]) => ({ made, msBeforeReset: window.resetSeconds * 1000 })
    const quota = standing.counted
      ? harvestQuota(
          kind,
          limits,
          counted(standing.minute.made + count, before.minute),
          counted(standing.day.made + count, before.day)
        )
      : before
    yield* HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeaders(response, rateLimitHeaders(quota)))
    )
    if (standing.counted) return
    const window = shortWindow(before, count)
    const retryAfterSeconds = before[window].resetSeconds
    const attributes = { limit: kind, window }
    yield* Metric.update(Metric.withAttributes(harvestRefusals, attributes), 1)
    // Told once a window: when these calls are the first its window cannot take.
    if (before[window].remaining > 0) {
      yield* Metric.update(Metric.withAttributes(harvestLimitsMet, attributes), 1)
      yield* securityEvent({
        event: "harvestLimit",
        outcome: "failure",
        action: `${kind}Per${window === "minute" ? "Minute" : "Day"}`,
        reason: "limitMet",
        target: {
          operation,
          organizationId: user.organizationId,
          reportingCompanyId: user.reportingCompanyId
        }
      })
    }
    yield* HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfterSeconds)))
    )
    return yield* new TooManyRequests({ limit: kind, retryAfterSeconds })
  })

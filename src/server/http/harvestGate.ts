import { Effect, Metric } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { TooManyRequests } from "../../api/errors"
import { harvestKindOf, type HarvestKind } from "../../api/harvestLimit"
import type { Caller } from "../../api/security"
import { PortalConfig } from "../config"
import type { HarvestLimitSettings } from "../harvestLimitSettings"
import { harvestCodesOf } from "../db/shared/harvestCodes"
import {
  countHarvest,
  readHarvestCounts,
  uncountHarvest,
  type CountedWindow,
  type HarvestCount
} from "../db/shared/harvestCounts"
import { onDatabase } from "../db/shared/onDatabase"
import type { ProfileHarvestCount } from "../db/users"
import {
  harvestQuota,
  harvestVerdict,
  limitsFor,
  perMinuteOf,
  perMinuteTable,
  rateLimitHeaders,
  type HarvestQuota,
  type WindowCount
} from "../domain/harvest/harvestLimits"
import { harvestLimitsMet, harvestRefusals } from "../monitoring/metrics"
import { securityEvent } from "../monitoring/securityEvents"

/** The per-user windows of each kind: their counters' key prefixes in the limiters' table, and their lengths. */
const windows = {
  reports: {
    minute: { keyPrefix: "harvestReportsMinute:", durationMs: 60_000 },
    day: { keyPrefix: "harvestReportsDay:", durationMs: 86_400_000 }
  },
  searches: {
    minute: { keyPrefix: "harvestSearchesMinute:", durationMs: 60_000 },
    day: { keyPrefix: "harvestSearchesDay:", durationMs: 86_400_000 }
  }
} as const

/** One user's counter in a window. */
const userWindow = (window: { readonly keyPrefix: string; readonly durationMs: number }, userId: number) => ({
  key: `${window.keyPrefix}${userId}`,
  durationMs: window.durationMs
})

/** A user's two counters of a kind, as the gate counts them: for a call that counts several at once. */
export const harvestWindowsOf = (userId: number, kind: HarvestKind) => ({
  minute: userWindow(windows[kind].minute, userId),
  day: userWindow(windows[kind].day, userId)
})

const toWindowCount = (counted: CountedWindow): WindowCount => ({
  made: counted.points,
  msBeforeReset: Math.max(counted.expire - Date.now(), 0)
})

/** The account a quota is read for: its id, and what its limits are configured by. */
export interface QuotaHolder {
  readonly id: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly harvestCodes?: ReadonlyArray<string> | undefined
}

/**
 * Where `user` stands on `kind` now, in both windows, without counting anything: what a caller checks
 * before starting work that will make several counted calls (quotaCovers), and what the account's
 * description shows. A database failure is a defect.
 */
export const harvestQuotaOf = (user: QuotaHolder, kind: HarvestKind) =>
  Effect.gen(function* () {
    const settings = (yield* PortalConfig).harvestLimits
    const run = yield* onDatabase
    const limits = limitsFor(settings, user.harvestCodes ?? (yield* run(harvestCodesOf(user))))
    const counts = yield* run(
      readHarvestCounts(userWindow(windows[kind].minute, user.id), userWindow(windows[kind].day, user.id))
    )
    const countOf = (counted: CountedWindow | undefined) => (counted === undefined ? undefined : toWindowCount(counted))
    return harvestQuota(kind, limits, countOf(counts.minute), countOf(counts.day))
  })

/** Sets the quota's RateLimit-* headers on the answer, success or refusal. */
const answerQuota = (quota: HarvestQuota) =>
  HttpEffect.appendPreResponseHandler((_, response) =>
    Effect.succeed(HttpServerResponse.setHeaders(response, rateLimitHeaders(quota)))
  )

/**
 * The count the statement that loads a caller makes of a `kind` call, for an endpoint whose access asks
 * one of `functionIds`: the windows, and the per-minute table made once (every counted call hands the
 * database the same table).
 */
export const profileHarvestCounts = (settings: HarvestLimitSettings) => {
  const perMinuteJson = (kind: HarvestKind) => {
    const { codes, byCodes } = perMinuteTable(settings, kind)
    return { codes, byCodesJson: JSON.stringify(byCodes) }
  }
  const perMinute = { reports: perMinuteJson("reports"), searches: perMinuteJson("searches") }
  return (kind: HarvestKind, functionIds: ReadonlyArray<number>): ProfileHarvestCount => ({
    ...windows[kind],
    functionIds,
    perMinute: perMinute[kind]
  })
}

/**
 * The limits on harvesting (ASVS 11.1.4, 13.2.4): each report or search an endpoint declares
 * (src/api/harvestLimit.ts) is counted per user, per minute and per day, in the sign-in limiter's
 * table so that every instance shares the counts; both windows in one statement, the statement that
 * loads the caller's profile where it can. Past a limit: 429 with Retry-After, before the handler
 * runs, so nothing is done. Every counted call, answered or refused, carries RateLimit-Limit,
 * RateLimit-Remaining and RateLimit-Reset for the tighter of its windows.
 */
export const makeHarvestGate = Effect.gen(function* () {
  const settings = (yield* PortalConfig).harvestLimits
  const run = yield* onDatabase
  const profileCount = profileHarvestCounts(settings)

  const refuse = (kind: HarvestKind, retryAfterSeconds: number) =>
    HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(retryAfterSeconds)))
    ).pipe(Effect.andThen(Effect.fail(new TooManyRequests({ limit: kind, retryAfterSeconds }))))

  /**
   * The count to make with the caller's profile, in the same statement, for an endpoint that counts
   * and whose access asks only one of `functionIds` (the database checks that much with the profile).
   */
  const countWithProfile = (
    endpoint: HttpApiEndpoint.Top,
    functionIds: ReadonlyArray<number> | undefined
  ): ProfileHarvestCount | undefined => {
    const kind = harvestKindOf(endpoint.annotations)
    if (kind === undefined || functionIds === undefined) return undefined
    return profileCount(kind, functionIds)
  }

  /** The gate itself, once the account and access checks have passed: `counted` when made with the profile, else counted here. */
  const gate = (endpoint: HttpApiEndpoint.Top, user: Caller, counted: HarvestCount | undefined) =>
    Effect.gen(function* () {
      const kind = harvestKindOf(endpoint.annotations)
      if (kind === undefined) return
      // The codes come with the caller's profile; read here only for a caller loaded without them.
      const limits = limitsFor(settings, user.harvestCodes ?? (yield* run(harvestCodesOf(user))))
      // A request refused by the minute does not count towards the day.
      const count =
        counted ??
        (yield* run(
          countHarvest(
            userWindow(windows[kind].minute, user.id),
            userWindow(windows[kind].day, user.id),
            perMinuteOf(kind, limits)
          )
        ))
      const minute = toWindowCount(count.minute)
      const day = count.day === undefined ? undefined : toWindowCount(count.day)
      const verdict = harvestVerdict(kind, limits, minute, day)
      // Every counted call tells where the caller stands, in the tighter window (a minute refusal did not count the day).
      yield* answerQuota(harvestQuota(kind, limits, minute, day))
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

  return { countWithProfile, gate }
})

/** One more call remaining in the answer's RateLimit-Remaining, when the gate set it (never past the limit). */
const remainingGivenBack = HttpEffect.appendPreResponseHandler((_, response) => {
  const remaining = Number(response.headers["ratelimit-remaining"])
  const limit = Number(response.headers["ratelimit-limit"])
  return Effect.succeed(
    Number.isInteger(remaining) && Number.isInteger(limit)
      ? HttpServerResponse.setHeader(response, "ratelimit-remaining", String(Math.min(limit, remaining + 1)))
      : response
  )
})

/**
 * Gives back the count a call made on `kind` in both windows, when the call turned out to cost nothing:
 * a driver report answered again (docs/api.md, "The same report is not bought twice"). Both windows get
 * the call back, so the tighter one stays the tighter: its RateLimit-Remaining gets one more.
 */
export const giveBackHarvest = (userId: number, kind: HarvestKind) =>
  uncountHarvest([userWindow(windows[kind].minute, userId).key, userWindow(windows[kind].day, userId).key]).pipe(
    Effect.andThen(remainingGivenBack)
  )

import type { HarvestKind } from "../../../api/harvestLimit"
import { harvestLimitNames, type HarvestLimits, type HarvestLimitSettings } from "../../harvestLimitSettings"

/**
 * The limits of a user: their company's configured ones, else their organization's, else the
 * defaults, limit by limit. `codes` lists the user's company code first, then their organization's.
 */
export const limitsFor = (settings: HarvestLimitSettings, codes: ReadonlyArray<string>): HarvestLimits => {
  const configured = codes.map((code) => settings.byCode.get(code.toUpperCase())).filter((limits) => limits !== undefined)
  const pick = (name: keyof HarvestLimits) =>
    configured.find((limits) => limits[name] !== undefined)?.[name] ?? settings.defaults[name]
  return Object.fromEntries(harvestLimitNames.map((name) => [name, pick(name)])) as unknown as HarvestLimits
}

/** The per-minute limit on `kind` among a user's limits. */
export const perMinuteOf = (kind: HarvestKind, limits: HarvestLimits) =>
  kind === "reports" ? limits.reportsPerMinute : limits.searchesPerMinute

/**
 * The per-minute limit on `kind` of every user, as a table the database can read while it counts a
 * request with the user's profile, without knowing the rule: by the user's company code, then their
 * organization's, each one of `codes` or "" for any other code or none. Every entry is limitsFor's;
 * `codes` keeps only the configured codes that change some entry, so the table stays small.
 */
export interface PerMinuteTable {
  readonly codes: ReadonlyArray<string>
  readonly byCodes: Readonly<Record<string, Readonly<Record<string, number>>>>
}

export const perMinuteTable = (settings: HarvestLimitSettings, kind: HarvestKind): PerMinuteTable => {
  const perMinute = (company: string, organization: string) =>
    perMinuteOf(
      kind,
      limitsFor(
        settings,
        [company, organization].filter((code) => code !== "")
      )
    )
  const keys = ["", ...settings.byCode.keys()]
  // A code matters when putting "" in its place, as the company's or the organization's, changes a limit.
  const codes = keys.filter(
    (code) =>
      code !== "" &&
      keys.some((other) => perMinute(code, other) !== perMinute("", other) || perMinute(other, code) !== perMinute(other, ""))
  )
  const table = ["", ...codes]
  return {
    codes,
    byCodes: Object.fromEntries(
      table.map((company) => [
        company,
        Object.fromEntries(table.map((organization) => [organization, perMinute(company, organization)]))
      ])
    )
  }
}

/** One window's count after this request: how many were made in it, and when it ends. */
export interface WindowCount {
  readonly made: number
  readonly msBeforeReset: number
}

export type HarvestVerdict =
  | { readonly _tag: "Open" }
  | {
      readonly _tag: "Refused"
      readonly window: "minute" | "day"
      readonly retryAfterSeconds: number
      /** The first refusal of its window: the moment the volume became unusual, told once. */
      readonly firstInWindow: boolean
    }

/** Whether a request that made the counts `minute` and `day` of `kind` may go on. */
export const harvestVerdict = (
  kind: HarvestKind,
  limits: HarvestLimits,
  minute: WindowCount,
  day: WindowCount | undefined
): HarvestVerdict => {
  const refused = (window: "minute" | "day", count: WindowCount, limit: number): HarvestVerdict => ({
    _tag: "Refused",
    window,
    retryAfterSeconds: Math.max(1, Math.ceil(count.msBeforeReset / 1000)),
    firstInWindow: count.made === limit + 1
  })
  const perMinute = perMinuteOf(kind, limits)
  const perDay = kind === "reports" ? limits.reportsPerDay : limits.searchesPerDay
  if (minute.made > perMinute) return refused("minute", minute, perMinute)
  if (day !== undefined && day.made > perDay) return refused("day", day, perDay)
  return { _tag: "Open" }
}

/** Where a user stands in one window of a kind: its limit, what remains of it, and the seconds until it starts again. */
export interface QuotaWindow {
  readonly limit: number
  readonly remaining: number
  readonly resetSeconds: number
}

/** Where a user stands on one kind (reports or searches) in both windows. */
export interface HarvestQuota {
  readonly kind: HarvestKind
  readonly minute: QuotaWindow
  readonly day: QuotaWindow
}

/** The window lengths of every kind, in milliseconds. */
export const harvestWindowMs = { minute: 60_000, day: 86_400_000 } as const

/**
 * The quota of `kind` after the counts `minute` and `day` (undefined: nothing counted in that window
 * yet, or a window whose count has expired, so all of it remains and it starts with the next call).
 */
export const harvestQuota = (
  kind: HarvestKind,
  limits: HarvestLimits,
  minute: WindowCount | undefined,
  day: WindowCount | undefined
): HarvestQuota => {
  const window = (limit: number, count: WindowCount | undefined, lengthMs: number): QuotaWindow => ({
    limit,
    remaining: Math.max(0, limit - (count?.made ?? 0)),
    resetSeconds: Math.max(count === undefined ? 0 : 1, Math.ceil((count?.msBeforeReset ?? lengthMs) / 1000))
  })
  return {
    kind,
    minute: window(perMinuteOf(kind, limits), minute, harvestWindowMs.minute),
    day: window(kind === "reports" ? limits.reportsPerDay : limits.searchesPerDay, day, harvestWindowMs.day)
  }
}

/** The tighter of a quota's windows: the one with fewer remaining (the minute on a tie, as it resets sooner). */
export const tighterWindow = (quota: HarvestQuota): QuotaWindow =>
  quota.day.remaining < quota.minute.remaining ? quota.day : quota.minute

/** Whether `count` more calls of the quota's kind fit in both of its windows now. */
export const quotaCovers = (quota: HarvestQuota, count: number): boolean =>
  count <= quota.minute.remaining && count <= quota.day.remaining

/** The IETF httpapi ratelimit headers (draft fields) of a quota: its tighter window's limit, what remains, seconds to reset. */
export const rateLimitHeaders = (quota: HarvestQuota): Readonly<Record<string, string>> => {
  const window = tighterWindow(quota)
  return {
    "ratelimit-limit": String(window.limit),
    "ratelimit-remaining": String(window.remaining),
    "ratelimit-reset": String(window.resetSeconds)
  }
}

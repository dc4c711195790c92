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

import { readFileSync } from "node:fs"

/** How many reports and searches one user may make in a minute and in a day (ASVS 11.1.4, 13.2.4). */
export interface HarvestLimits {
  readonly reportsPerMinute: number
  readonly reportsPerDay: number
  readonly searchesPerMinute: number
  readonly searchesPerDay: number
}

/** The limits everyone has, and the ones bureau staff set for a company or organization, by its code. */
export interface HarvestLimitSettings {
  readonly defaults: HarvestLimits
  readonly byCode: ReadonlyMap<string, Partial<HarvestLimits>>
}

/** Well above a busy underwriter's day (a report every few seconds for hours); a script meets them at once. */
export const defaultHarvestLimits: HarvestLimits = {
  reportsPerMinute: 60,
  reportsPerDay: 2000,
  searchesPerMinute: 120,
  searchesPerDay: 5000
}

export const harvestLimitNames = Object.keys(defaultHarvestLimits) as ReadonlyArray<keyof HarvestLimits>

const codePattern = /^[A-Z0-9][A-Z0-9_-]{0,49}$/

const isLimit = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0

/**
 * The file HARVEST_LIMITS_FILE names: `{ "companies": { "<company or organization code>": { "reportsPerMinute": 200, ... } } }`.
 * Any problem, each named with its entry, stops the start.
 */
export const parseHarvestLimitsFile = (text: string): ReadonlyMap<string, Partial<HarvestLimits>> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error("HARVEST_LIMITS_FILE is not valid JSON")
  }
  const companies = (parsed as { companies?: unknown } | null)?.companies
  if (typeof companies !== "object" || companies === null || Array.isArray(companies))
    throw new Error('HARVEST_LIMITS_FILE must hold { "companies": { "<code>": { "reportsPerMinute": ... } } }')
  const problems: Array<string> = []
  const byCode = new Map<string, Partial<HarvestLimits>>()
  for (const [rawCode, rawLimits] of Object.entries(companies as Record<string, unknown>)) {
    const code = rawCode.trim().toUpperCase()
    const at = `HARVEST_LIMITS_FILE company ${JSON.stringify(rawCode)}`
    if (!codePattern.test(code)) problems.push(`${at}: not a company or organization code`)
    else if (byCode.has(code)) problems.push(`${at}: named twice`)
    if (typeof rawLimits !== "object" || rawLimits === null || Array.isArray(rawLimits)) {
      problems.push(`${at}: its limits must be an object`)
      continue
    }
    const limits: Partial<Record<keyof HarvestLimits, number>> = {}
    for (const [name, value] of Object.entries(rawLimits as Record<string, unknown>)) {
      if (!(harvestLimitNames as ReadonlyArray<string>).includes(name))
        problems.push(`${at}: ${name} is not one of ${harvestLimitNames.join(", ")}`)
      else if (!isLimit(value)) problems.push(`${at}: ${name} must be a positive integer`)
      else limits[name as keyof HarvestLimits] = value
    }
    byCode.set(code, limits)
  }
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return byCode
}

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!isLimit(parsed)) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return parsed
}

/** The defaults from HARVEST_REPORTS_PER_MINUTE and its siblings, each company's from HARVEST_LIMITS_FILE (docs/operations.md). */
export const readHarvestLimits = (env: NodeJS.ProcessEnv): HarvestLimitSettings => ({
  defaults: {
    reportsPerMinute: positiveInt(
      "HARVEST_REPORTS_PER_MINUTE",
      env.HARVEST_REPORTS_PER_MINUTE,
      defaultHarvestLimits.reportsPerMinute
    ),
    reportsPerDay: positiveInt("HARVEST_REPORTS_PER_DAY", env.HARVEST_REPORTS_PER_DAY, defaultHarvestLimits.reportsPerDay),
    searchesPerMinute: positiveInt(
      "HARVEST_SEARCHES_PER_MINUTE",
      env.HARVEST_SEARCHES_PER_MINUTE,
      defaultHarvestLimits.searchesPerMinute
    ),
    searchesPerDay: positiveInt("HARVEST_SEARCHES_PER_DAY", env.HARVEST_SEARCHES_PER_DAY, defaultHarvestLimits.searchesPerDay)
  },
  byCode: env.HARVEST_LIMITS_FILE ? parseHarvestLimitsFile(readFileSync(env.HARVEST_LIMITS_FILE, "utf8")) : new Map()
})

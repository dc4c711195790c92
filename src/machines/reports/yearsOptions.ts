import type { UserProfile } from "../../api/platform/schemas"

export interface YearsOption {
  /** Years of data; 0 is the maximum (as the report request names it). */
  readonly years: number
  readonly isDefault: boolean
}

/** The user's driver report options, in years, the maximum last; options of equal years (other companies) shown once. */
export const yearsOptions = (profile: UserProfile): ReadonlyArray<YearsOption> => {
  const seen = new Map<number, YearsOption>()
  for (const option of profile.userDriverReportOptions) {
    const years = option.driverReportOption.yearsOfData ?? 0
    const known = seen.get(years)
    seen.set(years, { years, isDefault: option.isDefault || (known?.isDefault ?? false) })
  }
  const order = (years: number) => (years === 0 ? Number.MAX_SAFE_INTEGER : years)
  return [...seen.values()].sort((a, b) => order(a.years) - order(b.years))
}

/** The option flagged default, else the first; null when the user has none. */
export const defaultYearsOption = (options: ReadonlyArray<YearsOption>): number | null =>
  (options.find((o) => o.isDefault) ?? options[0])?.years ?? null

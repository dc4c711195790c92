/** Years of data when the user has no driver report option at all (document 2 section 9: default 25). */
export const defaultYearsOfData = 25

/** A driver report option as a report request names it: years of data, 0 standing for the maximum the data holds. */
export const yearsOfDataOf = (option: number): number | null => (option === 0 ? null : option)

/** A user's option: the company record it points to (yearsOfData null is the maximum) and whether it is the default. */
export interface HeldReportOption {
  readonly driverReportOption: { readonly yearsOfData: number | null }
  readonly isDefault: boolean
}

/**
 * The years of data of a report: the option asked for (in years, 0 = maximum), which must be one of
 * the user's; without one, the user's default option (else their first, else 25).
 */
export const resolveYearsOfData = (
  requested: number | null,
  options: ReadonlyArray<HeldReportOption>
): { readonly yearsOfData: number | null } | { readonly error: string } => {
  if (requested !== null) {
    const years = yearsOfDataOf(requested)
    return options.some((o) => o.driverReportOption.yearsOfData === years)
      ? { yearsOfData: years }
      : { error: `Driver report option ${requested} is not one of the user's options` }
  }
  const chosen = options.find((o) => o.isDefault) ?? options[0]
  return { yearsOfData: chosen ? chosen.driverReportOption.yearsOfData : defaultYearsOfData }
}

/** Years of data when the user has no driver report option at all (document 2 section 9: default 25). */
export const defaultYearsOfData = 25

/** A driver report option: years of data, 0 standing for the maximum the data holds. */
export const yearsOfDataOf = (option: number): number | null => (option === 0 ? null : option)

/**
 * The years of data of a report: the option asked for, which must be one of the user's; without
 * one, the user's default option (else their first, else 25).
 */
export const resolveYearsOfData = (
  requested: number | null,
  options: ReadonlyArray<{ readonly driverReportOption: number; readonly isDefault: boolean }>
): { readonly yearsOfData: number | null } | { readonly error: string } => {
  if (requested !== null) {
    return options.some((o) => o.driverReportOption === requested)
      ? { yearsOfData: yearsOfDataOf(requested) }
      : { error: `Driver report option ${requested} is not one of the user's options` }
  }
  const chosen = options.find((o) => o.isDefault) ?? options[0]
  return { yearsOfData: chosen ? yearsOfDataOf(chosen.driverReportOption) : defaultYearsOfData }
}

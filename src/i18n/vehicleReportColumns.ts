import type { TranslationFunctions } from "./i18n-types"

/** The vehicle report's policy table headings, in column order: the same on screen and in the PDF. */
export const policyColumnLabels = (t: TranslationFunctions["vehicleReport"]): ReadonlyArray<string> => [
  t.coveragePeriod(),
  t.insurer(),
  t.policyNumber(),
  t.status(),
  t.vehicleUse(),
  t.typeOfUse(),
  t.businessUse(),
  t.commutingDistance(),
  t.annualDistance()
]

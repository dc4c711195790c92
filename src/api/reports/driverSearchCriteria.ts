import type { DriverSearchPayload } from "./schemas"

/**
 * The driver search rule of document 3 sections 4 and 5, one definition for the browser's form and
 * the server: the browser shows each issue as a field message, the server refuses the search with 400.
 */
export type DriverSearchIssueCode =
  | "criteriaRequired"
  | "yearOfBirthMin"
  | "yearOfBirthFuture"
  | "policyNumberRequired"
  | "policyCompanyRequired"
  | "claimNumberRequired"
  | "claimCompanyRequired"

export type DriverSearchCriterion = Exclude<keyof DriverSearchPayload, "comment" | "driverReportOption">

export interface DriverSearchIssue {
  readonly field: DriverSearchCriterion
  readonly code: DriverSearchIssueCode
}

export const yearOfBirthMinimum = 1900

/**
 * The criteria that identify a driver. The year of birth and the jurisdiction only narrow a
 * search: either alone, or both together, would list drivers by the thousand, so they are not
 * enough on their own (docs/decisions.md).
 */
export const identifyingCriteria = [
  "driverLicenceNumber",
  "fullName",
  "fullAddress",
  "vehicleIdentificationNumber",
  "policyNumber",
  "claimNumber"
] as const satisfies ReadonlyArray<DriverSearchCriterion>

const given = (value: string | null | undefined): boolean => (value ?? "").trim() !== ""

/** A licence number is compared on its letters and digits alone: dashes and spaces alone are no licence. */
const identifies = (field: (typeof identifyingCriteria)[number], value: string | null | undefined): boolean =>
  field === "driverLicenceNumber" ? /[A-Za-z0-9]/.test(value ?? "") : given(value)

/** Every issue of a search; none means the search may run. `currentYear` is the year in the user's zone. */
export const driverSearchIssues = (payload: DriverSearchPayload, currentYear: number): ReadonlyArray<DriverSearchIssue> => {
  const issues: Array<DriverSearchIssue> = []
  const issue = (field: DriverSearchCriterion, code: DriverSearchIssueCode) => issues.push({ field, code })

  if (!identifyingCriteria.some((field) => identifies(field, payload[field]))) issue("driverLicenceNumber", "criteriaRequired")

  const year = payload.yearOfBirth ?? null
  if (year !== null && year < yearOfBirthMinimum) issue("yearOfBirth", "yearOfBirthMin")
  else if (year !== null && year > currentYear) issue("yearOfBirth", "yearOfBirthFuture")

  if (given(payload.policyReportingCompanyCode) && !given(payload.policyNumber)) issue("policyNumber", "policyNumberRequired")
  if (given(payload.policyNumber) && !given(payload.policyReportingCompanyCode))
    issue("policyReportingCompanyCode", "policyCompanyRequired")
  if (given(payload.claimReportingCompanyCode) && !given(payload.claimNumber)) issue("claimNumber", "claimNumberRequired")
  if (given(payload.claimNumber) && !given(payload.claimReportingCompanyCode))
    issue("claimReportingCompanyCode", "claimCompanyRequired")
  return issues
}

import type { driverSearchIssueCodes, SaveIssueCatalogue } from "../fieldIssues"
import type { DriverSearchPayload } from "./schemas"

/**
 * The driver search rule of document 3 sections 4 and 5, one definition for the browser's form and
 * the server: the browser shows each issue as a field message, the server refuses the search with 400.
 */
export type DriverSearchIssueCode = (typeof driverSearchIssueCodes)[number]

export type DriverSearchCriterion = Exclude<keyof DriverSearchPayload, "comment" | "driverReportOption">

export interface DriverSearchIssue {
  readonly field: DriverSearchCriterion
  readonly code: DriverSearchIssueCode
}

export const yearOfBirthMinimum = 1900

/**
 * Every field issue a search can be refused with, by payload field (document 3 section 5): the rule of
 * this file, then what only the data can tell (src/server/http/reports/driverSearch.ts, typed by it): a
 * jurisdiction or an insurer the portal does not hold. The search form shows each at the field it names.
 */
export const driverSearchRefusals = {
  driverLicenceNumber: ["criteriaRequired"],
  jurisdictionCode: ["unknownValue"],
  // Before 1900, after 9999 or not a whole number, the contract's schema refuses the year as it
  // decodes it (invalidValue); the form checks the first two before it sends (yearOfBirthMin, its format).
  yearOfBirth: ["yearOfBirthFuture", "invalidValue"],
  policyNumber: ["policyNumberRequired"],
  policyReportingCompanyCode: ["policyCompanyRequired", "unknownValue"],
  claimNumber: ["claimNumberRequired"],
  claimReportingCompanyCode: ["claimCompanyRequired", "unknownValue"]
} as const satisfies SaveIssueCatalogue

/**
 * A years option the user does not hold (the options changed since the form opened): named at its
 * field, shown as the generic notice, since the form offers only the options the user holds.
 */
export const driverReportOptionRefusal = { field: "driverReportOption", code: "notGrantable" } as const

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

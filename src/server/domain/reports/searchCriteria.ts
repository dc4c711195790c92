import { driverSearchIssues, type DriverSearchIssue } from "../../../api/reports/driverSearchCriteria"
import type { DriverSearchPayload } from "../../../api/reports/schemas"
import type { DriverCriteria, NumberAtCompany, SearchCriteria } from "../../db/reports/driverSearch"
import { normalizeLicence } from "../../shared/licence"

export type { DriverCriteria, SearchCriteria }

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const licence = (value: string | null | undefined) => {
  const normalized = normalizeLicence(value ?? "")
  return normalized === "" ? null : normalized
}

const issueText: Record<DriverSearchIssue["code"], string> = {
  criteriaRequired: "Give a licence number, a name, an address, a VIN, a policy or a claim",
  yearOfBirthMin: "The year of birth is before 1900",
  yearOfBirthFuture: "The year of birth is in the future",
  policyNumberRequired: "A policy search needs the policy number with its reporting company",
  policyCompanyRequired: "A policy search needs the reporting company with the policy number",
  claimNumberRequired: "A claim search needs the claim number with its reporting company",
  claimCompanyRequired: "A claim search needs the reporting company with the claim number"
}

const numberAt = (number: string | null, company: string | null): NumberAtCompany<string> | null =>
  number !== null && company !== null ? { company: company.toUpperCase(), number } : null

/**
 * Checks a driver search with the rule the browser's form applies (src/api/reports/driverSearchCriteria.ts),
 * then normalizes its criteria for the database search.
 */
export const parseDriverSearch = (
  payload: DriverSearchPayload,
  currentYear: number = new Date().getUTCFullYear()
):
  | { readonly criteria: SearchCriteria<string> }
  | { readonly error: string; readonly issues: ReadonlyArray<DriverSearchIssue> } => {
  const issues = driverSearchIssues(payload, currentYear)
  if (issues.length > 0) return { error: issues.map((issue) => issueText[issue.code]).join("; "), issues }
  return {
    criteria: {
      licenceNumber: licence(payload.driverLicenceNumber),
      jurisdictionCode: text(payload.jurisdictionCode)?.toUpperCase() ?? null,
      fullName: text(payload.fullName),
      fullAddress: text(payload.fullAddress),
      yearOfBirth: payload.yearOfBirth ?? null,
      vin: text(payload.vehicleIdentificationNumber)?.toUpperCase() ?? null,
      policy: numberAt(text(payload.policyNumber), text(payload.policyReportingCompanyCode)),
      claim: numberAt(text(payload.claimNumber), text(payload.claimReportingCompanyCode))
    }
  }
}

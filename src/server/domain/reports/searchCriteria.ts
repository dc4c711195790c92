import type { DriverSearchPayload } from "../../../api/reports/schemas"

interface NumberAtCompany<Company> {
  readonly company: Company
  readonly number: string
}

/** Search criteria after trimming and normalizing; null means "not given". */
export interface SearchCriteria<Company> {
  readonly licenceNumber: string | null
  readonly jurisdictionCode: string | null
  readonly fullName: string | null
  readonly fullAddress: string | null
  readonly yearOfBirth: number | null
  readonly vin: string | null
  readonly policy: NumberAtCompany<Company> | null
  readonly claim: NumberAtCompany<Company> | null
}

/** Criteria whose company codes were found: what the database search takes. */
export type DriverCriteria = Omit<SearchCriteria<number>, "policy" | "claim"> & {
  readonly policy: { readonly companyId: number; readonly number: string } | null
  readonly claim: { readonly companyId: number; readonly number: string } | null
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const licence = (value: string | null | undefined) => {
  const normalized = (value ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "")
  return normalized === "" ? null : normalized
}

const numberAt = (
  number: string | null,
  company: string | null,
  what: "policy" | "claim"
): { readonly ok: NumberAtCompany<string> | null } | { readonly error: string } => {
  if (number === null && company === null) return { ok: null }
  if (number === null) return { error: `A ${what} search needs the ${what} number with its reporting company` }
  if (company === null) return { error: `A ${what} search needs the reporting company with the ${what} number` }
  return { ok: { company: company.toUpperCase(), number } }
}

/**
 * Checks a driver search (document 3 sections 4–5): a policy or claim company needs its number and
 * the reverse; at least one identifying criterion (licence, name, address, VIN, policy or claim) is
 * needed, the year of birth and jurisdiction only narrow a search.
 */
export const parseDriverSearch = (
  payload: DriverSearchPayload
): { readonly criteria: SearchCriteria<string> } | { readonly error: string } => {
  const policy = numberAt(text(payload.policyNumber), text(payload.policyReportingCompanyCode), "policy")
  if ("error" in policy) return policy
  const claim = numberAt(text(payload.claimNumber), text(payload.claimReportingCompanyCode), "claim")
  if ("error" in claim) return claim
  const vin = text(payload.vehicleIdentificationNumber)?.toUpperCase() ?? null
  const criteria: SearchCriteria<string> = {
    licenceNumber: licence(payload.driverLicenceNumber),
    jurisdictionCode: text(payload.jurisdictionCode)?.toUpperCase() ?? null,
    fullName: text(payload.fullName),
    fullAddress: text(payload.fullAddress),
    yearOfBirth: payload.yearOfBirth ?? null,
    vin,
    policy: policy.ok,
    claim: claim.ok
  }
  const identifying = [
    criteria.licenceNumber,
    criteria.fullName,
    criteria.fullAddress,
    criteria.vin,
    criteria.policy,
    criteria.claim
  ]
  if (identifying.every((c) => c === null)) {
    return { error: "Give a licence number, a name, an address, a VIN, a policy or a claim" }
  }
  if (criteria.yearOfBirth !== null && criteria.yearOfBirth > new Date().getUTCFullYear()) {
    return { error: "The year of birth is in the future" }
  }
  return { criteria }
}

import type { companyIssueCodes, dataIssueCodes, mappingIssueCodes } from "../fieldIssues"
import { mappingLimits } from "./mappingSchemas"

/**
 * The rules of settings tabs 1 and 2, one definition for the dialogs (each issue is a field message)
 * and the server (any issue refuses the save with 400 and the same issues). Values are checked as
 * trimmed; the server stores them trimmed.
 */
export type MappingIssueCode =
  | (typeof mappingIssueCodes)[number]
  | Extract<(typeof companyIssueCodes)[number], "invalidDomain">
  | Extract<(typeof dataIssueCodes)[number], "unknownValue">
  | "required"
  | "tooLong"

export interface MappingIssue {
  /** A field of the payload. */
  readonly field: string
  readonly code: MappingIssueCode
}

/** A host name in lower case: labels of letters, digits and inner hyphens, the last a top-level part of letters. */
export const hostNamePattern = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** An OAuth client id: letters, digits, dot, underscore and hyphen (a GUID fits). */
export const clientIdPattern = /^[A-Za-z0-9._-]+$/

const checkText = (
  field: string,
  value: string,
  limit: number,
  pattern: RegExp,
  code: MappingIssueCode
): ReadonlyArray<MappingIssue> => {
  const text = value.trim()
  if (text === "") return [{ field, code: "required" }]
  if (text.length > limit) return [{ field, code: "tooLong" }]
  if (!pattern.test(text)) return [{ field, code }]
  return []
}

export interface ClaimsProviderForm {
  readonly emailDomainName: string
  readonly b2cDomainName: string
}

/** Tab 1: both names are host names in lower case (no @), up to their limits. */
export const validateClaimsProvider = (form: ClaimsProviderForm): ReadonlyArray<MappingIssue> => [
  ...checkText("emailDomainName", form.emailDomainName, mappingLimits.emailDomainName, hostNamePattern, "invalidDomain"),
  ...checkText("b2cDomainName", form.b2cDomainName, mappingLimits.b2cDomainName, hostNamePattern, "invalidDomain")
]

export interface ClientMappingForm {
  readonly clientId: string
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly userAccountId: number | null
}

/**
 * Tab 2: a client id, an organization, a company when the organization has separate ones
 * (`companyRequired`), and a user account.
 */
export const validateClientMapping = (form: ClientMappingForm, companyRequired: boolean): ReadonlyArray<MappingIssue> => [
  ...checkText("clientId", form.clientId, mappingLimits.clientId, clientIdPattern, "invalidClientId"),
  ...(form.organizationId === null ? [{ field: "organizationId", code: "required" as const }] : []),
  ...(companyRequired && form.reportingCompanyId === null ? [{ field: "reportingCompanyId", code: "required" as const }] : []),
  ...(form.userAccountId === null ? [{ field: "userAccountId", code: "required" as const }] : [])
]

/** The domain of an e-mail, as providers are keyed: after the last @, in lower case. */
export const emailDomainOf = (email: string): string =>
  email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()

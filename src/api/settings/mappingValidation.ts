import type { CatalogueIssue, companyIssueCodes, dataIssueCodes, mappingIssueCodes, SaveIssueCatalogue } from "../fieldIssues"
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

/**
 * Every field issue a claims provider save (tab 1) or a client identifier mapping save (tab 2) can be
 * refused with, by payload field (document 2 section 8): the rules of this file, then the data
 * (src/server/domain/settings/signInMappings.ts, typed by them). Each dialog shows each one at a field
 * it draws, in both languages.
 */
export const claimsProviderSaveIssues = {
  emailDomainName: ["required", "tooLong", "invalidDomain"],
  b2cDomainName: ["required", "tooLong", "invalidDomain"]
} as const satisfies SaveIssueCatalogue

export const clientMappingSaveIssues = {
  clientId: ["required", "tooLong", "invalidClientId"],
  organizationId: ["required", "unknownValue"],
  reportingCompanyId: ["required", "unknownValue"],
  userAccountId: ["required", "userNotOfCompany"]
} as const satisfies SaveIssueCatalogue

export type ClaimsProviderIssue = CatalogueIssue<typeof claimsProviderSaveIssues>
export type ClientMappingIssue = CatalogueIssue<typeof clientMappingSaveIssues>
export type MappingIssue = ClaimsProviderIssue | ClientMappingIssue

/** A host name in lower case: labels of letters, digits and inner hyphens, the last a top-level part of letters. */
export const hostNamePattern = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** An OAuth client id: letters, digits, dot, underscore and hyphen (a GUID fits). */
export const clientIdPattern = /^[A-Za-z0-9._-]+$/

const checkText = <I extends MappingIssue>(
  field: I["field"],
  value: string,
  limit: number,
  pattern: RegExp,
  code: I["code"]
): ReadonlyArray<I> => {
  const text = value.trim()
  const found = text === "" ? "required" : text.length > limit ? "tooLong" : pattern.test(text) ? null : code
  return found === null ? [] : [{ field, code: found } as I]
}

export interface ClaimsProviderForm {
  readonly emailDomainName: string
  readonly b2cDomainName: string
}

/** Tab 1: both names are host names in lower case (no @), up to their limits. */
export const validateClaimsProvider = (form: ClaimsProviderForm): ReadonlyArray<ClaimsProviderIssue> => [
  ...checkText<ClaimsProviderIssue>(
    "emailDomainName",
    form.emailDomainName,
    mappingLimits.emailDomainName,
    hostNamePattern,
    "invalidDomain"
  ),
  ...checkText<ClaimsProviderIssue>(
    "b2cDomainName",
    form.b2cDomainName,
    mappingLimits.b2cDomainName,
    hostNamePattern,
    "invalidDomain"
  )
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
export const validateClientMapping = (form: ClientMappingForm, companyRequired: boolean): ReadonlyArray<ClientMappingIssue> => [
  ...checkText<ClientMappingIssue>("clientId", form.clientId, mappingLimits.clientId, clientIdPattern, "invalidClientId"),
  ...(form.organizationId === null ? [{ field: "organizationId" as const, code: "required" as const }] : []),
  ...(companyRequired && form.reportingCompanyId === null
    ? [{ field: "reportingCompanyId" as const, code: "required" as const }]
    : []),
  ...(form.userAccountId === null ? [{ field: "userAccountId" as const, code: "required" as const }] : [])
]

/** The domain of an e-mail, as providers are keyed: after the last @, in lower case. */
export const emailDomainOf = (email: string): string =>
  email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()

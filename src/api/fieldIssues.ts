import { Schema } from "effect"

/**
 * The rules of document 3 section 5 a correction form checks (src/api/corrections/validation.ts): the
 * browser shows each at its field before sending, the server refuses with the same code.
 */
export const correctionIssueCodes = [
  "blank",
  "required",
  "tooLong",
  "invalidDate",
  "invalidDateOfBirth",
  "dateInFuture",
  "yearsLicensedAbove99",
  "yearsLicensedFractional",
  "yearsLicensedBelowZero",
  "yearsLicensedAboveAge",
  "yearsLicensedBelowClaimsFree",
  "gridRatingDateFuture",
  "gridRatingDateTooEarly",
  "statusNotOffered",
  "cancellationDateBeforeEffective",
  "cancellationDateAfterExpiry",
  // The spec's message for a date of loss in the future.
  "cancellationDateInvalid",
  "invalidGridLevel",
  "invalidGridIndicator"
] as const

/** What only the server can check, against the data as it stands when the request arrives. */
export const dataIssueCodes = [
  /** The reporting company already has a claim with this number. */
  "duplicateClaim",
  /** The driver is already an operator of the policy. */
  "operatorAlreadyExists",
  /** The chosen policy term does not cover the date of loss. */
  "dateOfLossOutsideTerm",
  /** Not a policy of the reporting company, a term of the policy, or an operator or vehicle of it. */
  "notOfPolicy",
  /** The driver chosen is not the one the licence names. */
  "notTheLicensedDriver",
  /** A code or id the data does not hold. */
  "unknownValue",
  /** A field only Alberta licences have. */
  "onlyAlberta"
] as const

/** The user form's rules (document 2 section 5, src/api/users/validation.ts) and the password rules. */
export const userIssueCodes = [
  "invalidUserId",
  "invalidEmail",
  "invalidPhone",
  "noFunction",
  "noCompanySelected",
  "noOptionSelected",
  "noDefaultOption",
  "passwordMismatch",
  "passwordCriteria",
  "commonPassword",
  "personalPassword"
] as const

/** What only the server can check for a user save (document 2 section 8), each with its field. */
export const userDataIssueCodes = [
  "domainNotPermittedEmail",
  "domainNotPermittedUserId",
  "userIdInUse",
  "emailInUse",
  "companyNotIbcCr",
  "companyNotCompanyCr",
  "brokerNoSponsor",
  /** A function or company the administrator does not hold, or outside the assigned organizations. */
  "notGrantable",
  /** The current password given with a password change is not the account's. */
  "wrongPassword"
] as const

/** The company profile dialogs' rules (document 2 section 5, src/api/company/validation.ts). */
export const companyIssueCodes = [
  /** A permitted domain: @, lower case, a host name with a top-level part. */
  "invalidDomain",
  /** A unit name: only letters and digits (words separated by single spaces). */
  "notAlphanumeric",
  /** Years of data: 6 to 25, or the maximum. */
  "yearsOutOfRange",
  /** 'Make default' is offered only with 'assign to all users'. */
  "defaultWithoutAssignToAll"
] as const

/** The settings' content rules (document 2 section 5, src/api/settings/contentRules.ts). */
export const settingsIssueCodes = [
  /** The system message's end date is not after its start date. */
  "endNotAfterStart"
] as const

/** The client profile's rules (document 2 sections 2 and 5, src/api/clients/validation.ts). */
export const clientIssueCodes = [
  /** A client type that cannot be chosen: IBC, Organization and Company are neither created nor changed to. */
  "typeNotAllowed",
  /** Only a Broker client has sponsors. */
  "sponsorsNotAllowed"
] as const

/** The settings' mapping rules (document 2 settings tabs 1 and 2, src/api/settings/mappingValidation.ts). */
export const mappingIssueCodes = [
  /** A client id: letters, digits, dot, underscore and hyphen. */
  "invalidClientId",
  /** The user account is not employed by the organization (and company) chosen. */
  "userNotOfCompany"
] as const

/** A company's endpoint for events (src/api/settings/webhookValidation.ts). */
export const webhookIssueCodes = [
  /** Not an absolute http(s) address, or one with a user name, password or fragment. */
  "invalidUrl",
  /** http:// where only https:// is accepted (http to this machine only while developing or testing). */
  "httpsRequired",
  /** This machine or a private network's address, refused outside development and tests. */
  "localAddress"
] as const

/** The SDC upload's rules (docs/sdc-format.md, src/api/sdc/uploadRules.ts). */
export const sdcIssueCodes = [
  /** A file name holding a tab, a line break or another control character. */
  "invalidCharacter"
] as const

/** The driver search's rule (document 3 sections 4 and 5, src/api/reports/driverSearchCriteria.ts). */
export const driverSearchIssueCodes = [
  /** No criterion that identifies a driver: named at the licence number. */
  "criteriaRequired",
  "yearOfBirthMin",
  "yearOfBirthFuture",
  "policyNumberRequired",
  "policyCompanyRequired",
  "claimNumberRequired",
  "claimCompanyRequired"
] as const

/** The search filters' date rules (src/machines/shared/dateRange.ts words them under `reportHistory`). */
export const dateRangeIssueCodes = [
  /** A date after today in the user's zone. */
  "futureDate",
  /** The from date is after the to date: named at the from date. */
  "fromAfterTo"
] as const

/**
 * What the contract's schema refuses before any rule runs (src/server/http/schemaIssues.ts): besides
 * required, tooLong and invalidDate, a value of the wrong type or form.
 */
export const schemaIssueCodes = ["invalidValue"] as const

export const FieldIssueCode = Schema.Literals([
  ...correctionIssueCodes,
  ...dataIssueCodes,
  ...userIssueCodes,
  ...userDataIssueCodes,
  ...companyIssueCodes,
  ...clientIssueCodes,
  ...settingsIssueCodes,
  ...mappingIssueCodes,
  ...sdcIssueCodes,
  ...webhookIssueCodes,
  ...driverSearchIssueCodes,
  ...dateRangeIssueCodes,
  ...schemaIssueCodes
])
export type FieldIssueCode = typeof FieldIssueCode.Type

/** One refused field of a 400: the payload's field name and the rule it breaks; the browser words it. */
export const FieldIssue = Schema.Struct({ field: Schema.String, code: FieldIssueCode })
export type FieldIssue = typeof FieldIssue.Type

/**
 * Every field issue one save can be refused with, by payload field (document 2 section 8): the form
 * shows each at a field it draws, and the server's checks are typed by it (`CatalogueIssue`).
 */
export type SaveIssueCatalogue = Readonly<Record<string, ReadonlyArray<FieldIssueCode>>>

/** One issue a catalogue lists: a field of it with one of that field's codes. */
export type CatalogueIssue<C extends SaveIssueCatalogue> = {
  [F in keyof C & string]: { readonly field: F; readonly code: C[F][number] }
}[keyof C & string]

/** Every { field, code } a catalogue lists, in its order (what a test walks). */
export const catalogueEntries = <C extends SaveIssueCatalogue>(catalogue: C): ReadonlyArray<CatalogueIssue<C>> =>
  Object.entries(catalogue).flatMap(([field, codes]) => codes.map((code) => ({ field, code }) as CatalogueIssue<C>))

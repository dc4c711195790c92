import type { CatalogueIssue, companyIssueCodes, FieldIssueCode } from "../fieldIssues"
import { isValidEmail } from "../users/validation"
import { companyLimits } from "./schemas"

/**
 * The company profile dialogs' rules of document 2 section 5, one definition for the dialogs (each
 * issue is a field message) and the server (any issue refuses the save with 400 and the same issues).
 * Values are checked as trimmed; the server stores them trimmed.
 */
export type CompanyIssueCode = (typeof companyIssueCodes)[number] | "blank" | "required" | "tooLong" | "invalidEmail"

export interface CompanyIssue {
  /** A field of the payload. */
  readonly field: string
  readonly code: CompanyIssueCode
}

/** The company a dialog's item belongs to: chosen on the page, not in the dialog (its main field shows these). */
const ownerIssues = {
  organizationId: ["unknownValue"],
  reportingCompanyId: ["required", "unknownValue"]
} as const satisfies Record<string, ReadonlyArray<FieldIssueCode>>

/**
 * Every field issue a company profile save can be refused with, by dialog and payload field (document
 * 2 sections 5 and 8): the rules of this file, then the company the request names
 * (src/server/domain/company/companyProfile.ts, typed by it). Each dialog shows each one at a field it
 * draws, in both languages; the bureau-credentials switch has only the company.
 */
export const companySaveIssues = {
  unit: {
    nameEn: ["blank", "tooLong", "notAlphanumeric"],
    nameFr: ["blank", "tooLong", "notAlphanumeric"],
    ...ownerIssues
  },
  option: {
    yearsOfData: ["yearsOutOfRange"],
    note: ["tooLong"],
    makeDefaultDRO: ["defaultWithoutAssignToAll"],
    ...ownerIssues
  },
  domain: { domain: ["required", "tooLong", "invalidDomain"], ...ownerIssues },
  recipient: { email: ["required", "tooLong", "invalidEmail"], ...ownerIssues },
  setting: ownerIssues
} as const

type Catalogues = typeof companySaveIssues
/** One issue a save of the given item can be refused with. */
export type CompanySaveIssue<K extends keyof Catalogues = keyof Catalogues> = {
  [Kind in K]: CatalogueIssue<Catalogues[Kind]>
}[K]

/**
 * Letters (accented ones too) and digits; words separated by single spaces, since units are named
 * like "Toronto Underwriting" (docs/decisions.md, "Company profile").
 */
export const unitNamePattern = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u

/** @, then lower-case host labels of letters, digits and inner hyphens, the last a top-level part of letters. */
export const domainPattern = /^@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export const validateUnitName = (name: string): ReadonlyArray<CompanyIssue> => {
  const value = name.trim()
  if (value === "") return [{ field: "name", code: "blank" }]
  if (value.length > companyLimits.unitName) return [{ field: "name", code: "tooLong" }]
  if (!unitNamePattern.test(value)) return [{ field: "name", code: "notAlphanumeric" }]
  return []
}

/** Both names of a unit, each at its own field (nameEn, nameFr). */
const unitNameCode = (name: string) =>
  validateUnitName(name)[0]?.code as (typeof companySaveIssues.unit.nameEn)[number] | undefined

export const validateUnitNames = (names: {
  readonly nameEn: string
  readonly nameFr: string
}): ReadonlyArray<CompanySaveIssue<"unit">> =>
  (["nameEn", "nameFr"] as const).flatMap((field): ReadonlyArray<CompanySaveIssue<"unit">> => {
    const code = unitNameCode(names[field])
    return code === undefined ? [] : [{ field, code } as CompanySaveIssue<"unit">]
  })

export const validateDomain = (domain: string): ReadonlyArray<CompanySaveIssue<"domain">> => {
  const value = domain.trim()
  if (value === "") return [{ field: "domain", code: "required" }]
  if (value.length > companyLimits.domain) return [{ field: "domain", code: "tooLong" }]
  if (!domainPattern.test(value)) return [{ field: "domain", code: "invalidDomain" }]
  return []
}

export const validateRecipientEmail = (email: string): ReadonlyArray<CompanySaveIssue<"recipient">> => {
  const value = email.trim()
  if (value === "") return [{ field: "email", code: "required" }]
  if (value.length > companyLimits.recipientEmail) return [{ field: "email", code: "tooLong" }]
  if (!isValidEmail(value)) return [{ field: "email", code: "invalidEmail" }]
  return []
}

/** Years of data 6 to 25, or null for the maximum. */
export const isValidYearsOfData = (years: number | null): boolean =>
  years === null || (Number.isInteger(years) && years >= companyLimits.yearsOfData.min && years <= companyLimits.yearsOfData.max)

export interface DriverReportOptionForm {
  readonly yearsOfData: number | null
  readonly note: string | null
  /** Create only. */
  readonly assignToAllUsers?: boolean
  readonly makeDefaultDRO?: boolean
}

export const validateDriverReportOption = (form: DriverReportOptionForm): ReadonlyArray<CompanySaveIssue<"option">> => {
  const issues: Array<CompanySaveIssue<"option">> = []
  if (!isValidYearsOfData(form.yearsOfData)) issues.push({ field: "yearsOfData", code: "yearsOutOfRange" })
  if ((form.note ?? "").trim().length > companyLimits.driverReportOptionNote) issues.push({ field: "note", code: "tooLong" })
  if (form.makeDefaultDRO === true && form.assignToAllUsers !== true)
    issues.push({ field: "makeDefaultDRO", code: "defaultWithoutAssignToAll" })
  return issues
}

/**
 * The rules of each item a company profile dialog saves, given what it sends: one table for the
 * dialogs (their field messages) and the server (its 400).
 */
export const companyItemRules = {
  unit: validateUnitNames,
  option: validateDriverReportOption,
  domain: (payload: { readonly domain: string }) => validateDomain(payload.domain),
  recipient: (payload: { readonly email: string }) => validateRecipientEmail(payload.email)
} as const

/** A note as stored: trimmed, null when empty. */
export const storedNote = (note: string | null): string | null => {
  const value = (note ?? "").trim()
  return value === "" ? null : value
}

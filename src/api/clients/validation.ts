import type { clientIssueCodes } from "../fieldIssues"
import { clientLimits, type ClientSave } from "./schemas"

/**
 * The client profile's rules of document 2 section 5 ("Client names: English and French required,
 * only letters, digits and accented letters"), one definition for the form (each issue is a field
 * message) and the server (any issue refuses the save with 400 and the same issues). Values are
 * checked as trimmed; the server stores them trimmed.
 */
export type ClientIssueCode = (typeof clientIssueCodes)[number] | "blank" | "tooLong" | "notAlphanumeric" | "unknownValue"

export interface ClientIssue {
  /** A field of the payload. */
  readonly field: "code" | "nameEn" | "nameFr" | "clientTypeId" | "organizationId" | "reportingCompanyId" | "clientId"
  readonly code: ClientIssueCode
}

/** A Client ID: letters (accented ones too) and digits, no spaces. */
export const clientCodePattern = /^[\p{L}\p{N}]+$/u

/** A client name: letters (accented ones too) and digits, words separated by single spaces. */
export const clientNamePattern = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u

const checkText = (field: ClientIssue["field"], value: string, limit: number, pattern: RegExp): ReadonlyArray<ClientIssue> => {
  const trimmed = value.trim()
  if (trimmed === "") return [{ field, code: "blank" }]
  if (trimmed.length > limit) return [{ field, code: "tooLong" }]
  if (!pattern.test(trimmed)) return [{ field, code: "notAlphanumeric" }]
  return []
}

export type ClientForm = Pick<ClientSave, "code" | "nameEn" | "nameFr">

export const validateClient = (form: ClientForm): ReadonlyArray<ClientIssue> => [
  ...checkText("code", form.code, clientLimits.code, clientCodePattern),
  ...checkText("nameEn", form.nameEn, clientLimits.name, clientNamePattern),
  ...checkText("nameFr", form.nameFr, clientLimits.name, clientNamePattern)
]

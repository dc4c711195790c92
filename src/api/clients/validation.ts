import type { CatalogueIssue, clientIssueCodes, SaveIssueCatalogue } from "../fieldIssues"
import { clientLimits, type ClientSave } from "./schemas"

/**
 * The client profile's rules of document 2 section 5 ("Client names: English and French required,
 * only letters, digits and accented letters"), one definition for the form (each issue is a field
 * message) and the server (any issue refuses the save with 400 and the same issues). Values are
 * checked as trimmed; the server stores them trimmed.
 */
export type ClientIssueCode = (typeof clientIssueCodes)[number] | "blank" | "tooLong" | "notAlphanumeric" | "unknownValue"

/**
 * Every field issue a client save can be refused with, by payload field (document 2 sections 5 and 8):
 * the rules of this file, then the type (src/server/domain/clients/clients.ts, typed by it). The client
 * profile shows each one at a field it draws, in both languages.
 */
export const clientSaveIssues = {
  code: ["blank", "tooLong", "notAlphanumeric"],
  nameEn: ["blank", "tooLong", "notAlphanumeric"],
  nameFr: ["blank", "tooLong", "notAlphanumeric"],
  clientTypeId: ["unknownValue", "typeNotAllowed"]
} as const satisfies SaveIssueCatalogue

/** Every field issue adding a sponsor can be refused with; the dialog draws the carrier and its company. */
export const sponsorSaveIssues = {
  clientId: ["sponsorsNotAllowed"],
  organizationId: ["unknownValue"],
  reportingCompanyId: ["blank", "unknownValue"]
} as const satisfies SaveIssueCatalogue

export type ClientIssue = CatalogueIssue<typeof clientSaveIssues>
export type SponsorIssue = CatalogueIssue<typeof sponsorSaveIssues>

/** A Client ID: letters (accented ones too) and digits, no spaces. */
export const clientCodePattern = /^[\p{L}\p{N}]+$/u

/** A client name: letters (accented ones too) and digits, words separated by single spaces. */
export const clientNamePattern = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u

const checkText = (
  field: "code" | "nameEn" | "nameFr",
  value: string,
  limit: number,
  pattern: RegExp
): ReadonlyArray<ClientIssue> => {
  const trimmed = value.trim()
  const code = trimmed === "" ? "blank" : trimmed.length > limit ? "tooLong" : !pattern.test(trimmed) ? "notAlphanumeric" : null
  return code === null ? [] : [{ field, code }]
}

export type ClientForm = Pick<ClientSave, "code" | "nameEn" | "nameFr">

export const validateClient = (form: ClientForm): ReadonlyArray<ClientIssue> => [
  ...checkText("code", form.code, clientLimits.code, clientCodePattern),
  ...checkText("nameEn", form.nameEn, clientLimits.name, clientNamePattern),
  ...checkText("nameFr", form.nameFr, clientLimits.name, clientNamePattern)
]

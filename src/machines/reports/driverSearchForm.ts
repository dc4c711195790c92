import {
  driverSearchIssues,
  driverSearchRefusals,
  identifyingCriteria,
  type DriverSearchIssueCode
} from "../../api/reports/driverSearchCriteria"
import type { DriverSearchPayload, DriverSearchRecord, GenerateReportPayload } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { refusedFields, sameOrRenamed } from "../shared/fieldRefusal"

/** The search form as typed; every value is text except the number-of-years option. */
export interface DriverSearchForm {
  readonly driverLicenceNumber: string
  /** "" is the placeholder: all provinces. */
  readonly jurisdictionCode: string
  readonly fullName: string
  readonly fullAddress: string
  readonly yearOfBirth: string
  readonly vehicleIdentificationNumber: string
  readonly policyNumber: string
  readonly policyReportingCompanyCode: string
  readonly claimNumber: string
  readonly claimReportingCompanyCode: string
  readonly comment: string
  /** Years of data, 0 for the maximum; null when the user has no option. */
  readonly driverReportOption: number | null
}

export type DriverSearchTextField = Exclude<keyof DriverSearchForm, "driverReportOption">

/**
 * Field messages of document 3 section 5, translated by the view under `driverSearch.errors`: the
 * issues of the rule the server applies too, those of the server's refusals, and the year's format,
 * which only typed text can break.
 */
export type DriverSearchError =
  DriverSearchIssueCode | (typeof driverSearchRefusals)[keyof typeof driverSearchRefusals][number] | "yearOfBirthFormat"

export type DriverSearchErrors = Partial<Record<DriverSearchTextField, DriverSearchError>>

export const fieldLimits = {
  driverLicenceNumber: 20,
  fullName: 200,
  fullAddress: 300,
  yearOfBirth: 4,
  vehicleIdentificationNumber: 17,
  policyNumber: 30,
  claimNumber: 20,
  comment: 30
} as const

export const emptyForm = (defaults: {
  readonly jurisdictionCode: string
  readonly driverReportOption: number | null
}): DriverSearchForm => ({
  driverLicenceNumber: "",
  jurisdictionCode: defaults.jurisdictionCode,
  fullName: "",
  fullAddress: "",
  yearOfBirth: "",
  vehicleIdentificationNumber: "",
  policyNumber: "",
  policyReportingCompanyCode: "",
  claimNumber: "",
  claimReportingCompanyCode: "",
  comment: "",
  driverReportOption: defaults.driverReportOption
})

/** Fields checked together: a message on one goes when either changes. */
const pairs: Partial<Record<DriverSearchTextField, DriverSearchTextField>> = {
  policyNumber: "policyReportingCompanyCode",
  policyReportingCompanyCode: "policyNumber",
  claimNumber: "claimReportingCompanyCode",
  claimReportingCompanyCode: "claimNumber"
}

export interface DriverSearchValidation {
  readonly errors: DriverSearchErrors
  /** A company without its number opens the advanced section (document 3 section 4). */
  readonly openAdvanced: boolean
}

/** The shared rule (src/api/reports/driverSearchCriteria.ts) on what the form would send, and the year's format. */
export const validateDriverSearch = (form: DriverSearchForm, currentYear: number): DriverSearchValidation => {
  const errors: Record<string, DriverSearchError> = {}
  const year = form.yearOfBirth.trim()
  const yearMalformed = year !== "" && !/^\d{4}$/.test(year)
  const payload = toSearchPayload(yearMalformed ? { ...form, yearOfBirth: "" } : form)
  for (const issue of driverSearchIssues(payload, currentYear)) errors[issue.field] ??= issue.code
  if (yearMalformed) errors.yearOfBirth = "yearOfBirthFormat"
  return { errors, openAdvanced: advancedIn(errors) }
}

/** Advanced fields with a message must be visible to be corrected (document 3 section 4). */
const advancedIn = (errors: DriverSearchErrors): boolean =>
  Object.keys(errors).some((field) => field !== "driverLicenceNumber" && field !== "jurisdictionCode")

/**
 * The form field of a payload field the server refused: each field of the search's refusals
 * (src/api/reports/driverSearchCriteria.ts) is a field of the form under the same name.
 */
export const searchFieldOf = sameOrRenamed<DriverSearchTextField>(
  Object.keys(driverSearchRefusals) as ReadonlyArray<keyof typeof driverSearchRefusals>
)

/**
 * A refused search's messages at the form's fields, when every issue the server names is one the form
 * words; otherwise undefined, and the generic notice says it.
 */
export const refusedSearch = (failure: PortalFailure): DriverSearchValidation | undefined => {
  const issues = refusedFields(failure, searchFieldOf)
  if (issues === undefined) return undefined
  const errors: Record<string, DriverSearchError> = {}
  for (const issue of issues) {
    const codes: ReadonlyArray<string> = driverSearchRefusals[issue.field as keyof typeof driverSearchRefusals]
    if (!codes.includes(issue.code)) return undefined
    errors[issue.field] ??= issue.code as DriverSearchError
  }
  return { errors, openAdvanced: advancedIn(errors) }
}

const textOrNull = (value: string): string | null => {
  const trimmed = value.trim()
  return trimmed === "" ? null : trimmed
}

/** The POST Search body; empty fields are sent as null. */
export const toSearchPayload = (form: DriverSearchForm): DriverSearchPayload => ({
  driverLicenceNumber: textOrNull(form.driverLicenceNumber),
  jurisdictionCode: textOrNull(form.jurisdictionCode),
  fullName: textOrNull(form.fullName),
  fullAddress: textOrNull(form.fullAddress),
  yearOfBirth: form.yearOfBirth.trim() === "" ? null : Number(form.yearOfBirth.trim()),
  vehicleIdentificationNumber: textOrNull(form.vehicleIdentificationNumber),
  policyNumber: textOrNull(form.policyNumber),
  policyReportingCompanyCode: textOrNull(form.policyReportingCompanyCode),
  claimNumber: textOrNull(form.claimNumber),
  claimReportingCompanyCode: textOrNull(form.claimReportingCompanyCode),
  comment: textOrNull(form.comment),
  driverReportOption: form.driverReportOption
})

/** The POST GenerateReport body for the record found. */
export const toGeneratePayload = (form: DriverSearchForm, record: DriverSearchRecord): GenerateReportPayload => ({
  jurisdictionCode: record.jurisdiction.code,
  driverLicenceNumber: record.licenseNumber,
  comment: textOrNull(form.comment),
  driverReportOption: form.driverReportOption
})

/** What a typed value becomes: the VIN loses surrounding spaces, limits cut the rest. */
export const normalized = (field: DriverSearchTextField, value: string): string => {
  const limit = (fieldLimits as Partial<Record<DriverSearchTextField, number>>)[field]
  const text = field === "vehicleIdentificationNumber" ? value.trim() : value
  return limit === undefined ? text : text.slice(0, limit)
}

export const withoutErrorsOf = (errors: DriverSearchErrors, field: DriverSearchTextField): DriverSearchErrors => {
  const next: Record<string, DriverSearchError | undefined> = { ...errors }
  delete next[field]
  const pair = pairs[field]
  if (pair) delete next[pair]
  // Any identifying criterion answers "enter a criterion".
  if (next.driverLicenceNumber === "criteriaRequired" && (identifyingCriteria as ReadonlyArray<string>).includes(field)) {
    delete next.driverLicenceNumber
  }
  return next as DriverSearchErrors
}

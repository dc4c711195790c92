import type { DriverSearchPayload, DriverSearchRecord, GenerateReportPayload } from "../../api/reports/schemas"

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

/** Field messages of document 3 section 5, translated by the view under `driverSearch.errors`. */
export type DriverSearchError =
  | "criteriaRequired"
  | "yearOfBirthFormat"
  | "yearOfBirthMin"
  | "yearOfBirthFuture"
  | "policyNumberRequired"
  | "policyCompanyRequired"
  | "claimNumberRequired"
  | "claimCompanyRequired"

export type DriverSearchErrors = Partial<Record<DriverSearchTextField, DriverSearchError>>

export const yearOfBirthMinimum = 1900
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

const advancedCriteria = [
  "fullName",
  "fullAddress",
  "yearOfBirth",
  "vehicleIdentificationNumber",
  "policyNumber",
  "claimNumber"
] as const satisfies ReadonlyArray<DriverSearchTextField>

export interface DriverSearchValidation {
  readonly errors: DriverSearchErrors
  /** A company without its number opens the advanced section (document 3 section 4). */
  readonly openAdvanced: boolean
}

/** Document 3 section 5, plus one rule of ours: some criterion must be given. */
export const validateDriverSearch = (form: DriverSearchForm, currentYear: number): DriverSearchValidation => {
  const errors: Record<string, DriverSearchError> = {}
  let openAdvanced = false
  const filled = (field: DriverSearchTextField) => form[field].trim() !== ""

  if (!filled("driverLicenceNumber") && !advancedCriteria.some(filled)) errors.driverLicenceNumber = "criteriaRequired"

  const year = form.yearOfBirth.trim()
  if (year !== "") {
    if (!/^\d{4}$/.test(year)) errors.yearOfBirth = "yearOfBirthFormat"
    else if (Number(year) < yearOfBirthMinimum) errors.yearOfBirth = "yearOfBirthMin"
    else if (Number(year) > currentYear) errors.yearOfBirth = "yearOfBirthFuture"
  }

  if (filled("policyReportingCompanyCode") && !filled("policyNumber")) {
    errors.policyNumber = "policyNumberRequired"
    openAdvanced = true
  }
  if (filled("policyNumber") && !filled("policyReportingCompanyCode")) errors.policyReportingCompanyCode = "policyCompanyRequired"
  if (filled("claimReportingCompanyCode") && !filled("claimNumber")) {
    errors.claimNumber = "claimNumberRequired"
    openAdvanced = true
  }
  if (filled("claimNumber") && !filled("claimReportingCompanyCode")) errors.claimReportingCompanyCode = "claimCompanyRequired"

  // Advanced fields with a message must be visible to be corrected.
  if (Object.keys(errors).some((field) => field !== "driverLicenceNumber")) openAdvanced = true
  return { errors, openAdvanced }
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
  // Any advanced criterion answers "enter a criterion".
  if (
    next.driverLicenceNumber === "criteriaRequired" &&
    (field === "driverLicenceNumber" || (advancedCriteria as ReadonlyArray<string>).includes(field))
  ) {
    delete next.driverLicenceNumber
  }
  return next as DriverSearchErrors
}

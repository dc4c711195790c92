import type { CatalogueIssue, correctionIssueCodes, SaveIssueCatalogue } from "../fieldIssues"
import { isCalendarDate } from "../dates"
import { correctionLimits } from "./schemas"

/**
 * The validation rules of document 3 section 5 for corrections, one definition for the browser's
 * dialogs (each issue is a field message) and the server (any issue refuses the correction with 400).
 * Dates are yyyy-MM-dd; `today` is the date in the user's zone.
 */
export type CorrectionIssueCode = (typeof correctionIssueCodes)[number]

export interface CorrectionIssue<Field extends string = string> {
  readonly field: Field
  readonly code: CorrectionIssueCode
}

export const albertaCode = "AB"
/** Minimum driving age: 16, 14 in Alberta (document 3 section 9). */
export const minimumDrivingAge = (jurisdictionCode: string): number => (jurisdictionCode === albertaCode ? 14 : 16)
export const maxYearsLicensed = 99
/** Driver training applies to licences under 36 months. */
export const driverTrainingMonths = 36
export const gridRatingDateFloor = "1997-10-01"
/** Years of birth start at 1900 (document 3 section 5, as for the driver search). */
export const earliestDateOfBirth = "1900-01-01"

/** True for a real calendar date written yyyy-MM-dd. */
export const isValidDate = (value: string | null | undefined): value is string => !!value && isCalendarDate(value)

/** Whole years from a date of birth to `today`. */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number]
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Driver training is asked only for licences under 36 months. */
export const driverTrainingApplies = (yearsLicensed: number | null | undefined): boolean =>
  yearsLicensed !== null && yearsLicensed !== undefined && yearsLicensed * 12 < driverTrainingMonths

const blank = (value: string | null | undefined) => (value ?? "").trim() === ""

/** A required text within its limit once trimmed. */
const textIssue = (value: string, max: number): CorrectionIssueCode | undefined =>
  blank(value) ? "blank" : value.trim().length > max ? "tooLong" : undefined

/** The issues of one dialog, gathered field by field: a code found is kept where `checked` holds for its field. */
const issueList = <Field extends string>(checked: (field: Field) => boolean = () => true) => {
  const issues: Array<CorrectionIssue<Field>> = []
  const issue = (field: Field, code: CorrectionIssueCode | undefined) => {
    if (code && checked(field)) issues.push({ field, code })
  }
  return { issues, issue }
}

/** The statuses with no cancellation date: active, active - driver deleted, expired. */
export const statusesWithoutCancellation: ReadonlySet<string> = new Set(["ACT", "ADD", "EXP"])

export interface StatusOption {
  readonly id: number
  readonly code: string
  readonly descriptionEn: string
}

/**
 * Document 3 section 4: any status whose English description says "cancel", the current one, Expired
 * when today is on or after the expiry date, Active when today is before it.
 */
export const policyStatusOptions = <S extends StatusOption>(
  statuses: ReadonlyArray<S>,
  current: { readonly statusId: number; readonly expiryDate: string },
  today: string
): ReadonlyArray<S> =>
  statuses.filter(
    (s) =>
      s.descriptionEn.toLowerCase().includes("cancel") ||
      s.id === current.statusId ||
      (s.code === "EXP" && today >= current.expiryDate) ||
      (s.code === "ACT" && today < current.expiryDate)
  )

export interface DriverInfoFields {
  readonly fullName: string
  readonly fullAddress: string
  readonly dateOfBirth: string | null
  readonly genderId: number | null
  readonly maritalStatusId: number | null
  readonly driverTrainingId: number | null
  readonly yearLicensed: number | null
  readonly gridRatingDate: string | null
}

export interface DriverFacts {
  readonly jurisdictionCode: string
  /** Used for the age limit when the driver has no date of birth. */
  readonly yearOfBirth: number | null
  readonly numberOfYearsClaimsFree: number | null
}

export type DriverInfoField = keyof DriverInfoFields

/** Years licensed (document 3 section 5): 0 to 99, whole, within the age limit and not below years claims free. */
export const yearsLicensedIssue = (
  years: number | null,
  dateOfBirth: string | null,
  facts: DriverFacts,
  today: string
): CorrectionIssueCode | undefined => {
  if (years === null) return "required"
  if (!Number.isInteger(years)) return "yearsLicensedFractional"
  if (years > maxYearsLicensed) return "yearsLicensedAbove99"
  if (years < 0) return "yearsLicensedBelowZero"
  const age = isValidDate(dateOfBirth)
    ? ageOn(dateOfBirth, today)
    : facts.yearOfBirth !== null
      ? Number(today.slice(0, 4)) - facts.yearOfBirth
      : undefined
  if (age !== undefined && years > age - minimumDrivingAge(facts.jurisdictionCode)) return "yearsLicensedAboveAge"
  if (facts.numberOfYearsClaimsFree !== null && years < facts.numberOfYearsClaimsFree) return "yearsLicensedBelowClaimsFree"
  return undefined
}

/** Date of birth: a real date, and the driver at least 16 (14 in Alberta). */
export const dateOfBirthIssue = (
  dateOfBirth: string | null,
  facts: DriverFacts,
  today: string
): CorrectionIssueCode | undefined => {
  if (dateOfBirth === null || dateOfBirth === "") return "required"
  if (!isValidDate(dateOfBirth)) return "invalidDate"
  if (dateOfBirth < earliestDateOfBirth) return "invalidDateOfBirth"
  if (ageOn(dateOfBirth, today) < minimumDrivingAge(facts.jurisdictionCode)) return "invalidDateOfBirth"
  return undefined
}

/** Alberta grid rating date: a real date, not in the future, not before 1 October 1997. */
export const gridRatingDateIssue = (date: string | null, today: string): CorrectionIssueCode | undefined => {
  if (date === null || date === "") return undefined
  if (!isValidDate(date)) return "invalidDate"
  if (date > today) return "gridRatingDateFuture"
  if (date < gridRatingDateFloor) return "gridRatingDateTooEarly"
  return undefined
}

/**
 * Every issue of a driver correction. Only the fields that changed from `before` are checked, so a
 * value the data already held (a missing gender, say) never blocks another field's correction.
 */
export const driverInfoIssues = (
  fields: DriverInfoFields,
  before: DriverInfoFields,
  facts: DriverFacts,
  today: string
): ReadonlyArray<CorrectionIssue<DriverInfoField>> => {
  const { issues, issue } = issueList<DriverInfoField>((field) => fields[field] !== before[field])
  issue("fullName", blank(fields.fullName) ? "blank" : fields.fullName.length > correctionLimits.fullName ? "tooLong" : undefined)
  issue(
    "fullAddress",
    blank(fields.fullAddress) ? "blank" : fields.fullAddress.length > correctionLimits.fullAddress ? "tooLong" : undefined
  )
  issue("dateOfBirth", dateOfBirthIssue(fields.dateOfBirth, facts, today))
  issue("genderId", fields.genderId === null ? "required" : undefined)
  issue("maritalStatusId", fields.maritalStatusId === null ? "required" : undefined)
  issue(
    "driverTrainingId",
    fields.driverTrainingId === null && driverTrainingApplies(fields.yearLicensed) ? "required" : undefined
  )
  issue("yearLicensed", yearsLicensedIssue(fields.yearLicensed, fields.dateOfBirth, facts, today))
  if (facts.jurisdictionCode === albertaCode) issue("gridRatingDate", gridRatingDateIssue(fields.gridRatingDate, today))
  return issues
}

export interface PolicyStatusFields {
  readonly policyStatusId: number | null
  readonly policyStatusCode: string | null
  readonly cancellationDate: string | null
}

export interface PolicyTermFacts {
  readonly statusId: number
  readonly effectiveDate: string
  readonly expiryDate: string
}

export type PolicyStatusField = "policyStatusId" | "cancellationDate"

/** Policy status edit: a status offered, and a cancellation date within the term when the status needs one. */
export const policyStatusIssues = (
  fields: PolicyStatusFields,
  offered: ReadonlyArray<StatusOption>,
  term: PolicyTermFacts
): ReadonlyArray<CorrectionIssue<PolicyStatusField>> => {
  if (fields.policyStatusId === null) return [{ field: "policyStatusId", code: "required" }]
  const status = offered.find((s) => s.id === fields.policyStatusId)
  if (!status || (fields.policyStatusCode !== null && status.code !== fields.policyStatusCode))
    return [{ field: "policyStatusId", code: "statusNotOffered" }]
  if (statusesWithoutCancellation.has(status.code)) return []
  const date = fields.cancellationDate
  if (date === null || date === "") return [{ field: "cancellationDate", code: "required" }]
  if (!isValidDate(date)) return [{ field: "cancellationDate", code: "invalidDate" }]
  if (date < term.effectiveDate) return [{ field: "cancellationDate", code: "cancellationDateBeforeEffective" }]
  if (date > term.expiryDate) return [{ field: "cancellationDate", code: "cancellationDateAfterExpiry" }]
  return []
}

/** The cancellation date kept with a status: none for the statuses that need none. */
export const cancellationDateFor = (statusCode: string, date: string | null): string | null =>
  statusesWithoutCancellation.has(statusCode) ? null : date

/** A policy term, from its effective date to its cancellation date (else its expiry date), covers a date of loss. */
export const termCoversDate = (
  term: { readonly effectiveDate: string; readonly expiryDate: string; readonly cancellationDate: string | null },
  date: string
): boolean => term.effectiveDate <= date && date <= (term.cancellationDate ?? term.expiryDate)

export interface AddClaimFields {
  readonly accidentDate: string | null
  readonly reportingCompanyCode: string | null
  readonly firstPartyPolicyKey: number | null
  readonly claimId: string
  readonly majorCoverages: ReadonlyArray<number>
  readonly firstPartyVIN: string
  readonly firstPartyOperatorDLN: string
  readonly firstPartyOperatorJurisdictionId: number | null
  readonly firstPartyFullName: string
  readonly firstPartyExcludedDriverId: number | null
  readonly firstPartyAtFault: number | null
}

export type AddClaimField = keyof AddClaimFields

/** Add claim: every field required, limits of section 9, and a date of loss not in the future. */
export const addClaimIssues = (fields: AddClaimFields, today: string): ReadonlyArray<CorrectionIssue<AddClaimField>> => {
  const { issues, issue } = issueList<AddClaimField>()
  const date = fields.accidentDate
  issue(
    "accidentDate",
    date === null || date === ""
      ? "required"
      : !isValidDate(date)
        ? "invalidDate"
        : date > today
          ? "cancellationDateInvalid"
          : undefined
  )
  issue("reportingCompanyCode", blank(fields.reportingCompanyCode) ? "required" : undefined)
  issue("firstPartyPolicyKey", fields.firstPartyPolicyKey === null ? "required" : undefined)
  issue("claimId", textIssue(fields.claimId, correctionLimits.claimNumber))
  issue("majorCoverages", fields.majorCoverages.length === 0 ? "required" : undefined)
  issue("firstPartyVIN", textIssue(fields.firstPartyVIN, correctionLimits.vin))
  issue("firstPartyOperatorDLN", textIssue(fields.firstPartyOperatorDLN, correctionLimits.licenceNumber))
  issue("firstPartyOperatorJurisdictionId", fields.firstPartyOperatorJurisdictionId === null ? "required" : undefined)
  issue("firstPartyFullName", textIssue(fields.firstPartyFullName, correctionLimits.fullName))
  issue("firstPartyExcludedDriverId", fields.firstPartyExcludedDriverId === null ? "required" : undefined)
  issue("firstPartyAtFault", fields.firstPartyAtFault === null ? "required" : undefined)
  return issues
}

export interface AddOperatorFields {
  readonly policyTermCount: number
  readonly vehicleKey: number | null
  readonly operatorTypeId: number | null
  readonly DLN: string
  readonly DLNJurisdictionCode: string | null
  readonly fullName: string
  readonly relationShipId: number | null
  /** The driver found by licence; when found, birth, gender and marital status come from the data. */
  readonly operatorKey: number | null
  readonly dateOfBirth: string | null
  readonly genderId: number | null
  readonly maritalStatusId: number | null
  readonly gridLevel: string | null
  readonly gridIndicator: string | null
}

export type AddOperatorField = Exclude<keyof AddOperatorFields, "operatorKey" | "DLNJurisdictionCode"> | "DLNJurisdictionId"

/** Add operator (document 3 section 5). */
export const addOperatorIssues = (fields: AddOperatorFields, today: string): ReadonlyArray<CorrectionIssue<AddOperatorField>> => {
  const { issues, issue } = issueList<AddOperatorField>()
  issue("policyTermCount", fields.policyTermCount === 0 ? "required" : undefined)
  issue("vehicleKey", fields.vehicleKey === null ? "required" : undefined)
  issue("operatorTypeId", fields.operatorTypeId === null ? "required" : undefined)
  issue("DLN", textIssue(fields.DLN, correctionLimits.licenceNumber))
  issue("DLNJurisdictionId", blank(fields.DLNJurisdictionCode) ? "required" : undefined)
  issue("fullName", textIssue(fields.fullName, correctionLimits.fullName))
  issue("relationShipId", fields.relationShipId === null ? "required" : undefined)
  const found = fields.operatorKey !== null
  const dob = fields.dateOfBirth
  issue(
    "dateOfBirth",
    dob === null || dob === ""
      ? found
        ? undefined
        : "required"
      : !isValidDate(dob)
        ? "invalidDate"
        : dob > today
          ? "dateInFuture"
          : dob < earliestDateOfBirth
            ? "invalidDateOfBirth"
            : undefined
  )
  issue("genderId", !found && fields.genderId === null ? "required" : undefined)
  issue("maritalStatusId", !found && fields.maritalStatusId === null ? "required" : undefined)
  if (fields.DLNJurisdictionCode === albertaCode) {
    issue(
      "gridLevel",
      blank(fields.gridLevel) ? "required" : /^[A-Za-z0-9]{1,3}$/.test(fields.gridLevel!.trim()) ? undefined : "invalidGridLevel"
    )
    issue(
      "gridIndicator",
      blank(fields.gridIndicator)
        ? "required"
        : /^[A-Za-z0-9]$/.test(fields.gridIndicator!.trim())
          ? undefined
          : "invalidGridIndicator"
    )
  }
  return issues
}

/*
 * What each correction can be refused with at a field, by payload field (document 3 sections 5 and 8):
 * the rules above as the server meets them once the payload has decoded (a date that is no calendar
 * date, an empty list, a choice outside its literals never get that far), and what only the data can
 * tell. The dialogs show each at a field; the server's refusals are typed by them.
 */

/** The driver edit dialog (one field at a time). */
export const driverInfoSaveIssues = {
  fullName: ["blank", "tooLong"],
  fullAddress: ["blank", "tooLong"],
  dateOfBirth: ["required", "invalidDateOfBirth"],
  genderId: ["required", "unknownValue"],
  maritalStatusId: ["required", "unknownValue"],
  driverTrainingId: ["required", "unknownValue"],
  yearLicensed: [
    "required",
    "yearsLicensedFractional",
    "yearsLicensedAbove99",
    "yearsLicensedBelowZero",
    "yearsLicensedAboveAge",
    "yearsLicensedBelowClaimsFree"
  ],
  gridRatingDate: ["gridRatingDateFuture", "gridRatingDateTooEarly", "onlyAlberta"]
} as const satisfies SaveIssueCatalogue

/** The policy status dialog: the status, and the cancellation date beside it. */
export const policyStatusSaveIssues = {
  policyStatusId: ["statusNotOffered"],
  cancellationDate: ["required", "cancellationDateBeforeEffective", "cancellationDateAfterExpiry"]
} as const satisfies SaveIssueCatalogue

/** The claim edit dialogs: a driver or vehicle of the claim's policy, a vehicle loss of the list. */
export const claimSaveIssues = {
  firstPartyOperatorKey: ["notOfPolicy"],
  firstPartyVehicleKey: ["notOfPolicy"],
  firstPartyVehicleLossId: ["unknownValue"]
} as const satisfies SaveIssueCatalogue

/** The add-claim dialog. */
export const addClaimSaveIssues = {
  accidentDate: ["cancellationDateInvalid", "dateOfLossOutsideTerm"],
  firstPartyPolicyKey: ["notOfPolicy"],
  /** The policy number: the chosen policy's. */
  policyId: ["notOfPolicy"],
  claimId: ["blank", "tooLong", "duplicateClaim"],
  majorCoverages: ["unknownValue"],
  firstPartyVIN: ["blank", "tooLong"],
  firstPartyOperatorDLN: ["blank", "tooLong", "notTheLicensedDriver"],
  firstPartyOperatorJurisdictionId: ["unknownValue"],
  firstPartyFullName: ["blank", "tooLong"]
} as const satisfies SaveIssueCatalogue

/** The add-operator dialog. */
export const addOperatorSaveIssues = {
  policyTerm: ["notOfPolicy"],
  vehicleKey: ["notOfPolicy"],
  operatorTypeId: ["unknownValue"],
  DLN: ["blank", "tooLong", "notTheLicensedDriver", "operatorAlreadyExists"],
  DLNJurisdictionId: ["unknownValue"],
  fullName: ["blank", "tooLong"],
  relationShipId: ["unknownValue"],
  dateOfBirth: ["required", "dateInFuture", "invalidDateOfBirth"],
  genderId: ["required", "unknownValue"],
  maritalStatusId: ["required", "unknownValue"],
  gridLevel: ["required", "invalidGridLevel"],
  gridIndicator: ["required", "invalidGridIndicator"]
} as const satisfies SaveIssueCatalogue

export type DriverInfoRefusal = CatalogueIssue<typeof driverInfoSaveIssues>
export type PolicyStatusRefusal = CatalogueIssue<typeof policyStatusSaveIssues>
export type ClaimRefusal = CatalogueIssue<typeof claimSaveIssues>
export type AddClaimRefusal = CatalogueIssue<typeof addClaimSaveIssues>
export type AddOperatorRefusal = CatalogueIssue<typeof addOperatorSaveIssues>

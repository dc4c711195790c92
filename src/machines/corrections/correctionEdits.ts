import type { CorrectionFieldKey } from "../../api/corrections/correctionFields"
import {
  atFaultChoices,
  excludedDriverChoice,
  noOperatorKey,
  type ClaimOperatorOption,
  type UpdateClaimPayload,
  type UpdateDriverInfoPayload,
  type UpdatePolicyPayload,
  type VehicleOption
} from "../../api/corrections/schemas"
import {
  cancellationDateFor,
  driverInfoIssues,
  policyStatusIssues,
  policyStatusOptions,
  statusesWithoutCancellation,
  type CorrectionIssueCode,
  type DriverInfoField,
  type DriverInfoFields
} from "../../api/corrections/validation"
import type { Claim, DriverReport, Lookup, Policy } from "../../api/reports/schemas"

/**
 * The single-item edits of correction mode (document 3 section 2): what each edits, the value it
 * starts from, the rules of document 3 section 5 (from src/api/corrections/validation.ts) and the
 * payload it sends.
 */

export type DriverEditField =
  "fullName" | "fullAddress" | "dateOfBirth" | "gender" | "maritalStatus" | "driverTraining" | "yearsLicensed" | "gridRatingDate"

export type ClaimEditField = "firstPartyFaultDegree" | "firstPartyOperator" | "vehicle" | "vehicleLoss" | "excludedDriver"

export type EditTarget =
  | { readonly kind: "driver"; readonly field: DriverEditField }
  | { readonly kind: "policy"; readonly policyKey: number }
  | { readonly kind: "claim"; readonly claimId: number; readonly field: ClaimEditField }

/** The audit name of what a target edits: the dialog's title is `correction.fields.<key>`. */
export const editedField = (target: EditTarget): CorrectionFieldKey => (target.kind === "policy" ? "policyStatus" : target.field)

/** How the dialog asks for the value. */
export type EditControl = "text" | "number" | "date" | "select"

export const editControl = (target: EditTarget): EditControl => {
  if (target.kind !== "driver") return "select"
  switch (target.field) {
    case "fullName":
    case "fullAddress":
      return "text"
    case "yearsLicensed":
      return "number"
    case "dateOfBirth":
    case "gridRatingDate":
      return "date"
    default:
      return "select"
  }
}

/** A choice of a select: a coded value with its names, or one the dialog names itself. */
export type EditOption =
  | { readonly value: string; readonly code?: string; readonly en: string; readonly fr: string }
  | { readonly value: string; readonly text: "yes" | "no" | "noOperator" }

/** What the dialog holds: the value, and for a policy the cancellation date beside the status. */
export interface EditValues {
  readonly value: string
  readonly cancellationDate: string
}

export type EditInputField = keyof EditValues

/** The dialog edits one value: the server names it by its payload field, and the cancellation date beside a status. */
export const editFieldOf = (payloadField: string): EditInputField =>
  payloadField === "cancellationDate" ? "cancellationDate" : "value"

export interface EditIssue {
  readonly field: EditInputField
  readonly code: CorrectionIssueCode
}

/** Which list a target's select needs from the server; none for the fixed ones and the typed values. */
export type OptionsSource =
  | { readonly list: "none" }
  | { readonly list: "genders" | "maritalStatuses" | "driverTrainings" | "policyStatuses" | "vehicleLosses" }
  | { readonly list: "claimOperators" | "claimVehicles"; readonly claimId: number }

export const optionsSource = (target: EditTarget): OptionsSource => {
  if (target.kind === "policy") return { list: "policyStatuses" }
  if (target.kind === "driver") {
    switch (target.field) {
      case "gender":
        return { list: "genders" }
      case "maritalStatus":
        return { list: "maritalStatuses" }
      case "driverTraining":
        return { list: "driverTrainings" }
      default:
        return { list: "none" }
    }
  }
  switch (target.field) {
    case "firstPartyOperator":
      return { list: "claimOperators", claimId: target.claimId }
    case "vehicle":
      return { list: "claimVehicles", claimId: target.claimId }
    case "vehicleLoss":
      return { list: "vehicleLosses" }
    default:
      return { list: "none" }
  }
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value))
const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value))

export const policyOf = (report: DriverReport, policyKey: number): Policy | undefined =>
  report.policies.find((policy) => policy.policyKey === policyKey)

export const claimOf = (report: DriverReport, claimId: number): Claim | undefined =>
  report.claims.find((claim) => claim.id === claimId)

/** The driver's fields as the report holds them (a masked date of birth is unknown to the corrector). */
const driverFieldsOf = (report: DriverReport): DriverInfoFields => ({
  fullName: report.fullName,
  fullAddress: report.fullAddress,
  dateOfBirth: report.dateOfBirthMasked ? null : report.dateOfBirth,
  genderId: report.gender?.id ?? null,
  maritalStatusId: report.maritalStatus?.id ?? null,
  driverTrainingId: report.driverTraining?.id ?? null,
  yearLicensed: report.yearsLicensed,
  gridRatingDate: report.albertaGridRatingDate
})

const driverInfoField: { readonly [F in DriverEditField]: DriverInfoField } = {
  fullName: "fullName",
  fullAddress: "fullAddress",
  dateOfBirth: "dateOfBirth",
  gender: "genderId",
  maritalStatus: "maritalStatusId",
  driverTraining: "driverTrainingId",
  yearsLicensed: "yearLicensed",
  gridRatingDate: "gridRatingDate"
}

const excludedText = (excluded: boolean | null | undefined) =>
  excluded === true ? String(excludedDriverChoice.yes) : excluded === false ? String(excludedDriverChoice.no) : ""

const claimValue = (claim: Claim, field: ClaimEditField): string => {
  switch (field) {
    case "firstPartyFaultDegree":
      return text(claim.atFault)
    case "firstPartyOperator":
      return text(claim.claimDetailFirstParty?.firstPartyOperatorId ?? noOperatorKey)
    case "vehicle":
      return text(claim.vehicleId)
    case "vehicleLoss":
      return text(claim.vehicleLoss?.id)
    case "excludedDriver":
      return excludedText(claim.claimDetailFirstParty?.driverExcluded)
  }
}

/** The value a dialog opens with: what the report shows. */
export const initialValues = (report: DriverReport, target: EditTarget): EditValues => {
  if (target.kind === "driver") {
    const value = driverFieldsOf(report)[driverInfoField[target.field]]
    return { value: text(value), cancellationDate: "" }
  }
  if (target.kind === "policy") {
    const policy = policyOf(report, target.policyKey)
    return { value: text(policy?.status.id), cancellationDate: policy?.cancellationDate ?? "" }
  }
  const claim = claimOf(report, target.claimId)
  return { value: claim ? claimValue(claim, target.field) : "", cancellationDate: "" }
}

/** The fixed choices: at-fault percentages and the excluded-driver yes/no. */
export const fixedOptions = (target: EditTarget): ReadonlyArray<EditOption> => {
  if (target.kind !== "claim") return []
  if (target.field === "firstPartyFaultDegree")
    // Each language's typography: "50%" in English, "50 %" (no-break space) in French.
    return atFaultChoices.map((choice) => ({ value: String(choice), en: `${choice}%`, fr: `${choice}\u00a0%` }))
  if (target.field === "excludedDriver")
    return [
      { value: String(excludedDriverChoice.yes), text: "yes" },
      { value: String(excludedDriverChoice.no), text: "no" }
    ]
  return []
}

/** The statuses of the policy edit carry their code: it decides whether a cancellation date is asked. */
const optionCode = (options: ReadonlyArray<EditOption>, value: string): string | undefined => {
  const option = options.find((o) => o.value === value)
  return option && "code" in option ? option.code : undefined
}

/** True when the chosen policy status needs a cancellation date (document 3 section 4). */
export const needsCancellationDate = (options: ReadonlyArray<EditOption>, values: EditValues): boolean => {
  const code = optionCode(options, values.value)
  return code !== undefined && !statusesWithoutCancellation.has(code)
}

/** What is sent: the cancellation date is cleared for the statuses that need none. */
const effectiveValues = (target: EditTarget, values: EditValues, options: ReadonlyArray<EditOption>): EditValues =>
  target.kind === "policy" && !needsCancellationDate(options, values) ? { ...values, cancellationDate: "" } : values

/** Save is offered only once the value differs from what the report shows (document 3 section 5). */
export const hasChanged = (
  target: EditTarget,
  values: EditValues,
  initial: EditValues,
  options: ReadonlyArray<EditOption>
): boolean => {
  const now = effectiveValues(target, values, options)
  return now.value !== initial.value || now.cancellationDate !== initial.cancellationDate
}

export interface EditFacts {
  readonly report: DriverReport
  /** yyyy-MM-dd in the user's zone. */
  readonly today: string
}

const driverFieldsWith = (report: DriverReport, field: DriverEditField, value: string): DriverInfoFields => {
  const fields = driverFieldsOf(report)
  const key = driverInfoField[field]
  switch (key) {
    case "fullName":
    case "fullAddress":
      return { ...fields, [key]: value }
    case "dateOfBirth":
    case "gridRatingDate":
      return { ...fields, [key]: value === "" ? null : value }
    default:
      return { ...fields, [key]: numberOrNull(value) }
  }
}

/** The rules of document 3 section 5 for the value as it stands; each issue is a field message. */
export const editIssues = (
  target: EditTarget,
  values: EditValues,
  options: ReadonlyArray<EditOption>,
  { report, today }: EditFacts
): ReadonlyArray<EditIssue> => {
  if (target.kind === "driver") {
    const key = driverInfoField[target.field]
    const facts = {
      jurisdictionCode: report.dlnJurisdiction.code,
      yearOfBirth: report.yearOfBirth,
      numberOfYearsClaimsFree: report.numberOfYearsClaimsFree
    }
    return driverInfoIssues(driverFieldsWith(report, target.field, values.value), driverFieldsOf(report), facts, today)
      .filter((issue) => issue.field === key)
      .map((issue) => ({ field: "value", code: issue.code }))
  }
  if (target.kind === "policy") {
    const policy = policyOf(report, target.policyKey)
    if (!policy) return [{ field: "value", code: "required" }]
    const offered = options.flatMap((o) =>
      "code" in o && o.code !== undefined ? [{ id: Number(o.value), code: o.code, descriptionEn: o.en }] : []
    )
    return policyStatusIssues(
      {
        policyStatusId: numberOrNull(values.value),
        policyStatusCode: optionCode(options, values.value) ?? null,
        cancellationDate: values.cancellationDate === "" ? null : values.cancellationDate
      },
      offered,
      { statusId: policy.status.id, effectiveDate: policy.effectiveDate, expiryDate: policy.expiryDate }
    ).map((issue) => ({ field: issue.field === "policyStatusId" ? "value" : "cancellationDate", code: issue.code }))
  }
  return values.value === "" ? [{ field: "value", code: "required" }] : []
}

export type EditPayload =
  | { readonly call: "updateDriverInfo"; readonly payload: UpdateDriverInfoPayload }
  | { readonly call: "updatePolicy"; readonly payload: UpdatePolicyPayload }
  | { readonly call: "updateClaim"; readonly payload: UpdateClaimPayload }

const claimPayload = (report: DriverReport, claim: Claim, field: ClaimEditField, value: string): UpdateClaimPayload => {
  const current = (f: ClaimEditField) => (f === field ? value : claimValue(claim, f))
  const atFault = numberOrNull(current("firstPartyFaultDegree"))
  const excluded = numberOrNull(current("excludedDriver"))
  return {
    claimKey: claim.id,
    operatorKey: report.driverId,
    reportId: report.id,
    firstPartyDegreeAtFault: atFault as UpdateClaimPayload["firstPartyDegreeAtFault"],
    firstPartyOperatorKey: numberOrNull(current("firstPartyOperator")) ?? noOperatorKey,
    firstPartyVehicleKey: numberOrNull(current("vehicle")),
    firstPartyVehicleLossId: numberOrNull(current("vehicleLoss")),
    firstPartyExcludedDriverId: excluded as UpdateClaimPayload["firstPartyExcludedDriverId"]
  }
}

/** The call a saved edit makes, with every field of its payload as the report shows it but the one edited. */
export const editPayload = (
  target: EditTarget,
  values: EditValues,
  options: ReadonlyArray<EditOption>,
  report: DriverReport
): EditPayload => {
  if (target.kind === "driver") {
    const fields = driverFieldsWith(report, target.field, values.value)
    return { call: "updateDriverInfo", payload: { reportId: report.id, operatorKey: report.driverId, ...fields } }
  }
  if (target.kind === "policy") {
    const code = optionCode(options, values.value) ?? ""
    return {
      call: "updatePolicy",
      payload: {
        reportId: report.id,
        operatorKey: report.driverId,
        policyKey: target.policyKey,
        policyStatusId: Number(values.value),
        policyStatusCode: code,
        cancellationDate: cancellationDateFor(code, values.cancellationDate === "" ? null : values.cancellationDate)
      }
    }
  }
  const claim = claimOf(report, target.claimId)!
  return { call: "updateClaim", payload: claimPayload(report, claim, target.field, values.value) }
}

/** A list as the server answers it. */
export type LoadedList =
  | { readonly list: "lookups"; readonly items: ReadonlyArray<Lookup> }
  | { readonly list: "claimOperators"; readonly items: ReadonlyArray<ClaimOperatorOption> }
  | { readonly list: "claimVehicles"; readonly items: ReadonlyArray<VehicleOption> }

export const vehicleOptionText = (vehicle: VehicleOption) => ({
  en: `${vehicle.modelYear} ${vehicle.makeEn} ${vehicle.modelEn} (${vehicle.vin})`,
  fr: `${vehicle.modelYear} ${vehicle.makeFr} ${vehicle.modelFr} (${vehicle.vin})`
})

/**
 * The choices of a select from the list the server answered. Policy statuses are those document 3
 * section 4 offers; the first-party driver can also be none (-1).
 */
export const editOptions = (target: EditTarget, loaded: LoadedList, { report, today }: EditFacts): ReadonlyArray<EditOption> => {
  switch (loaded.list) {
    case "lookups": {
      const policy = target.kind === "policy" ? policyOf(report, target.policyKey) : undefined
      const items = policy
        ? policyStatusOptions(loaded.items, { statusId: policy.status.id, expiryDate: policy.expiryDate }, today)
        : loaded.items
      return items.map((item) => ({ value: String(item.id), code: item.code, en: item.descriptionEn, fr: item.descriptionFr }))
    }
    case "claimOperators":
      return [
        { value: String(noOperatorKey), text: "noOperator" },
        ...loaded.items.map((operator) => {
          const name = `${operator.fullName} - ${operator.dln} (${operator.jurisdictionCode})`
          return { value: String(operator.operatorKey), en: name, fr: name }
        })
      ]
    case "claimVehicles":
      return loaded.items.map((vehicle) => ({ value: String(vehicle.vehicleKey), ...vehicleOptionText(vehicle) }))
  }
}

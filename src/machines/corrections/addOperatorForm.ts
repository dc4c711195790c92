import type { AddOperatorPayload, OperatorByDln, PolicyTerm, VehicleOption } from "../../api/corrections/schemas"
import { addOperatorIssues, albertaCode, type AddOperatorField, type CorrectionIssue } from "../../api/corrections/validation"
import type { Jurisdiction } from "../../api/platform/schemas"
import type { Policy } from "../../api/reports/schemas"
import { jurisdictionCodeOf } from "./addDialog"

/** The add-operator dialog's fields as typed (document 3 section 2, "Add operator dialog"). */
export interface AddOperatorForm {
  /** The start dates of the chosen policy terms. */
  readonly termStarts: ReadonlyArray<string>
  readonly vehicleKey: string
  readonly operatorTypeId: string
  readonly DLN: string
  readonly DLNJurisdictionId: string
  readonly fullName: string
  readonly relationShipId: string
  readonly dateOfBirth: string
  readonly genderId: string
  readonly maritalStatusId: string
  readonly gridLevel: string
  readonly gridIndicator: string
}

export type AddOperatorTextField = Exclude<keyof AddOperatorForm, "termStarts">

export const emptyAddOperatorForm: AddOperatorForm = {
  termStarts: [],
  vehicleKey: "",
  operatorTypeId: "",
  DLN: "",
  DLNJurisdictionId: "",
  fullName: "",
  relationShipId: "",
  dateOfBirth: "",
  genderId: "",
  maritalStatusId: "",
  gridLevel: "",
  gridIndicator: ""
}

/** Newest first, as document 3 section 2 lists them. */
export const termsNewestFirst = (terms: ReadonlyArray<PolicyTerm>): ReadonlyArray<PolicyTerm> =>
  [...terms].sort((a, b) => b.termStartDate.localeCompare(a.termStartDate))

/** The dialog opens with the term of the policy row it was opened from, when the policy lists it. */
export const termStartsFor = (policy: Pick<Policy, "effectiveDate">, terms: ReadonlyArray<PolicyTerm>): ReadonlyArray<string> =>
  terms.some((term) => term.termStartDate === policy.effectiveDate) ? [policy.effectiveDate] : []

export const toggledTerm = (chosen: ReadonlyArray<string>, termStartDate: string): ReadonlyArray<string> =>
  chosen.includes(termStartDate) ? chosen.filter((start) => start !== termStartDate) : [...chosen, termStartDate]

/** The first vehicle of the chosen terms is preselected (document 3 section 4). */
export const firstVehicleKey = (vehicles: ReadonlyArray<VehicleOption>): string =>
  vehicles.length > 0 ? String(vehicles[0]!.vehicleKey) : ""

const jurisdictionCodeById = (jurisdictions: ReadonlyArray<Jurisdiction>, id: string): string | null =>
  jurisdictionCodeOf(jurisdictions, id) ?? null

export const isAlberta = (jurisdictions: ReadonlyArray<Jurisdiction>, id: string): boolean =>
  jurisdictionCodeById(jurisdictions, id) === albertaCode

const text = (value: string | number | null) => (value === null ? "" : String(value))
const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value))
const textOrNull = (value: string): string | null => (value.trim() === "" ? null : value.trim())

/** A driver found by licence fills the name, birth, gender, marital status and grid fields. */
export const withFoundOperator = (form: AddOperatorForm, found: OperatorByDln): AddOperatorForm => ({
  ...form,
  fullName: found.fullName,
  dateOfBirth: text(found.dateOfBirth),
  genderId: text(found.genderId),
  maritalStatusId: text(found.maritalStatusId),
  gridLevel: found.gridLevel ?? form.gridLevel,
  gridIndicator: found.gridIndicator ?? form.gridIndicator
})

/** The rules of document 3 section 5 (src/api/corrections/validation.ts). */
export const addOperatorFormIssues = (
  form: AddOperatorForm,
  found: OperatorByDln | null,
  jurisdictions: ReadonlyArray<Jurisdiction>,
  today: string
): ReadonlyArray<CorrectionIssue<AddOperatorField>> =>
  addOperatorIssues(
    {
      policyTermCount: form.termStarts.length,
      vehicleKey: numberOrNull(form.vehicleKey),
      operatorTypeId: numberOrNull(form.operatorTypeId),
      DLN: form.DLN,
      DLNJurisdictionCode: jurisdictionCodeById(jurisdictions, form.DLNJurisdictionId),
      fullName: form.fullName,
      relationShipId: numberOrNull(form.relationShipId),
      operatorKey: found?.operatorKey ?? null,
      dateOfBirth: form.dateOfBirth === "" ? null : form.dateOfBirth,
      genderId: numberOrNull(form.genderId),
      maritalStatusId: numberOrNull(form.maritalStatusId),
      gridLevel: form.gridLevel,
      gridIndicator: form.gridIndicator
    },
    today
  )

export const addOperatorPayload = (
  reportId: number,
  policyKey: number,
  terms: ReadonlyArray<PolicyTerm>,
  form: AddOperatorForm,
  found: OperatorByDln | null,
  jurisdictions: ReadonlyArray<Jurisdiction>
): AddOperatorPayload => {
  const alberta = isAlberta(jurisdictions, form.DLNJurisdictionId)
  return {
    reportId,
    policyKey,
    policyTerm: terms.filter((term) => form.termStarts.includes(term.termStartDate)),
    operatorTypeId: Number(form.operatorTypeId),
    vehicleKey: Number(form.vehicleKey),
    DLN: form.DLN.trim(),
    DLNJurisdictionId: Number(form.DLNJurisdictionId),
    operatorKey: found?.operatorKey ?? null,
    fullName: form.fullName.trim(),
    dateOfBirth: form.dateOfBirth === "" ? null : form.dateOfBirth,
    genderId: numberOrNull(form.genderId),
    maritalStatusId: numberOrNull(form.maritalStatusId),
    relationShipId: Number(form.relationShipId),
    ...(alberta ? { gridLevel: textOrNull(form.gridLevel), gridIndicator: textOrNull(form.gridIndicator) } : {})
  }
}

import type { OperatorByDln, OperatorByDlnPayload, PolicyTerm, VehicleOption } from "../../api/corrections/schemas"
import type { AddOperatorField, CorrectionIssue } from "../../api/corrections/validation"
import type { Jurisdiction } from "../../api/platform/schemas"
import type { DriverReport, Lookup } from "../../api/reports/schemas"
import { sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { cancelled, licenceLookupInput, type DialogCommandEvent } from "./addDialog"
import {
  addOperatorFormIssues,
  emptyAddOperatorForm,
  termsNewestFirst,
  termStartsFor,
  type AddOperatorForm,
  type AddOperatorTextField
} from "./addOperatorForm"
import { policyOf } from "./correctionEdits"
import type { DialogOutcome } from "./correctionOutcome"

/** What the add-operator dialog holds and the fields it shows (document 3 sections 4 and 5), apart from its steps. */

export interface AddOperatorInput {
  readonly report: DriverReport
  /** The policy (term) whose last operator row the dialog was opened from. */
  readonly policyKey: number
  readonly today: string
}

export interface AddOperatorLookups {
  readonly terms: ReadonlyArray<PolicyTerm>
  readonly operatorTypes: ReadonlyArray<Lookup>
  readonly relationships: ReadonlyArray<Lookup>
  readonly genders: ReadonlyArray<Lookup>
  readonly maritalStatuses: ReadonlyArray<Lookup>
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
}

export interface AddOperatorContext extends AddOperatorInput, AddOperatorLookups {
  readonly form: AddOperatorForm
  readonly vehicles: ReadonlyArray<VehicleOption>
  /** The driver found by licence and jurisdiction, else null. */
  readonly found: OperatorByDln | null
  readonly submitted: boolean
  /** The server's refusals (the driver already an operator of the policy), each at its field until it changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<AddOperatorField>>
  readonly outcome: DialogOutcome
}

export type AddOperatorEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: AddOperatorTextField; readonly value: string }
  | { readonly type: "TERM_TOGGLED"; readonly termStartDate: string }
  | DialogCommandEvent

export type AddOperatorIssue = CorrectionIssue<AddOperatorField> | ServerIssue<AddOperatorField>

/** The field messages the dialog shows: its own rules once Save was pressed, then the server's. */
export const addOperatorView = (context: AddOperatorContext): ReadonlyArray<AddOperatorIssue> => [
  ...(context.submitted ? addOperatorFormIssues(context.form, context.found, context.jurisdictions, context.today) : []),
  ...context.serverIssues
]

export const lookupFields: ReadonlySet<AddOperatorTextField> = new Set(["DLN", "DLNJurisdictionId"])

/** The payload's fields as the dialog shows them; the chosen terms are one field. */
export const addOperatorFieldOf = sameOrRenamed<AddOperatorField>(
  [
    ...(Object.keys(emptyAddOperatorForm).filter((f) => f !== "termStarts") as ReadonlyArray<AddOperatorField>),
    "policyTermCount"
  ],
  { policyTerm: "policyTermCount", operatorKey: "DLN" }
)

export const addOperatorLookupInput = (
  context: Pick<AddOperatorContext, "form" | "jurisdictions">
): OperatorByDlnPayload | undefined => licenceLookupInput(context.jurisdictions, context.form.DLNJurisdictionId, context.form.DLN)

/** The dialog as it opens, before its lists load. */
export const newAddOperator = (input: AddOperatorInput): AddOperatorContext => ({
  ...input,
  terms: [],
  operatorTypes: [],
  relationships: [],
  genders: [],
  maritalStatuses: [],
  jurisdictions: [],
  form: emptyAddOperatorForm,
  vehicles: [],
  found: null,
  submitted: false,
  serverIssues: [],
  outcome: cancelled
})

/** The lists loaded: the terms newest first, those of the policy the dialog was opened from chosen. */
export const withLookups = (context: AddOperatorContext, lookups: AddOperatorLookups) => {
  const terms = termsNewestFirst(lookups.terms)
  const policy = policyOf(context.report, context.policyKey)
  return { ...lookups, terms, form: { ...context.form, termStarts: policy ? termStartsFor(policy, terms) : [] } }
}

/** A field typed: a new licence or jurisdiction forgets the driver found; the server's message at the field goes. */
export const withField = (context: AddOperatorContext, field: AddOperatorTextField, value: string) => {
  const lookupChanged = lookupFields.has(field)
  return {
    form: { ...context.form, [field]: value },
    found: lookupChanged ? null : context.found,
    serverIssues: withoutFields(context.serverIssues, lookupChanged ? [...lookupFields] : [field])
  }
}

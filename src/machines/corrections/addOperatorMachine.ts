import { assign, setup } from "xstate"
import type {
  AddOperatorPayload,
  OperatorByDln,
  OperatorByDlnPayload,
  PolicyTerm,
  TermVehiclesPayload,
  VehicleOption
} from "../../api/corrections/schemas"
import type { AddOperatorField, CorrectionIssue } from "../../api/corrections/validation"
import type { Jurisdiction } from "../../api/platform/schemas"
import type { DriverReport, Lookup } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "../shared/effectActor"
import { submit } from "../shared/formEdit"
import { refusedFields, sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import {
  addOperatorFormIssues,
  addOperatorPayload,
  emptyAddOperatorForm,
  firstVehicleKey,
  termsNewestFirst,
  termStartsFor,
  toggledTerm,
  withFoundOperator,
  type AddOperatorForm,
  type AddOperatorTextField
} from "./addOperatorForm"
import { policyOf } from "./correctionEdits"
import {
  cancelled,
  conflicted,
  type DialogCommandEvent,
  type DialogTag,
  licenceLookupInput,
  lookupDelay,
  lookupNotFound,
  optionsFailedState,
  optionsLoadFailed,
  saveBadRequest,
  saveConflict,
  saveFailureTransitions,
  saveRefusedFields
} from "./addDialog"
import { corrected, type DialogOutcome } from "./correctionOutcome"

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

const lookupFields: ReadonlySet<AddOperatorTextField> = new Set(["DLN", "DLNJurisdictionId"])

/** The payload's fields as the dialog shows them; the chosen terms are one field. */
const addOperatorFieldOf = sameOrRenamed<AddOperatorField>(
  [
    ...(Object.keys(emptyAddOperatorForm).filter((f) => f !== "termStarts") as ReadonlyArray<AddOperatorField>),
    "policyTermCount"
  ],
  { policyTerm: "policyTermCount", operatorKey: "DLN" }
)

export const addOperatorLookupInput = (
  context: Pick<AddOperatorContext, "form" | "jurisdictions">
): OperatorByDlnPayload | undefined => licenceLookupInput(context.jurisdictions, context.form.DLNJurisdictionId, context.form.DLN)

/**
 * The add-operator dialog (bureau users, document 3 sections 2, 4, 5 and 8): terms of the policy
 * (newest first, several may be chosen), the vehicles of the chosen terms with the first preselected,
 * the driver looked up by licence and jurisdiction, an operator already on the policy shown on the licence.
 */
export const addOperatorMachine = setup({
  types: {
    input: {} as AddOperatorInput,
    context: {} as AddOperatorContext,
    events: {} as AddOperatorEvent,
    output: {} as DialogOutcome,
    tags: {} as DialogTag
  },
  actors: {
    /** The policy's terms and the lists of the dialog. */
    loadLookups: awaits<AddOperatorLookups, { policyKey: number }>("loadLookups"),
    /** POST /Policy/TermVehicles. */
    loadVehicles: awaits<ReadonlyArray<VehicleOption>, TermVehiclesPayload>("loadVehicles"),
    /** POST OperatorByDln; NotFound when the data holds no such driver. */
    lookUpOperator: awaits<OperatorByDln, OperatorByDlnPayload>("lookUpOperator"),
    /** POST AddOperatorInPolicy: answers the regenerated report. */
    addOperator: awaits<DriverReport, AddOperatorPayload>("addOperator")
  },
  actions: {
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    notifyBadRequest: given("notifyBadRequest"),
    assignLookups: assign(({ context }, lookups: AddOperatorLookups) => {
      const terms = termsNewestFirst(lookups.terms)
      const policy = policyOf(context.report, context.policyKey)
      return {
        ...lookups,
        terms,
        form: { ...context.form, termStarts: policy ? termStartsFor(policy, terms) : [] }
      }
    }),
    toggleTerm: assign(({ context }, termStartDate: string) => ({
      form: { ...context.form, termStarts: toggledTerm(context.form.termStarts, termStartDate) },
      serverIssues: withoutFields(context.serverIssues, ["policyTermCount", "vehicleKey"])
    })),
    assignVehicles: assign(({ context }, vehicles: ReadonlyArray<VehicleOption>) => ({
      vehicles,
      form: { ...context.form, vehicleKey: firstVehicleKey(vehicles) }
    })),
    clearVehicles: assign(({ context }) => ({ vehicles: [], form: { ...context.form, vehicleKey: "" } })),
    assignField: assign(({ context }, { field, value }: { field: AddOperatorTextField; value: string }) => {
      const lookupChanged = lookupFields.has(field)
      return {
        form: { ...context.form, [field]: value },
        found: lookupChanged ? null : context.found,
        serverIssues: withoutFields(context.serverIssues, lookupChanged ? [...lookupFields] : [field])
      }
    }),
    assignFound: assign(({ context }, found: OperatorByDln) => ({ found, form: withFoundOperator(context.form, found) })),
    assignSubmitted: assign({ submitted: true }),
    assignServerIssues: assign((_, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, addOperatorFieldOf) ?? []
    })),
    assignCorrected: assign((_, report: DriverReport) => ({ outcome: corrected(report) })),
    assignConflict: assign({ outcome: conflicted }),
    assignCancelled: assign({ outcome: cancelled })
  },
  guards: {
    /** On opening with a term chosen; coming back from a failed save keeps the vehicles and the choice. */
    vehiclesToLoad: ({ context }) => context.form.termStarts.length > 0 && context.vehicles.length === 0,
    termsLeftAfterToggle: ({ context }, termStartDate: string) => toggledTerm(context.form.termStarts, termStartDate).length > 0,
    lookupReady: ({ context }, { field, value }: { field: AddOperatorTextField; value: string }) =>
      lookupFields.has(field) && addOperatorLookupInput({ ...context, form: { ...context.form, [field]: value } }) !== undefined,
    lookupField: (_, field: AddOperatorTextField) => lookupFields.has(field),
    formInvalid: ({ context }) =>
      addOperatorFormIssues(context.form, context.found, context.jurisdictions, context.today).length > 0,
    isNotFound: lookupNotFound,
    isConflict: saveConflict,
    isFieldRefusal: saveRefusedFields(addOperatorFieldOf),
    isBadRequest: saveBadRequest
  },
  delays: { lookupDelay }
}).createMachine({
  id: "addOperator",
  context: ({ input }) => ({
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
  }),
  initial: "loadingOptions",
  states: {
    loadingOptions: {
      tags: ["loading"],
      invoke: {
        id: "loadLookups",
        src: "loadLookups",
        input: ({ context }) => ({ policyKey: context.policyKey }),
        onDone: { target: "editing", actions: { type: "assignLookups", params: ({ event }) => event.output } },
        onError: optionsLoadFailed
      }
    },
    optionsFailed: optionsFailedState,
    editing: {
      type: "parallel",
      on: {
        SAVE: submit("saving"),
        CANCEL: { target: "done", actions: "assignCancelled" }
      },
      states: {
        /** Choosing terms reloads the vehicles (document 3 section 4). */
        vehicles: {
          initial: "opening",
          on: {
            TERM_TOGGLED: [
              {
                guard: { type: "termsLeftAfterToggle", params: ({ event }) => event.termStartDate },
                target: ".loading",
                actions: { type: "toggleTerm", params: ({ event }) => event.termStartDate }
              },
              { target: ".idle", actions: [{ type: "toggleTerm", params: ({ event }) => event.termStartDate }, "clearVehicles"] }
            ]
          },
          states: {
            opening: {
              always: [{ guard: "vehiclesToLoad", target: "loading" }, { target: "idle" }]
            },
            idle: {},
            loading: {
              tags: ["loadingVehicles"],
              on: {
                // Another choice while loading starts the load again for the new terms (only this region).
                TERM_TOGGLED: {
                  guard: { type: "termsLeftAfterToggle", params: ({ event }) => event.termStartDate },
                  target: "loading",
                  reenter: true,
                  actions: { type: "toggleTerm", params: ({ event }) => event.termStartDate }
                }
              },
              invoke: {
                id: "loadVehicles",
                src: "loadVehicles",
                input: ({ context }) => ({ policyKey: context.policyKey, termStartDates: context.form.termStarts }),
                onDone: { target: "idle", actions: { type: "assignVehicles", params: ({ event }) => event.output } },
                onError: {
                  target: "idle",
                  actions: ["clearVehicles", { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }]
                }
              }
            }
          }
        },
        /** Typing licence and jurisdiction looks the driver up. */
        lookup: {
          initial: "idle",
          on: {
            FIELD_CHANGED: [
              {
                guard: { type: "lookupReady", params: ({ event }) => event },
                target: ".waitingToLookUp",
                actions: { type: "assignField", params: ({ event }) => event }
              },
              {
                guard: { type: "lookupField", params: ({ event }) => event.field },
                target: ".idle",
                actions: { type: "assignField", params: ({ event }) => event }
              },
              { actions: { type: "assignField", params: ({ event }) => event } }
            ]
          },
          states: {
            idle: {},
            waitingToLookUp: {
              tags: ["lookingUp"],
              on: {
                // More typing starts the pause again (only this region).
                FIELD_CHANGED: {
                  guard: { type: "lookupReady", params: ({ event }) => event },
                  target: "waitingToLookUp",
                  reenter: true,
                  actions: { type: "assignField", params: ({ event }) => event }
                }
              },
              after: { lookupDelay: "lookingUp" }
            },
            lookingUp: {
              tags: ["lookingUp"],
              invoke: {
                id: "lookUpOperator",
                src: "lookUpOperator",
                input: ({ context }) => addOperatorLookupInput(context)!,
                onDone: { target: "idle", actions: { type: "assignFound", params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: "isNotFound", params: ({ event }) => failureOf(event) }, target: "idle" },
                  {
                    target: "idle",
                    actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
                  }
                ]
              }
            }
          }
        }
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "addOperator",
        src: "addOperator",
        input: ({ context }) =>
          addOperatorPayload(
            context.report.id,
            context.policyKey,
            context.terms,
            context.form,
            context.found,
            context.jurisdictions
          ),
        onDone: { target: "done", actions: { type: "assignCorrected", params: ({ event }) => event.output } },
        onError: [...saveFailureTransitions("isFieldRefusal", "assignServerIssues")]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

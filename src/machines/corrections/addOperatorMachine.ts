import { assign, setup } from "xstate"
import type {
  AddOperatorPayload,
  OperatorByDln,
  OperatorByDlnPayload,
  TermVehiclesPayload,
  VehicleOption
} from "../../api/corrections/schemas"
import type { DriverReport } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, withoutFields } from "../shared/fieldRefusal"
import { submit } from "../shared/formEdit"
import { failureNoticeAction, loadingState, notifyFailure, outputOf } from "../shared/loadStep"
import {
  addOperatorFieldOf,
  addOperatorLookupInput,
  lookupFields,
  newAddOperator,
  withField,
  withLookups,
  type AddOperatorContext,
  type AddOperatorEvent,
  type AddOperatorInput,
  type AddOperatorLookups
} from "./addOperator"
import {
  addOperatorFormIssues,
  addOperatorPayload,
  firstVehicleKey,
  toggledTerm,
  withFoundOperator,
  type AddOperatorTextField
} from "./addOperatorForm"
import {
  cancelled,
  conflicted,
  dialogSaveGuards,
  lookingUpOperator,
  lookupDelay,
  lookupNotFound,
  optionsFailedState,
  saveFailureTransitions,
  type DialogTag
} from "./addDialog"
import { corrected, type DialogOutcome } from "./correctionOutcome"

export * from "./addOperator"

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
    ...failureNoticeAction,
    notifyBadRequest: given("notifyBadRequest"),
    assignLookups: assign(({ context }, lookups: AddOperatorLookups) => withLookups(context, lookups)),
    toggleTerm: assign(({ context }, termStartDate: string) => ({
      form: { ...context.form, termStarts: toggledTerm(context.form.termStarts, termStartDate) },
      serverIssues: withoutFields(context.serverIssues, ["policyTermCount", "vehicleKey"])
    })),
    assignVehicles: assign(({ context }, vehicles: ReadonlyArray<VehicleOption>) => ({
      vehicles,
      form: { ...context.form, vehicleKey: firstVehicleKey(vehicles) }
    })),
    clearVehicles: assign(({ context }) => ({ vehicles: [], form: { ...context.form, vehicleKey: "" } })),
    assignField: assign(({ context }, { field, value }: { field: AddOperatorTextField; value: string }) =>
      withField(context, field, value)
    ),
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
    ...dialogSaveGuards(addOperatorFieldOf)
  },
  delays: { lookupDelay }
}).createMachine({
  id: "addOperator",
  context: ({ input }) => newAddOperator(input),
  initial: "loadingOptions",
  states: {
    loadingOptions: loadingState({
      src: "loadLookups",
      input: ({ context }: { context: AddOperatorContext }) => ({ policyKey: context.policyKey }),
      assign: "assignLookups",
      then: "editing",
      failed: "optionsFailed"
    }),
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
                onDone: { target: "idle", actions: { type: "assignVehicles", params: outputOf } },
                onError: { target: "idle", actions: ["clearVehicles", notifyFailure] }
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
            lookingUp: lookingUpOperator(
              ({ context }: { context: AddOperatorContext }) => addOperatorLookupInput(context)!,
              "assignFound"
            )
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
        onDone: { target: "done", actions: { type: "assignCorrected", params: outputOf } },
        onError: [...saveFailureTransitions("isFieldRefusal", "assignServerIssues")]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

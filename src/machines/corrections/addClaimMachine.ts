import { assign, setup } from "xstate"
import type { AddClaimPayload, OperatorByDln, OperatorByDlnPayload } from "../../api/corrections/schemas"
import type { AddClaimField, CorrectionIssue } from "../../api/corrections/validation"
import type { Jurisdiction, ReportingCompany } from "../../api/platform/schemas"
import type { DriverReport, Lookup } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { submit } from "../shared/formEdit"
import { failureNoticeAction, loadingState, outputOf } from "../shared/loadStep"
import { refusedFields, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import {
  addClaimFieldOf,
  addClaimFormFor,
  addClaimFormIssues,
  addClaimPayload,
  emptyAddClaimForm,
  withPolicyOffered,
  type AddClaimForm,
  type AddClaimTextField
} from "./addClaimForm"
import {
  cancelled,
  conflicted,
  dialogSaveGuards,
  type DialogCommandEvent,
  type DialogTag,
  licenceLookupInput,
  lookingUpOperator,
  lookupDelay,
  lookupNotFound,
  optionsFailedState,
  saveFailureTransitions
} from "./addDialog"
import { corrected, type DialogOutcome } from "./correctionOutcome"

export interface AddClaimInput {
  readonly report: DriverReport
  /** The reporting companies the user corrects: the only ones offered. */
  readonly companies: ReadonlyArray<ReportingCompany>
  readonly today: string
}

export interface AddClaimLookups {
  readonly majorCoverages: ReadonlyArray<Lookup>
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
}

export interface AddClaimContext extends AddClaimInput, AddClaimLookups {
  readonly form: AddClaimForm
  /** The driver found by licence and jurisdiction, else null. */
  readonly operatorKey: number | null
  /** Field messages show once Save was pressed. */
  readonly submitted: boolean
  /** The server's refusals (a duplicate claim number, a date of loss outside the term), each at its field until it changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<AddClaimField>>
  readonly outcome: DialogOutcome
}

export type AddClaimEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: AddClaimTextField; readonly value: string }
  | { readonly type: "COVERAGE_TOGGLED"; readonly id: number }
  | DialogCommandEvent

export type AddClaimIssue = CorrectionIssue<AddClaimField> | ServerIssue<AddClaimField>

/** The field messages the dialog shows: its own rules once Save was pressed, then the server's. */
export const addClaimView = (context: AddClaimContext): ReadonlyArray<AddClaimIssue> => [
  ...(context.submitted ? addClaimFormIssues(context.form, context.today) : []),
  ...context.serverIssues
]

const lookupFields: ReadonlySet<AddClaimTextField> = new Set(["firstPartyOperatorDLN", "firstPartyOperatorJurisdictionId"])
/** A date of loss outside the term is the date's and the policy's: either change answers it. */
const termFields: ReadonlySet<AddClaimTextField> = new Set(["accidentDate", "reportingCompanyCode", "firstPartyPolicyKey"])

const fieldsCleared = (field: AddClaimTextField): ReadonlyArray<AddClaimField> =>
  lookupFields.has(field) ? [...lookupFields] : termFields.has(field) ? [...termFields] : [field]

/** The licence look-up input, when the licence and the jurisdiction are both there. */
export const addClaimLookupInput = (context: AddClaimContext): OperatorByDlnPayload | undefined =>
  licenceLookupInput(context.jurisdictions, context.form.firstPartyOperatorJurisdictionId, context.form.firstPartyOperatorDLN)

/**
 * The add-claim dialog (bureau users, document 3 sections 2, 5 and 8): companies limited to those the
 * user corrects, policies of that company whose term covers the date of loss, the first-party driver
 * looked up by licence and jurisdiction, the server's refusals (a duplicate claim) shown at their fields.
 */
export const addClaimMachine = setup({
  types: {
    input: {} as AddClaimInput,
    context: {} as AddClaimContext,
    events: {} as AddClaimEvent,
    output: {} as DialogOutcome,
    tags: {} as DialogTag
  },
  actors: {
    /** Major coverages and jurisdictions. */
    loadLookups: awaits<AddClaimLookups>("loadLookups"),
    /** POST OperatorByDln; NotFound when the data holds no such driver. */
    lookUpOperator: awaits<OperatorByDln, OperatorByDlnPayload>("lookUpOperator"),
    /** POST AddClaim: answers the regenerated report. */
    addClaim: awaits<DriverReport, AddClaimPayload>("addClaim")
  },
  actions: {
    ...failureNoticeAction,
    notifyBadRequest: given("notifyBadRequest"),
    assignLookups: assign(({ context }, lookups: AddClaimLookups) => ({
      ...lookups,
      form: addClaimFormFor(context.report, lookups.jurisdictions),
      operatorKey: context.report.driverId
    })),
    assignField: assign(({ context }, { field, value }: { field: AddClaimTextField; value: string }) => ({
      form: withPolicyOffered(context.report, { ...context.form, [field]: value }),
      serverIssues: withoutFields(context.serverIssues, fieldsCleared(field)),
      operatorKey: lookupFields.has(field) ? null : context.operatorKey
    })),
    toggleCoverage: assign(({ context }, id: number) => {
      const chosen = context.form.majorCoverages
      const majorCoverages = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]
      return { form: { ...context.form, majorCoverages }, serverIssues: withoutFields(context.serverIssues, ["majorCoverages"]) }
    }),
    assignOperator: assign(({ context }, found: OperatorByDln) => ({
      operatorKey: found.operatorKey,
      form: { ...context.form, firstPartyFullName: found.fullName }
    })),
    assignSubmitted: assign({ submitted: true }),
    assignServerIssues: assign((_, failure: PortalFailure) => ({ serverIssues: refusedFields(failure, addClaimFieldOf) ?? [] })),
    assignCorrected: assign((_, report: DriverReport) => ({ outcome: corrected(report) })),
    assignConflict: assign({ outcome: conflicted }),
    assignCancelled: assign({ outcome: cancelled })
  },
  guards: {
    lookupReady: ({ context, event }) =>
      event.type === "FIELD_CHANGED" &&
      lookupFields.has(event.field) &&
      addClaimLookupInput({ ...context, form: { ...context.form, [event.field]: event.value } }) !== undefined,
    lookupField: ({ event }) => event.type === "FIELD_CHANGED" && lookupFields.has(event.field),
    formInvalid: ({ context }) => addClaimFormIssues(context.form, context.today).length > 0,
    isNotFound: lookupNotFound,
    ...dialogSaveGuards(addClaimFieldOf)
  },
  delays: { lookupDelay }
}).createMachine({
  id: "addClaim",
  context: ({ input }) => ({
    ...input,
    majorCoverages: [],
    jurisdictions: [],
    form: emptyAddClaimForm,
    operatorKey: null,
    submitted: false,
    serverIssues: [],
    outcome: cancelled
  }),
  initial: "loadingOptions",
  states: {
    loadingOptions: loadingState({
      src: "loadLookups",
      assign: "assignLookups",
      then: "editing",
      failed: "optionsFailed"
    }),
    optionsFailed: optionsFailedState,
    editing: {
      initial: "idle",
      on: {
        FIELD_CHANGED: [
          {
            guard: "lookupReady",
            target: ".waitingToLookUp",
            reenter: true,
            actions: { type: "assignField", params: ({ event }) => event }
          },
          { guard: "lookupField", target: ".idle", actions: { type: "assignField", params: ({ event }) => event } },
          { actions: { type: "assignField", params: ({ event }) => event } }
        ],
        COVERAGE_TOGGLED: { actions: { type: "toggleCoverage", params: ({ event }) => event.id } },
        SAVE: submit("saving"),
        CANCEL: { target: "done", actions: "assignCancelled" }
      },
      states: {
        idle: {},
        waitingToLookUp: {
          tags: ["lookingUp"],
          after: { lookupDelay: "lookingUp" }
        },
        lookingUp: lookingUpOperator(
          ({ context }: { context: AddClaimContext }) => addClaimLookupInput(context)!,
          "assignOperator"
        )
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "addClaim",
        src: "addClaim",
        input: ({ context }) => addClaimPayload(context.report, context.form, context.operatorKey),
        onDone: { target: "done", actions: { type: "assignCorrected", params: outputOf } },
        onError: [...saveFailureTransitions("isFieldRefusal", "assignServerIssues")]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

import { assign, setup } from "xstate"
import type { DriverReport } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { failureNoticeAction, loadingState } from "../shared/loadStep"
import { refusedFields, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import {
  cancelled,
  conflicted,
  dialogSaveGuards,
  optionsFailedState,
  saveFailureTransitions,
  type DialogCommandEvent,
  type DialogTag
} from "./addDialog"
import {
  editIssues,
  editOptions,
  editPayload,
  fixedOptions,
  hasChanged,
  initialValues,
  optionsSource,
  editFieldOf,
  type EditInputField,
  type EditIssue,
  type EditOption,
  type EditPayload,
  type EditTarget,
  type EditValues,
  type LoadedList,
  type OptionsSource
} from "./correctionEdits"
import { corrected, type DialogOutcome } from "./correctionOutcome"

export interface EditItemInput {
  readonly target: EditTarget
  readonly report: DriverReport
  /** yyyy-MM-dd in the user's zone. */
  readonly today: string
}

export interface EditItemContext extends EditItemInput {
  readonly initial: EditValues
  readonly values: EditValues
  readonly options: ReadonlyArray<EditOption>
  /** The server's refusals, each at its field until the value changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<EditInputField>>
  readonly outcome: DialogOutcome
}

export type EditItemEvent =
  { readonly type: "VALUE_CHANGED"; readonly field: EditInputField; readonly value: string } | DialogCommandEvent

/** What the dialog shows besides the value: the field messages, and whether Save is offered. */
export interface EditView {
  readonly changed: boolean
  /** Field messages, shown once the value differs from the report's; then the server's. */
  readonly issues: ReadonlyArray<EditIssue | ServerIssue<EditInputField>>
  readonly canSave: boolean
}

export const editView = (context: EditItemContext): EditView => {
  const changed = hasChanged(context.target, context.values, context.initial, context.options)
  const issues = editIssues(context.target, context.values, context.options, context)
  return { changed, issues: [...(changed ? issues : []), ...context.serverIssues], canSave: changed && issues.length === 0 }
}

/**
 * One edit dialog of correction mode (document 3 sections 2, 4, 5): the choices load, the value is
 * edited, and Save, offered once the value changed and breaks no rule, sends the correction. The
 * dialog ends with the report the server returned, a conflict, or a cancel.
 */
export const editItemMachine = setup({
  types: {
    input: {} as EditItemInput,
    context: {} as EditItemContext,
    events: {} as EditItemEvent,
    output: {} as DialogOutcome,
    tags: {} as DialogTag
  },
  actors: {
    /** The list behind the select (lookups, the claim's operators or vehicles). */
    loadOptions: awaits<LoadedList, OptionsSource>("loadOptions"),
    /** updateDriverInfo, updatePolicy or updateClaim: answers the regenerated report. */
    save: awaits<DriverReport, EditPayload>("save")
  },
  actions: {
    ...failureNoticeAction,
    /** A 400 the dialog has no field for: a notice with the generic error400 message. */
    notifyBadRequest: given("notifyBadRequest"),
    assignOptions: assign(({ context }, loaded: LoadedList) => ({ options: editOptions(context.target, loaded, context) })),
    assignValue: assign(({ context }, { field, value }: { field: EditInputField; value: string }) => ({
      values: { ...context.values, [field]: value },
      serverIssues: withoutFields(context.serverIssues, [field])
    })),
    assignServerIssues: assign((_, failure: PortalFailure) => ({ serverIssues: refusedFields(failure, editFieldOf) ?? [] })),
    assignCorrected: assign((_, report: DriverReport) => ({ outcome: corrected(report) })),
    assignConflict: assign({ outcome: conflicted }),
    assignCancelled: assign({ outcome: cancelled })
  },
  guards: {
    needsOptions: ({ context }) => optionsSource(context.target).list !== "none",
    canSave: ({ context }) => editView(context).canSave,
    ...dialogSaveGuards(editFieldOf)
  }
}).createMachine({
  id: "editItem",
  context: ({ input }) => {
    const initial = initialValues(input.report, input.target)
    return { ...input, initial, values: initial, options: fixedOptions(input.target), serverIssues: [], outcome: cancelled }
  },
  initial: "opening",
  states: {
    opening: {
      tags: ["loading"],
      always: [{ guard: "needsOptions", target: "loadingOptions" }, { target: "editing" }]
    },
    loadingOptions: loadingState({
      src: "loadOptions",
      input: ({ context }: { context: EditItemContext }) => optionsSource(context.target),
      assign: "assignOptions",
      then: "editing",
      failed: "optionsFailed"
    }),
    /** The choices could not be loaded: try again or cancel. */
    optionsFailed: optionsFailedState,
    editing: {
      on: {
        VALUE_CHANGED: { actions: { type: "assignValue", params: ({ event }) => event } },
        SAVE: { guard: "canSave", target: "saving" },
        CANCEL: { target: "done", actions: "assignCancelled" }
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => editPayload(context.target, context.values, context.options, context.report),
        onDone: { target: "done", actions: { type: "assignCorrected", params: ({ event }) => event.output } },
        onError: [...saveFailureTransitions("isFieldRefusal", "assignServerIssues")]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

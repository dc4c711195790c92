import { assign, setup } from "xstate"
import type { CompanySaveIssue } from "../../api/company/validation"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { saveGuards, saveRefusals, submit } from "../shared/formEdit"
import {
  duplicateField,
  initialForm,
  itemFieldOf,
  itemIssues,
  itemSave,
  withToggled,
  type CompanyOwner,
  type ItemField,
  type ItemForm,
  type ItemSave,
  type ItemTarget,
  type ItemTextField,
  type ItemToggle,
  type SavedItem
} from "./companyItems"
import { failureNoticeAction } from "../shared/loadStep"

export interface ItemDialogInput {
  readonly target: ItemTarget
  readonly owner: CompanyOwner
}

export interface ItemDialogContext extends ItemDialogInput {
  readonly form: ItemForm
  /** The shared rules' messages show once Save was pressed. */
  readonly submitted: boolean
  /** The server's refusals at their fields, and its 409 at the field that makes the record, until changed. */
  readonly serverIssues: ReadonlyArray<ServerIssue<ItemField>>
  readonly duplicate: boolean
  readonly saved: SavedItem | null
}

export type ItemDialogEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: ItemTextField; readonly value: string }
  | { readonly type: "TOGGLED"; readonly field: ItemToggle }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

/** How the dialog ended: the record saved, or null when cancelled. */
export interface ItemDialogOutput {
  readonly saved: SavedItem | null
}

export type ItemDialogTag = "busy"

/** A message at one of the dialog's fields: a shared rule's, the server's, or the duplicate. */
export type ItemDialogIssue =
  CompanySaveIssue | ServerIssue<ItemField> | { readonly field: ItemField; readonly code: "duplicate" }

/** The messages the dialog shows, by its own field names. */
export const itemDialogIssues = (context: ItemDialogContext): ReadonlyArray<ItemDialogIssue> => [
  ...(context.submitted
    ? itemIssues(context.target, context.form, context.owner).map((issue) => ({
        ...issue,
        field: itemFieldOf(context.target.kind)(issue.field)!
      }))
    : []),
  ...context.serverIssues,
  ...(context.duplicate ? [{ field: duplicateField(context.target.kind), code: "duplicate" as const }] : [])
]

/**
 * One add or edit dialog of the company profile (document 2 sections 2, 5 and 8): a unit's name, a
 * driver report option, a permitted domain or a recipient's e-mail. Save checks the shared rules
 * first; the server's 409 reads 'Duplicate record' at the field, its field refusals at theirs.
 */
export const itemDialogMachine = setup({
  types: {
    input: {} as ItemDialogInput,
    context: {} as ItemDialogContext,
    events: {} as ItemDialogEvent,
    output: {} as ItemDialogOutput,
    tags: {} as ItemDialogTag
  },
  actors: {
    /** POST create or PUT /{id} of units, driver report options, permitted domains or recipients. */
    save: awaits<SavedItem, ItemSave>("save")
  },
  actions: {
    notifySaved: given("notifySaved"),
    /** The 'Duplicate record' notice of section 8. */
    notifyDuplicate: given("notifyDuplicate"),
    notifyNotSaved: given("notifyNotSaved"),
    ...failureNoticeAction,
    assignText: assign(({ context }, { field, value }: { field: ItemTextField; value: string }) => ({
      form: { ...context.form, [field]: value },
      serverIssues: withoutFields(context.serverIssues, [field]),
      duplicate: false
    })),
    assignToggled: assign(({ context }, field: ItemToggle) => ({
      form: withToggled(context.form, field),
      serverIssues: withoutFields(context.serverIssues, ["makeDefault"]),
      duplicate: false
    })),
    assignSubmitted: assign({ submitted: true }),
    assignSaved: assign((_, saved: SavedItem) => ({ saved })),
    assignDuplicate: assign({ duplicate: true }),
    assignServerIssues: assign(({ context }, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, itemFieldOf(context.target.kind)) ?? []
    }))
  },
  guards: {
    formInvalid: ({ context }) => itemIssues(context.target, context.form, context.owner).length > 0,
    ...saveGuards((context: ItemDialogContext) => itemFieldOf(context.target.kind))
  }
}).createMachine({
  id: "itemDialog",
  context: ({ input }) => ({
    ...input,
    form: initialForm(input.target),
    submitted: false,
    serverIssues: [],
    duplicate: false,
    saved: null
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: { type: "assignText", params: ({ event }) => event } },
        TOGGLED: { actions: { type: "assignToggled", params: ({ event }) => event.field } },
        // Valid implies savable: the empty domain, whose Save is disabled, breaks a rule.
        SAVE: submit("saving"),
        CANCEL: "done"
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => itemSave(context.target, context.form, context.owner),
        onDone: {
          target: "done",
          actions: [{ type: "assignSaved", params: ({ event }) => event.output }, "notifySaved"]
        },
        onError: saveRefusals({ back: "editing", conflict: ["assignDuplicate", "notifyDuplicate"] })
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => ({ saved: context.saved })
})

import type { OperatorByDlnPayload } from "../../api/corrections/schemas"
import type { Jurisdiction } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { failureOf } from "../shared/effectActor"
import { refusedFields } from "../shared/fieldRefusal"
import { notifyFailure, outputOf } from "../shared/loadStep"
import { saveFailure, type DialogOutcome } from "./correctionOutcome"

/**
 * What the dialogs that add something to a report share (document 3 sections 5 and 8): the driver
 * looked up by licence and jurisdiction, the save whose 400 issues become field messages or a
 * notice, and the way the dialog ends. The edit dialog shares the save's failures, the options'
 * load failure and the commands.
 */

const failureParams = ({ event }: { readonly event: { readonly error: unknown } }) => failureOf(event)

/** The code of the jurisdiction chosen in a dialog's list (its value is the id). */
export const jurisdictionCodeOf = (jurisdictions: ReadonlyArray<Jurisdiction>, id: string): string | undefined =>
  jurisdictions.find((j) => String(j.id) === id)?.jurisdictionCode

/** The licence look-up input, when the licence and its jurisdiction are both there. */
export const licenceLookupInput = (
  jurisdictions: ReadonlyArray<Jurisdiction>,
  jurisdictionId: string,
  licence: string
): OperatorByDlnPayload | undefined => {
  const jurisdictionCode = jurisdictionCodeOf(jurisdictions, jurisdictionId)
  const driverLicenceNumber = licence.trim()
  return jurisdictionCode && driverLicenceNumber ? { jurisdictionCode, driverLicenceNumber } : undefined
}

/** Typing pauses this long before the licence is looked up. */
export const lookupDelay = 500

/**
 * The licence looked up once typing paused (`lookUpOperator`): the driver found is kept by `assign`
 * (given the answer); no such driver is no message; any other failure is the generic notice.
 */
export const lookingUpOperator = <Input, const Assign extends string>(input: Input, assign: Assign) =>
  ({
    tags: ["lookingUp"],
    invoke: {
      id: "lookUpOperator",
      src: "lookUpOperator",
      input,
      onDone: { target: "idle", actions: { type: assign, params: outputOf } },
      onError: [
        { guard: { type: "isNotFound", params: failureParams }, target: "idle" },
        { target: "idle", actions: notifyFailure }
      ]
    }
  }) as const

/** The guards on a failed look-up or save, each given the failure as its params. */
export const lookupNotFound = (_: unknown, failure: PortalFailure) => failure._tag === "NotFound"
export const saveConflict = (_: unknown, failure: PortalFailure) => saveFailure(failure).kind === "conflict"
/** A 400 whose issues the dialog shows at its fields (`fieldOf` names the dialog's field for a payload field). */
export const saveRefusedFields =
  <Field extends string>(fieldOf: (payloadField: string) => Field | undefined) =>
  (_: unknown, failure: PortalFailure) =>
    refusedFields(failure, fieldOf) !== undefined
export const saveBadRequest = (_: unknown, failure: PortalFailure) => saveFailure(failure).kind === "badRequest"

/**
 * The guards of `saveFailureTransitions`, for a dialog's `setup({ guards })`: `fieldOf` names the
 * dialog's field for a payload field.
 */
export const dialogSaveGuards = <Field extends string>(fieldOf: (payloadField: string) => Field | undefined) => ({
  isConflict: saveConflict,
  isFieldRefusal: saveRefusedFields(fieldOf),
  isBadRequest: saveBadRequest
})

/** The two ways a dialog ends without a corrected report (with `corrected` of correctionOutcome). */
export const conflicted: DialogOutcome = { outcome: "conflict" }
export const cancelled: DialogOutcome = { outcome: "cancelled" }

const conflictTransition = {
  guard: { type: "isConflict", params: failureParams },
  target: "done",
  actions: "assignConflict"
} as const

const backToFormTransitions = [
  { guard: { type: "isBadRequest", params: failureParams }, target: "editing", actions: "notifyBadRequest" },
  {
    target: "editing",
    actions: {
      type: "notifyFailure",
      params: (args: Parameters<typeof failureParams>[0]) => ({ failure: failureParams(args) })
    }
  }
] as const

/**
 * Where a failed save goes: 409 ends the dialog; a 400 naming the dialog's fields (`fieldGuard`) goes
 * back to the form with each message at its field (`fieldAction`, given the failure); any other 400
 * (a notice) or failure goes back to the form.
 */
export const saveFailureTransitions = <FieldAction extends string, FieldGuard extends string>(
  fieldGuard: FieldGuard,
  fieldAction: FieldAction
) =>
  [
    conflictTransition,
    {
      guard: { type: fieldGuard, params: failureParams },
      target: "editing",
      actions: { type: fieldAction, params: failureParams }
    },
    ...backToFormTransitions
  ] as const

/**
 * What the dialogs' views ask of a state (rather than its name): its lists `loading` or `loadFailed`,
 * `busy` saving, the licence `lookingUp`, the vehicles of the chosen terms `loadingVehicles`.
 */
export type DialogTag = "loading" | "loadFailed" | "busy" | "lookingUp" | "loadingVehicles"

/** The events every add or edit dialog takes besides its fields. */
export type DialogCommandEvent = { readonly type: "SAVE" } | { readonly type: "CANCEL" } | { readonly type: "RETRY" }

/** The dialog's lists failed to load: a notice, then Retry or Cancel. */
export const optionsLoadFailed = {
  target: "optionsFailed",
  actions: { type: "notifyFailure", params: (args: Parameters<typeof failureParams>[0]) => ({ failure: failureParams(args) }) }
} as const

export const optionsFailedState = {
  tags: ["loadFailed"],
  on: {
    RETRY: "loadingOptions",
    CANCEL: { target: "done", actions: "assignCancelled" }
  }
} as const

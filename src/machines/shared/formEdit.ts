import type { PortalFailure } from "../../services/api/portalFailure"
import { failureOf } from "./effectActor"
import { refusedFields } from "./fieldRefusal"

/**
 * The steps every form that edits and saves repeats (a profile, a settings tab, a dialog of a list):
 * Save checks the form's own rules first, then saves; the save's failure is, in this order, someone
 * else's save or a duplicate (409), a refusal at the form's fields (400 naming them), a refusal the
 * form cannot place (400), or anything else (the generic handler of document 1 section 8). A machine
 * takes these pieces into its `setup` and its `saving` state, and words each outcome in its own actions.
 */

interface Failed {
  readonly event: { readonly error: unknown }
}

/** The failure of the actor that failed, as an action's or a guard's params. */
export const failureParams = ({ event }: Failed): PortalFailure => failureOf(event)

/** The same as the params of `notifyFailure`. */
export const failureNotice = (args: Failed) => ({ failure: failureParams(args) })

/** The tags of a form's states, for the view: what it shows, never which state the machine is in. */
export type FormEditTag = "editing" | "saving" | "busy"

/**
 * The guards of a save's failure, for `setup({ guards })`: `fieldsOf` gives the form's field for each
 * payload field the form shows (it may depend on the form being edited).
 */
export const saveGuards = <Context, Field extends string>(
  fieldsOf: (context: Context) => (payloadField: string) => Field | undefined
) => ({
  isConflict: (_: unknown, failure: PortalFailure) => failure._tag === "Conflict",
  isBadRequest: (_: unknown, failure: PortalFailure) => failure._tag === "BadRequest",
  isFieldRefusal: ({ context }: { readonly context: Context }, failure: PortalFailure) =>
    refusedFields(failure, fieldsOf(context)) !== undefined
})

/** The same for a form whose fields do not depend on what it edits. */
export const fixedFields =
  <Field extends string>(fieldOf: (payloadField: string) => Field | undefined) =>
  () =>
    fieldOf

/**
 * Save: with a broken rule of the form, its messages show (`submitted`) and nothing is sent; else the
 * form is saved. `onInvalid` adds what the form does besides (a notice, a scroll to its top).
 */
export function submit<const Target extends string>(
  target: Target
): readonly [
  { readonly guard: "formInvalid"; readonly actions: "assignSubmitted" },
  { readonly target: Target; readonly actions: "assignSubmitted" }
]
export function submit<const Target extends string, const OnInvalid extends ReadonlyArray<string>>(
  target: Target,
  onInvalid: OnInvalid
): readonly [
  { readonly guard: "formInvalid"; readonly actions: readonly ["assignSubmitted", ...OnInvalid] },
  { readonly target: Target; readonly actions: "assignSubmitted" }
]
export function submit(target: string, onInvalid?: ReadonlyArray<string>): ReadonlyArray<object> {
  return [
    { guard: "formInvalid", actions: onInvalid ? ["assignSubmitted", ...onInvalid] : "assignSubmitted" },
    { target, actions: "assignSubmitted" }
  ] as const
}

interface Refusals<Back extends string, Conflict, Refused, NotPlaced> {
  /** Where the form goes back to, its values kept. */
  readonly back: Back
  /** A 409 in the form's words (a duplicate at its field, a notice); without it, the generic handler's. */
  readonly conflict?: Conflict
  /** What follows `assignServerIssues` and `notifyNotSaved` on a refusal at the fields (a scroll to the top). */
  readonly refused?: Refused
  /** A 400 that names no field the form shows; without it, the generic handler's. */
  readonly notPlaced?: NotPlaced
}

const failureAction = { type: "notifyFailure", params: failureNotice } as const
const issuesAction = { type: "assignServerIssues", params: failureParams } as const

/**
 * The `onError` of a form's save: a conflict (when the form words one), a refusal at its fields
 * (shown at them, with the 'not saved' notice), a refusal it cannot place (when it words one), else
 * the generic handler. Each goes back to `back` with the form as the user left it.
 */
export const saveRefusals = <
  const Back extends string,
  const Conflict extends ReadonlyArray<unknown> = [],
  const Refused extends ReadonlyArray<unknown> = [],
  const NotPlaced extends ReadonlyArray<unknown> = []
>({
  back,
  conflict,
  refused,
  notPlaced
}: Refusals<Back, Conflict, Refused, NotPlaced>) =>
  [
    ...(conflict ? [{ guard: { type: "isConflict", params: failureParams }, target: back, actions: conflict } as const] : []),
    {
      guard: { type: "isFieldRefusal", params: failureParams },
      target: back,
      actions: [issuesAction, "notifyNotSaved", ...(refused ?? [])] as readonly [
        typeof issuesAction,
        "notifyNotSaved",
        ...Refused
      ]
    } as const,
    ...(notPlaced ? [{ guard: { type: "isBadRequest", params: failureParams }, target: back, actions: notPlaced } as const] : []),
    { target: back, actions: failureAction } as const
  ] as const

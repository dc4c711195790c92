import type { DriverReport } from "../../api/reports/schemas"
import { outputOf } from "../shared/loadStep"
import type { EditTarget } from "./correctionEdits"
import type { DialogOutcome } from "./correctionOutcome"
import { correctionRights, type CorrectionRights, type CorrectionUser } from "./correctionRights"

/** What correction mode holds and answers, apart from its steps (correctionModeMachine.ts). */

export interface CorrectionModeInput {
  readonly report: DriverReport
  /** The route the report was opened from: the switch exists only for /driver-report. */
  readonly origin: string
  /** The signed-in user; without one there is no correction mode. */
  readonly user: CorrectionUser | undefined
  /** yyyy-MM-dd in the user's zone, for the rules of document 3 section 5. */
  readonly today: string
  /** On when the screen was opened from a correction (the report it returned). */
  readonly on: boolean
}

export interface CorrectionModeContext extends CorrectionModeInput {
  /** The control that opened the dialog: the new report puts the focus back on it. */
  readonly openedFrom: string | undefined
}

export type CorrectionModeEvent =
  | { readonly type: "SWITCHED"; readonly on: boolean }
  | { readonly type: "EDIT"; readonly target: EditTarget }
  | { readonly type: "REMOVE_CLAIM"; readonly claimId: number }
  | { readonly type: "ADD_CLAIM" }
  | { readonly type: "ADD_OPERATOR"; readonly policyKey: number }

/**
 * The control a dialog was opened from, by the name the view gives it (its test id). A removed claim
 * has no button left: the focus goes to Add claim, in the same section.
 */
export const controlOf = (event: CorrectionModeEvent): string | undefined => {
  switch (event.type) {
    case "EDIT": {
      const target = event.target
      if (target.kind === "driver") return `edit-driver-${target.field}`
      if (target.kind === "policy") return `edit-policy-${target.policyKey}`
      return `edit-claim-${target.claimId}-${target.field}`
    }
    case "ADD_CLAIM":
    case "REMOVE_CLAIM":
      return "add-claim"
    case "ADD_OPERATOR":
      return `add-operator-${event.policyKey}`
    default:
      return undefined
  }
}

/** The edit buttons the view shows while correction mode is on. */
export const rightsOf = (context: CorrectionModeContext): CorrectionRights => correctionRights(context.user, context.report)

/** The event that opened a dialog, as its state reads it. */
export type Opened<T extends CorrectionModeEvent["type"]> = Extract<CorrectionModeEvent, { type: T }>

/** A guard on how a dialog ended (its output). */
export const outcomeIs =
  (outcome: DialogOutcome["outcome"]) =>
  (_: unknown, output: DialogOutcome): boolean =>
    output.outcome === outcome

/** A dialog closed: corrected, the new report opens; a conflict, the report is pulled again; else back to idle. */
export const whenDone = [
  {
    guard: { type: "wasCorrected", params: outputOf<DialogOutcome> },
    target: "idle",
    actions: [
      "notifyCorrected",
      { type: "assignCorrectedReport", params: outputOf<DialogOutcome> },
      {
        type: "openReport",
        params: ({ context, event }: { context: CorrectionModeContext; event: { output: DialogOutcome } }) => ({
          reportId: event.output.outcome === "corrected" ? event.output.report.id : 0,
          focus: context.openedFrom
        })
      }
    ]
  },
  {
    guard: { type: "wasConflict", params: outputOf<DialogOutcome> },
    target: "refreshing",
    actions: "notifyConflict"
  },
  { target: "idle" }
] as const

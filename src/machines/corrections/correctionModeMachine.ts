import { assign, setup } from "xstate"
import type { DriverReport } from "../../api/reports/schemas"
import { awaits, given } from "../shared/effectActor"
import { failureNoticeAction, notifyFailure, outputOf } from "../shared/loadStep"
import { addClaimMachine } from "./addClaimMachine"
import { addOperatorMachine } from "./addOperatorMachine"
import {
  controlOf,
  outcomeIs,
  rightsOf,
  whenDone,
  type CorrectionModeContext,
  type CorrectionModeEvent,
  type CorrectionModeInput,
  type Opened
} from "./correctionMode"
import { claimOf, policyOf, type EditTarget } from "./correctionEdits"
import type { DialogOutcome } from "./correctionOutcome"
import { correctionAvailable, correctionCompanies, mayEditTarget } from "./correctionRights"
import { editItemMachine } from "./editItemMachine"
import { removeClaimMachine } from "./removeClaimMachine"

export * from "./correctionMode"

/**
 * Correction mode on the driver report (document 3 sections 2, 4 and 6): off or on; when on, each
 * edit button opens its dialog. A correction replaces the report with the one returned (a new
 * report: the screen moves to it, correction mode still on) and says so; a 409 says someone else
 * changed the item and pulls the report again from the current data.
 */
export const correctionModeMachine = setup({
  types: {
    input: {} as CorrectionModeInput,
    context: {} as CorrectionModeContext,
    events: {} as CorrectionModeEvent,
    /** `switchShown`: the report offers the correction switch; `on`: it is on. */
    tags: {} as "switchShown" | "on",
    children: {} as {
      editItem: "editItem"
      removeClaim: "removeClaim"
      addClaim: "addClaim"
      addOperator: "addOperator"
      regenerate: "regenerate"
    }
  },
  actors: {
    editItem: editItemMachine,
    removeClaim: removeClaimMachine,
    addClaim: addClaimMachine,
    addOperator: addOperatorMachine,
    /** POST RegenerateReport: the report pulled again from the current data. */
    regenerate: awaits<DriverReport, { reportId: number }>("regenerate")
  },
  actions: {
    /** report.dataCorrection.success200. */
    notifyCorrected: given("notifyCorrected"),
    /** Someone else changed the item since this report (409). */
    notifyConflict: given("notifyConflict"),
    ...failureNoticeAction,
    /**
     * Opens /reports/{id} of the new report, from the driver search, correction mode on, the focus back
     * on the control the dialog was opened from.
     */
    openReport: given<{ reportId: number; focus: string | undefined }>("openReport"),
    assignOpenedFrom: assign(({ event }) => ({ openedFrom: controlOf(event) })),
    assignReport: assign((_, report: DriverReport) => ({ report })),
    assignCorrectedReport: assign(({ context }, outcome: DialogOutcome) => ({
      report: outcome.outcome === "corrected" ? outcome.report : context.report
    }))
  },
  guards: {
    available: ({ context }) => correctionAvailable(context.user, context.origin),
    startsOn: ({ context }) => context.on,
    switchedOn: (_, on: boolean) => on,
    switchedOff: (_, on: boolean) => !on,
    mayEdit: ({ context }, target: EditTarget) => mayEditTarget(rightsOf(context), context.report, target),
    mayRemoveClaim: ({ context }, claimId: number) => {
      const claim = claimOf(context.report, claimId)
      return claim !== undefined && rightsOf(context).removeClaim(claim)
    },
    mayAddClaim: ({ context }) => rightsOf(context).addClaim,
    mayAddOperator: ({ context }, policyKey: number) => {
      const policy = policyOf(context.report, policyKey)
      return policy !== undefined && rightsOf(context).addOperator(policy)
    },
    wasCorrected: outcomeIs("corrected"),
    wasConflict: outcomeIs("conflict")
  }
}).createMachine({
  id: "correctionMode",
  context: ({ input }) => ({ ...input, openedFrom: undefined }),
  initial: "opening",
  states: {
    opening: {
      always: [{ guard: "available", target: "choosing" }, { target: "unavailable" }]
    },
    choosing: {
      always: [{ guard: "startsOn", target: "on" }, { target: "off" }]
    },
    /** No switch: the report was not opened from the driver search, or the user corrects nothing. */
    unavailable: {},
    off: {
      tags: ["switchShown"],
      on: { SWITCHED: { guard: { type: "switchedOn", params: ({ event }) => event.on }, target: "on" } }
    },
    on: {
      tags: ["switchShown", "on"],
      initial: "idle",
      states: {
        idle: {
          on: {
            SWITCHED: { guard: { type: "switchedOff", params: ({ event }) => event.on }, target: "#correctionMode.off" },
            EDIT: {
              guard: { type: "mayEdit", params: ({ event }) => event.target },
              target: "editing",
              actions: "assignOpenedFrom"
            },
            REMOVE_CLAIM: {
              guard: { type: "mayRemoveClaim", params: ({ event }) => event.claimId },
              target: "removingClaim",
              actions: "assignOpenedFrom"
            },
            ADD_CLAIM: { guard: "mayAddClaim", target: "addingClaim", actions: "assignOpenedFrom" },
            ADD_OPERATOR: {
              guard: { type: "mayAddOperator", params: ({ event }) => event.policyKey },
              target: "addingOperator",
              actions: "assignOpenedFrom"
            }
          }
        },
        editing: {
          invoke: {
            id: "editItem",
            src: "editItem",
            input: ({ context, event }) => ({
              target: (event as Opened<"EDIT">).target,
              report: context.report,
              today: context.today
            }),
            onDone: whenDone
          }
        },
        removingClaim: {
          invoke: {
            id: "removeClaim",
            src: "removeClaim",
            input: ({ context, event }) => ({ report: context.report, claimId: (event as Opened<"REMOVE_CLAIM">).claimId }),
            onDone: whenDone
          }
        },
        addingClaim: {
          invoke: {
            id: "addClaim",
            src: "addClaim",
            input: ({ context }) => ({
              report: context.report,
              companies: context.user ? correctionCompanies(context.user) : [],
              today: context.today
            }),
            onDone: whenDone
          }
        },
        addingOperator: {
          invoke: {
            id: "addOperator",
            src: "addOperator",
            input: ({ context, event }) => ({
              report: context.report,
              policyKey: (event as Opened<"ADD_OPERATOR">).policyKey,
              today: context.today
            }),
            onDone: whenDone
          }
        },
        /** After a 409: the report pulled again from the current data replaces this one. */
        refreshing: {
          invoke: {
            id: "regenerate",
            src: "regenerate",
            input: ({ context }) => ({ reportId: context.report.id }),
            onDone: {
              target: "idle",
              actions: [
                { type: "assignReport", params: outputOf },
                { type: "openReport", params: ({ context, event }) => ({ reportId: event.output.id, focus: context.openedFrom }) }
              ]
            },
            onError: { target: "idle", actions: notifyFailure }
          }
        }
      }
    }
  }
})

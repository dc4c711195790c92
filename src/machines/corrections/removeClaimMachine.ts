import { assign, setup } from "xstate"
import type { RemoveClaimPayload } from "../../api/corrections/schemas"
import type { DriverReport } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "../shared/effectActor"
import { cancelled, conflicted, saveConflict, type DialogTag } from "./addDialog"
import { corrected, type DialogOutcome } from "./correctionOutcome"

export interface RemoveClaimInput {
  readonly report: DriverReport
  readonly claimId: number
}

export interface RemoveClaimContext extends RemoveClaimInput {
  readonly outcome: DialogOutcome
}

export type RemoveClaimEvent = { readonly type: "CONFIRM" } | { readonly type: "CANCEL" }

/**
 * Removing a claim (bureau users, document 3 sections 2 and 4): the user confirms (Enter confirms),
 * the claim is put on hold, and the report comes back without it. A failure is a notice with the
 * error500 message (document 3 section 8) and the question stays.
 */
export const removeClaimMachine = setup({
  types: {
    input: {} as RemoveClaimInput,
    context: {} as RemoveClaimContext,
    events: {} as RemoveClaimEvent,
    output: {} as DialogOutcome,
    tags: {} as DialogTag
  },
  actors: {
    removeClaim: awaits<DriverReport, RemoveClaimPayload>("removeClaim")
  },
  actions: {
    /** errorMessage.error500's text, whatever the failure (a refused function keeps its own message). */
    notifyRemoveFailure: given<{ failure: PortalFailure }>("notifyRemoveFailure"),
    assignCorrected: assign((_, report: DriverReport) => ({ outcome: corrected(report) })),
    assignConflict: assign({ outcome: conflicted }),
    assignCancelled: assign({ outcome: cancelled })
  },
  guards: {
    isConflict: saveConflict
  }
}).createMachine({
  id: "removeClaim",
  context: ({ input }) => ({ ...input, outcome: cancelled }),
  initial: "confirming",
  states: {
    confirming: {
      on: {
        CONFIRM: "removing",
        CANCEL: { target: "done", actions: "assignCancelled" }
      }
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "removeClaim",
        src: "removeClaim",
        input: ({ context }) => ({ claimKey: context.claimId, reportId: context.report.id }),
        onDone: { target: "done", actions: { type: "assignCorrected", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isConflict", params: ({ event }) => failureOf(event) },
            target: "done",
            actions: "assignConflict"
          },
          {
            target: "confirming",
            actions: { type: "notifyRemoveFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
          }
        ]
      }
    },
    done: { type: "final" }
  },
  output: ({ context }) => context.outcome
})

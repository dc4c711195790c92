import { setup } from "xstate"
import type { DriverReport } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "../shared/effectActor"

export interface NinetyDaysRegenerateInput {
  /** The report the 90-day row belongs to. */
  readonly reportId: number
  readonly ninetyDaysDataCorrectionId: number
}

/**
 * "Regenerate report" on a report opened from the 90-day list: RegenerateReport with the row's id
 * files a new report from the current data and marks the row reviewed; the new report then opens.
 */
export const ninetyDaysRegenerateMachine = setup({
  types: {
    input: {} as NinetyDaysRegenerateInput,
    context: {} as NinetyDaysRegenerateInput,
    events: {} as { readonly type: "REGENERATE" },
    tags: {} as "working"
  },
  actors: {
    /** POST RegenerateReport/{id}?ianaTimezone&ninetyDaysDataCorrectionId. */
    regenerateReport: awaits<DriverReport, NinetyDaysRegenerateInput>("regenerateReport")
  },
  actions: {
    /** The generic error notice of document 1 section 8. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    /** The success notice. */
    notifyRegenerated: given("notifyRegenerated"),
    /** Shows the new report in place of the one it was regenerated from, with the way back to the 90-day list. */
    openReport: given<{ reportId: number }>("openReport")
  }
}).createMachine({
  id: "ninetyDaysRegenerate",
  context: ({ input }) => input,
  initial: "idle",
  states: {
    idle: {
      on: { REGENERATE: "regenerating" }
    },
    regenerating: {
      tags: ["working"],
      invoke: {
        id: "regenerateReport",
        src: "regenerateReport",
        input: ({ context }) => context,
        onDone: {
          target: "regenerated",
          actions: ["notifyRegenerated", { type: "openReport", params: ({ event }) => ({ reportId: event.output.id }) }]
        },
        onError: {
          target: "idle",
          actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
        }
      }
    },
    regenerated: { type: "final", tags: ["working"] }
  }
})

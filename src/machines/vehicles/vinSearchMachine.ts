import { assign, setup } from "xstate"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import { normalizeVin, vinFieldError, type VinFieldError } from "../../api/reports/vehicleSchemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { failureNoticeAction } from "../shared/loadStep"
import { awaits, failureOf, given } from "../shared/effectActor"

export interface VinSearchContext {
  readonly vin: string
  readonly error: VinFieldError | undefined
}

export type VinSearchEvent =
  | { readonly type: "VIN_CHANGED"; readonly value: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESET" }
  | { readonly type: "ACKNOWLEDGE" }

/** The vehicle search: one VIN field; a VIN with no data opens the OK-only No Results Found dialog. */
export const vinSearchMachine = setup({
  types: {
    context: {} as VinSearchContext,
    events: {} as VinSearchEvent,
    tags: {} as "busy" | "noResults"
  },
  actors: {
    /** POST /vehicleReport/generate/{vin}, in the user's zone. */
    generate: awaits<VehicleReport, { vin: string }>("generate")
  },
  actions: {
    /** Opens the report's view, which is given the report itself. */
    openReport: given<{ report: VehicleReport }>("openReport"),
    ...failureNoticeAction,
    assignVin: assign((_, value: string) => ({ vin: normalizeVin(value), error: undefined })),
    clearVin: assign({ vin: "", error: undefined }),
    showFieldError: assign({ error: ({ context }) => vinFieldError(context.vin) })
  },
  guards: {
    /** Blank, or shorter than a VIN: the field says so and nothing is searched (the server refuses it too). */
    vinInvalid: ({ context }) => vinFieldError(context.vin) !== undefined,
    /** Document 3 section 8: a VIN without data answers 404, shown as the No Results Found dialog. */
    isNotFound: (_, failure: PortalFailure) => failure._tag === "NotFound"
  }
}).createMachine({
  id: "vinSearch",
  context: { vin: "", error: undefined },
  initial: "editing",
  states: {
    editing: {
      on: {
        VIN_CHANGED: { actions: { type: "assignVin", params: ({ event }) => event.value } },
        RESET: { actions: "clearVin" },
        SUBMIT: [{ guard: "vinInvalid", actions: "showFieldError" }, { target: "generating" }]
      }
    },
    generating: {
      tags: ["busy"],
      invoke: {
        id: "generate",
        src: "generate",
        input: ({ context }) => ({ vin: context.vin }),
        onDone: { target: "showingReport", actions: { type: "openReport", params: ({ event }) => ({ report: event.output }) } },
        onError: [
          { guard: { type: "isNotFound", params: ({ event }) => failureOf(event) }, target: "noResults" },
          { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) } }
        ]
      }
    },
    noResults: { tags: ["noResults"], on: { ACKNOWLEDGE: "editing" } },
    showingReport: { type: "final" }
  }
})

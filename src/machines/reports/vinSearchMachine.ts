import { assign, fromPromise, setup } from "xstate"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import { normalizeVin } from "../../api/reports/vehicleSchemas"
import type { ApiFailure } from "../../services/api/apiError"

export interface VinSearchContext {
  readonly vin: string
  readonly error: "blank" | undefined
  readonly report: VehicleReport | undefined
  readonly failure: ApiFailure | undefined
}

export type VinSearchEvent =
  | { readonly type: "VIN_CHANGED"; readonly value: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESET" }
  | { readonly type: "ACKNOWLEDGE" }

const isNotFound = (error: unknown) => (error as ApiFailure | undefined)?.status === 404

/** The vehicle search: one VIN field; a VIN with no data opens the OK-only No Results Found dialog. */
export const vinSearchMachine = setup({
  types: {
    context: {} as VinSearchContext,
    events: {} as VinSearchEvent
  },
  actors: {
    generate: fromPromise<VehicleReport, { vin: string }>(async () => {
      throw new Error("generate not provided")
    })
  },
  guards: {
    isBlank: ({ context }) => context.vin === ""
  }
}).createMachine({
  id: "vinSearch",
  context: { vin: "", error: undefined, report: undefined, failure: undefined },
  initial: "editing",
  states: {
    editing: {
      on: {
        VIN_CHANGED: { actions: assign({ vin: ({ event }) => normalizeVin(event.value), error: undefined }) },
        RESET: { actions: assign({ vin: "", error: undefined, failure: undefined }) },
        SUBMIT: [
          { guard: "isBlank", actions: assign({ error: "blank" }) },
          { target: "generating", actions: assign({ failure: undefined }) }
        ]
      }
    },
    generating: {
      invoke: {
        id: "generate",
        src: "generate",
        input: ({ context }) => ({ vin: context.vin }),
        onDone: { target: "showingReport", actions: assign({ report: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isNotFound(event.error), target: "noResults" },
          { target: "editing", actions: assign({ failure: ({ event }) => event.error as ApiFailure }) }
        ]
      }
    },
    noResults: { on: { ACKNOWLEDGE: "editing" } },
    showingReport: { type: "final" }
  }
})

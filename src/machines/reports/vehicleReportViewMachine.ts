import { assign, fromPromise, not, setup } from "xstate"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import type { ApiFailure } from "../../services/api/apiError"

export interface VehicleReportViewContext {
  readonly report: VehicleReport | undefined
  readonly pdfLink: string | undefined
  readonly failure: ApiFailure | undefined
}

/** The vehicle report shown from navigation state; To PDF asks for a link the view opens in a new window. */
export const vehicleReportViewMachine = setup({
  types: {
    context: {} as VehicleReportViewContext,
    input: {} as { report: VehicleReport | undefined },
    events: {} as { readonly type: "TO_PDF"; readonly language: "english" | "french" }
  },
  actors: {
    generatePdf: fromPromise<string, { reportId: number; language: "english" | "french" }>(async () => {
      throw new Error("generatePdf not provided")
    })
  },
  guards: { hasReport: ({ context }) => context.report !== undefined }
}).createMachine({
  id: "vehicleReportView",
  context: ({ input }) => ({ report: input.report, pdfLink: undefined, failure: undefined }),
  initial: "showing",
  states: {
    missing: {},
    showing: {
      always: { guard: not("hasReport"), target: "missing" },
      on: { TO_PDF: { target: "generatingPdf", actions: assign({ failure: undefined, pdfLink: undefined }) } }
    },
    generatingPdf: {
      invoke: {
        id: "generatePdf",
        src: "generatePdf",
        input: ({ context, event }) => ({
          reportId: context.report!.id,
          language: (event as { language: "english" | "french" }).language
        }),
        onDone: { target: "showing", actions: assign({ pdfLink: ({ event }) => event.output }) },
        onError: { target: "showing", actions: assign({ failure: ({ event }) => event.error as ApiFailure }) }
      }
    }
  }
})

import { not, setup } from "xstate"
import type { ReportLanguage } from "../../api/reports/schemas"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import { failureNoticeAction } from "../shared/loadStep"
import { awaits, failureOf, given } from "../shared/effectActor"

export interface VehicleReportViewContext {
  readonly report: VehicleReport | undefined
}

export type VehicleReportViewEvent =
  | { readonly type: "TO_PDF"; readonly language: ReportLanguage }
  /** Back, or Enter: the vehicle search. */
  | { readonly type: "GO_BACK" }

export interface VehiclePdfInput {
  readonly reportId: number
  readonly language: ReportLanguage
}

/** The vehicle report shown from navigation state; To PDF opens the PDF in a new window. */
export const vehicleReportViewMachine = setup({
  types: {
    context: {} as VehicleReportViewContext,
    input: {} as { report: VehicleReport | undefined },
    events: {} as VehicleReportViewEvent,
    tags: {} as "missing" | "shown" | "generatingPdf"
  },
  actors: {
    /** Succeeds with the link of the generated PDF. */
    generatePdf: awaits<string, VehiclePdfInput>("generatePdf")
  },
  actions: {
    openPdf: given<{ link: string }>("openPdf"),
    ...failureNoticeAction,
    /** Returns to the vehicle search. */
    goBack: given("goBack")
  },
  guards: { hasReport: ({ context }) => context.report !== undefined }
}).createMachine({
  id: "vehicleReportView",
  context: ({ input }) => ({ report: input.report }),
  initial: "showing",
  states: {
    /** Document 3 section 8: no report in navigation state reads as error 404. */
    missing: { tags: ["missing"] },
    showing: {
      tags: ["shown"],
      always: { guard: not("hasReport"), target: "missing" },
      on: { TO_PDF: "generatingPdf", GO_BACK: "leaving" }
    },
    generatingPdf: {
      tags: ["shown", "generatingPdf"],
      on: { GO_BACK: "leaving" },
      invoke: {
        id: "generatePdf",
        src: "generatePdf",
        input: ({ context, event }) => ({
          reportId: context.report!.id,
          language: (event as Extract<VehicleReportViewEvent, { type: "TO_PDF" }>).language
        }),
        onDone: { target: "showing", actions: { type: "openPdf", params: ({ event }) => ({ link: event.output }) } },
        onError: {
          target: "showing",
          actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
        }
      }
    },
    leaving: { type: "final", entry: "goBack" }
  }
})

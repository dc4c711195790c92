import { setup } from "xstate"
import type { DriverReport, GenerateReportPayload } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { notifyFailure } from "../shared/loadStep"

export interface FreshReportInput {
  /** The generation that was answered with the company's stored report, asked again for a new one. */
  readonly payload: GenerateReportPayload
}

/**
 * A report answered again (docs/api.md, "The same report is not bought twice"): the person may get a
 * fresh one, which is generated, counted and opened in its place.
 */
export const freshReportMachine = setup({
  types: {
    input: {} as FreshReportInput,
    context: {} as FreshReportInput,
    events: {} as { readonly type: "GET_FRESH" },
    tags: {} as "busy"
  },
  actors: {
    /** POST GenerateReport with fresh true, in the user's zone. */
    generate: awaits<DriverReport, FreshReportInput>("generate")
  },
  actions: {
    /** Opens /reports/{id} with origin /driver-report, in place of the report answered again. */
    openReport: given<{ reportId: number }>("openReport"),
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure")
  }
}).createMachine({
  id: "freshReport",
  context: ({ input }) => input,
  initial: "offering",
  states: {
    offering: { on: { GET_FRESH: "generating" } },
    generating: {
      tags: ["busy"],
      invoke: {
        id: "generate",
        src: "generate",
        input: ({ context }) => ({ payload: { ...context.payload, fresh: true } }),
        onDone: {
          target: "opened",
          actions: { type: "openReport", params: ({ event }) => ({ reportId: event.output.id }) }
        },
        onError: { target: "offering", actions: notifyFailure }
      }
    },
    opened: { type: "final", tags: ["busy"] }
  }
})

/** The generation a stored report answers: its driver, reference number and years of data (0 for the maximum). */
export const generationOf = (report: DriverReport): GenerateReportPayload => ({
  jurisdictionCode: report.dlnJurisdiction.code,
  driverLicenceNumber: report.dln,
  comment: report.referenceNumber,
  driverReportOption: report.yearsOfData ?? 0
})

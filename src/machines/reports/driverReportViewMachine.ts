import { assign, emit, fromPromise, setup } from "xstate"
import type { DriverReport, ReportLanguage } from "../../api/reports/schemas"
import type { ApiFailure } from "../../services/api/apiError"
import { toApiFailure } from "../../services/api/apiError"

/** Where the report was opened from; Go back returns there. */
export type ReportOrigin = "/driver-report" | "/report-history" | "/ninetydays-report"

/** The two sections whose accordions open and close together with Expand all / Collapse all. */
export type ReportSection = "policies" | "claims"

export interface DriverReportViewInput {
  readonly reportId: number
  /** The 90-day correction id or report-history id the report was opened with; 0 from the driver search. */
  readonly contextId: number
  readonly origin: ReportOrigin
}

export interface DriverReportViewContext extends DriverReportViewInput {
  readonly report: DriverReport | undefined
  /** The load failure shown on the screen; 401, 403 and 500 are left to the generic handler (document 3 section 8). */
  readonly error: ApiFailure | undefined
  /** Open accordion items per section: policyKey or claim id, as text. */
  readonly expanded: { readonly [S in ReportSection]: ReadonlyArray<string> }
}

export type DriverReportViewEvent =
  | { readonly type: "EXPAND_ALL"; readonly section: ReportSection }
  | { readonly type: "COLLAPSE_ALL"; readonly section: ReportSection }
  | { readonly type: "TOGGLE"; readonly section: ReportSection; readonly key: string }
  | { readonly type: "TO_PDF"; readonly lng: ReportLanguage }
  | { readonly type: "GO_BACK" }
  | { readonly type: "RETRY" }

/** What the view acts on once: open the PDF link, or show the generic failure notice. */
export type DriverReportViewEmitted =
  | { readonly type: "pdfReady"; readonly link: string }
  | { readonly type: "pdfFailed"; readonly failure: ApiFailure }
  | { readonly type: "loadFailed"; readonly failure: ApiFailure }

export interface DriverReportViewOutput {
  readonly origin: ReportOrigin
}

export interface GetReportInput {
  readonly reportId: number
  readonly contextId: number
}

export interface GeneratePdfInput {
  readonly reportId: number
  readonly lng: ReportLanguage
}

/** Document 3 section 8: report fetch failures with these statuses are not stored as screen errors. */
const notStoredStatuses: ReadonlySet<number> = new Set([401, 403, 500])

export const isStoredLoadFailure = (failure: ApiFailure): boolean => !notStoredStatuses.has(failure.status)

/** Every accordion key of a section of the report. */
export const sectionKeys = (report: DriverReport | undefined, section: ReportSection): ReadonlyArray<string> =>
  !report
    ? []
    : section === "policies"
      ? report.policies.map((policy) => String(policy.policyKey))
      : report.claims.map((claim) => String(claim.id))

/** True when every item of the section is open (and there is at least one): the control then reads Collapse all. */
export const allExpanded = (context: DriverReportViewContext, section: ReportSection): boolean => {
  const keys = sectionKeys(context.report, section)
  return keys.length > 0 && keys.every((key) => context.expanded[section].includes(key))
}

const closed = { policies: [], claims: [] } as const

/** The driver report screen (/reports/{id}): load the report, open and close its sections, export it to PDF, go back. */
export const driverReportViewMachine = setup({
  types: {
    input: {} as DriverReportViewInput,
    context: {} as DriverReportViewContext,
    events: {} as DriverReportViewEvent,
    emitted: {} as DriverReportViewEmitted,
    output: {} as DriverReportViewOutput
  },
  actors: {
    getReport: fromPromise<DriverReport, GetReportInput>(async () => {
      throw new Error("getReport not provided")
    }),
    /** Resolves with the link of the generated PDF. */
    generatePdf: fromPromise<string, GeneratePdfInput>(async () => {
      throw new Error("generatePdf not provided")
    })
  }
}).createMachine({
  id: "driverReportView",
  context: ({ input }) => ({ ...input, report: undefined, error: undefined, expanded: closed }),
  initial: "loading",
  on: {
    GO_BACK: ".leaving"
  },
  states: {
    loading: {
      invoke: {
        id: "getReport",
        src: "getReport",
        input: ({ context }) => ({ reportId: context.reportId, contextId: context.contextId }),
        onDone: {
          target: "showing",
          actions: assign({ report: ({ event }) => event.output, error: undefined, expanded: closed })
        },
        onError: [
          {
            guard: ({ event }) => isStoredLoadFailure(toApiFailure(event.error)),
            target: "failed",
            actions: assign({ error: ({ event }) => toApiFailure(event.error) })
          },
          {
            target: "failed",
            actions: [
              assign({ error: undefined }),
              emit(({ event }) => ({ type: "loadFailed" as const, failure: toApiFailure(event.error) }))
            ]
          }
        ]
      }
    },
    failed: {
      on: { RETRY: { target: "loading", actions: assign({ error: undefined }) } }
    },
    showing: {
      initial: "idle",
      on: {
        EXPAND_ALL: {
          actions: assign({
            expanded: ({ context, event }) => ({
              ...context.expanded,
              [event.section]: sectionKeys(context.report, event.section)
            })
          })
        },
        COLLAPSE_ALL: {
          actions: assign({ expanded: ({ context, event }) => ({ ...context.expanded, [event.section]: [] }) })
        },
        TOGGLE: {
          actions: assign({
            expanded: ({ context, event }) => {
              const open = context.expanded[event.section]
              const next = open.includes(event.key) ? open.filter((key) => key !== event.key) : [...open, event.key]
              return { ...context.expanded, [event.section]: next }
            }
          })
        }
      },
      states: {
        idle: {
          on: { TO_PDF: "generatingPdf" }
        },
        generatingPdf: {
          invoke: {
            id: "generatePdf",
            src: "generatePdf",
            input: ({ context, event }) => ({
              reportId: context.report!.id,
              lng: (event as Extract<DriverReportViewEvent, { type: "TO_PDF" }>).lng
            }),
            onDone: { target: "idle", actions: emit(({ event }) => ({ type: "pdfReady" as const, link: event.output })) },
            onError: {
              target: "pdfFailed",
              actions: emit(({ event }) => ({ type: "pdfFailed" as const, failure: toApiFailure(event.error) }))
            }
          }
        },
        pdfFailed: {
          on: { TO_PDF: "generatingPdf" }
        }
      }
    },
    leaving: {
      type: "final"
    }
  },
  output: ({ context }) => ({ origin: context.origin })
})

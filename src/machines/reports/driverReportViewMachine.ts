import { assign, setup } from "xstate"
import type { DriverReport, ReportLanguage } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { correctionModeMachine, type CorrectionModeInput } from "../corrections/correctionModeMachine"
import { awaits, failureOf, given } from "../shared/effectActor"
import { failureNoticeAction, notifyFailure } from "../shared/loadStep"

/** Where the report was opened from; Go back returns there. */
export type ReportOrigin = "/driver-report" | "/report-history" | "/ninetydays-report"

/** The two sections whose accordions open and close together with Expand all / Collapse all. */
export type ReportSection = "policies" | "claims"

export interface DriverReportViewInput {
  readonly reportId: number
  /** The 90-day correction id or report-history id the report was opened with; 0 from the driver search. */
  readonly contextId: number
  readonly origin: ReportOrigin
  /** The signed-in user, today and the switch's position, for correction mode (document 3 section 2); without it, none. */
  readonly correction?: Pick<CorrectionModeInput, "user" | "today" | "on">
  /** The items open on the report a correction replaced: they stay open (those the new report still has). */
  readonly expanded?: { readonly [S in ReportSection]: ReadonlyArray<string> }
}

export interface DriverReportViewContext extends DriverReportViewInput {
  readonly report: DriverReport | undefined
  /** The load failure shown on the screen; 401, 403 and 500 are left to the generic handler (document 3 section 8). */
  readonly error: PortalFailure | undefined
  /** Open accordion items per section: policyKey or claim id, as text. */
  readonly expanded: { readonly [S in ReportSection]: ReadonlyArray<string> }
  /** The item last opened from the history timeline: the view brings it into view and gives it the focus. */
  readonly shown: { readonly section: ReportSection; readonly key: string } | undefined
}

export type DriverReportViewEvent =
  | { readonly type: "EXPAND_ALL"; readonly section: ReportSection }
  | { readonly type: "COLLAPSE_ALL"; readonly section: ReportSection }
  | { readonly type: "TOGGLE"; readonly section: ReportSection; readonly key: string }
  /** A term or a claim chosen in the history timeline: its item opens (and stays open) and is shown. */
  | { readonly type: "SHOW_ITEM"; readonly section: ReportSection; readonly key: string }
  | { readonly type: "TO_PDF"; readonly lng: ReportLanguage }
  | { readonly type: "GO_BACK" }
  | { readonly type: "RETRY" }

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

/**
 * Document 3 section 8: report fetch failures with 401, 403 or 500 (and an answer the contract does
 * not declare, read as 500) are left to the generic handler; the others are shown on the screen.
 */
const isStoredLoadFailure = (failure: PortalFailure): boolean => {
  switch (failure._tag) {
    case "Unauthorized":
    case "Forbidden":
    case "InternalError":
    case "UnexpectedAnswer":
    case "Cancelled":
      return false
    default:
      return true
  }
}

/** Every accordion key of a section of the report. */
const sectionKeys = (report: DriverReport | undefined, section: ReportSection): ReadonlyArray<string> =>
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
    output: {} as DriverReportViewOutput,
    tags: {} as "loading" | "failed" | "showing" | "generatingPdf" | "exportable",
    children: {} as { getReport: "getReport"; generatePdf: "generatePdf"; correctionMode: "correctionMode" }
  },
  actors: {
    getReport: awaits<DriverReport, GetReportInput>("getReport"),
    /** Succeeds with the link of the generated PDF. */
    generatePdf: awaits<string, GeneratePdfInput>("generatePdf"),
    /** Correction mode and its dialogs, beside the report while it shows. */
    correctionMode: correctionModeMachine
  },
  actions: {
    ...failureNoticeAction,
    /** The PDF's own failure notice, or the generic one. */
    notifyPdfFailure: given<{ failure: PortalFailure }>("notifyPdfFailure"),
    /** Opens the PDF link in a new window. */
    openPdf: given<{ link: string }>("openPdf"),
    /** Returns to the route the report was opened from. */
    goBack: given<{ origin: ReportOrigin }>("goBack"),
    assignReport: assign(({ context }, report: DriverReport) => ({
      report,
      error: undefined,
      expanded: {
        policies: context.expanded.policies.filter((key) => sectionKeys(report, "policies").includes(key)),
        claims: context.expanded.claims.filter((key) => sectionKeys(report, "claims").includes(key))
      }
    })),
    assignLoadError: assign((_, error: PortalFailure | undefined) => ({ error })),
    expandAll: assign(({ context }, section: ReportSection) => ({
      expanded: { ...context.expanded, [section]: sectionKeys(context.report, section) }
    })),
    collapseAll: assign(({ context }, section: ReportSection) => ({ expanded: { ...context.expanded, [section]: [] } })),
    toggleItem: assign(({ context }, { section, key }: { section: ReportSection; key: string }) => {
      const open = context.expanded[section]
      const next = open.includes(key) ? open.filter((k) => k !== key) : [...open, key]
      return { expanded: { ...context.expanded, [section]: next } }
    }),
    showItem: assign(({ context }, { section, key }: { section: ReportSection; key: string }) => {
      const open = context.expanded[section]
      return {
        expanded: { ...context.expanded, [section]: open.includes(key) ? open : [...open, key] },
        shown: { section, key }
      }
    })
  },
  guards: {
    isStoredLoadFailure: (_, failure: PortalFailure) => isStoredLoadFailure(failure),
    isReportItem: ({ context }, { section, key }: { section: ReportSection; key: string }) =>
      sectionKeys(context.report, section).includes(key)
  }
}).createMachine({
  id: "driverReportView",
  context: ({ input }) => ({
    ...input,
    report: undefined,
    error: undefined,
    expanded: input.expanded ?? closed,
    shown: undefined
  }),
  initial: "loading",
  on: {
    GO_BACK: ".leaving"
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "getReport",
        src: "getReport",
        input: ({ context }) => ({ reportId: context.reportId, contextId: context.contextId }),
        onDone: { target: "showing", actions: { type: "assignReport", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isStoredLoadFailure", params: ({ event }) => failureOf(event) },
            target: "failed",
            actions: { type: "assignLoadError", params: ({ event }) => failureOf(event) }
          },
          { target: "failed", actions: [{ type: "assignLoadError", params: undefined }, notifyFailure] }
        ]
      }
    },
    failed: {
      tags: ["failed"],
      on: { RETRY: { target: "loading", actions: { type: "assignLoadError", params: undefined } } }
    },
    showing: {
      tags: ["showing"],
      initial: "idle",
      invoke: {
        id: "correctionMode",
        src: "correctionMode",
        input: ({ context }) => ({
          report: context.report!,
          origin: context.origin,
          user: context.correction?.user,
          today: context.correction?.today ?? "",
          on: context.correction?.on ?? false
        })
      },
      on: {
        EXPAND_ALL: { actions: { type: "expandAll", params: ({ event }) => event.section } },
        COLLAPSE_ALL: { actions: { type: "collapseAll", params: ({ event }) => event.section } },
        TOGGLE: { actions: { type: "toggleItem", params: ({ event }) => event } },
        SHOW_ITEM: {
          guard: { type: "isReportItem", params: ({ event }) => event },
          actions: { type: "showItem", params: ({ event }) => event }
        }
      },
      states: {
        idle: {
          tags: ["exportable"],
          on: { TO_PDF: "generatingPdf" }
        },
        generatingPdf: {
          tags: ["generatingPdf"],
          invoke: {
            id: "generatePdf",
            src: "generatePdf",
            input: ({ context, event }) => ({
              reportId: context.report!.id,
              lng: (event as Extract<DriverReportViewEvent, { type: "TO_PDF" }>).lng
            }),
            onDone: { target: "idle", actions: { type: "openPdf", params: ({ event }) => ({ link: event.output }) } },
            onError: {
              target: "pdfFailed",
              actions: { type: "notifyPdfFailure", params: ({ event }) => ({ failure: failureOf(event) }) }
            }
          }
        },
        pdfFailed: {
          tags: ["exportable"],
          on: { TO_PDF: "generatingPdf" }
        }
      }
    },
    leaving: {
      type: "final",
      entry: { type: "goBack", params: ({ context }) => ({ origin: context.origin }) }
    }
  },
  output: ({ context }) => ({ origin: context.origin })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from "xstate"
import { Forbidden, InternalError, NotFound } from "../../src/api/errors"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  allExpanded,
  driverReportViewMachine,
  type DriverReportViewContext,
  type DriverReportViewInput,
  type GeneratePdfInput,
  type GetReportInput,
  type ReportOrigin
} from "../../src/machines/reports/driverReportViewMachine"
import { ConnectionLost, UnexpectedAnswer, type PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

/** Two policies (keys 3 and 2) and one claim (501): enough for every accordion rule. */
const report: DriverReport = {
  ...sampleReport,
  policies: sampleReport.policies.slice(0, 2),
  claims: sampleReport.claims.slice(0, 1)
}
const link = "/api/DriverReports/Pdf/0f8fad5b-d9cb-469f-a165-70867728950e"

const loadFailures: ReadonlyArray<PortalFailure> = [
  new NotFound({}),
  new UnexpectedAnswer({ status: 502, detail: "StatusCodeError" }),
  new Forbidden({ token: "FUNCTION_NOT_ALLOWED" }),
  new ConnectionLost()
]
/** Document 3 section 8: 401, 403 and 500 (an undeclared answer reads as 500) go to the generic handler. */
const genericLoadFailures: ReadonlySet<string> = new Set(["Unauthorized", "Forbidden", "InternalError", "UnexpectedAnswer"])

const userEvents = [
  { type: "EXPAND_ALL", section: "policies" },
  { type: "COLLAPSE_ALL", section: "policies" },
  { type: "TOGGLE", section: "policies", key: "3" },
  { type: "EXPAND_ALL", section: "claims" },
  { type: "COLLAPSE_ALL", section: "claims" },
  { type: "TOGGLE", section: "claims", key: "501" },
  { type: "SHOW_ITEM", section: "policies", key: "2" },
  { type: "SHOW_ITEM", section: "claims", key: "999" },
  { type: "TO_PDF", lng: "french" },
  { type: "GO_BACK" },
  { type: "RETRY" }
]

const outcomes = [
  { type: "xstate.done.actor.getReport", output: report },
  ...loadFailures.map((error) => ({ type: "xstate.error.actor.getReport", error })),
  { type: "xstate.done.actor.generatePdf", output: link },
  { type: "xstate.error.actor.generatePdf", error: new InternalError({}) }
]

const events: SampleEvents = () => [...userEvents, ...outcomes]
/** Fewer samples for the longer journeys (simple paths grow fast with each sample). */
const simpleEvents: SampleEvents = () => [
  { type: "TOGGLE", section: "policies", key: "3" },
  { type: "TO_PDF", lng: "english" },
  { type: "GO_BACK" },
  { type: "RETRY" },
  outcomes[0]!,
  outcomes[1]!,
  ...outcomes.slice(-2)
]

type Screen = "loading" | "failed" | "showing" | "generatingPdf" | "pdfFailed" | "leaving"

/** What the report screen shows, worked out from the spec alone (document 3 sections 2, 7, 8). */
interface ExpectedScreen {
  screen: Screen
  report: DriverReport | undefined
  /** The failure message on the screen: only for failures other than 401, 403, 500. */
  shownError: PortalFailure | undefined
  policies: Array<string>
  claims: Array<string>
  /** The item last shown from the history timeline. */
  shown: { section: "policies" | "claims"; key: string } | undefined
  /** What the screen did once: links opened, notices shown, the way back. */
  notices: Array<PortalFailure>
  pdfNotices: Array<PortalFailure>
  opened: Array<string>
  wentBack: Array<ReportOrigin>
  loads: number
  pdfRequests: Array<GeneratePdfInput>
}

const toggle = (open: Array<string>, key: string) => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key])

const expectedAfter = (input: DriverReportViewInput, events: ReadonlyArray<EventObject>): ExpectedScreen => {
  const s: ExpectedScreen = {
    screen: "loading",
    report: undefined,
    shownError: undefined,
    policies: [],
    claims: [],
    shown: undefined,
    notices: [],
    pdfNotices: [],
    opened: [],
    wentBack: [],
    loads: 1,
    pdfRequests: []
  }
  const showing = () => s.screen === "showing" || s.screen === "generatingPdf" || s.screen === "pdfFailed"
  for (const event of events) {
    const e = event as EventObject & {
      section?: "policies" | "claims"
      key?: string
      lng?: "english" | "french"
      output?: unknown
      error?: PortalFailure
    }
    if (e.type === "GO_BACK") {
      s.screen = "leaving"
      s.wentBack.push(input.origin)
    }
    if (e.type === "RETRY" && s.screen === "failed")
      Object.assign(s, { screen: "loading", shownError: undefined, loads: s.loads + 1 })
    if (showing() && e.section) {
      const all =
        e.section === "policies" ? report.policies.map((p) => String(p.policyKey)) : report.claims.map((c) => String(c.id))
      if (e.type === "EXPAND_ALL") s[e.section] = all
      if (e.type === "COLLAPSE_ALL") s[e.section] = []
      if (e.type === "TOGGLE") s[e.section] = toggle(s[e.section], e.key!)
      // A timeline item opens its report item, and only an item the report has.
      if (e.type === "SHOW_ITEM" && all.includes(e.key!)) {
        if (!s[e.section].includes(e.key!)) s[e.section] = [...s[e.section], e.key!]
        s.shown = { section: e.section, key: e.key! }
      }
    }
    if (e.type === "TO_PDF" && (s.screen === "showing" || s.screen === "pdfFailed")) {
      s.screen = "generatingPdf"
      s.pdfRequests.push({ reportId: report.id, lng: e.lng! })
    }
    if (e.type === "xstate.done.actor.getReport")
      Object.assign(s, { screen: "showing", report: e.output, policies: [], claims: [] })
    if (e.type === "xstate.error.actor.getReport") {
      s.screen = "failed"
      if (genericLoadFailures.has(e.error!._tag)) s.notices.push(e.error!)
      else s.shownError = e.error
    }
    if (e.type === "xstate.done.actor.generatePdf") {
      s.screen = "showing"
      s.opened.push(e.output as string)
    }
    if (e.type === "xstate.error.actor.generatePdf") {
      s.screen = "pdfFailed"
      s.pdfNotices.push(e.error!)
    }
  }
  return s
}

const screenOf = (snapshot: AnyMachineSnapshot): Screen =>
  snapshot.matches({ showing: "generatingPdf" })
    ? "generatingPdf"
    : snapshot.matches({ showing: "pdfFailed" })
      ? "pdfFailed"
      : snapshot.matches("showing")
        ? "showing"
        : (snapshot.value as Screen)

const coverage = new Coverage("driverReportViewMachine", driverReportViewMachine)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

const inputs: ReadonlyArray<{ readonly title: string; readonly input: DriverReportViewInput }> = [
  { title: "opened from the driver search", input: { reportId: report.id, contextId: 0, origin: "/driver-report" } },
  { title: "opened from the report history", input: { reportId: report.id, contextId: 17, origin: "/report-history" } }
]

for (const { title, input } of inputs) {
  describe(`driver report screen, ${title}`, () => {
    const paths = modelPaths(driverReportViewMachine, { input, events, simpleEvents, maxSimpleLength: 6 })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const done: Pick<ExpectedScreen, "notices" | "pdfNotices" | "opened" | "wentBack"> = {
          notices: [],
          pdfNotices: [],
          opened: [],
          wentBack: []
        }
        const actor = createActor(
          driverReportViewMachine.provide({
            actors: {
              getReport: doubles.promise<DriverReport, GetReportInput>("getReport"),
              generatePdf: doubles.promise<string, GeneratePdfInput>("generatePdf")
            },
            actions: {
              notifyFailure: (_, { failure }) => done.notices.push(failure),
              notifyPdfFailure: (_, { failure }) => done.pdfNotices.push(failure),
              openPdf: (_, { link }) => done.opened.push(link),
              goBack: (_, { origin }) => done.wentBack.push(origin)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const context = live.context as DriverReportViewContext
          expect(screenOf(live)).toBe(expected.screen)
          expect(context.report).toEqual(expected.report)
          expect(context.error).toBe(expected.shownError)
          expect([...context.expanded.policies].sort()).toEqual([...expected.policies].sort())
          expect([...context.expanded.claims].sort()).toEqual([...expected.claims].sort())
          expect(context.shown).toEqual(expected.shown)
          expect(allExpanded(context, "policies")).toBe(expected.policies.length === report.policies.length)
          expect(allExpanded(context, "claims")).toBe(expected.claims.length === report.claims.length)
          expect(done).toEqual({
            notices: expected.notices,
            pdfNotices: expected.pdfNotices,
            opened: expected.opened,
            wentBack: expected.wentBack
          })
          expect(doubles.callsOf("getReport")).toEqual(
            Array.from({ length: expected.loads }, () => ({ reportId: input.reportId, contextId: input.contextId }))
          )
          expect(doubles.callsOf("generatePdf")).toEqual(expected.pdfRequests)
          expect(live.status === "done" ? live.output : undefined).toEqual(
            expected.screen === "leaving" ? { origin: input.origin } : undefined
          )
        })
      })
    }
  })
}

describe("driver report screen, edge cases", () => {
  it("reads Expand all for a section without items", () => {
    const empty = { ...report, claims: [] }
    const context = {
      reportId: 1,
      contextId: 0,
      origin: "/driver-report",
      report: empty,
      error: undefined,
      expanded: { policies: [], claims: [] },
      shown: undefined
    } as const
    expect(allExpanded(context, "claims")).toBe(false)
  })

  it("keeps open, on the report a correction returned, the items that were open and that it still has", async () => {
    const policyKey = String(report.policies[0]!.policyKey)
    const claimId = String(report.claims[0]!.id)
    const actor = createActor(driverReportViewMachine.provide({ actors: { getReport: fromPromise(async () => report) } }), {
      input: {
        reportId: report.id,
        contextId: 0,
        origin: "/driver-report",
        expanded: { policies: [policyKey, "999999"], claims: [claimId] }
      }
    })
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches("showing")).toBe(true))
    expect(actor.getSnapshot().context.expanded).toEqual({ policies: [policyKey], claims: [claimId] })
  })

  it("fails loudly when the report loader is not given", async () => {
    const notices: Array<PortalFailure> = []
    const actor = createActor(
      driverReportViewMachine.provide({ actions: { notifyFailure: (_, { failure }) => notices.push(failure) } }),
      { input: { reportId: 1, contextId: 0, origin: "/driver-report" } }
    )
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("failed"))
    expect(notices.map((failure) => failure._tag)).toEqual(["UnexpectedAnswer"])
  })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { VehicleReport } from "../../src/api/reports/vehicleSchemas"
import { vehicleReportViewMachine, type VehicleReportViewContext } from "../../src/machines/reports/vehicleReportViewMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const report = { id: 42, vin: "2HGFC2F59JH000001" } as VehicleReport

const events: SampleEvents = () => [
  { type: "TO_PDF", language: "french" },
  { type: "xstate.done.actor.generatePdf", output: "/api/vehicleReport/Pdf/abc" },
  { type: "xstate.error.actor.generatePdf", error: { status: 500, tag: "InternalError" } }
]

const coverage = new Coverage("vehicleReportViewMachine", vehicleReportViewMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(() => console.log(coverage.summary()))

for (const passed of [report, undefined]) {
  describe(passed ? "a vehicle report passed in navigation state" : "no report in navigation state", () => {
    for (const path of modelPaths(vehicleReportViewMachine, { input: { report: passed }, events, maxSimpleLength: 4 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const actor = createActor(vehicleReportViewMachine.provide({ actors: { generatePdf: doubles.promise("generatePdf") } }), {
          input: { report: passed },
          inspect: coverage.inspect
        })
        let expected = { screen: passed ? "showing" : "missing", link: undefined as string | undefined, failed: false }
        const pdfCalls: Array<unknown> = []
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const e = seen.at(-1) as (EventObject & { output?: string; language?: string }) | undefined
          if (e?.type === "TO_PDF") {
            expected = { screen: "generatingPdf", link: undefined, failed: false }
            pdfCalls.push({ reportId: 42, language: e.language })
          }
          if (e?.type === "xstate.done.actor.generatePdf") expected = { screen: "showing", link: e.output, failed: false }
          if (e?.type === "xstate.error.actor.generatePdf") expected = { screen: "showing", link: undefined, failed: true }
          const context = live.context as VehicleReportViewContext
          expect(live.value).toBe(expected.screen)
          expect(context.pdfLink).toBe(expected.link)
          expect(context.failure !== undefined).toBe(expected.failed)
          expect(doubles.callsOf("generatePdf")).toEqual(pdfCalls)
        })
      })
    }
  })
}

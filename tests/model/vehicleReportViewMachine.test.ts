import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { VehicleReport } from "../../src/api/reports/vehicleSchemas"
import { vehicleReportViewMachine, type VehiclePdfInput } from "../../src/machines/vehicles/vehicleReportViewMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const report = { id: 42, vin: "2HGFC2F59JH000001" } as VehicleReport
const link = "/api/vehicleReport/Pdf/abc"

const events: SampleEvents = () => [
  { type: "TO_PDF", language: "french" },
  { type: "GO_BACK" },
  { type: "xstate.done.actor.generatePdf", output: link },
  { type: "xstate.error.actor.generatePdf", error: new InternalError({}) }
]

const coverage = new Coverage("vehicleReportViewMachine", vehicleReportViewMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

/** What the vehicle report screen shows and did, from document 3 sections 2 and 8. */
const expectedAfter = (passed: VehicleReport | undefined, seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: passed ? "showing" : "missing",
    pdfCalls: [] as Array<VehiclePdfInput>,
    opened: [] as Array<string>,
    notices: [] as Array<PortalFailure>,
    wentBack: 0
  }
  for (const event of seen) {
    const e = event as EventObject & { output?: string; error?: PortalFailure; language?: "english" | "french" }
    if (e.type === "TO_PDF") {
      s.screen = "generatingPdf"
      s.pdfCalls.push({ reportId: 42, language: e.language! })
    }
    if (e.type === "GO_BACK") {
      s.screen = "leaving"
      s.wentBack += 1
    }
    if (e.type === "xstate.done.actor.generatePdf") {
      s.screen = "showing"
      s.opened.push(e.output!)
    }
    if (e.type === "xstate.error.actor.generatePdf") {
      s.screen = "showing"
      s.notices.push(e.error!)
    }
  }
  return s
}

for (const passed of [report, undefined]) {
  describe(passed ? "a vehicle report passed in navigation state" : "no report in navigation state", () => {
    for (const path of modelPaths(vehicleReportViewMachine, { input: { report: passed }, events, maxSimpleLength: 4 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const did = { opened: [] as Array<string>, notices: [] as Array<PortalFailure>, wentBack: 0 }
        const actor = createActor(
          vehicleReportViewMachine.provide({
            actors: { generatePdf: doubles.promise<string, VehiclePdfInput>("generatePdf") },
            actions: {
              openPdf: (_, { link }) => did.opened.push(link),
              notifyFailure: (_, { failure }) => did.notices.push(failure),
              goBack: () => (did.wentBack += 1)
            }
          }),
          { input: { report: passed }, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(passed, seen)
          expect(live.value).toBe(expected.screen)
          expect(live.context.report).toBe(passed)
          expect(doubles.callsOf("generatePdf")).toEqual(expected.pdfCalls)
          expect(did).toEqual({ opened: expected.opened, notices: expected.notices, wentBack: expected.wentBack })
        })
      })
    }
  })
}

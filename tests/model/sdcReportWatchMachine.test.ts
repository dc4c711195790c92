import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromCallback, type EventObject } from "xstate"
import { sdcFileStatuses, type SdcFileRow } from "../../src/api/sdc/schemas"
import { sdcReportWatchInput, sdcReportWatchLive } from "../../src/machines/sdc/sdcLive"
import {
  fileInProgress,
  refreshEveryMs,
  sdcReportWatchMachine,
  type SdcReportWatchContext,
  type SdcReportWatchEvent
} from "../../src/machines/sdc/sdcReportWatchMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

/** Two readings of one page in a row at most, so that the bound is walked. */
const input = {
  maxRefreshes: 2,
  // The report is followed and asked again through the doubles below.
  report: { getSnapshot: () => undefined as never, subscribe: () => ({ unsubscribe: () => undefined }), send: () => undefined }
}
const after = { type: "xstate.after.refreshEvery.sdcReportWatch.waiting" }
const shown = (page: number, query: string, inProgress: boolean): SdcReportWatchEvent => ({
  type: "SHOWN",
  page,
  query,
  inProgress
})

const events: SampleEvents = () => [
  shown(1, "all files", true),
  shown(1, "all files", false),
  shown(2, "all files", true),
  shown(1, "rejected only", true),
  { type: "LEFT" },
  after
]

/**
 * While the page shown has a file still being read, the same page of the same search is asked for
 * again after a pause; never more than the bound in a row for one page; a new page or search, or a
 * page with nothing being read, starts the count again; a search running meanwhile cancels the pause.
 */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = { screen: "idle", page: 1, query: undefined as unknown, refreshes: 0, asked: [] as Array<{ page: number }> }
  for (const event of seen) {
    if (event.type === after.type) {
      s.asked.push({ page: s.page })
      s.refreshes += 1
      s.screen = "idle"
    } else if (event.type === "LEFT") s.screen = "idle"
    else if (event.type === "SHOWN") {
      const e = event as Extract<SdcReportWatchEvent, { type: "SHOWN" }>
      const same = e.page === s.page && e.query === s.query
      const refreshes = e.inProgress && same ? s.refreshes : 0
      if (s.screen === "waiting") s.screen = e.inProgress ? "waiting" : "idle"
      else if (e.inProgress && (!same || s.refreshes < input.maxRefreshes)) s.screen = "waiting"
      Object.assign(s, { page: e.page, query: e.query, refreshes })
    }
  }
  return s
}

const coverage = new Coverage("sdcReportWatchMachine", sdcReportWatchMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("the SDC report's watch of files being read", () => {
  for (const path of modelPaths(sdcReportWatchMachine, { input, events, maxSimpleLength: 7 })) {
    it(pathTitle(path), async () => {
      const asked: Array<{ page: number }> = []
      const actor = createActor(
        sdcReportWatchMachine.provide({
          actors: { follow: fromCallback(() => undefined) },
          actions: { refresh: (_, params) => asked.push(params) }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(
        actor,
        path,
        new ActorDoubles(),
        coverage,
        (live, seen) => {
          const expected = expectedAfter(seen)
          const context = live.context as SdcReportWatchContext
          expect(live.value).toBe(expected.screen)
          expect({ page: context.page, query: context.query, refreshes: context.refreshes }).toEqual({
            page: expected.page,
            query: expected.query,
            refreshes: expected.refreshes
          })
          expect(asked).toEqual(expected.asked)
        },
        () => refreshEveryMs
      )
    })
  }
})

describe("files being read", () => {
  const row = (statusIndex: number) => ({ status: sdcFileStatuses[statusIndex] }) as unknown as SdcFileRow
  it("are those received or processing, not those accepted or rejected", () => {
    expect(sdcFileStatuses.map((_, i) => fileInProgress(row(i)))).toEqual([true, true, false, false])
  })
})

describe("the watch on a live report", () => {
  it("reads the report's own snapshots and asks it for the page shown again", () => {
    vi.useFakeTimers()
    const processing = { status: sdcFileStatuses[1] } as unknown as SdcFileRow
    const asked: Array<unknown> = []
    const report = createActor(
      createMachine({
        types: {} as { context: { page: number; query: unknown; result: { data: ReadonlyArray<SdcFileRow> } | undefined } },
        context: { page: 2, query: {}, result: { data: [processing] } },
        initial: "showingResults",
        states: { showingResults: { tags: ["results"], on: { PAGE_CHANGED: { actions: ({ event }) => asked.push(event) } } } }
      })
    ).start()
    const watch = createActor(sdcReportWatchLive, { input: sdcReportWatchInput(report) }).start()
    expect(watch.getSnapshot().value).toBe("waiting")
    vi.advanceTimersByTime(refreshEveryMs)
    expect(asked).toEqual([{ type: "PAGE_CHANGED", page: 2 }])
    watch.stop()
    report.stop()
  })
})

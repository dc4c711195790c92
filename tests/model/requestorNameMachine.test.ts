import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { RequestorNameQuery } from "../../src/api/reports/schemas"
import { noSelection, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import {
  requestorNameMachine,
  type RequestorNameContext,
  type RequestorNameInput
} from "../../src/machines/shared/requestorNameMachine"
import { ActorDoubles, Coverage, flush, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"
import { done, error } from "./support/pagedSearchHarness"

const chosen: ScopeSelection = { organizationId: 2, reportingCompanyId: 5, unitId: 21 }
const found = ["Morgan Lee", "Morgane Roy"]
const pauseMs = 300
const afterPause = { type: "xstate.after.typingPause.requestorName.waiting" }

const typed = (name: string) => ({ type: "NAME_TYPED" as const, name })

const events: SampleEvents = (snapshot) => {
  const context = snapshot.context as RequestorNameContext
  return [
    typed("m"),
    typed(" mo "),
    ...(context.name === " mo " ? [typed("mor")] : []),
    { type: "NAME_CHOSEN", name: "Morgan Lee" },
    { type: "SELECTION_CHANGED", selection: context.selection === chosen ? noSelection : chosen },
    { type: "RESET" },
    afterPause,
    done("lookUpNames", found),
    error("lookUpNames", new InternalError({}))
  ]
}

type Screen = "idle" | "waiting" | "lookingUp"

/** The requestor field from document 2 (requestor name filter, RequestorNameSearch), worked out independently. */
const expectedAfter = (input: RequestorNameInput, seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "idle" as Screen,
    name: input.name,
    selection: input.selection ?? noSelection,
    suggestions: [] as ReadonlyArray<string>,
    lookups: [] as Array<RequestorNameQuery>,
    /** The names the search screen was told, in order. */
    reported: [] as Array<string>
  }
  for (const event of seen) {
    const e = event as EventObject & { name?: string; selection?: ScopeSelection; output?: ReadonlyArray<string> }
    switch (e.type) {
      case "NAME_TYPED":
        s.name = e.name!
        s.reported.push(e.name!)
        // From 2 characters (spaces aside) the names are looked up after a pause; shorter, none show.
        if (e.name!.trim().length >= 2) s.screen = "waiting"
        else Object.assign(s, { screen: "idle", suggestions: [] })
        break
      case "NAME_CHOSEN":
        Object.assign(s, { screen: "idle", name: e.name })
        s.reported.push(e.name!)
        break
      case "SELECTION_CHANGED":
        Object.assign(s, { screen: "idle", selection: e.selection, suggestions: [] })
        break
      case "RESET":
        Object.assign(s, { screen: "idle", name: "", suggestions: [] })
        break
      case afterPause.type: {
        s.screen = "lookingUp"
        const { organizationId, reportingCompanyId, unitId } = s.selection
        s.lookups.push({
          name: s.name.trim(),
          ...(organizationId !== undefined ? { organizationId } : {}),
          ...(reportingCompanyId !== undefined ? { reportingCompanyId } : {}),
          ...(unitId !== undefined ? { unitId } : {})
        })
        break
      }
      case "xstate.done.actor.lookUpNames":
        Object.assign(s, { screen: "idle", suggestions: e.output })
        break
      case "xstate.error.actor.lookUpNames":
        // No notice: the typed name still filters.
        Object.assign(s, { screen: "idle", suggestions: [] })
        break
    }
  }
  return s
}

const coverage = new Coverage("requestorNameMachine", requestorNameMachine)
/** The graph is walked without a search screen to tell. */
const unparented = requestorNameMachine.provide({ actions: { reportName: () => undefined } })

const makeActor = (input: RequestorNameInput, doubles: ActorDoubles, reported: Array<string>) =>
  createActor(
    requestorNameMachine.provide({
      actors: { lookUpNames: doubles.promise<ReadonlyArray<string>, RequestorNameQuery>("lookUpNames") },
      actions: { reportName: ({ context }) => reported.push(context.name) }
    }),
    { input, inspect: coverage.inspect }
  )

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

const scenarios: ReadonlyArray<{ readonly title: string; readonly input: RequestorNameInput }> = [
  { title: "a first visit", input: { name: "" } },
  { title: "back with a name and a scope kept", input: { name: "Morgan Lee", selection: chosen } }
]

for (const { title, input } of scenarios) {
  describe(`requestor name field, ${title}`, () => {
    for (const path of modelPaths(unparented, {
      input,
      events,
      simpleEvents: (snapshot) => events(snapshot).filter((e) => e.type !== "SELECTION_CHANGED" && e.type !== "NAME_CHOSEN"),
      maxSimpleLength: 4
    })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const reported: Array<string> = []
        const actor = makeActor(input, doubles, reported)
        await walkPath(
          actor,
          path,
          doubles,
          coverage,
          (live, seen) => {
            const expected = expectedAfter(input, seen)
            const context = live.context as RequestorNameContext
            expect(live.value).toBe(expected.screen)
            expect(context).toEqual({ name: expected.name, selection: expected.selection, suggestions: expected.suggestions })
            expect(doubles.callsOf("lookUpNames")).toEqual(expected.lookups)
            expect(reported).toEqual(expected.reported)
          },
          () => pauseMs
        )
      })
    }
  })
}

describe("requestor name look-up timing", () => {
  it("looks names up only once typing pauses, each key starting the pause again", async () => {
    const doubles = new ActorDoubles()
    const actor = makeActor({ name: "" }, doubles, [])
    actor.start()
    actor.send(typed("mo"))
    vi.advanceTimersByTime(pauseMs - 100)
    actor.send(typed("mor"))
    vi.advanceTimersByTime(pauseMs - 100)
    expect(actor.getSnapshot().value).toBe("waiting")
    expect(doubles.callsOf("lookUpNames")).toEqual([])
    vi.advanceTimersByTime(100)
    await flush()
    expect(actor.getSnapshot().value).toBe("lookingUp")
    expect(doubles.callsOf("lookUpNames")).toEqual([{ name: "mor" }])
    actor.stop()
  })
})

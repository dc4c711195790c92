import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { Language } from "../../src/api/platform/schemas"
import { publicContentMachine, type PublicContentContext } from "../../src/machines/content/publicContentMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const events: SampleEvents = () => [
  { type: "LANGUAGE_CHANGED", language: "fr" },
  { type: "LANGUAGE_CHANGED", language: "en" },
  { type: "xstate.done.actor.load", output: { text: "Contact us" } },
  { type: "xstate.error.actor.load", error: { status: 0, tag: "ConnectionError" } }
]

/** What a public page shows: the text in the language in use, reloaded on each change of language. */
const expectedAfter = (events: ReadonlyArray<EventObject>) => {
  const s = { screen: "loading", language: "en" as Language, content: undefined as unknown, loads: ["en"] as Array<Language> }
  for (const event of events) {
    const e = event as EventObject & { language?: Language; output?: unknown }
    if (e.type === "LANGUAGE_CHANGED")
      Object.assign(s, { screen: "loading", language: e.language, loads: [...s.loads, e.language!] })
    if (e.type === "xstate.done.actor.load") Object.assign(s, { screen: "shown", content: e.output })
    if (e.type === "xstate.error.actor.load") s.screen = "failed"
  }
  return s
}

const coverage = new Coverage("publicContentMachine", publicContentMachine)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

describe("public page text", () => {
  for (const path of modelPaths(publicContentMachine, { input: { language: "en" }, events, maxSimpleLength: 5 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const actor = createActor(publicContentMachine.provide({ actors: { load: doubles.promise("load") } }), {
        input: { language: "en" },
        inspect: coverage.inspect
      })
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as PublicContentContext
        expect(live.value).toBe(expected.screen)
        expect(context.language).toBe(expected.language)
        expect(context.content).toEqual(expected.content)
        expect(doubles.callsOf("load")).toEqual(expected.loads.map((language) => ({ language })))
      })
    })
  }
})

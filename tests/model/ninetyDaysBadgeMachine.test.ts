import { afterAll, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { InternalError } from "../../src/api/errors"
import { badgeText, ninetyDaysBadgeMachine } from "../../src/machines/corrections/ninetyDaysBadgeMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath } from "./modelHarness"

const coverage = new Coverage("ninetyDaysBadgeMachine", ninetyDaysBadgeMachine)
afterAll(coverage.assertComplete)

describe("90-day tile badge", () => {
  const paths = modelPaths(ninetyDaysBadgeMachine, {
    events: () => [
      { type: "xstate.done.actor.loadUnreadCount", output: 12 },
      { type: "xstate.done.actor.loadUnreadCount", output: 0 },
      { type: "xstate.error.actor.loadUnreadCount", error: new InternalError({}) }
    ]
  })
  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const actor = createActor(
        ninetyDaysBadgeMachine.provide({ actors: { loadUnreadCount: doubles.promise<number, void>("loadUnreadCount") } }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        // The count is asked for once, as the home screen shows.
        expect(doubles.callsOf("loadUnreadCount")).toHaveLength(1)
        const outcome = seen[0] as { type: string; output?: number } | undefined
        const shown = live.matches("shown") ? live.context.unreadCount : undefined
        if (!outcome) expect(live.value).toBe("loading")
        else if (outcome.type.startsWith("xstate.error")) expect(live.value).toBe("unavailable")
        else expect(shown).toBe(outcome.output)
      })
    })
  }
})

describe("the badge text (document 3 section 9: up to 9)", () => {
  it("shows 1 to 9 as they are, more as 9+, and nothing at 0", () => {
    expect(badgeText(0)).toBeUndefined()
    expect(badgeText(1)).toBe("1")
    expect(badgeText(9)).toBe("9")
    expect(badgeText(10)).toBe("9+")
    expect(badgeText(250)).toBe("9+")
  })
})

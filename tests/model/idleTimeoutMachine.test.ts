import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from "xstate"
import {
  idleTimeoutMachine,
  type IdleTimeoutContext,
  type IdleTimeoutEvent,
  type IdleTimeoutInput,
  type TabSyncCommand
} from "../../src/machines/session/idleTimeoutMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const events: SampleEvents = () => [
  { type: "ACTIVITY" },
  { type: "STAY" },
  { type: "LOGOUT" },
  { type: "REMOTE_ACTIVITY" },
  { type: "REMOTE_STAY" },
  { type: "REMOTE_LOGOUT" },
  { type: "xstate.after.untilPrompt.idleTimeout.watching" },
  { type: "xstate.after.tick.idleTimeout.prompting" }
]

const delayMs = (delay: string, snapshot: AnyMachineSnapshot): number => {
  const context = snapshot.context as IdleTimeoutContext
  return delay === "untilPrompt" ? (context.idleSeconds - context.promptSeconds) * 1000 : 1000
}

/** What the idle-timeout dialog shows, from the spec alone (document 1 sections 2, 4, 9). */
interface ExpectedIdle {
  screen: "watching" | "prompting" | "loggingOut"
  /** The countdown shown in the dialog. */
  remaining: number | undefined
  /** What this tab told the other tabs. */
  broadcasts: Array<TabSyncCommand["type"]>
}

const expectedAfter = (promptSeconds: number, events: ReadonlyArray<EventObject>): ExpectedIdle => {
  const s: ExpectedIdle = { screen: "watching", remaining: undefined, broadcasts: [] }
  for (const { type } of events) {
    if (type === "ACTIVITY") s.broadcasts.push("ACTIVITY")
    if (type === "STAY" || type === "REMOTE_STAY") Object.assign(s, { screen: "watching", remaining: undefined })
    if (type === "STAY") s.broadcasts.push("STAY")
    if (type === "LOGOUT" || type === "REMOTE_LOGOUT") Object.assign(s, { screen: "loggingOut", remaining: 0 })
    if (type === "LOGOUT") s.broadcasts.push("LOGOUT")
    if (type.startsWith("xstate.after.untilPrompt")) Object.assign(s, { screen: "prompting", remaining: promptSeconds })
    if (type.startsWith("xstate.after.tick")) {
      s.remaining = s.remaining! - 1
      // Reaching 0 signs out, and tells the other tabs.
      if (s.remaining === 0) {
        s.screen = "loggingOut"
        s.broadcasts.push("LOGOUT")
      }
    }
  }
  return s
}

const coverage = new Coverage("idleTimeoutMachine", idleTimeoutMachine)

const tabSyncDouble = (received: Array<TabSyncCommand["type"]>) =>
  fromCallback<TabSyncCommand, void>(({ receive }) => {
    receive((command) => received.push(command.type))
  })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(coverage.assertComplete)

const inputs: ReadonlyArray<{ readonly title: string; readonly input: IdleTimeoutInput; readonly promptSeconds: number }> = [
  { title: "10 s idle, 3 s prompt", input: { idleSeconds: 10, promptSeconds: 3 }, promptSeconds: 3 },
  { title: "2 s idle, shorter than the 60 s prompt", input: { idleSeconds: 2, promptSeconds: 60 }, promptSeconds: 2 }
]

for (const { title, input, promptSeconds } of inputs) {
  describe(`idle timeout, ${title}`, () => {
    const paths = modelPaths(idleTimeoutMachine, { input, events, maxSimpleLength: 7 })

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const received: Array<TabSyncCommand["type"]> = []
        const actor = createActor(
          idleTimeoutMachine.provide({
            actors: { tabSync: tabSyncDouble(received), watchActivity: fromCallback<{ type: string }, void>(() => undefined) }
          }),
          {
            input,
            inspect: coverage.inspect
          }
        )
        await walkPath(
          actor,
          path,
          new ActorDoubles(),
          coverage,
          (live, seen) => {
            const expected = expectedAfter(promptSeconds, seen)
            expect(live.value).toBe(expected.screen)
            if (expected.remaining !== undefined) expect((live.context as IdleTimeoutContext).remaining).toBe(expected.remaining)
            expect(received).toEqual(expected.broadcasts)
          },
          delayMs
        )
      })
    }
  })
}

describe("idle timeout, with the spec's figures", () => {
  const start = (received: Array<TabSyncCommand["type"]> = []) => {
    const actor = createActor(
      idleTimeoutMachine.provide({
        actors: { tabSync: tabSyncDouble(received), watchActivity: fromCallback<{ type: string }, void>(() => undefined) }
      }),
      {
        input: { idleSeconds: 15 * 60, promptSeconds: 60 }
      }
    )
    actor.start()
    return actor
  }

  it("prompts after 14 minutes without activity and signs out 60 s later", () => {
    const actor = start()
    vi.advanceTimersByTime(14 * 60 * 1000 - 1)
    expect(actor.getSnapshot().value).toBe("watching")
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe("prompting")
    expect(actor.getSnapshot().context.remaining).toBe(60)
    vi.advanceTimersByTime(59 * 1000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().value).toBe("loggingOut")
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("restarts the idle period on activity", () => {
    const actor = start()
    vi.advanceTimersByTime(10 * 60 * 1000)
    actor.send({ type: "ACTIVITY" })
    vi.advanceTimersByTime(14 * 60 * 1000 - 1)
    expect(actor.getSnapshot().value).toBe("watching")
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe("prompting")
  })

  it("keeps the prompt open when the mouse moves; only 'Keep me signed in' closes it", () => {
    const actor = start()
    vi.advanceTimersByTime(14 * 60 * 1000 + 5000)
    actor.send({ type: "ACTIVITY" })
    expect(actor.getSnapshot().value).toBe("prompting")
    expect(actor.getSnapshot().context.remaining).toBe(55)
    actor.send({ type: "STAY" })
    expect(actor.getSnapshot().value).toBe("watching")
    vi.advanceTimersByTime(14 * 60 * 1000)
    expect(actor.getSnapshot().context.remaining).toBe(60)
  })

  it("takes the other tabs' messages from the tab sync actor", () => {
    let tellThisTab: ((event: IdleTimeoutEvent) => void) | undefined
    const actor = createActor(
      idleTimeoutMachine.provide({
        actors: {
          tabSync: fromCallback<TabSyncCommand, void>(({ sendBack }) => {
            tellThisTab = sendBack
          }),
          watchActivity: fromCallback<{ type: string }, void>(() => undefined)
        }
      }),
      { input: { idleSeconds: 900, promptSeconds: 60 } }
    )
    actor.start()
    vi.advanceTimersByTime(14 * 60 * 1000)
    expect(actor.getSnapshot().value).toBe("prompting")
    tellThisTab!({ type: "REMOTE_STAY" })
    expect(actor.getSnapshot().value).toBe("watching")
    tellThisTab!({ type: "REMOTE_LOGOUT" })
    expect(actor.getSnapshot().value).toBe("loggingOut")
  })

  it("fails loudly when the tab sync actor is not provided", () => {
    const actor = createActor(idleTimeoutMachine, { input: { idleSeconds: 900, promptSeconds: 60 } })
    actor.subscribe({ error: () => undefined })
    actor.start()
    expect(actor.getSnapshot().status).toBe("error")
  })
})

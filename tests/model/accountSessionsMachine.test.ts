import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError, NotFound } from "../../src/api/errors"
import type { AccountSession } from "../../src/api/users/accountSessions"
import { accountSessionsMachine, type SessionsToEnd } from "../../src/machines/account/accountSessionsMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const session = (id: string, current: boolean): AccountSession => ({
  id,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  address: "203.0.113.7",
  startedAt: "2026-12-04T13:00:00Z",
  lastUsedAt: "2026-12-04T14:00:00Z",
  current
})

/** This browser's session, another of the same account, and a third. */
const three = [session("here", true), session("phone", false), session("laptop", false)]
/** Only this browser's. */
const alone = [session("here", true)]

const events: SampleEvents = () => [
  { type: "xstate.done.actor.loadSessions", output: three },
  { type: "xstate.done.actor.loadSessions", output: alone },
  { type: "xstate.error.actor.loadSessions", error: new InternalError({}) },
  { type: "RETRY" },
  { type: "END", id: "phone" },
  { type: "END", id: "here" },
  { type: "END", id: "gone" },
  { type: "END_OTHERS" },
  { type: "CANCEL" },
  { type: "CONFIRM" },
  { type: "xstate.done.actor.endSessions", output: undefined },
  { type: "xstate.error.actor.endSessions", error: new NotFound({}) }
]

type Event = EventObject & { output?: ReadonlyArray<AccountSession>; error?: PortalFailure; id?: string }

/**
 * ASVS 3.3.4: the list is read; End (another session only) and End all other sessions ask first;
 * confirmed, the sessions are ended and the list read again with a notice; Cancel leaves the list as
 * it was; a failure to read offers Try again; a failure to end is the generic notice, and the list is
 * read again.
 */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "loading" as "loading" | "unavailable" | "ready" | "confirming" | "ending",
    sessions: [] as ReadonlyArray<AccountSession>,
    toEnd: undefined as SessionsToEnd | undefined,
    loads: 1,
    ended: [] as Array<ReadonlyArray<string>>,
    notices: [] as Array<string>
  }
  const idsOf = (toEnd: SessionsToEnd) =>
    s.sessions.filter((x) => !x.current && (toEnd.kind === "others" || x.id === toEnd.id)).map((x) => x.id)
  for (const event of seen as ReadonlyArray<Event>) {
    switch (event.type) {
      case "xstate.done.actor.loadSessions":
        Object.assign(s, { screen: "ready", sessions: event.output })
        break
      case "xstate.error.actor.loadSessions":
        s.screen = "unavailable"
        s.notices.push(`failure ${event.error!._tag}`)
        break
      case "RETRY":
        s.screen = "loading"
        s.loads++
        break
      case "END":
        if (s.sessions.some((x) => x.id === event.id && !x.current))
          Object.assign(s, { screen: "confirming", toEnd: { kind: "one", id: event.id } })
        break
      case "END_OTHERS":
        if (s.sessions.some((x) => !x.current)) Object.assign(s, { screen: "confirming", toEnd: { kind: "others" } })
        break
      case "CANCEL":
        Object.assign(s, { screen: "ready", toEnd: undefined })
        break
      case "CONFIRM":
        s.screen = "ending"
        s.ended.push(idsOf(s.toEnd!))
        break
      case "xstate.done.actor.endSessions":
        s.notices.push(`ended ${s.toEnd!.kind}`)
        Object.assign(s, { screen: "loading", toEnd: undefined, loads: s.loads + 1 })
        break
      case "xstate.error.actor.endSessions":
        s.notices.push(`failure ${event.error!._tag}`)
        Object.assign(s, { screen: "loading", toEnd: undefined, loads: s.loads + 1 })
        break
    }
  }
  return s
}

const coverage = new Coverage("accountSessionsMachine", accountSessionsMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("one's own sessions", () => {
  for (const path of modelPaths(accountSessionsMachine, { events, maxSimpleLength: 7 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices: Array<string> = []
      const actor = createActor(
        accountSessionsMachine.provide({
          actors: {
            loadSessions: doubles.promise<ReadonlyArray<AccountSession>, void>("loadSessions"),
            endSessions: doubles.promise<void, ReadonlyArray<string>>("endSessions")
          },
          actions: {
            notifyEnded: (_, { toEnd }) => notices.push(`ended ${toEnd.kind}`),
            notifyFailure: (_, { failure }) => notices.push(`failure ${failure._tag}`)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.screen)
        expect(live.context.sessions).toEqual(expected.sessions)
        expect(live.context.toEnd).toEqual(expected.toEnd)
        expect(live.hasTag("busy")).toBe(expected.screen === "loading" || expected.screen === "ending")
        expect(doubles.callsOf("loadSessions")).toHaveLength(expected.loads)
        expect(doubles.callsOf("endSessions")).toEqual(expected.ended)
        expect(notices).toEqual(expected.notices)
      })
    })
  }
})

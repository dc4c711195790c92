import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, TooManyRequests } from "../../src/api/errors"
import { reauthenticationMachine, type ReauthenticationContext } from "../../src/machines/session/reauthenticationMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const done = { type: "xstate.done.actor.reauthenticate", output: undefined }
const failed = (error: unknown) => ({ type: "xstate.error.actor.reauthenticate", error })

const wrongPassword = new BadRequest({ code: "REAUTHENTICATION_FAILED", issues: [{ field: "password", code: "wrongPassword" }] })
const locked = new TooManyRequests({})

/** The password moves from empty to a wrong one to the right one. */
const nextPassword: Record<string, string> = { "": "Not-the-one-1", "Not-the-one-1": "Portal-demo-1" }

const events: SampleEvents = (snapshot) => {
  const { password } = snapshot.context as ReauthenticationContext
  const typed = nextPassword[password]
  return [
    { type: "REQUIRED" },
    ...(typed === undefined ? [] : [{ type: "PASSWORD_CHANGED", value: typed }]),
    { type: "SUBMIT" },
    { type: "CANCEL" },
    done,
    failed(wrongPassword),
    failed(locked)
  ]
}
const simpleEvents: SampleEvents = () => [{ type: "REQUIRED" }, { type: "SUBMIT" }, { type: "CANCEL" }, done]

/** ASVS 3.7.1 as the dialog follows it, worked out from the events alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "idle" as "idle" | "asking" | "checking",
    password: "",
    issue: undefined as string | undefined,
    calls: [] as Array<string>,
    resumed: 0,
    abandoned: 0,
    failures: [] as Array<PortalFailure>
  }
  for (const event of seen) {
    const e = event as EventObject & { value?: string; error?: PortalFailure }
    if (e.type === "REQUIRED" && s.screen === "idle") Object.assign(s, { screen: "asking", password: "", issue: undefined })
    else if (e.type === "PASSWORD_CHANGED" && s.screen === "asking") Object.assign(s, { password: e.value, issue: undefined })
    else if (e.type === "SUBMIT" && s.screen === "asking") {
      if (s.password === "") Object.assign(s, { issue: "required" })
      else {
        s.screen = "checking"
        s.calls.push(s.password)
      }
    } else if (e.type === "CANCEL" && s.screen === "asking") {
      Object.assign(s, { screen: "idle", password: "", issue: undefined })
      s.abandoned += 1
    } else if (e.type === done.type) {
      Object.assign(s, { screen: "idle", password: "", issue: undefined })
      s.resumed += 1
    } else if (e.type === "xstate.error.actor.reauthenticate") {
      s.screen = "asking"
      if (e.error === wrongPassword) Object.assign(s, { password: "", issue: "wrongPassword" })
      else s.failures.push(e.error!)
    }
  }
  return s
}

const coverage = new Coverage("reauthenticationMachine", reauthenticationMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("asking for the password again before a sensitive change", () => {
  for (const path of modelPaths(reauthenticationMachine, { events, simpleEvents, maxSimpleLength: 6 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = { resumed: 0, abandoned: 0, failures: [] as Array<PortalFailure> }
      const actor = createActor(
        reauthenticationMachine.provide({
          actors: {
            reauthenticate: doubles.promise<void, string>("reauthenticate"),
            requests: fromCallback(() => undefined)
          },
          actions: {
            resume: () => (notices.resumed += 1),
            abandon: () => (notices.abandoned += 1),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as ReauthenticationContext
        expect(live.value).toBe(expected.screen)
        expect(context).toEqual({ password: expected.password, issue: expected.issue })
        expect(doubles.callsOf("reauthenticate")).toEqual(expected.calls)
        expect(notices).toEqual({ resumed: expected.resumed, abandoned: expected.abandoned, failures: expected.failures })
      })
    })
  }
})

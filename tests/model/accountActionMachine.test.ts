import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { BadRequest, InternalError, NotFound } from "../../src/api/errors"
import type { ManagedUser } from "../../src/api/users/schemas"
import {
  accountActionMachine,
  type AccountAction,
  type AccountActionOutcome
} from "../../src/machines/users/accountActionMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import type { AccountActionRequest } from "../../src/services/users/userProfile"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const user: ManagedUser = {
  id: 41,
  userType: 1,
  userId: "ann.lee@northwind.example",
  firstName: "Ann",
  middleName: null,
  lastName: "Lee",
  email: "ann.lee@northwind.example",
  mfaPhone: null,
  isDisabled: false,
  isIbcCredentials: false,
  organizationId: 2,
  organizationType: "Carrier",
  reportingCompanyId: 21,
  unitId: null,
  assignedOrganizationsIds: [2],
  functions: [{ functionId: 1, companies: [{ organizationId: 2, reportingCompanyId: 21 }] }],
  driverReportOptions: [{ driverReportOptionId: 100, isDefault: true }],
  hasSignedIn: false,
  hasSecondFactor: false,
  lastLogin: null,
  createdDate: "2026-01-01T00:00:00Z"
}

const payload = {
  userType: 1 as const,
  userId: user.userId,
  firstName: "Ann",
  middleName: null,
  lastName: "Lee",
  email: user.email,
  mfaPhone: null,
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: null,
  assignedOrganizationsIds: [],
  functions: [],
  driverReportOptions: [],
  isDisabled: true
}

const answerOf: Record<AccountAction, ManagedUser | null> = {
  enable: { ...user, isDisabled: false },
  disable: { ...user, isDisabled: true, assignedOrganizationsIds: [], functions: [], driverReportOptions: [] },
  delete: null,
  invite: null,
  resetSecondFactor: { ...user, hasSignedIn: true, hasSecondFactor: false }
}

const events =
  (action: AccountAction): SampleEvents =>
  () => [
    { type: "CONFIRM" },
    { type: "CANCEL" },
    { type: "xstate.done.actor.perform", output: answerOf[action] },
    { type: "xstate.error.actor.perform", error: new NotFound({}) },
    { type: "xstate.error.actor.perform", error: new InternalError({}) },
    { type: "xstate.error.actor.perform", error: new BadRequest({ code: "ERROR_400_INVALID_REQUEST" }) }
  ]

/**
 * Document 2 sections 2 and 4: disable, enable and delete ask first; the invitation is sent at once.
 * Done, each says so; a failure is a notice, and the question stays (the invitation simply ends).
 */
const expectedAfter = (action: AccountAction, seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: (action === "invite" ? "performing" : "confirming") as "confirming" | "performing" | "done",
    outcome: undefined as AccountActionOutcome | undefined,
    calls: action === "invite" ? 1 : 0,
    done: [] as Array<AccountAction>,
    failures: [] as Array<string>
  }
  for (const event of seen) {
    const e = event as EventObject & { output?: ManagedUser | null; error?: PortalFailure }
    if (e.type === "CONFIRM" && s.screen === "confirming") {
      s.screen = "performing"
      s.calls += 1
    }
    if (e.type === "CANCEL" && s.screen === "confirming") Object.assign(s, { screen: "done", outcome: { kind: "cancelled" } })
    if (e.type === "xstate.done.actor.perform") {
      Object.assign(s, { screen: "done", outcome: { kind: "done", action, user: e.output } })
      s.done.push(action)
    }
    if (e.type === "xstate.error.actor.perform") {
      s.failures.push(`${action} ${e.error!._tag}`)
      if (action === "invite") Object.assign(s, { screen: "done", outcome: { kind: "failed" } })
      else s.screen = "confirming"
    }
  }
  return s
}

const coverage = new Coverage("accountActionMachine", accountActionMachine, {
  allow: {
    "accountAction.starting": "transient: its two eventless transitions (both covered) leave it before any snapshot is taken"
  }
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const action of ["disable", "enable", "delete", "invite", "resetSecondFactor"] as const) {
  const input: AccountActionRequest = { action, id: 41, payload }
  describe(`account action: ${action}`, () => {
    for (const path of modelPaths(accountActionMachine, { input, events: events(action) })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const done: Array<AccountAction> = []
        const failures: Array<string> = []
        const actor = createActor(
          accountActionMachine.provide({
            actors: { perform: doubles.promise<ManagedUser | null, AccountActionRequest>("perform") },
            actions: {
              notifyDone: (_, params) => done.push(params.action),
              notifyActionFailure: (_, params) => failures.push(`${params.action} ${params.failure._tag}`)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(action, seen)
          expect(live.value).toBe(expected.screen)
          expect(live.hasTag("busy")).toBe(expected.screen === "performing")
          expect(doubles.callsOf("perform")).toEqual(Array.from({ length: expected.calls }, () => input))
          expect(done).toEqual(expected.done)
          expect(failures).toEqual(expected.failures)
          if (expected.outcome) expect(live.output).toEqual(expected.outcome)
        })
      })
    }
  })
}

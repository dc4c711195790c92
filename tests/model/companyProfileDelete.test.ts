import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { Conflict, InternalError, NotFound } from "../../src/api/errors"
import type { CompanyItem, ItemKind } from "../../src/machines/company/companyItems"
import { deleteItemMachine, type DeleteItemContext } from "../../src/machines/company/deleteItemMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const target: CompanyItem = {
  kind: "domain",
  item: { id: 4, domain: "@northwind.example", organizationId: 3, reportingCompanyId: 31, hasUsers: false }
}
const linked = new Conflict({ message: "Linked to users" })
const gone = new NotFound({})
const serverDown = new InternalError({})

const events: SampleEvents = () => [
  { type: "CONFIRM" },
  { type: "CANCEL" },
  { type: "xstate.done.actor.remove", output: undefined },
  { type: "xstate.error.actor.remove", error: linked },
  { type: "xstate.error.actor.remove", error: gone },
  { type: "xstate.error.actor.remove", error: serverDown }
]

/** Document 2 sections 4 and 8: deleted once confirmed, with its notice; a linked item stays, and the screen says why. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    state: "confirming" as "confirming" | "deleting" | "done",
    calls: 0,
    deleted: false,
    notices: { deleted: [] as Array<ItemKind>, linked: 0, failures: [] as Array<PortalFailure> }
  }
  for (const event of seen) {
    const e = event as EventObject & { error?: PortalFailure }
    if (e.type === "CONFIRM") {
      s.state = "deleting"
      s.calls += 1
    } else if (e.type === "CANCEL") s.state = "done"
    else if (e.type === "xstate.done.actor.remove") {
      Object.assign(s, { state: "done", deleted: true })
      s.notices.deleted.push(target.kind)
    } else if (e.type === "xstate.error.actor.remove") {
      s.state = "done"
      if (e.error === linked) s.notices.linked += 1
      else s.notices.failures.push(e.error!)
    }
  }
  return s
}

const coverage = new Coverage("deleteItemMachine", deleteItemMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("deleting a company profile item", () => {
  for (const path of modelPaths(deleteItemMachine, { input: { target }, events })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = { deleted: [] as Array<ItemKind>, linked: 0, failures: [] as Array<PortalFailure> }
      const actor = createActor(
        deleteItemMachine.provide({
          actors: { remove: doubles.promise<void, CompanyItem>("remove") },
          actions: {
            notifyDeleted: (_, { kind }) => notices.deleted.push(kind),
            notifyLinkedToUsers: () => (notices.linked += 1),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { input: { target }, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.state)
        expect(doubles.callsOf("remove")).toEqual(Array.from({ length: expected.calls }, () => target))
        expect((live.context as DeleteItemContext).deleted).toBe(expected.deleted)
        expect(notices).toEqual(expected.notices)
        if (live.status === "done") expect(live.output).toEqual({ deleted: expected.deleted })
      })
    })
  }
})

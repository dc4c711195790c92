import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Client } from "../../src/api/clients/schemas"
import { InternalError } from "../../src/api/errors"
import { clientListMachine } from "../../src/machines/clients/clientListMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const broker: Client = {
  id: 5,
  code: "HBR",
  nameEn: "Harbour Brokers",
  nameFr: "Courtiers du Havre",
  clientType: { id: 4, nameEn: "Broker", nameFr: "Courtier", canHaveSponsors: true, isModifiableOrDeletable: true },
  isActive: true,
  hasUser: true,
  hasEmployedUser: true,
  isSponsor: false,
  hasDriverReport: false,
  sponsors: []
}
const serverDown = new InternalError({})

const events: SampleEvents = () => [
  { type: "RETRY" },
  { type: "xstate.done.actor.loadClients", output: [broker] },
  { type: "xstate.error.actor.loadClients", error: serverDown }
]

/** Document 2 section 2: the list loads once; a failure says so and offers Try again. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = { state: "loading", calls: 1, clients: [] as ReadonlyArray<Client>, failures: 0 }
  for (const e of seen) {
    if (e.type === "RETRY") Object.assign(s, { state: "loading", calls: s.calls + 1 })
    else if (e.type === "xstate.done.actor.loadClients") Object.assign(s, { state: "showing", clients: [broker] })
    else if (e.type === "xstate.error.actor.loadClients") Object.assign(s, { state: "loadFailed", failures: s.failures + 1 })
  }
  return s
}

const coverage = new Coverage("clientListMachine", clientListMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("the client list", () => {
  for (const path of modelPaths(clientListMachine, { events })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const failures: Array<PortalFailure> = []
      const actor = createActor(
        clientListMachine.provide({
          actors: { loadClients: doubles.promise<ReadonlyArray<Client>, void>("loadClients") },
          actions: { notifyFailure: (_, { failure }) => failures.push(failure) }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        expect(live.value).toBe(expected.state)
        expect(doubles.callsOf("loadClients")).toHaveLength(expected.calls)
        expect(live.context.clients).toEqual(expected.clients)
        expect(failures).toHaveLength(expected.failures)
        expect(live.hasTag("loading")).toBe(expected.state === "loading")
        expect(live.hasTag("loadFailed")).toBe(expected.state === "loadFailed")
      })
    })
  }
})

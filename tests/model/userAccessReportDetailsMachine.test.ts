import { afterAll, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { UserAccessDetails } from "../../src/api/userAccess/schemas"
import { userAccessDetailsMachine, type UserAccessDetailsInput } from "../../src/machines/userAccess/userAccessDetailsMachine"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath } from "./modelHarness"

const coverage = new Coverage("userAccessDetailsMachine", userAccessDetailsMachine)
afterAll(coverage.assertComplete)

const input: UserAccessDetailsInput = { id: 42, asOfDate: "2025-08-01", ianaTimezone: "America/Toronto" }
const details: UserAccessDetails = {
  id: 42,
  userId: "robin@northwind.example",
  organization: { id: 2, nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
  reportingCompany: null,
  userName: "Robin Ouellet",
  createdDate: "2025-03-01T15:00:00.000Z",
  userStatus: 1,
  lastLoginDate: null,
  functionsEn: "Driver Report",
  functionsFr: "Rapport de conducteur",
  history: [
    {
      changeDate: "2025-03-01T15:00:00.000Z",
      changeAdministrator: "Camille Gagnon",
      changeDescriptionEn: "Account created",
      changeDescriptionFr: "Compte créé"
    }
  ]
}

/** What the page should show after the events seen: loading, the details, or the failure with Retry. */
const expected = (seen: ReadonlyArray<{ type: string }>) => {
  let screen: "loading" | "showingDetails" | "failed" = "loading"
  let prints = 0
  let backs = 0
  let loads = 1
  let failures = 0
  for (const e of seen) {
    if (e.type === "xstate.done.actor.loadDetails" && screen === "loading") screen = "showingDetails"
    else if (e.type === "xstate.error.actor.loadDetails" && screen === "loading") {
      screen = "failed"
      failures++
    } else if (e.type === "RETRY" && screen === "failed") {
      screen = "loading"
      loads++
    } else if (e.type === "PRINT" && screen === "showingDetails") prints++
    else if (e.type === "BACK") backs++
  }
  return { screen, prints, backs, loads, failures }
}

describe("user access details (document 2 section 2)", () => {
  const paths = modelPaths(userAccessDetailsMachine, {
    input,
    events: () => [
      { type: "xstate.done.actor.loadDetails", output: details },
      { type: "xstate.error.actor.loadDetails", error: new InternalError({}) },
      { type: "PRINT" },
      { type: "BACK" },
      { type: "RETRY" }
    ]
  })
  for (const path of paths) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const calls = { print: 0, goBack: 0, failures: 0 }
      const actor = createActor(
        userAccessDetailsMachine.provide({
          actors: { loadDetails: doubles.promise<UserAccessDetails, UserAccessDetailsInput>("loadDetails") },
          actions: {
            print: () => void calls.print++,
            goBack: () => void calls.goBack++,
            notifyFailure: () => void calls.failures++
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live, seen) => {
        const want = expected(seen)
        expect(live.value).toBe(want.screen)
        expect(live.hasTag("busy")).toBe(want.screen === "loading")
        expect(live.context.details).toEqual(want.screen === "showingDetails" ? details : live.context.details)
        expect(calls).toEqual({ print: want.prints, goBack: want.backs, failures: want.failures })
        // Each load asks for the user as of the report's day.
        expect(doubles.callsOf("loadDetails")).toHaveLength(want.loads)
        expect(doubles.callsOf("loadDetails")[0]).toEqual(input)
      })
    })
  }
})

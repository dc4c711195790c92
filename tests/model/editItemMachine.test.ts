import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { BadRequest, Conflict, InternalError } from "../../src/api/errors"
import type { DriverReport } from "../../src/api/reports/schemas"
import type { EditPayload, EditTarget, LoadedList, OptionsSource } from "../../src/machines/corrections/correctionEdits"
import type { DialogOutcome } from "../../src/machines/corrections/correctionOutcome"
import {
  editItemMachine,
  editView,
  type EditItemContext,
  type EditItemInput
} from "../../src/machines/corrections/editItemMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { sampleReport } from "../unit/driverReportFixture"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

/** The report the server answers after a correction: a new report, with a new id. */
const corrected: DriverReport = { ...sampleReport, id: 77 }
const today = "2025-06-15"

const statuses = {
  list: "lookups",
  items: [
    { id: 1, code: "ACT", descriptionEn: "Active", descriptionFr: "Active" },
    { id: 3, code: "EXP", descriptionEn: "Expired", descriptionFr: "Expirée" },
    { id: 4, code: "CNP", descriptionEn: "Cancelled - non-payment", descriptionFr: "Résiliée - non-paiement" }
  ]
} satisfies LoadedList
const operators = {
  list: "claimOperators",
  items: [{ operatorKey: 20, fullName: "Jordan Tremblay", dln: "123456-789", jurisdictionCode: "AB" }]
} satisfies LoadedList

interface Case {
  readonly title: string
  readonly target: EditTarget
  /** The list it loads, if any. */
  readonly source?: OptionsSource
  readonly loaded?: LoadedList
  readonly changes: ReadonlyArray<{ readonly field: "value" | "cancellationDate"; readonly value: string }>
  /** Save is offered for these values (document 3 section 5: changed and no issue). */
  readonly savable: (values: { value: string; cancellationDate: string }) => boolean
  /** The payload sent for these values. */
  readonly payload: (values: { value: string; cancellationDate: string }) => EditPayload
  /** The choices offered (values). */
  readonly offered: ReadonlyArray<string>
}

const driver = {
  reportId: 41,
  operatorKey: 7,
  fullName: "Jordan Tremblay",
  fullAddress: "100 Main Street, Calgary AB T2P 1A1",
  dateOfBirth: "1985-06-02",
  genderId: 1,
  maritalStatusId: 1,
  driverTrainingId: 2,
  yearLicensed: 20,
  gridRatingDate: "2019-04-01"
}

const cases: ReadonlyArray<Case> = [
  {
    title: "the driver's name",
    target: { kind: "driver", field: "fullName" },
    changes: [
      { field: "value", value: "  " },
      { field: "value", value: "Jordan Roy" },
      { field: "value", value: "Jordan Tremblay" }
    ],
    savable: ({ value }) => value.trim() !== "" && value !== "Jordan Tremblay",
    payload: ({ value }) => ({ call: "updateDriverInfo", payload: { ...driver, fullName: value } }),
    offered: []
  },
  {
    // Policy 3: 2024-01-01 to 2025-01-01, active, expired by today: Expired is offered, Active as the current one.
    title: "a policy's status",
    target: { kind: "policy", policyKey: 3 },
    source: { list: "policyStatuses" },
    loaded: statuses,
    changes: [
      { field: "value", value: "4" },
      { field: "cancellationDate", value: "2024-08-01" },
      { field: "cancellationDate", value: "2025-02-01" },
      { field: "value", value: "1" }
    ],
    savable: ({ value, cancellationDate }) =>
      value === "3" || (value === "4" && cancellationDate >= "2024-01-01" && cancellationDate <= "2025-01-01"),
    payload: ({ value, cancellationDate }) => ({
      call: "updatePolicy",
      payload: {
        reportId: 41,
        operatorKey: 7,
        policyKey: 3,
        policyStatusId: Number(value),
        policyStatusCode: value === "4" ? "CNP" : value === "3" ? "EXP" : "ACT",
        cancellationDate: value === "4" ? cancellationDate : null
      }
    }),
    offered: ["1", "3", "4"]
  },
  {
    title: "a claim's first-party driver",
    target: { kind: "claim", claimId: 501, field: "firstPartyOperator" },
    source: { list: "claimOperators", claimId: 501 },
    loaded: operators,
    changes: [
      { field: "value", value: "-1" },
      { field: "value", value: "20" }
    ],
    savable: ({ value }) => value !== "20",
    payload: ({ value }) => ({
      call: "updateClaim",
      payload: {
        claimKey: 501,
        operatorKey: 7,
        reportId: 41,
        firstPartyDegreeAtFault: 50,
        firstPartyOperatorKey: Number(value),
        firstPartyVehicleKey: 200,
        firstPartyVehicleLossId: 1,
        firstPartyExcludedDriverId: 2
      }
    }),
    offered: ["-1", "20"]
  },
  {
    title: "a claim's at-fault percentage",
    target: { kind: "claim", claimId: 501, field: "firstPartyFaultDegree" },
    changes: [{ field: "value", value: "100" }],
    savable: ({ value }) => value !== "50",
    payload: ({ value }) => ({
      call: "updateClaim",
      payload: {
        claimKey: 501,
        operatorKey: 7,
        reportId: 41,
        firstPartyDegreeAtFault: Number(value) as 100,
        firstPartyOperatorKey: 20,
        firstPartyVehicleKey: 200,
        firstPartyVehicleLossId: 1,
        firstPartyExcludedDriverId: 2
      }
    }),
    offered: ["0", "25", "50", "75", "100"]
  }
]

const saveFailures: ReadonlyArray<PortalFailure> = [
  new Conflict({}),
  new BadRequest({ code: "ERROR_400_INVALID_REQUEST" }),
  // The server's refusal of the value the dialog edits, by the payload's name for it.
  new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "firstPartyVehicleKey", code: "notOfPolicy" }] }),
  new BadRequest({
    code: "ERROR_400_INVALID_REQUEST",
    issues: [{ field: "cancellationDate", code: "cancellationDateAfterExpiry" }]
  }),
  new InternalError({})
]

type Screen = "loadingOptions" | "optionsFailed" | "editing" | "saving" | "done"

/** What the dialog shows after the events, from the spec alone (document 3 sections 2, 5, 8). */
const expectedAfter = (c: Case, initial: { value: string; cancellationDate: string }, seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: (c.loaded ? "loadingOptions" : "editing") as Screen,
    values: initial,
    outcome: undefined as DialogOutcome | undefined,
    notices: [] as Array<PortalFailure>,
    badRequests: 0,
    serverIssues: [] as ReadonlyArray<{ field: string; code: string }>,
    loads: c.loaded ? 1 : 0,
    saved: [] as Array<EditPayload>
  }
  for (const event of seen) {
    const e = event as EventObject & {
      field?: "value" | "cancellationDate"
      value?: string
      output?: unknown
      error?: PortalFailure
    }
    if (e.type === "VALUE_CHANGED" && s.screen === "editing") {
      s.values = { ...s.values, [e.field!]: e.value! }
      s.serverIssues = s.serverIssues.filter((i) => i.field !== e.field)
    }
    if (e.type === "SAVE" && s.screen === "editing" && c.savable(s.values)) {
      s.screen = "saving"
      s.saved.push(c.payload(s.values))
    }
    if (e.type === "CANCEL" && (s.screen === "editing" || s.screen === "optionsFailed"))
      Object.assign(s, { screen: "done", outcome: { outcome: "cancelled" } })
    if (e.type === "RETRY" && s.screen === "optionsFailed") Object.assign(s, { screen: "loadingOptions", loads: s.loads + 1 })
    if (e.type === "xstate.done.actor.loadOptions") s.screen = "editing"
    if (e.type === "xstate.error.actor.loadOptions") {
      s.screen = "optionsFailed"
      s.notices.push(e.error!)
    }
    if (e.type === "xstate.done.actor.save")
      Object.assign(s, { screen: "done", outcome: { outcome: "corrected", report: e.output } })
    if (e.type === "xstate.error.actor.save") {
      // 409: the dialog ends and correction mode pulls the report again; any 400 is the error400 notice.
      if (e.error!._tag === "Conflict") Object.assign(s, { screen: "done", outcome: { outcome: "conflict" } })
      else if (e.error!._tag === "BadRequest" && e.error!.issues) {
        // A refusal naming its field: the message at the cancellation date, else at the value edited.
        s.screen = "editing"
        s.serverIssues = e.error!.issues.map((i) => ({
          field: i.field === "cancellationDate" ? "cancellationDate" : "value",
          code: i.code
        }))
      } else if (e.error!._tag === "BadRequest") Object.assign(s, { screen: "editing", badRequests: s.badRequests + 1 })
      else {
        s.screen = "editing"
        s.notices.push(e.error!)
      }
    }
  }
  return s
}

const coverage = new Coverage("editItemMachine", editItemMachine, {
  allow: { "editItem.opening": "a passing state: its eventless transitions (both covered) leave it before anyone sees it" }
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const c of cases) {
  describe(`editing ${c.title}`, () => {
    const input: EditItemInput = { target: c.target, report: sampleReport, today }
    const events: SampleEvents = () => [
      ...c.changes.map((change) => ({ type: "VALUE_CHANGED", ...change })),
      { type: "SAVE" },
      { type: "CANCEL" },
      { type: "RETRY" },
      ...(c.loaded
        ? [
            { type: "xstate.done.actor.loadOptions", output: c.loaded },
            { type: "xstate.error.actor.loadOptions", error: new InternalError({}) }
          ]
        : []),
      { type: "xstate.done.actor.save", output: corrected },
      ...saveFailures.map((error) => ({ type: "xstate.error.actor.save", error }))
    ]

    for (const path of modelPaths(editItemMachine, { input, events, maxSimpleLength: 5 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices: Array<PortalFailure> = []
        let badRequests = 0
        const actor = createActor(
          editItemMachine.provide({
            actors: {
              loadOptions: doubles.promise<LoadedList, OptionsSource>("loadOptions"),
              save: doubles.promise<DriverReport, EditPayload>("save")
            },
            actions: {
              notifyFailure: (_, { failure }) => notices.push(failure),
              notifyBadRequest: () => (badRequests += 1)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        const start = (actor.getSnapshot().context as EditItemContext).initial
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(c, start, seen)
          const context = live.context as EditItemContext
          expect(live.value).toBe(expected.screen)
          expect(context.values).toEqual(expected.values)
          expect(notices).toEqual(expected.notices)
          expect(badRequests).toBe(expected.badRequests)
          expect(doubles.callsOf("loadOptions")).toEqual(Array.from({ length: expected.loads }, () => c.source))
          expect(doubles.callsOf("save")).toEqual(expected.saved)
          // The server's refusals show at their fields, after the dialog's own messages, until the value changes.
          expect(context.serverIssues).toEqual(expected.serverIssues)
          const shown = editView(context).issues
          expect(shown.slice(shown.length - expected.serverIssues.length)).toEqual(expected.serverIssues)
          if (expected.screen === "editing") {
            expect(context.options.map((o) => o.value)).toEqual(c.offered)
            expect(editView(context).canSave).toBe(c.savable(expected.values))
          }
          if (expected.outcome) expect(live.output).toEqual(expected.outcome)
        })
      })
    }
  })
}

describe("the edit dialog's field messages", () => {
  it("shows none until the value differs from the report", () => {
    const actor = createActor(editItemMachine, {
      input: { target: { kind: "driver", field: "yearsLicensed" }, report: sampleReport, today }
    }).start()
    expect(editView(actor.getSnapshot().context).issues).toEqual([])
    actor.send({ type: "VALUE_CHANGED", field: "value", value: "2.5" })
    expect(editView(actor.getSnapshot().context).issues).toEqual([{ field: "value", code: "yearsLicensedFractional" }])
    actor.send({ type: "VALUE_CHANGED", field: "value", value: "100" })
    expect(editView(actor.getSnapshot().context).issues).toEqual([{ field: "value", code: "yearsLicensedAbove99" }])
    actor.stop()
  })
})

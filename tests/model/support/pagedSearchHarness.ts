import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../../src/api/platform/schemas"
import { organizationScopeMachine, type ScopeSelection } from "../../../src/machines/shared/organizationScopeMachine"
import {
  savedState,
  type FieldErrors,
  type pagedSearchMachine,
  type PagedSearchInput,
  type SavedSearch
} from "../../../src/machines/shared/pagedSearch"
import { requestorNameMachine } from "../../../src/machines/shared/requestorNameMachine"
import type { PortalFailure } from "../../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "../modelHarness"
import { expectedSearch, type SearchSpec } from "./pagedSearchOracle"

/**
 * The one model-test driver of the paged searches (report history, 90-day list, correction report
 * and the ones after them): each search gives its spec, its samples and where it starts; the driver
 * walks every path of its machine and checks each step against the oracle.
 */

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
export const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
export const filter = (field: string, value: string | number) => ({ type: "FILTER_CHANGED", field, value })
export const scopeChanged = (scope: unknown) => ({ type: "SCOPE_CHANGED", scope })

/** The scope child stays as it starts: its own changes reach the screen as the SCOPE_CHANGED samples. */
const quietScope = (doubles: ActorDoubles, scopeCalls: Array<string>) =>
  organizationScopeMachine.provide({
    actors: {
      loadOrganizations: doubles.promise<ReadonlyArray<Organization>, { functionId: number }>("loadOrganizations"),
      loadCompanies: doubles.promise<ReadonlyArray<ReportingCompany>, { functionId: number; organizationId: number }>(
        "loadCompanies"
      ),
      loadUnits: doubles.promise<ReadonlyArray<Unit>, { organizationId: number }>("loadUnits")
    },
    actions: {
      reportScope: () => undefined,
      notifyFailure: () => undefined,
      resetSelection: () => scopeCalls.push("RESET")
    }
  })

/** The requestor field child, recording what the screen tells it: each scope's selection, and "RESET". */
const toldRequestor = (told: Array<ScopeSelection | "RESET">) =>
  requestorNameMachine.provide({
    actions: {
      assignSelection: (_, selection) => told.push(selection),
      clearName: () => told.push("RESET")
    }
  })

/** What a search's model test gives the driver. */
export interface PagedSearchModel<Filters, Query, Result extends { readonly count: number }, Errors extends FieldErrors> {
  /** "report history": names the tests. */
  readonly title: string
  readonly machine: ReturnType<typeof pagedSearchMachine<Filters, Query, Result, Errors>>
  readonly coverage: Coverage
  readonly spec: SearchSpec<Filters, Query>
  readonly input: Omit<PagedSearchInput<Filters, Query, Result>, "restored">
  /** The results samples: the result of a search, its second page, nothing, a failure, the export's language. */
  readonly results: { found: Result; secondPage: Result; nothing: Result; failure: unknown; language: "en" | "fr" }
  /** The filters samples (scope, fields, Search), besides Reset and the search's answers. */
  readonly filterSamples: SampleEvents
  readonly journeys: ReadonlyArray<{
    readonly title: string
    readonly kept?: SavedSearch<Filters, Query, Result>
    readonly samples: "filters" | "results"
    readonly maxSimpleLength: number
  }>
}

/** Runs the model test of one paged search; prints its coverage and fails on a gap. */
export const describePagedSearch = <Filters, Query, Result extends { readonly count: number }, Errors extends FieldErrors>(
  model: PagedSearchModel<Filters, Query, Result, Errors>
) => {
  const { results } = model
  const answers = [done("search", results.found), done("search", results.nothing), error("search", results.failure)]
  const filterEvents: SampleEvents = (snapshot) => [...model.filterSamples(snapshot), { type: "RESET" }, ...answers]
  const resultEvents: SampleEvents = (snapshot) => {
    const context = snapshot.context as { page: number; requestedPage: number }
    return [
      { type: "SUBMIT" },
      { type: "RESET" },
      { type: "PAGE_CHANGED", page: context.page === 2 ? 1 : 2 },
      { type: "EXPORT", language: results.language },
      done("search", context.requestedPage === 2 ? results.secondPage : results.found),
      done("search", results.nothing),
      error("search", results.failure),
      done("exportCsv", undefined),
      error("exportCsv", results.failure)
    ]
  }
  // Fewer samples for the long journeys (simple paths), whose number grows fast with each sample.
  const journey =
    (events: SampleEvents): SampleEvents =>
    (snapshot) =>
      events(snapshot).filter((e) => e.type !== "FILTER_CHANGED" && !e.type.startsWith("xstate.error"))

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(model.coverage.assertComplete)

  for (const { title, kept, samples, maxSimpleLength } of model.journeys) {
    describe(`${model.title}, ${title}`, () => {
      const input = { ...model.input, restored: kept }
      const events = samples === "filters" ? filterEvents : resultEvents
      const paths = modelPaths(model.machine, { input, events, simpleEvents: journey(events), maxSimpleLength })
      for (const path of paths) {
        it(pathTitle(path), async () => {
          const doubles = new ActorDoubles()
          const scopeDoubles = new ActorDoubles()
          const scopeCalls: Array<string> = []
          const requestorTold: Array<ScopeSelection | "RESET"> = []
          const notices: Array<PortalFailure> = []
          const saves: Array<{ userId: number; saved: unknown }> = []
          const actor = createActor(
            model.machine.provide({
              actors: {
                scope: quietScope(scopeDoubles, scopeCalls),
                requestor: toldRequestor(requestorTold),
                search: doubles.promise("search"),
                exportCsv: doubles.promise("exportCsv")
              },
              actions: {
                notifyFailure: (_, params) => notices.push(params.failure),
                keepSearch: ({ context }, params) => saves.push({ userId: context.userId, saved: params })
              }
            }),
            { input, inspect: model.coverage.inspect }
          )
          await walkPath(actor, path, doubles, model.coverage, (live, seen) =>
            expectScreen(
              live,
              expectedSearch(model.spec, kept, seen),
              { doubles, scopeDoubles, scopeCalls, notices, saves, requestorTold },
              model
            )
          )
        })
      }
    })
  }
}

/** The screen, its filters and messages, the result on screen, and the calls, notices and kept states so far. */
const expectScreen = <Filters, Query, Result extends { readonly count: number }, Errors extends FieldErrors>(
  live: AnyMachineSnapshot,
  expected: ReturnType<typeof expectedSearch<Filters, Query, Result>>,
  made: {
    readonly doubles: ActorDoubles
    readonly scopeDoubles: ActorDoubles
    readonly scopeCalls: ReadonlyArray<string>
    readonly notices: ReadonlyArray<PortalFailure>
    readonly saves: ReadonlyArray<{ userId: number; saved: unknown }>
    readonly requestorTold: ReadonlyArray<unknown>
  },
  model: PagedSearchModel<Filters, Query, Result, Errors>
): void => {
  const shown = live.context as SavedSearch<Filters, Query, Result> & { errors: unknown }
  expect(live.value).toBe(expected.screen)
  expect(shown.scope).toEqual(expected.scope)
  expect(shown.filters).toEqual(expected.filters)
  expect(shown.errors).toEqual(expected.errors)
  expect(shown.result).toEqual(expected.result)
  expect(shown.page).toBe(expected.page)
  expect(made.doubles.callsOf("search")).toEqual(expected.searches)
  expect(made.doubles.callsOf("exportCsv")).toEqual(expected.exports)
  expect(made.notices).toEqual(expected.notices)
  expect(made.scopeCalls).toHaveLength(expected.scopeResets)
  // The requestor field suggests names from the scope chosen, and is cleared by Reset.
  expect(made.requestorTold).toEqual(expected.requestorTold)
  // A kept scope loads nothing again; a first visit loads the organizations held for the search's function.
  expect(made.scopeDoubles.callsOf("loadOrganizations")).toEqual(
    expected.scopeKept ? [] : [{ functionId: model.spec.functionId }]
  )
  // What is kept for the way back is what is on screen, for this user, whenever the screen settles.
  expect(made.saves).toHaveLength(expected.saves)
  if (expected.screen !== "searching" && expected.screen !== "exporting") {
    expect(made.saves.at(-1)).toEqual({ userId: model.input.userId, saved: savedState(shown) })
  }
}

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../../src/api/platform/schemas"
import { InternalError } from "../../../src/api/errors"
import {
  organizationScopeMachine,
  type OrganizationScope,
  type ScopeSelection
} from "../../../src/machines/shared/organizationScopeMachine"
import {
  savedState,
  type FieldErrors,
  type pagedSearchMachine,
  type PagedSearchInput,
  type SavedSearch,
  type SearchSort
} from "../../../src/machines/shared/pagedSearch"
import { requestorNameMachine } from "../../../src/machines/shared/requestorNameMachine"
import type { PortalFailure } from "../../../src/services/api/portalFailure"
import {
  ActorDoubles,
  Coverage,
  modelPaths,
  pathTitle,
  walkPath,
  type CoverageAllowlist,
  type SampleEvents
} from "../modelHarness"
import { expectedSearch, pageSize, type SearchSpec } from "./pagedSearchOracle"

/**
 * The one model-test driver of the paged searches (report history, 90-day list, correction report
 * and the ones after them): each search gives its spec, its samples and where it starts; the driver
 * walks every path of its machine and checks each step against the oracle.
 */

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
export const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
export const filter = (field: string, value: string | number) => ({ type: "FILTER_CHANGED", field, value })
export const scopeChanged = (scope: OrganizationScope) => ({ type: "SCOPE_CHANGED", scope })
export const sortChanged = (sort: SearchSort) => ({ type: "SORT_CHANGED", sort })

/** A search's query sorted as the screen's headers say: the column and direction go into it. */
export const sortedQuery = <Query extends { readonly sortColumn?: string | null; readonly sortDirection?: string | null }>(
  query: Query,
  sort: SearchSort
): Query => ({
  ...query,
  sortColumn: sort.column as Query["sortColumn"],
  sortDirection: sort.direction as Query["sortDirection"]
})

/** A header click: the initial column the other way while it is sorted so, else back to the initial order. */
const sortSamples = (initial: SearchSort, sort: SearchSort | undefined) =>
  sort && sort.column === initial.column && sort.direction === initial.direction
    ? [sortChanged({ column: initial.column, direction: initial.direction === "asc" ? "desc" : "asc" })]
    : [sortChanged(initial)]

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

/** What a search's model test gives the driver, besides its title and machine. */
export interface PagedSearchModel<Filters, Query, Result extends { readonly count: number }> {
  readonly spec: SearchSpec<Filters, Query>
  /** A result of a search, its second page and nothing; the language of the export. */
  readonly results: {
    readonly found: Result
    readonly secondPage: Result
    readonly nothing: Result
    readonly language: "en" | "fr"
  }
  /** The scopes the user may choose (each offered while another is chosen); the first is kept for the way back. */
  readonly scopes: readonly [OrganizationScope, ...Array<OrganizationScope>]
  /** The filters samples (fields, Search), besides the scopes, Reset and the search's answers. */
  readonly filterSamples: (filters: Filters, editing: boolean) => ReadonlyArray<EventObject>
  /** The filters of the search kept for the way back (searches with a way back). */
  readonly kept?: Filters
  /** The longest simple paths walked: from the filters, from the results, back from a report. */
  readonly pathLengths: readonly [number, number, number?]
  /** Transitions this search cannot take, each with the reason (Search refused by filters that are never wrong). */
  readonly unreachable?: CoverageAllowlist
}

const failure = new InternalError({})
const user = { userId: 7, ianaTimezone: "America/Toronto", pageSize }

/** The journeys: the filters and the results of a first visit, then back from a report on page 2, after nothing found, before any search. */
const journeys = <Filters, Query, Result extends { readonly count: number }>(model: PagedSearchModel<Filters, Query, Result>) => {
  const [filters, results, back = results] = model.pathLengths
  const first = [
    { title: "filters", kept: undefined, samples: "filters", length: filters },
    { title: "results, first visit", kept: undefined, samples: "results", length: results }
  ] as const
  const filtersKept = model.kept
  if (filtersKept === undefined) return first
  const [scope] = model.scopes
  const query = model.spec.query(filtersKept, scope.selection)
  const keep = (page: number, result: Result | undefined): SavedSearch<Filters, Query, Result> => ({
    scope,
    filters: filtersKept,
    query: result ? query : undefined,
    page,
    result
  })
  return [
    ...first,
    { title: "results, back from a report on page 2", kept: keep(2, model.results.secondPage), samples: "results", length: back },
    {
      title: "results, back from a search that found nothing",
      kept: keep(1, model.results.nothing),
      samples: "results",
      length: back - 1
    },
    { title: "results, back before any search", kept: keep(1, undefined), samples: "results", length: back - 1 }
  ] as const
}

/** Runs the model test of one paged search; prints its coverage and fails on a gap. */
export const describePagedSearch = <Filters, Query, Result extends { readonly count: number }, Errors extends FieldErrors>(
  title: string,
  machine: ReturnType<typeof pagedSearchMachine<Filters, Query, Result, Errors>>,
  model: PagedSearchModel<Filters, Query, Result>
) => {
  const { results, spec } = model
  const coverage = new Coverage(`${machine.id}Machine`, machine, {
    allow: { [`${machine.id}.starting`]: "transient: left at once for where the search starts", ...model.unreachable }
  })
  const answers = [done("search", results.found), done("search", results.nothing), error("search", failure)]
  const filterEvents: SampleEvents = (snapshot) => {
    const { scope, filters } = snapshot.context as { scope: OrganizationScope; filters: Filters }
    const otherScopes = model.scopes.filter((other) => other.selection.organizationId !== scope.selection.organizationId)
    return [
      ...otherScopes.map(scopeChanged),
      ...model.filterSamples(filters, snapshot.matches("editing")),
      { type: "RESET" },
      ...answers
    ]
  }
  const resultEvents: SampleEvents = (snapshot) => {
    const context = snapshot.context as { page: number; requestedPage: number }
    return [
      { type: "SUBMIT" },
      { type: "RESET" },
      { type: "PAGE_CHANGED", page: context.page === 2 ? 1 : 2 },
      { type: "EXPORT", language: results.language },
      // A search that sorts: the column sorted the other way, or another column.
      ...(spec.sort ? sortSamples(spec.sort.initial, (snapshot.context as { sort?: SearchSort }).sort) : []),
      done("search", context.requestedPage === 2 ? results.secondPage : results.found),
      done("search", results.nothing),
      error("search", failure),
      done("exportCsv", undefined),
      error("exportCsv", failure)
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
  afterAll(coverage.assertComplete)

  for (const { title: journeyTitle, kept, samples, length } of journeys(model)) {
    describe(`${title}, ${journeyTitle}`, () => {
      const input: PagedSearchInput<Filters, Query, Result> = { ...user, today: spec.today, restored: kept }
      const events = samples === "filters" ? filterEvents : resultEvents
      const paths = modelPaths(machine, { input, events, simpleEvents: journey(events), maxSimpleLength: length })
      for (const path of paths) {
        it(pathTitle(path), async () => {
          const doubles = new ActorDoubles()
          const scopeDoubles = new ActorDoubles()
          const scopeCalls: Array<string> = []
          const requestorTold: Array<ScopeSelection | "RESET"> = []
          const notices: Array<PortalFailure> = []
          const saves: Array<{ userId: number; saved: unknown }> = []
          const actor = createActor(
            machine.provide({
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
            { input, inspect: coverage.inspect }
          )
          await walkPath(actor, path, doubles, coverage, (live, seen) =>
            expectScreen(live, expectedSearch(spec, kept, seen), {
              doubles,
              scopeDoubles,
              scopeCalls,
              notices,
              saves,
              requestorTold,
              functionId: spec.functionId
            })
          )
        })
      }
    })
  }
}

/** The screen, its filters and messages, the result on screen, and the calls, notices and kept states so far. */
const expectScreen = <Filters, Query, Result extends { readonly count: number }>(
  live: AnyMachineSnapshot,
  expected: ReturnType<typeof expectedSearch<Filters, Query, Result>>,
  made: {
    readonly doubles: ActorDoubles
    readonly scopeDoubles: ActorDoubles
    readonly scopeCalls: ReadonlyArray<string>
    readonly notices: ReadonlyArray<PortalFailure>
    readonly saves: ReadonlyArray<{ userId: number; saved: unknown }>
    readonly requestorTold: ReadonlyArray<unknown>
    readonly functionId: number
  }
): void => {
  const shown = live.context as SavedSearch<Filters, Query, Result> & { errors: unknown }
  expect(live.value).toBe(expected.screen)
  expect(shown.scope).toEqual(expected.scope)
  expect(shown.filters).toEqual(expected.filters)
  expect(shown.errors).toEqual(expected.errors)
  expect(shown.result).toEqual(expected.result)
  expect(shown.page).toBe(expected.page)
  expect((shown as { sort?: SearchSort }).sort).toEqual(expected.sort)
  expect(made.doubles.callsOf("search")).toEqual(expected.searches)
  expect(made.doubles.callsOf("exportCsv")).toEqual(expected.exports)
  expect(made.notices).toEqual(expected.notices)
  expect(made.scopeCalls).toHaveLength(expected.scopeResets)
  // The requestor field suggests names from the scope chosen, and is cleared by Reset.
  expect(made.requestorTold).toEqual(expected.requestorTold)
  // A kept scope loads nothing again; a first visit loads the organizations held for the search's function.
  expect(made.scopeDoubles.callsOf("loadOrganizations")).toEqual(expected.scopeKept ? [] : [{ functionId: made.functionId }])
  // What is kept for the way back is what is on screen, for this user, whenever the screen settles.
  expect(made.saves).toHaveLength(expected.saves)
  if (expected.screen !== "searching" && expected.screen !== "exporting") {
    expect(made.saves.at(-1)).toEqual({ userId: user.userId, saved: savedState(shown) })
  }
}

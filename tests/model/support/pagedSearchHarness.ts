import { expect } from "vitest"
import type { EventObject } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../../src/api/platform/schemas"
import { organizationScopeMachine, type ScopeSelection } from "../../../src/machines/shared/organizationScopeMachine"
import { requestorNameMachine } from "../../../src/machines/shared/requestorNameMachine"
import type { ExportInput, PageInput } from "../../../src/machines/shared/pagedSearch"
import type { PortalFailure } from "../../../src/services/api/portalFailure"
import type { ActorDoubles, SampleEvents } from "../modelHarness"

/** What the model tests of the paged search screens (report history, 90-day list, correction report) share. */

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
export const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })
export const filter = (field: string, value: string) => ({ type: "FILTER_CHANGED", field, value })

/** Fewer samples for the long journeys (simple paths), whose number grows fast with each sample. */
export const only =
  (events: SampleEvents, keep: (event: { type: string }) => boolean): SampleEvents =>
  (snapshot) =>
    events(snapshot).filter((event) => keep(event as { type: string }))

/** The scope child stays as it starts: its own changes reach the screen as the SCOPE_CHANGED samples. */
export const quietScope = (doubles: ActorDoubles, scopeCalls: Array<string>) =>
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
export const toldRequestor = (told: Array<ScopeSelection | "RESET">) =>
  requestorNameMachine.provide({
    actions: {
      assignSelection: (_, selection) => told.push(selection),
      clearName: () => told.push("RESET")
    }
  })

/** The samples once results show: a new search, the reset, a page, the export and their answers. */
export const resultSamples = (
  context: { readonly page: number; readonly requestedPage: number },
  samples: {
    readonly reset: "RESET" | "CLEAR"
    readonly language: "en" | "fr"
    readonly found: unknown
    readonly secondPage: unknown
    readonly nothing: unknown
    readonly failure: unknown
  }
) => [
  { type: "SUBMIT" },
  { type: samples.reset },
  { type: "PAGE_CHANGED", page: context.page === 2 ? 1 : 2 },
  { type: "EXPORT", language: samples.language },
  done("search", context.requestedPage === 2 ? samples.secondPage : samples.found),
  done("search", samples.nothing),
  error("search", samples.failure),
  done("exportCsv", undefined),
  error("exportCsv", samples.failure)
]

export type SearchScreen = "editing" | "searching" | "showingResults" | "noResults" | "exporting"

export interface ExpectedPaging<Query, Result> {
  result: Result | undefined
  page: number
  searches: Array<PageInput<Query>>
  exports: Array<ExportInput<Query>>
  notices: Array<PortalFailure>
}

/** The query of the last search and the page asked for, as the expected screen follows them. */
export interface PagingTrack<Query> {
  query: Query | undefined
  requested: number
}

/**
 * What a page, the export and the answers of the search and the export do to the screen, worked out
 * independently of the machines: a search that finds nothing says so, a page that fails leaves the one
 * on screen, a failed first search goes back to the filters, an export comes back to the results.
 * Returns false for any other event.
 */
export const followPaging = <Query, Result extends { readonly count: number }>(
  screen: ExpectedPaging<Query, Result>,
  track: PagingTrack<Query>,
  e: EventObject & Record<string, unknown>,
  show: (next: SearchScreen) => void,
  pageSize: number
): boolean => {
  switch (e.type) {
    case "PAGE_CHANGED":
      track.requested = e.page as number
      show("searching")
      screen.searches.push({ query: track.query!, pageNumber: track.requested, pageSize })
      return true
    case "xstate.done.actor.search":
      screen.result = e.output as Result
      screen.page = track.requested
      show(screen.result.count === 0 ? "noResults" : "showingResults")
      return true
    case "xstate.error.actor.search":
      screen.notices.push(e.error as PortalFailure)
      track.requested = screen.page
      show(screen.result ? "showingResults" : "editing")
      return true
    case "EXPORT":
      show("exporting")
      screen.exports.push({ query: track.query!, language: e.language as "en" | "fr" })
      return true
    case "xstate.done.actor.exportCsv":
      show("showingResults")
      return true
    case "xstate.error.actor.exportCsv":
      screen.notices.push(e.error as PortalFailure)
      show("showingResults")
      return true
    default:
      return false
  }
}

/** What every paged search screen is checked for after each step, besides its own. */
export interface ExpectedSearchScreen<Query, Result> extends ExpectedPaging<Query, Result> {
  screen: SearchScreen
  scope: unknown
  filters: unknown
  errors: Record<string, string>
  scopeResets: number
}

/** The screen, its filters and messages, the result on screen, and the calls and notices so far. */
export const expectSearchScreen = <Query, Result>(
  live: { readonly value: unknown; readonly context: unknown },
  expected: ExpectedSearchScreen<Query, Result>,
  made: {
    readonly doubles: ActorDoubles
    readonly notices: ReadonlyArray<PortalFailure>
    readonly scopeCalls: ReadonlyArray<string>
  }
): void => {
  const shown = live.context as { scope: unknown; filters: unknown; errors: unknown; result: unknown; page: number }
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
}
